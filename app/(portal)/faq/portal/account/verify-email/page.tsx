import type { Metadata } from "next";

import { CodeEntryForm } from "@/components/account/code-entry-form";
import { PORTAL_ROLES, requirePageSession } from "@/lib/auth/page-guard";
import { MESSAGES } from "@/lib/messages";

export const metadata: Metadata = { title: "Verify Email" };

/**
 * docs/product.md §2 "Verify Email": the code mailed to the new address; §4: then the account page.
 */
export default async function VerifyEmailPage() {
  await requirePageSession({ roles: PORTAL_ROLES, allowWithoutTwoFactor: true });
  return (
    <div className="portal-page code-page">
      <h1>Verify Email</h1>
      <p className="code-page-lead">
        Enter the code we e-mailed to your new address. Your email changes once the code is
        accepted.
      </p>
      <CodeEntryForm
        endpoint="verifyEmail"
        successMessage={MESSAGES.emailChanged}
        destination="/faq/portal/account"
      />
    </div>
  );
}
