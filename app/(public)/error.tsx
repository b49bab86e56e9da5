"use client";

import { type ErrorBoundaryProps, ErrorPage, FAQ_HOME } from "@/components/site/error-page";

/** A public page that could not be shown, inside the site's header and footer. */
export default function PublicError({ retry }: ErrorBoundaryProps) {
  return <ErrorPage retry={retry} home={FAQ_HOME} />;
}
