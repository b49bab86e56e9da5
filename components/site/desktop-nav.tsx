"use client";

import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

import { DisclosureButton } from "@/components/ui/disclosure-button";
import type { VisitorText } from "@/lib/visitor-text/en";

import { BrandLink } from "./brand-link";
import { CartIcon, Chevron } from "./icons";
import { SiteLinkAnchor } from "./site-link";
import { CART_TOTAL, type MenuGroup, type MenuGroupId, type SiteLinks } from "./site-links";

import "./site-header.css";

/** Arrow keys, Home and End move between the links of an open dropdown. */
function moveFocus(event: React.KeyboardEvent<HTMLAnchorElement>) {
  const list = event.currentTarget.closest("ul");
  if (!list) return;
  const items = Array.from(list.querySelectorAll<HTMLAnchorElement>("a"));
  const at = items.indexOf(event.currentTarget);
  const next = {
    ArrowDown: items[(at + 1) % items.length],
    ArrowUp: items[(at - 1 + items.length) % items.length],
    Home: items[0],
    End: items[items.length - 1],
  }[event.key];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * The desktop header (docs/product.md §2): the brand, the menus with their dropdowns, the cart
 * total and Contact Us. A dropdown is a disclosure: a button with aria-expanded that opens on
 * click, Enter, Space or ArrowDown, and closes on Escape, a click elsewhere, or focus leaving it.
 */
export function DesktopNav({ links, text }: { links: SiteLinks; text: VisitorText["shell"] }) {
  const [open, setOpen] = useState<MenuGroupId | null>(null);
  const groups = useRef(new Map<MenuGroupId, HTMLLIElement>());

  useEffect(() => {
    if (!open) return;
    const group = groups.current.get(open);
    if (!group) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node) || !group.contains(target);
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(null);
      group?.querySelector("button")?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (outside(event.target)) setOpen(null);
    }
    function onFocusIn(event: FocusEvent) {
      if (outside(event.target)) setOpen(null);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  function dropdown(group: MenuGroup) {
    const expanded = open === group.id;
    const listId = `desktop-menu-${group.id}`;
    return (
      <li
        key={group.id}
        className="desktop-menu-group"
        ref={(element) => {
          if (element) groups.current.set(group.id, element);
          else groups.current.delete(group.id);
        }}
      >
        <DisclosureButton
          className="desktop-menu-item"
          expanded={expanded}
          controls={listId}
          onExpandedChange={(next) => {
            setOpen(next ? group.id : null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown") return;
            event.preventDefault();
            flushSync(() => {
              setOpen(group.id);
            });
            document.getElementById(listId)?.querySelector("a")?.focus();
          }}
        >
          {group.label}
          <Chevron direction="down" className="desktop-menu-chevron" />
        </DisclosureButton>
        <ul id={listId} className="desktop-dropdown" hidden={!expanded}>
          {group.links.map((link) => (
            <li key={link.label}>
              <SiteLinkAnchor
                link={link}
                className="desktop-dropdown-link"
                onKeyDown={moveFocus}
                onClick={() => {
                  setOpen(null);
                }}
              />
            </li>
          ))}
        </ul>
      </li>
    );
  }

  return (
    <nav className="desktop-nav" aria-label={text.nav.label}>
      <BrandLink href={links.home} name={text.brand} />
      <ul className="desktop-menu">
        {links.menu.map((entry) =>
          entry.kind === "group" ? (
            dropdown(entry.group)
          ) : (
            <li key={entry.link.label}>
              <SiteLinkAnchor link={entry.link} className="desktop-menu-item" />
            </li>
          ),
        )}
      </ul>
      <ul className="desktop-utilities">
        <li>
          <a className="cart-link" href={links.cart.href}>
            <CartIcon />
            <span className="visually-hidden">
              {links.cart.label}
              {`, ${text.nav.cartTotalSpoken} `}
            </span>
            <span className="cart-total">{CART_TOTAL}</span>
          </a>
        </li>
        <li>
          <SiteLinkAnchor link={links.contact} className="contact-link" />
        </li>
      </ul>
    </nav>
  );
}
