import { SiteFrame } from "@/components/site/site-frame";

/**
 * The sign-in screens (docs/product.md §2): in the public frame, like the public site, and in
 * English, like the portal they lead to (issue 28).
 */
export default function SignInLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame language="en">{children}</SiteFrame>;
}
