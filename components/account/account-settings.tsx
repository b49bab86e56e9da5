"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

import { Section } from "@/components/account/account-section";
import {
  CurrentPasswordField,
  EmailField,
  NameFields,
  NewPasswordFields,
  PasswordField,
} from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import {
  LEAVING,
  toastSuccess,
  submitWith,
  useApiForm,
  type ApiForm,
} from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

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
  const { field, problems, busy, run, formProps, values } = useApiForm({
    initial: { firstName: props.firstName, lastName: props.lastName },
  });

  const save = () =>
    run(async () => {
      await api.user.changeName(values);
      toastSuccess(MESSAGES.nameChanged);
      router.refresh();
    });

  return (
    <Section title="Edit Name">
      <form {...formProps} className="form" onSubmit={submitWith(save)}>
        <NameFields firstName={field("firstName")} lastName={field("lastName")} />
        <FormFooter problems={problems} busy={busy} submitLabel="Save Name" />
      </form>
    </Section>
  );
}

function ChangeEmailForm({ email: current }: { email: string }) {
  const form = useApiForm({ initial: { email: "", password: "" } });
  const { email, password } = form.values;
  return (
    <ChangeByCode
      title="Change Email"
      form={form}
      send={() => api.user.changeEmail(password ? { email, password } : { email })}
      sentMessage={MESSAGES.checkNewEmail}
      verifyPath={ROUTES.verifyEmail.path}
      verifyLabel="Verify Email"
    >
      <p className="account-current">
        Current email: <strong>{current}</strong>
      </p>
      <EmailField
        label="New Email"
        hint="We will send a code to the new address; it takes effect once you enter it."
        {...form.field("email")}
      />
      <CurrentPasswordField {...form.field("password")} />
    </ChangeByCode>
  );
}

function ChangePasswordForm() {
  const form = useApiForm({
    initial: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
  });
  return (
    <ChangeByCode
      title="Change Password"
      form={form}
      send={() => api.user.changePassword(form.values)}
      sentMessage={MESSAGES.checkEmailForPassword}
      verifyPath={ROUTES.verifyPassword.path}
      verifyLabel="Verify Password"
    >
      <PasswordField label="Old Password" {...form.field("oldPassword")} />
      <NewPasswordFields
        label="New Password"
        note="We will e-mail you a code to confirm the change."
        password={form.field("newPassword")}
        confirmation={form.field("confirmNewPassword")}
      />
    </ChangeByCode>
  );
}

/**
 * Change Email and Change Password: a change that takes effect once the code we e-mail is entered
 * on its verify page. Sent, it shows the toast and goes there; a link beside the submit leads there
 * too, for a code that came earlier.
 */
function ChangeByCode({
  title,
  form: { run, formProps, problems, busy },
  send,
  sentMessage,
  verifyPath,
  verifyLabel,
  children,
}: {
  /** The section's title and the submit's label. */
  title: string;
  form: Pick<ApiForm, "run" | "formProps" | "problems" | "busy">;
  send: () => Promise<unknown>;
  sentMessage: string;
  verifyPath: string;
  verifyLabel: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const change = () =>
    run(async () => {
      await send();
      toastSuccess(sentMessage);
      router.push(verifyPath);
      return LEAVING;
    });

  return (
    <Section title={title}>
      <form {...formProps} className="form" onSubmit={submitWith(change)}>
        {children}
        <FormFooter problems={problems} busy={busy} submitLabel={title}>
          <Link href={verifyPath} className="button">
            {verifyLabel}
          </Link>
        </FormFooter>
      </form>
    </Section>
  );
}
