"use client";

import { type ErrorBoundaryProps, ErrorPage } from "@/components/site/error-page";
import { PORTAL_HOME } from "@/components/portal/portal-home";

/**
 * The portal when its layout failed (app/(portal)/faq/portal/error.tsx cannot catch that): the
 * guard there reads the session first, so a database outage lands here, with no menu around it.
 */
export default function PortalLayoutError({ retry }: ErrorBoundaryProps) {
  return (
    <main id="main" className="site-main">
      <ErrorPage retry={retry} home={PORTAL_HOME} />
    </main>
  );
}
