"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import { FormProblems } from "@/components/forms/form-problems";
import { otherErrors, useFormErrors } from "@/components/forms/form-errors";
import { TextField } from "@/components/forms/text-field";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

/** SPEC §2 "My Account": Edit Name, Change Email, Change Password. */
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

/**
 * The current password as a fresh proof (ChangeEmail, two-step login): the server asks for it
 * only when the login is over 10 minutes old.
 */
export function CurrentPasswordField({
  value,
  errors,
  onChange,
}: {
  value: string;
  errors: readonly string[] | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Current Password"
      name="password"
      type="password"
      autoComplete="current-password"
      hint="Needed if you signed in more than 10 minutes ago."
      value={value}
      errors={errors}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}

export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function EditNameForm(props: { firstName: string; lastName: string }) {
  const router = useRouter();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [firstName, setFirstName] = useState(props.firstName);
  const [lastName, setLastName] = useState(props.lastName);
  const [busy, setBusy] = useState(false);

  async function save() {
    clear();
    setBusy(true);
    try {
      await api.patch("User/ChangeName", { firstName, lastName });
      toast.success(MESSAGES.nameChanged, { id: "success" });
      router.refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Edit Name">
      <form
        ref={formRef}
        method="post"
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="form-row">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            value={firstName}
            errors={errors.FirstName}
            onChange={(event) => {
              setFirstName(event.target.value);
            }}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            value={lastName}
            errors={errors.LastName}
            onChange={(event) => {
              setLastName(event.target.value);
            }}
          />
        </div>
        <FormProblems messages={otherErrors(errors, ["FirstName", "LastName"])} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Save Name
          </button>
        </div>
      </form>
    </Section>
  );
}

function ChangeEmailForm({ email: current }: { email: string }) {
  const router = useRouter();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  async function change() {
    clear();
    setBusy(true);
    try {
      await api.patch("User/ChangeEmail", password ? { email, password } : { email });
      toast.success(MESSAGES.checkNewEmail, { id: "success" });
      router.push("/faq/portal/account/verify-email");
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  }

  return (
    <Section title="Change Email">
      <form
        ref={formRef}
        method="post"
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void change();
        }}
      >
        <p className="account-current">
          Current email: <strong>{current}</strong>
        </p>
        <TextField
          label="New Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          hint="We will send a code to the new address; it takes effect once you enter it."
          value={email}
          errors={errors.Email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <CurrentPasswordField value={password} errors={errors.Password} onChange={setPassword} />
        <FormProblems messages={otherErrors(errors, ["Email", "Password"])} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Change Email
          </button>
          <Link href="/faq/portal/account/verify-email" className="button">
            Verify Email
          </Link>
        </div>
      </form>
    </Section>
  );
}

const PASSWORD_FIELDS = ["OldPassword", "NewPassword", "ConfirmNewPassword"] as const;

function ChangePasswordForm() {
  const router = useRouter();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [values, setValues] = useState({
    oldPassword: "",
    newPassword: "",
    confirmNewPassword: "",
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

  async function change() {
    clear();
    setBusy(true);
    try {
      await api.patch("User/ChangePassword", values);
      toast.success(MESSAGES.checkEmailForPassword, { id: "success" });
      router.push("/faq/portal/account/verify-password");
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  }

  return (
    <Section title="Change Password">
      <form
        ref={formRef}
        method="post"
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void change();
        }}
      >
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
        <FormProblems messages={otherErrors(errors, PASSWORD_FIELDS)} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Change Password
          </button>
          <Link href="/faq/portal/account/verify-password" className="button">
            Verify Password
          </Link>
        </div>
      </form>
    </Section>
  );
}
