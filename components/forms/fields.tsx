import { TextField } from "@/components/forms/text-field";
import type { BoundField } from "@/components/forms/use-api-form";

/**
 * The fields our forms ask for again and again, each with its label, type, autocomplete, hint and
 * required flag in one place. A form names the fields it asks for and gives each its binding to
 * the form by the API's field name (useApiForm's `field("email")`: name, value, change handler and
 * the server's messages for it).
 */

/** docs/api.md §5: the password rule, the hint of every new password. */
const PASSWORD_RULE = "8 to 128 characters.";

/** An e-mail address: the person's own (autocomplete "email") unless the form says "off". */
export function EmailField({
  label = "Email",
  autoComplete = "email",
  hint,
  ...bound
}: BoundField & { label?: string; autoComplete?: "email" | "off"; hint?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      required
      hint={hint}
      {...bound}
    />
  );
}

/** The person's password as it is now. */
export function PasswordField({
  label = "Password",
  required = true,
  hint,
  ...bound
}: BoundField & { label?: string; required?: boolean; hint?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      required={required}
      hint={hint}
      {...bound}
    />
  );
}

/**
 * The current password as a fresh proof (ChangeEmail, two-step login): the server asks for it
 * only when the login is over 10 minutes old.
 */
export function CurrentPasswordField(bound: BoundField) {
  return (
    <PasswordField
      label="Current Password"
      required={false}
      hint="Needed if you signed in more than 10 minutes ago."
      {...bound}
    />
  );
}

/** A new password and its confirmation: the rule (and `note`) under the first. */
export function NewPasswordFields({
  label,
  confirmLabel = `Confirm ${label}`,
  note,
  password,
  confirmation,
}: {
  label: string;
  confirmLabel?: string;
  /** Said after the rule. */
  note?: string;
  password: BoundField;
  confirmation: BoundField;
}) {
  const newPassword = { type: "password", autoComplete: "new-password", required: true } as const;
  return (
    <>
      <TextField
        label={label}
        {...newPassword}
        hint={note ? `${PASSWORD_RULE} ${note}` : PASSWORD_RULE}
        {...password}
      />
      <TextField label={confirmLabel} {...newPassword} {...confirmation} />
    </>
  );
}

/** The 6-digit code of an e-mail we sent (verification and reset screens). */
export function VerificationCodeField(bound: BoundField) {
  return (
    <TextField
      label="Verification Code"
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      required
      hint="The 6-digit code from the e-mail we sent you."
      {...bound}
    />
  );
}

/** A code of the authenticator app (two-step login, docs/decisions/0021). */
export function AppCodeField({ hint, ...bound }: BoundField & { hint?: string }) {
  return (
    <TextField
      label="Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      hint={hint}
      {...bound}
    />
  );
}

/**
 * First and last name side by side; `autoComplete="off"` where they are someone else's (Register
 * User), so the browser does not offer the person's own.
 */
export function NameFields({
  firstName,
  lastName,
  autoComplete,
}: {
  firstName: BoundField;
  lastName: BoundField;
  autoComplete?: "off";
}) {
  return (
    <div className="form-row">
      <TextField
        label="First Name"
        autoComplete={autoComplete ?? "given-name"}
        required
        {...firstName}
      />
      <TextField
        label="Last Name"
        autoComplete={autoComplete ?? "family-name"}
        required
        {...lastName}
      />
    </div>
  );
}
