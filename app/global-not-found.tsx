import type { Metadata } from "next";

import { NotFoundContent, notFoundMetadata } from "@/components/site/not-found-page";
import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { SiteFrame } from "@/components/site/site-frame";
import { visitorText } from "@/lib/visitor-text";

const { meta, notFound } = visitorText("en");

// The page is its own root: the title template of the other roots is written out here.
export const metadata: Metadata = {
  ...rootMetadata("en"),
  ...notFoundMetadata("en"),
  title: meta.titleTemplate.replace("%s", notFound.title),
};
export const viewport = rootViewport;

/**
 * A path that no page answers (docs/product.md §2), 404: the site has a root layout per part
 * (components/site/root-document.tsx), so the page for paths outside all of them is a whole
 * document of its own, in English, in the public frame.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument language="en">
      <SiteFrame language="en">
        <NotFoundContent language="en" />
      </SiteFrame>
    </RootDocument>
  );
}
