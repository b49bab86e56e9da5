import type { Metadata, Viewport } from "next";

import { READING_SETTINGS_SCRIPT } from "@/lib/security/inline-scripts.mjs";
import { getEnv } from "@/lib/server/env";
import { visitorText } from "@/lib/visitor-text";

import "./globals.css";

// The defaults of every page, the portal's included: English (issue 28 adds /es).
const { meta } = visitorText("en");

export const metadata: Metadata = {
  // Canonical and Open Graph URLs are absolute, from SITE_URL.
  metadataBase: new URL(getEnv().siteUrl),
  title: {
    default: meta.siteTitle,
    template: meta.titleTemplate,
  },
  icons: { icon: "/favicon.svg" },
  description: meta.siteDescription,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head's script sets the reading settings on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Before the first paint: docs/decisions/0024. Allowed by hash on every page. */}
        <script dangerouslySetInnerHTML={{ __html: READING_SETTINGS_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
