"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { FormProblems } from "@/components/forms/form-problems";
import { otherErrors, useFormErrors } from "@/components/forms/form-errors";
import { TextField } from "@/components/forms/text-field";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

const FIELDS = ["Token", "Email", "Password", "ConfirmPassword"] as const;

/**
 * SPEC §2 'New Password': verification code, email, new password, confirm password, Submit.
 * Done: 'Password Changed Successfully. Please Login.' and the login page (SPEC §4).
 */
export function ResetPasswordForm({ initialEmail }: { initialEmail: string }) {
  const router = useRouter();
  // Someone may open this page from the e-mail in a fresh browser: it needs a token of its own.
  const ensureToken = useAntiForgeryToken();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [values, setValues] = useState({
    token: "",
    email: initialEmail,
    password: "",
    confirmPassword: "",
  });
  const [busy, setBusy] = useState(false);

  function field(name: keyof typeof values) {
    return {
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
      },
    };
  }

  async function submit() {
    clear();
    setBusy(true);
    try {
      if (!(await ensureToken())) {
        setBusy(false);
        return;
      }
      await api.patch("User/ResetPassword", values);
      toast.success(MESSAGES.passwordResetDone, { id: "success" });
      router.push("/faq-corner");
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
      <FormProblems messages={otherErrors(errors, FIELDS)} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Submit
        </button>
      </div>
    </form>
  );
}
