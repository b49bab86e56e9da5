"use client";

import { createContext, useContext, useEffect, useMemo, useState } from "react";

import { showFlashToast } from "@/lib/client/flash";
import type { VisitorText } from "@/lib/visitor-text/en";

import { ErrorPageFrame } from "./error-page-text";
import { LazyToaster } from "./lazy-toaster";
import { ReadingSettings } from "./reading-settings";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { type FramePages, type ShellParts, siteLinks } from "./site-links";

/** True inside a PublicShell, so that a second one (the not-found page) adds no second frame. */
const InsidePublicShell = createContext(false);

/** The words of the frame, in the page's language (lib/visitor-text). */
export type PublicShellText = Pick<VisitorText, "shell" | "readingSettings" | "errorPage">;

interface PublicShellProps {
  children: React.ReactNode;
  text: PublicShellText;
  supportEmail: string;
  marketingSiteUrl: string;
  /** Its own pages in its language; its error pages lead home to `pages.faq`. */
  pages: FramePages;
}

/**
 * The frame of every public page (docs/product.md §2 "Site header", "Footer"). The root not-found
 * page brings its own, since an unknown path renders outside the (public) layout; but notFound()
 * thrown by a public page renders it inside that layout, where the frame already stands.
 */
export function PublicShell(props: PublicShellProps) {
  const nested = useContext(InsidePublicShell);
  if (nested) return props.children;
  return (
    <InsidePublicShell value={true}>
      <ErrorPageFrame value={{ text: props.text.errorPage, home: props.pages.faq }}>
        <PublicFrame {...props} />
      </ErrorPageFrame>
    </InsidePublicShell>
  );
}

/**
 * A skip link, the header, the page, the footer and the public toasts (docs/product.md §9:
 * top-right, 5000 ms, at most 20). The mobile menu's open state lives here because docs/product.md
 * §2 hides the routed page while it is open; the menu toggle reports each change.
 */
function PublicFrame({ children, text, supportEmail, marketingSiteUrl, pages }: PublicShellProps) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const parts = useMemo<ShellParts>(
    () => ({ links: siteLinks(marketingSiteUrl, text.shell.links, pages), text: text.shell }),
    [marketingSiteUrl, text.shell, pages],
  );
  // The toast a page left as it sent the visitor here (it loads the Toaster below).
  useEffect(showFlashToast, []);

  return (
    <div className="public-shell">
      <a className="site-skip-link" href="#main">
        {text.shell.skipLink}
      </a>
      <SiteHeader
        {...parts}
        mobileMenuOpen={mobileMenuOpen}
        onMobileMenuChange={setMobileMenuOpen}
      />
      <ReadingSettings text={text.readingSettings} hidden={mobileMenuOpen} />
      <main id="main" className="site-main" tabIndex={-1} hidden={mobileMenuOpen}>
        {children}
      </main>
      <SiteFooter {...parts} supportEmail={supportEmail} hidden={mobileMenuOpen} />
      <LazyToaster />
    </div>
  );
}
