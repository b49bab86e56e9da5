import type { Metadata } from "next";

import { ResetPasswordForm } from "@/components/account/reset-password-form";

export const metadata: Metadata = {
  title: "New Password",
  robots: { index: false, follow: false },
};

/**
 * docs/product.md §2 'New Password' (/faq-corner/reset-password): public. The login page's Forgot
 * Password passes the address along as ?email= so it need not be typed twice.
 */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { email } = await searchParams;
  return (
    <div className="auth-card">
      <h1>New Password</h1>
      <p className="auth-lead">Enter the code we e-mailed you and choose a new password.</p>
      <ResetPasswordForm initialEmail={typeof email === "string" ? email.slice(0, 254) : ""} />
    </div>
  );
}
