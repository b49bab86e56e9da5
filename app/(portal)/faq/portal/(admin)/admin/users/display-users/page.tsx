import type { Metadata } from "next";

import { UserList } from "@/components/users/user-list";
import { ADMIN_ONLY, requirePageSession } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Display Users" };

/** docs/product.md §2 "Admin user list" (/faq/portal/admin/users/display-users): Admin only. */
export default async function DisplayUsersPage() {
  await requirePageSession({ roles: ADMIN_ONLY });
  return (
    <div className="portal-page">
      <h1>Display Users</h1>
      <UserList />
    </div>
  );
}
