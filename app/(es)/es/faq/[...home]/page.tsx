import { notFound } from "next/navigation";

import { notFoundMetadata } from "@/components/site/not-found-page";

// Any other path under /es/faq: the not-found page, in the Spanish site's frame. Never
// prerendered nor stored (lib/server/csp-cache-handler.mjs keeps no 404).
export function generateStaticParams(): { home: string[] }[] {
  return [];
}

export const metadata = notFoundMetadata("es");

export default function UnknownFaqPath(): never {
  notFound();
}
