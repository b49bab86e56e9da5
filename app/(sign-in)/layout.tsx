import type { Metadata } from "next";

import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = rootMetadata("en");
export const viewport = rootViewport;

/**
 * The sign-in screens (docs/product.md §2): in the public frame, like the public site, and in
 * English, like the portal they lead to (issue 28).
 */
export default function SignInLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument language="en">
      <SiteFrame language="en">{children}</SiteFrame>
    </RootDocument>
  );
}
