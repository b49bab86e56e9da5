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
  items: readonly { href: string; label: string }[];
  className?: string;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={pathname === item.href ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
