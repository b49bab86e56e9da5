import { publicRootLayout } from "@/components/site/site-frame";

/**
 * The sign-in screens (docs/product.md §2): in the public frame, like the public site, and in
 * English, like the portal they lead to (issue 28).
 */
const root = publicRootLayout("en");
export const { metadata, viewport } = root;
export default root.Layout;
