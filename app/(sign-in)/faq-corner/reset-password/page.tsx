import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { emailSchema } from "@/lib/contract/fields";
import { unlistedPage } from "@/lib/page-metadata";
import { queryField, type PageWithQuery } from "@/lib/page-query";

export const metadata = unlistedPage("New Password");

/**
 * docs/product.md §2 'New Password' (/faq-corner/reset-password): public. The login page's Forgot
 * Password passes the address along as ?email= so it need not be typed twice.
 */
export default async function ResetPasswordPage(page: PageWithQuery) {
  const email = await queryField(page, "email", emailSchema, "");
  return (
    <div className="auth-card">
      <h1>New Password</h1>
      <p className="auth-lead">Enter the code we e-mailed you and choose a new password.</p>
      <ResetPasswordForm initialEmail={email} />
    </div>
  );
}
