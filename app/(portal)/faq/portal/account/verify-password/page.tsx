import type { Metadata } from "next";

import { CodeEntryForm } from "@/components/account/code-entry-form";
import { PORTAL_ROLES, requirePageSession } from "@/lib/auth/page-guard";
import { MESSAGES } from "@/lib/messages";

export const metadata: Metadata = { title: "Verify Password" };

/**
 * docs/product.md §2 "Verify Password": the code mailed to the account; §4: then the account page.
 */
export default async function VerifyPasswordPage() {
  await requirePageSession({ roles: PORTAL_ROLES, allowWithoutTwoFactor: true });
  return (
    <div className="portal-page code-page">
      <h1>Verify Password</h1>
      <p className="code-page-lead">
        Enter the code we e-mailed to you. Your new password takes effect once the code is accepted,
        and you stay signed in here.
      </p>
      <CodeEntryForm
        endpoint="verifyPassword"
        successMessage={MESSAGES.passwordChanged}
        destination="/faq/portal/account"
      />
    </div>
  );
}
