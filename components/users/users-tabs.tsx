"use client";

import { SubNav } from "@/components/portal/sub-nav";
import { useRecordVisits } from "@/lib/client/go-back";
import { PORTAL_NAV } from "@/lib/routes";

/** docs/product.md §2 "Admin user list": the section tabs 'Display Users' and 'Add User'. */
export function UsersTabs() {
  useRecordVisits();
  return (
    <SubNav
      label="User administration"
      className="portal-subnav users-tabs"
      items={PORTAL_NAV.users}
    />
  );
}
