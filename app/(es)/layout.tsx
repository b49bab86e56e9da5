import type { Metadata } from "next";

import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { SiteFrame } from "@/components/site/site-frame";
import { visitorText } from "@/lib/visitor-text";

const { meta } = visitorText("es");

export const metadata: Metadata = rootMetadata({
  title: meta.siteTitle,
  template: meta.titleTemplate,
  description: meta.siteDescription,
});
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
