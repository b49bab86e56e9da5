import type { Metadata } from "next";

import { RegisterUserForm } from "@/components/users/register-user-form";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: ROUTES.addUser.title };

/** docs/product.md §2 "Register User (admin)" (/faq/portal/admin/users/add): Admin only. */
export default async function AddUserPage() {
  await guardPage(ROUTES.addUser);
  return (
    <div className="portal-page form-page">
      <h1>Register User</h1>
      <p className="form-page-lead">
        The new account starts as a Guest and must be verified with the code we e-mail to it. Give
        it its role on Edit User.
      </p>
      <RegisterUserForm />
    </div>
  );
}
