"use client";

import { SubNav } from "@/components/portal/sub-nav";
import { useRecordVisits } from "@/lib/client/go-back";

const TABS = [
  { href: "/faq/portal/admin/users/display-users", label: "Display Users" },
  { href: "/faq/portal/admin/users/add", label: "Add User" },
] as const;

/** docs/product.md §2 "Admin user list": the section tabs 'Display Users' and 'Add User'. */
export function UsersTabs() {
  useRecordVisits();
  return <SubNav label="User administration" className="portal-subnav users-tabs" items={TABS} />;
}
