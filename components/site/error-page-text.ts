"use client";

import { createContext, useContext } from "react";

import type { VisitorText } from "@/lib/visitor-text/en";

/** What the public frame tells its error pages: their words, and where the FAQ list is. */
export interface ErrorPageFrame {
  text: VisitorText["errorPage"];
  /** The path of the FAQ list in the frame's language. */
  home: string;
}

/**
 * The words and the way home of a public error page, for an error.tsx inside the public frame:
 * Next.js renders it without props from the server, so the frame
 * (components/site/public-shell.tsx), which its layout gave the page's words and language,
 * passes them on. A file of its own, so that the portal's error pages, which share
 * components/site/error-page.tsx, do not load the public frame.
 */
export const ErrorPageFrame = createContext<ErrorPageFrame | null>(null);

/** The frame's words and FAQ list; null outside a public frame. */
export function useErrorPageFrame(): ErrorPageFrame | null {
  return useContext(ErrorPageFrame);
}
