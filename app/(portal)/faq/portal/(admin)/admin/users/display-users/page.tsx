import type { Metadata } from "next";

import { UserList } from "@/components/users/user-list";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: ROUTES.displayUsers.title };

/** docs/product.md §2 "Admin user list" (/faq/portal/admin/users/display-users): Admin only. */
export default async function DisplayUsersPage() {
  await guardPage(ROUTES.displayUsers);
  return (
    <div className="portal-page">
      <h1>Display Users</h1>
      <UserList />
    </div>
  );
}
