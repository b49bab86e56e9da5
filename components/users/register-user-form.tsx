"use client";

import { EmailField, NameFields, NewPasswordFields } from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import { toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { useGoBack } from "@/lib/client/go-back";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

const EMPTY = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
/**
 * docs/product.md §2 "Register User (admin)". docs/api.md §5: the account starts unverified, as a
 * Guest, and is mailed a code; the Admin gives it its role on Edit User. §4: the toast, fields
 * cleared, back. The fields hold someone else's details, so the browser is asked not to fill in the
 * Admin's own name, address or saved password.
 */
export function RegisterUserForm() {
  const goBack = useGoBack();
  const { field, problems, busy, run, formProps, values, setValues } = useApiForm({
    initial: EMPTY,
  });

  const register = () =>
    run(async () => {
      await api.user.register(values);
      toastSuccess(MESSAGES.userRegistered);
      setValues(EMPTY);
      goBack();
    });

  return (
    <form {...formProps} className="form register-form" onSubmit={submitWith(register)}>
      <NameFields firstName={field("firstName")} lastName={field("lastName")} autoComplete="off" />
      <EmailField
        autoComplete="off"
        hint="We will e-mail a verification code to this address."
        {...field("email")}
      />
      <NewPasswordFields
        label="Password"
        password={field("password")}
        confirmation={field("confirmPassword")}
      />
      <FormFooter problems={problems} busy={busy} submitLabel="Register User" />
    </form>
  );
}
