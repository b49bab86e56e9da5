import { notFound } from "next/navigation";

import { notFoundMetadata } from "@/components/site/not-found-page";

// Any path under /es outside /es/faq: the not-found page in Spanish, in the Spanish site's frame,
// rather than the English page of paths outside every part of the site. Like /es/faq's catch-all,
// never prerendered nor stored (lib/server/csp-cache-handler.mjs keeps no 404).
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export const metadata = notFoundMetadata("es");

export default function UnknownSpanishPath(): never {
  notFound();
}
