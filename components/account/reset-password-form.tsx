"use client";

import { useRouter } from "next/navigation";

import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { FormProblems } from "@/components/forms/form-problems";
import { TextField } from "@/components/forms/text-field";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

const FIELDS = ["Token", "Email", "Password", "ConfirmPassword"] as const;
/**
 * docs/product.md §2 'New Password': verification code, email, new password, confirm password,
 * Submit. Done: 'Password Changed Successfully. Please Login.' and the login page (docs/product.md
 * §4).
 */
export function ResetPasswordForm({ initialEmail }: { initialEmail: string }) {
  const router = useRouter();
  // Someone may open this page from the e-mail in a fresh browser: it needs a token of its own.
  const ensureToken = useAntiForgeryToken();
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { token: "", email: initialEmail, password: "", confirmPassword: "" },
    shown: FIELDS,
  });

  const submit = () =>
    run(async () => {
      if (!(await ensureToken())) return;
      await api.user.resetPassword(values);
      toastSuccess(MESSAGES.passwordResetDone);
      router.push("/faq-corner");
      return LEAVING;
    });

  return (
    <form ref={formRef} {...formProps} className="form" onSubmit={submitWith(submit)}>
      <TextField
        label="Verification Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        required
        hint="The 6-digit code from the e-mail we sent you."
        errors={errors.Token}
        {...field("token")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        errors={errors.Email}
        {...field("email")}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint="8 to 128 characters."
        errors={errors.Password}
        {...field("password")}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.ConfirmPassword}
        {...field("confirmPassword")}
      />
      <FormProblems messages={problems} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Submit
        </button>
      </div>
    </form>
  );
}
