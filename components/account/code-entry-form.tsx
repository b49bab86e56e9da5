"use client";

import { useRouter } from "next/navigation";

import { FormFooter } from "@/components/forms/form-footer";
import { TextField } from "@/components/forms/text-field";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";

/**
 * docs/product.md §2 "Verification and reset screens": a verification code field and Submit, for
 * the account, an e-mail change or a password change. On success the toast of docs/product.md §4
 * and the next page; a wrong or spent code shows the server's message under the field (errors on
 * Token).
 */
export function CodeEntryForm({
  endpoint,
  successMessage,
  destination,
  children,
}: {
  /** The typed call that takes the code (lib/contract/user.ts). */
  endpoint: "verifyAccount" | "verifyEmail" | "verifyPassword";
  successMessage: string;
  destination: string;
  /** More ways out under the form (the verify page's 'resend a token' and Logout). */
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { token: "" },
    shown: ["Token"],
  });

  const submit = () =>
    run(async () => {
      await api.user[endpoint](values);
      toastSuccess(successMessage);
      // A client-side move keeps the toast on screen; the next page is rendered afresh.
      router.push(destination);
      router.refresh();
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
      <FormFooter problems={problems} busy={busy} submitLabel="Submit" />
      {children}
    </form>
  );
}
