import { PortalPage, routeMetadata } from "@/components/portal/portal-page";
import { UserList } from "@/components/users/user-list";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";

export const metadata = routeMetadata(ROUTES.displayUsers);

/** docs/product.md §2 "Admin user list" (/faq/portal/admin/users/display-users): Admin only. */
export default async function DisplayUsersPage() {
  await guardPage(ROUTES.displayUsers);
  return (
    <PortalPage route={ROUTES.displayUsers}>
      <UserList />
    </PortalPage>
  );
}
