import type { Metadata } from "next";

import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = rootMetadata("es");
export const viewport = rootViewport;

/**
 * The public site in Spanish under /es/faq (issue 28), a root layout of its own, so that its
 * pages say `<html lang="es">`: the same frame as the English site, in Spanish.
 */
export default function SpanishLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument language="es">
      <SiteFrame language="es">{children}</SiteFrame>
    </RootDocument>
  );
}
