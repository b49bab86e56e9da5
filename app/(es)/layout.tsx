import { publicRootLayout } from "@/components/site/site-frame";

/**
 * The public site in Spanish under /es/faq (issue 28), a root layout of its own, so that its
 * pages say `<html lang="es">`: the same frame as the English site, in Spanish.
 */
const root = publicRootLayout("es");
export const { metadata, viewport } = root;
export default root.Layout;
