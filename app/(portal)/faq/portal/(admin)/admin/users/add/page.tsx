import type { Metadata } from "next";

import { RegisterUserForm } from "@/components/users/register-user-form";
import { ADMIN_ONLY, requirePageSession } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Register User" };

/** docs/product.md §2 "Register User (admin)" (/faq/portal/admin/users/add): Admin only. */
export default async function AddUserPage() {
  await requirePageSession({ roles: ADMIN_ONLY });
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
