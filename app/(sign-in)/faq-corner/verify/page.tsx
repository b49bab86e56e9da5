import { redirect } from "next/navigation";

import { VerifyAccountForm } from "@/components/account/verify-account-form";
import { requirePageSession } from "@/lib/auth/page-guard";
import { unlistedPage } from "@/lib/page-metadata";

export const metadata = unlistedPage("Verify Account");

/**
 * docs/product.md §2 "Verify account" (/faq-corner/verify): needs sign-in, not a verified account
 * or a role.
 */
export default async function VerifyAccountPage() {
  const { user } = await requirePageSession({ allowUnverified: true, allowWithoutTwoFactor: true });
  // Nothing to verify: on to the portal, whose guard decides what this account may see.
  if (user.isVerified) redirect("/faq/portal");
  return (
    <div className="auth-card">
      <h1>Verify Account</h1>
      <p className="auth-lead">
        Enter the code we e-mailed to <strong>{user.email}</strong> to verify your account.
      </p>
      <VerifyAccountForm />
    </div>
  );
}
