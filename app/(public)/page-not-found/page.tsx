import type { Metadata } from "next";
import { notFound } from "next/navigation";

// Rendered per request like the not-found page it shows, so it answers 404 every time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Page not found" };

/** SPEC §2: /page-not-found shows the not-found page, with HTTP 404 (CONTRACT §8). */
export default function PageNotFound(): never {
  notFound();
}
