import type { Metadata } from "next";

import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { visitorText } from "@/lib/visitor-text";

const { meta } = visitorText("en");

export const metadata: Metadata = rootMetadata({
  title: meta.siteTitle,
  template: meta.titleTemplate,
  description: meta.siteDescription,
});
export const viewport = rootViewport;

/** FAQ Corner, the staff portal: in English (issue 28); its frame is faq/portal/layout.tsx. */
export default function PortalRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument language="en">{children}</RootDocument>;
}
