import { PortalPage, routeMetadata } from "@/components/portal/portal-page";
import { RegisterUserForm } from "@/components/users/register-user-form";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";

export const metadata = routeMetadata(ROUTES.addUser);

/** docs/product.md §2 "Register User (admin)" (/faq/portal/admin/users/add): Admin only. */
export default async function AddUserPage() {
  await guardPage(ROUTES.addUser);
  return (
    <PortalPage route={ROUTES.addUser} className="form-page">
      <p className="form-page-lead">
        The new account starts as a Guest and must be verified with the code we e-mail to it. Give
        it its role on Edit User.
      </p>
      <RegisterUserForm />
    </PortalPage>
  );
}
