"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

import { CurrentPasswordField, Section } from "@/components/account/account-section";
import { FormFooter } from "@/components/forms/form-footer";
import { TextField } from "@/components/forms/text-field";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

/** docs/product.md §2 "My Account": Edit Name, Change Email, Change Password. */
export function AccountSettings({
  firstName,
  lastName,
  email,
}: {
  firstName: string;
  lastName: string;
  email: string;
}) {
  return (
    <div className="account-sections">
      <EditNameForm firstName={firstName} lastName={lastName} />
      <ChangeEmailForm email={email} />
      <ChangePasswordForm />
    </div>
  );
}

function EditNameForm(props: { firstName: string; lastName: string }) {
  const router = useRouter();
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { firstName: props.firstName, lastName: props.lastName },
    shown: ["FirstName", "LastName"],
  });

  const save = () =>
    run(async () => {
      await api.user.changeName(values);
      toastSuccess(MESSAGES.nameChanged);
      router.refresh();
    });

  return (
    <Section title="Edit Name">
      <form ref={formRef} {...formProps} className="form" onSubmit={submitWith(save)}>
        <div className="form-row">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            errors={errors.FirstName}
            {...field("firstName")}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            errors={errors.LastName}
            {...field("lastName")}
          />
        </div>
        <FormFooter problems={problems} busy={busy} submitLabel="Save Name" />
      </form>
    </Section>
  );
}

function ChangeEmailForm({ email: current }: { email: string }) {
  const router = useRouter();
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { email: "", password: "" },
    shown: ["Email", "Password"],
  });

  const change = () =>
    run(async () => {
      const { email, password } = values;
      await api.user.changeEmail(password ? { email, password } : { email });
      toastSuccess(MESSAGES.checkNewEmail);
      router.push("/faq/portal/account/verify-email");
      return LEAVING;
    });

  return (
    <Section title="Change Email">
      <form ref={formRef} {...formProps} className="form" onSubmit={submitWith(change)}>
        <p className="account-current">
          Current email: <strong>{current}</strong>
        </p>
        <TextField
          label="New Email"
          type="email"
          autoComplete="email"
          required
          hint="We will send a code to the new address; it takes effect once you enter it."
          errors={errors.Email}
          {...field("email")}
        />
        <CurrentPasswordField errors={errors.Password} {...field("password")} />
        <FormFooter problems={problems} busy={busy} submitLabel="Change Email">
          <Link href="/faq/portal/account/verify-email" className="button">
            Verify Email
          </Link>
        </FormFooter>
      </form>
    </Section>
  );
}

const PASSWORD_FIELDS = ["OldPassword", "NewPassword", "ConfirmNewPassword"] as const;
function ChangePasswordForm() {
  const router = useRouter();
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
    shown: PASSWORD_FIELDS,
  });

  const change = () =>
    run(async () => {
      await api.user.changePassword(values);
      toastSuccess(MESSAGES.checkEmailForPassword);
      router.push("/faq/portal/account/verify-password");
      return LEAVING;
    });

  return (
    <Section title="Change Password">
      <form ref={formRef} {...formProps} className="form" onSubmit={submitWith(change)}>
        <TextField
          label="Old Password"
          type="password"
          autoComplete="current-password"
          required
          errors={errors.OldPassword}
          {...field("oldPassword")}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint="8 to 128 characters. We will e-mail you a code to confirm the change."
          errors={errors.NewPassword}
          {...field("newPassword")}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors.ConfirmNewPassword}
          {...field("confirmNewPassword")}
        />
        <FormFooter problems={problems} busy={busy} submitLabel="Change Password">
          <Link href="/faq/portal/account/verify-password" className="button">
            Verify Password
          </Link>
        </FormFooter>
      </form>
    </Section>
  );
}
