import type { Metadata, Viewport } from "next";

import { READING_SETTINGS_SCRIPT } from "@/lib/security/inline-scripts.mjs";
import { getEnv } from "@/lib/server/env";
import { type Language, visitorText } from "@/lib/visitor-text";

import "@/app/globals.css";

/**
 * The document around every page: each part of the site is a root layout of its own (the English
 * public site, the Spanish one under /es, the sign-in screens, the portal), so that `<html lang>`
 * says the page's language without the page reading the request (issue 28,
 * docs/decisions/0041-spanish-pages.md); a cached page stays the same for everyone.
 */
export function RootDocument({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  return (
    // The head's script sets the reading settings on <html> before React hydrates it.
    <html lang={language} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document */}
      <head>
        {/* Before the first paint: docs/decisions/0024. Allowed by hash on every page. */}
        <script dangerouslySetInnerHTML={{ __html: READING_SETTINGS_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * What every page's head shares, in the part's language: absolute URLs from SITE_URL, the title
 * and its template, the description, the icon.
 */
export function rootMetadata(language: Language): Metadata {
  const { meta } = visitorText(language);
  return {
    // Canonical and Open Graph URLs are absolute, from SITE_URL.
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: meta.siteTitle, template: meta.titleTemplate },
    icons: { icon: "/favicon.svg" },
    description: meta.siteDescription,
  };
}

export const rootViewport: Viewport = { width: "device-width", initialScale: 1 };
