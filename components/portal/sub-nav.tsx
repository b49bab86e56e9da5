"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** A portal section's own links under the header; the page shown is marked current. */
export function SubNav({
  label,
  items,
  className = "portal-subnav",
}: {
  label: string;
  /** `count`: a badge after the label, read as `label, count open` (issue 16's Content Gaps). */
  items: readonly { href: string; label: string; count?: number }[];
  className?: string;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={pathname === item.href ? "page" : undefined}
              aria-label={item.count ? `${item.label}, ${String(item.count)} open` : undefined}
            >
              {item.label}
              {item.count ? (
                <span className="portal-badge" aria-hidden="true">
                  {item.count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
