import { SiteFrame } from "@/components/site/site-frame";

/** The public site: header, footer and toasts around every public page (docs/product.md §2). */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
