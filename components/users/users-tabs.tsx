"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { useRecordVisits } from "@/lib/client/go-back";

const TABS = [
  { href: "/faq/portal/admin/users/display-users", label: "Display Users" },
  { href: "/faq/portal/admin/users/add", label: "Add User" },
] as const;

/** docs/product.md §2 "Admin user list": the section tabs 'Display Users' and 'Add User'. */
export function UsersTabs() {
  const pathname = usePathname();
  useRecordVisits();
  return (
    <nav aria-label="User administration" className="portal-subnav users-tabs">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={pathname === tab.href ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
