"use client";

import { createContext, useContext } from "react";

import type { VisitorText } from "@/lib/visitor-text/en";

/**
 * The words of a public error page, for an error.tsx inside the public frame: Next.js renders it
 * without props from the server, so the frame (components/site/public-shell.tsx), which its layout
 * gave the page's words, passes them on. A file of its own, so that the portal's error pages,
 * which share components/site/error-page.tsx, do not load the public frame.
 */
export const ErrorPageText = createContext<VisitorText["errorPage"] | null>(null);

/** What a public error page says, in the frame's language; null outside a public frame. */
export function useErrorPageText(): VisitorText["errorPage"] | null {
  return useContext(ErrorPageText);
}
