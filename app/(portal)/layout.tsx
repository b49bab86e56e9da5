import type { Metadata } from "next";

import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";

export const metadata: Metadata = rootMetadata("en");
export const viewport = rootViewport;

/** FAQ Corner, the staff portal: in English (issue 28); its frame is faq/portal/layout.tsx. */
export default function PortalRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument language="en">{children}</RootDocument>;
}
