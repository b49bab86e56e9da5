import type { Metadata, Viewport } from "next";

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
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
