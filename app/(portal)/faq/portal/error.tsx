"use client";

import { type ErrorBoundaryProps, ErrorPage } from "@/components/site/error-page";
import { PORTAL_HOME } from "@/components/portal/portal-home";

/** A portal page that could not be shown, inside the portal's menu. */
export default function PortalError({ retry }: ErrorBoundaryProps) {
  return <ErrorPage retry={retry} home={PORTAL_HOME} />;
}
