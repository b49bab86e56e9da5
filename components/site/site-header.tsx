"use client";

import { DesktopNav } from "./desktop-nav";
import { useScrolledPast } from "./hooks";
import { MobileNav } from "./mobile-nav";
import type { ShellParts } from "./site-links";

import "./site-header.css";

/** docs/product.md §2, §9: the desktop header hides below 150 px of scroll and returns above it. */
const HEADER_HIDE_THRESHOLD_PX = 150;

/**
 * The public site header: the desktop header and the mobile one, of which CSS shows one by
 * the window's width. Only the desktop header hides on scroll (docs/product.md §2); it stays while
 * focus is inside it, so a keyboard user never tabs into an invisible menu.
 */
export function SiteHeader({
  links,
  text,
  mobileMenuOpen,
  onMobileMenuChange,
}: ShellParts & {
  mobileMenuOpen: boolean;
  onMobileMenuChange: (open: boolean) => void;
}) {
  const scrolledPast = useScrolledPast(HEADER_HIDE_THRESHOLD_PX);
  return (
    <header className="site-header" data-scrolled-away={scrolledPast ? "true" : undefined}>
      <DesktopNav links={links} text={text} />
      <MobileNav
        links={links}
        text={text}
        open={mobileMenuOpen}
        onOpenChange={onMobileMenuChange}
      />
    </header>
  );
}
