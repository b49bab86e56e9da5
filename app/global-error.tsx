"use client";

import { type ErrorBoundaryProps, ErrorPage, FAQ_HOME } from "@/components/site/error-page";
import { errorPage } from "@/lib/visitor-text/en/shell";

import "./globals.css";

/** When even the root layout failed: a whole document of its own, as Next.js requires. */
export default function GlobalError({ retry }: ErrorBoundaryProps) {
  return (
    <html lang="en">
      <head>
        <title>{errorPage.heading}</title>
      </head>
      <body>
        <main id="main" className="site-main">
          <ErrorPage retry={retry} home={FAQ_HOME} />
        </main>
      </body>
    </html>
  );
}
