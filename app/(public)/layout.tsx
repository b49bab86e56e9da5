import type { Metadata } from "next";

import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = rootMetadata("en");
export const viewport = rootViewport;

/**
 * The public site in English (docs/product.md §2), a root layout of its own
 * (components/site/root-document.tsx): header, footer and toasts around every public page.
 */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument language="en">
      <SiteFrame language="en">{children}</SiteFrame>
    </RootDocument>
  );
}
