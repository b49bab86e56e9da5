import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BackButton } from "@/components/forms/back-button";
import { EditUserForm } from "@/components/users/edit-user-form";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { hasTwoFactor } from "@/lib/data/two-factor";
import { getUserById } from "@/lib/data/users";

export const metadata: Metadata = { title: ROUTES.editUser.title };

/** Ids are positive integers that fit PostgreSQL's integer column (docs/api.md §1). */
function parseId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * docs/product.md §2 "Edit User" (/faq/portal/admin/users/edit/{id}): Admin only; an unknown id is
 * a 404.
 */
export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  await guardPage(ROUTES.editUser);
  const id = parseId((await params).id);
  const user = id === null ? null : await getUserById({ id });
  if (!user || user.deletedAt) notFound();
  return (
    <div className="portal-page form-page">
      <BackButton />
      <h1>Edit User</h1>
      <EditUserForm
        user={{
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          role: user.role,
          isVerified: user.isVerified,
        }}
        twoFactorOn={hasTwoFactor(user)}
      />
    </div>
  );
}
