"use client";

import { useRouter } from "next/navigation";

import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { EmailField, NewPasswordFields, VerificationCodeField } from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

/**
 * docs/product.md §2 'New Password': verification code, email, new password, confirm password,
 * Submit. Done: 'Password Changed Successfully. Please Login.' and the login page (docs/product.md
 * §4).
 */
export function ResetPasswordForm({ initialEmail }: { initialEmail: string }) {
  const router = useRouter();
  // Someone may open this page from the e-mail in a fresh browser: it needs a token of its own.
  const ensureToken = useAntiForgeryToken();
  const { field, problems, busy, run, formProps, values } = useApiForm({
    initial: { token: "", email: initialEmail, password: "", confirmPassword: "" },
  });

  const submit = () =>
    run(async () => {
      if (!(await ensureToken())) return;
      await api.user.resetPassword(values);
      toastSuccess(MESSAGES.passwordResetDone);
      router.push(ROUTES.login.path);
      return LEAVING;
    });

  return (
    <form {...formProps} className="form" onSubmit={submitWith(submit)}>
      <VerificationCodeField {...field("token")} />
      <EmailField {...field("email")} />
      <NewPasswordFields
        label="New Password"
        confirmLabel="Confirm Password"
        password={field("password")}
        confirmation={field("confirmPassword")}
      />
      <FormFooter problems={problems} busy={busy} submitLabel="Submit" />
    </form>
  );
}
