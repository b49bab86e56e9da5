import { notFound } from "next/navigation";

import { notFoundMetadata } from "@/components/site/not-found-page";

// Any other path under /faq: the not-found page, in the site's frame. Never prerendered nor
// stored (lib/server/csp-cache-handler.mjs keeps no 404). Next lets any path through to it
// (dynamicParams is true by default).
export function generateStaticParams(): { home: string[] }[] {
  return [];
}

export const metadata = notFoundMetadata("en");

export default function UnknownFaqPath(): never {
  notFound();
}
