import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { visitorText } from "@/lib/visitor-text";

// Rendered per request like the not-found page it shows, so it answers 404 every time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: visitorText("en").notFound.title };

/** docs/product.md §2: /page-not-found shows the not-found page, with HTTP 404 (docs/api.md §8). */
export default function PageNotFound(): never {
  notFound();
}
