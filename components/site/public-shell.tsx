"use client";

import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { Toaster } from "sonner";

import { showFlashToast } from "@/lib/client/flash";

import { ReadingSettings } from "./reading-settings";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { siteLinks } from "./site-links";

/** True inside a PublicShell, so that a second one (the not-found page) adds no second frame. */
const InsidePublicShell = createContext(false);

interface PublicShellProps {
  children: React.ReactNode;
  supportEmail: string;
  marketingSiteUrl: string;
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
      <PublicFrame {...props} />
    </InsidePublicShell>
  );
}

/**
 * A skip link, the header, the page, the footer and the public toasts (docs/product.md §9:
 * top-right, 5000 ms, at most 20). The mobile menu's open state lives here because docs/product.md
 * §2 hides the routed page while it is open; the menu toggle reports each change.
 */
function PublicFrame({ children, supportEmail, marketingSiteUrl }: PublicShellProps) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const links = useMemo(() => siteLinks(marketingSiteUrl), [marketingSiteUrl]);
  // After the Toaster below has mounted: the toast a page left as it sent the visitor here.
  useEffect(showFlashToast, []);

  return (
    <div className="public-shell">
      <a className="site-skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader
        links={links}
        mobileMenuOpen={mobileMenuOpen}
        onMobileMenuChange={setMobileMenuOpen}
      />
      <ReadingSettings hidden={mobileMenuOpen} />
      <main id="main" className="site-main" tabIndex={-1} hidden={mobileMenuOpen}>
        {children}
      </main>
      <SiteFooter links={links} supportEmail={supportEmail} hidden={mobileMenuOpen} />
      <Toaster position="top-right" duration={5000} visibleToasts={20} />
    </div>
  );
}
