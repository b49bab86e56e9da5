import { SiteFrame } from "@/components/site/site-frame";

/** The sign-in screens (docs/product.md §2): in the public frame, like the public site. */
export default function SignInLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
