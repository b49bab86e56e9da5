import type { Metadata, Viewport } from "next";

import { READING_SETTINGS_SCRIPT } from "@/lib/security/inline-scripts.mjs";
import { getEnv } from "@/lib/server/env";

import "./globals.css";

export const metadata: Metadata = {
  // Canonical and Open Graph URLs are absolute, from SITE_URL.
  metadataBase: new URL(getEnv().siteUrl),
  title: {
    default: "Frequently Asked Questions",
    template: "%s | Literacy Programme FAQ",
  },
  icons: { icon: "/favicon.svg" },
  description:
    "Answers to common questions about our literacy-learning programme: courses, coaching, the science of reading, the guide book, orders and accounts.",
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
