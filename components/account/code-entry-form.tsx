"use client";

import { VerificationCodeField } from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import { LEAVING, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { toastAndGo } from "@/lib/client/flash";

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
  const { field, problems, busy, run, formProps, values } = useApiForm({ initial: { token: "" } });

  const submit = () =>
    run(async () => {
      await api.user[endpoint](values);
      // The next page may sit under another root layout (the portal, or /unauthorized for a Guest:
      // decision 0041), which a full load reaches: the toast goes with it (lib/client/flash.ts).
      toastAndGo("success", successMessage, destination);
      return LEAVING;
    });

  return (
    <form {...formProps} className="form" onSubmit={submitWith(submit)}>
      <VerificationCodeField {...field("token")} />
      <FormFooter problems={problems} busy={busy} submitLabel="Submit" />
      {children}
    </form>
  );
}
