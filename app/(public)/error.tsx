"use client";

import { type ErrorBoundaryProps, PublicErrorPage } from "@/components/site/error-page";

/** A public page that could not be shown, inside the site's header and footer, in their language. */
export default function PublicError({ retry }: ErrorBoundaryProps) {
  return <PublicErrorPage retry={retry} />;
}
