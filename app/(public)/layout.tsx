import { SiteFrame } from "@/components/site/site-frame";

/**
 * The public site: header, footer and toasts around every public page (docs/product.md §2). In
 * English, as every page under it is for now (issue 28 adds /es).
 */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame language="en">{children}</SiteFrame>;
}
