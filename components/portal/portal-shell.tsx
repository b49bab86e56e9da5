"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";

import { ExitPortalDialog } from "@/components/portal/exit-portal-dialog";
import { SubNav } from "@/components/portal/sub-nav";
import { DisclosureButton } from "@/components/ui/disclosure-button";
import { showFlashToast } from "@/lib/client/flash";
import { useRecordPortalPages } from "@/lib/client/go-back";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { PORTAL_NAV, portalSection, ROUTES } from "@/lib/routes";

/** docs/product.md §9: the header hides once scrolled down past 150 px. */
const HIDE_AFTER_PX = 150;

/**
 * The staff portal's frame (docs/product.md §2 "Portal header"): header links, the Admin
 * navigation, the Exit Portal popup, and the portal's toasts (docs/product.md §9: bottom-center,
 * 5000 ms, at most 20).
 */
export function PortalShell({
  role,
  openGaps,
  children,
}: {
  role: "Admin" | "Coach";
  /** Open entries of Content Gaps, for the badge on its link. */
  openGaps: number;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const admin = role === "Admin";
  useRecordPortalPages();

  // The server let this page render, so the browser may say it is signed in (docs/product.md §3).
  useEffect(() => {
    writeStorage(STORAGE_KEYS.isAuthenticated, "true");
  }, []);
  // After the Toaster below has mounted: the toast a page left as it sent the user here.
  useEffect(showFlashToast, []);

  useEffect(() => {
    let last = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      setHidden(y > last && y > HIDE_AFTER_PX);
      last = y;
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  const links = PORTAL_NAV.header.filter((link) => admin || !("adminOnly" in link));

  return (
    <div className="portal">
      <a className="skip-link" href="#portal-main">
        Skip to main content
      </a>
      <header
        className={hidden && !menuOpen ? "portal-header portal-header-hidden" : "portal-header"}
      >
        <div className="portal-header-inner">
          <Link href={ROUTES.displayFaqs.path} className="portal-brand">
            FAQ Corner
          </Link>
          <DisclosureButton
            className="portal-menu-toggle"
            expanded={menuOpen}
            controls="portal-links"
            onExpandedChange={setMenuOpen}
          >
            <span aria-hidden="true">☰</span> Menu
          </DisclosureButton>
          <nav
            aria-label="Portal"
            id="portal-links"
            className={menuOpen ? "portal-links portal-links-open" : "portal-links"}
          >
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={portalSection(pathname) === link.section ? "page" : undefined}
                    onClick={() => {
                      setMenuOpen(false);
                    }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="portal-exit"
                  onClick={() => {
                    setMenuOpen(false);
                    setExitOpen(true);
                  }}
                >
                  Exit Portal
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </header>

      <div className="portal-body">
        {portalSection(pathname) !== "FAQ" ? null : admin ? (
          <SubNav
            label="FAQ management"
            items={[...PORTAL_NAV.admin, { ...PORTAL_NAV.contentGaps, count: openGaps }]}
          />
        ) : (
          <SubNav
            label="Content"
            title={ROUTES.displayFaqs.title}
            items={[...PORTAL_NAV.coach, { ...PORTAL_NAV.contentGaps, count: openGaps }]}
          />
        )}
        <main id="portal-main" className="portal-main">
          {children}
        </main>
      </div>

      <ExitPortalDialog open={exitOpen} onOpenChange={setExitOpen} />
      <Toaster position="bottom-center" duration={5000} visibleToasts={20} />
    </div>
  );
}
