"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** A portal section's own links under the header; the page shown is marked current. */
export function SubNav({
  label,
  title,
  items,
  className = "portal-subnav",
}: {
  label: string;
  /** A title shown above the links, inside the navigation landmark. */
  title?: string;
  /** `count`: a badge after the label, read as `label, count open` (issue 16's Content Gaps). */
  items: readonly { href: string; label: string; count?: number }[];
  className?: string;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      {title ? <p className="portal-subnav-title">{title}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={pathname === item.href ? "page" : undefined}>
              {item.label}
              {item.count ? (
                <>
                  <span className="visually-hidden">, </span>
                  <span className="portal-badge">{item.count}</span>
                  <span className="visually-hidden"> open</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
