"use client";

import { FormProblems } from "@/components/forms/form-problems";
import { TextField } from "@/components/forms/text-field";
import { toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { useGoBack } from "@/lib/client/go-back";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

const EMPTY = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
const FIELDS = ["FirstName", "LastName", "Email", "Password", "ConfirmPassword"] as const;
/**
 * docs/product.md §2 "Register User (admin)". docs/api.md §5: the account starts unverified, as a
 * Guest, and is mailed a code; the Admin gives it its role on Edit User. §4: the toast, fields
 * cleared, back. The fields hold someone else's details, so the browser is asked not to fill in the
 * Admin's own name, address or saved password.
 */
export function RegisterUserForm() {
  const goBack = useGoBack();
  const { field, errors, problems, busy, run, formRef, formProps, values, setValues } = useApiForm({
    initial: EMPTY,
    shown: FIELDS,
  });

  const register = () =>
    run(async () => {
      await api.user.register(values);
      toastSuccess(MESSAGES.userRegistered);
      setValues(EMPTY);
      goBack();
    });

  return (
    <form
      ref={formRef}
      {...formProps}
      className="form register-form"
      onSubmit={submitWith(register)}
    >
      <div className="form-row">
        <TextField
          label="First Name"
          autoComplete="off"
          required
          errors={errors.FirstName}
          {...field("firstName")}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          required
          errors={errors.LastName}
          {...field("lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        required
        hint="We will e-mail a verification code to this address."
        errors={errors.Email}
        {...field("email")}
      />
      <TextField
        label="Password"
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
          Register User
        </button>
      </div>
    </form>
  );
}
