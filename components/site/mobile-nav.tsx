"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

import type { VisitorText } from "@/lib/visitor-text/en";

import { BrandLink } from "./brand-link";
import { CartIcon, Chevron, MenuIcon } from "./icons";
import { SiteLinkAnchor } from "./site-link";
import { CART_TOTAL, type MenuGroupId, type SiteLink, type SiteLinks } from "./site-links";

import "./site-header.css";
import "./mobile-nav.css";

/** Must match the media query in components/site/mobile-nav.css that swaps the two headers. */
const DESKTOP_QUERY = "(min-width: 900px)";

/**
 * The mobile header (docs/product.md §2, §4): a hamburger toggles a full menu, the story, program
 * and team groups open a sliding sub-menu with Back, and choosing FAQ closes the menu. The open
 * state belongs to the shell, which hides the page while the menu is open, so the toggle
 * reports every change through onOpenChange.
 */
export function MobileNav({
  links,
  text,
  open,
  onOpenChange,
}: {
  links: SiteLinks;
  text: VisitorText["shell"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // docs/product.md §4: sub-menu none (null), story, program or team; Back clears it.
  const [sub, setSub] = useState<MenuGroupId | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = useCallback(
    (focusToggle: boolean) => {
      flushSync(() => {
        setSub(null);
        onOpenChange(false);
      });
      if (focusToggle) toggleRef.current?.focus();
    },
    [onOpenChange],
  );

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") close(true);
    }
    // Widened past the breakpoint: the menu is gone, so the page must come back.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    function onWiden() {
      if (desktop.matches) close(false);
    }
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onWiden);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onWiden);
    };
  }, [open, close]);

  function openSub(id: MenuGroupId) {
    flushSync(() => {
      setSub(id);
    });
    backRef.current?.focus();
  }

  function back() {
    const from = sub;
    flushSync(() => {
      setSub(null);
    });
    if (from) document.getElementById(`mobile-group-${from}`)?.focus();
  }

  /** A page of this app: close the menu so the page shows, and put focus at its start. */
  function followLink(link: SiteLink) {
    if (!link.internal) return;
    close(false);
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  function item(link: SiteLink) {
    return (
      <SiteLinkAnchor
        link={link}
        className="mobile-item"
        aria-current={link.internal && pathname === link.href ? "page" : undefined}
        onClick={() => {
          followLink(link);
        }}
      />
    );
  }

  const subGroup = links.menu.flatMap((entry) =>
    entry.kind === "group" && entry.group.id === sub ? [entry.group] : [],
  )[0];

  return (
    <>
      <div className="mobile-bar">
        <BrandLink href={links.home} name={text.brand} />
        <button
          ref={toggleRef}
          type="button"
          className="mobile-toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => {
            if (open) {
              close(false);
            } else {
              setSub(null);
              onOpenChange(true);
            }
          }}
        >
          <MenuIcon open={open} />
          <span>{text.nav.menu}</span>
        </button>
      </div>

      <nav id="mobile-menu" className="mobile-menu" aria-label={text.nav.label} hidden={!open}>
        <div className="mobile-pane" inert={sub !== null}>
          <ul className="mobile-list">
            {links.menu.map((entry) =>
              entry.kind === "group" ? (
                <li key={entry.group.id}>
                  <button
                    type="button"
                    id={`mobile-group-${entry.group.id}`}
                    className="mobile-item"
                    aria-expanded={sub === entry.group.id}
                    aria-controls="mobile-submenu"
                    onClick={() => {
                      openSub(entry.group.id);
                    }}
                  >
                    {entry.group.label}
                    <Chevron direction="right" className="mobile-item-chevron" />
                  </button>
                </li>
              ) : (
                <li key={entry.link.label}>{item(entry.link)}</li>
              ),
            )}
            <li>
              <a className="mobile-item" href={links.cart.href}>
                <span className="mobile-item-with-icon">
                  <CartIcon />
                  {links.cart.label}
                </span>
                <span className="mobile-cart-total">
                  {`${text.nav.total} `}
                  <span className="cart-total">{CART_TOTAL}</span>
                </span>
              </a>
            </li>
            <li>{item(links.contact)}</li>
          </ul>
        </div>

        <div
          id="mobile-submenu"
          className="mobile-subpane"
          hidden={!subGroup}
          aria-labelledby="mobile-submenu-title"
          role="group"
        >
          <button ref={backRef} type="button" className="mobile-back" onClick={back}>
            <Chevron direction="left" />
            {text.nav.back}
          </button>
          <p id="mobile-submenu-title" className="mobile-subtitle">
            {subGroup?.label}
          </p>
          <ul className="mobile-list">
            {subGroup?.links.map((link) => (
              <li key={link.label}>{item(link)}</li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
