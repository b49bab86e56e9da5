import { redirect } from "next/navigation";

import { VerifyAccountForm } from "@/components/account/verify-account-form";
import { guardPage } from "@/lib/auth/page-guard";
import { unlistedPage } from "@/lib/page-metadata";
import { PORTAL_AREA, ROUTES } from "@/lib/routes";

export const metadata = unlistedPage(ROUTES.verify.title);

/**
 * docs/product.md §2 "Verify account" (/faq-corner/verify): needs sign-in, not a verified account
 * or a role.
 */
export default async function VerifyAccountPage() {
  const { user } = await guardPage(ROUTES.verify);
  // Nothing to verify: on to the portal, whose guard decides what this account may see.
  if (user.isVerified) redirect(PORTAL_AREA);
  return (
    <div className="auth-card">
      <h1>{ROUTES.verify.title}</h1>
      <p className="auth-lead">
        Enter the code we e-mailed to <strong>{user.email}</strong> to verify your account.
      </p>
      <VerifyAccountForm />
    </div>
  );
}
