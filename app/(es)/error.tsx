"use client";

import { type ErrorBoundaryProps, PublicErrorPage } from "@/components/site/error-page";

/**
 * A Spanish page that could not be shown, inside the Spanish header and footer, in Spanish, with
 * its way home to /es/faq (the frame's words: components/site/public-shell.tsx).
 */
export default function SpanishPublicError({ retry }: ErrorBoundaryProps) {
  return <PublicErrorPage retry={retry} />;
}
