"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { FormProblems } from "@/components/forms/form-problems";
import { otherErrors, useFormErrors } from "@/components/forms/form-errors";
import { TextField } from "@/components/forms/text-field";
import { api } from "@/lib/client/api";

/**
 * SPEC §2 "Verification and reset screens": a verification code field and Submit, for the
 * account, an e-mail change or a password change. On success the toast of SPEC §4 and the next
 * page; a wrong or spent code shows the server's message under the field (errors on Token).
 */
export function CodeEntryForm({
  endpoint,
  successMessage,
  destination,
  children,
}: {
  endpoint: "User/VerifyAccount" | "User/VerifyEmail" | "User/VerifyPassword";
  successMessage: string;
  destination: string;
  /** More ways out under the form (the verify page's 'resend a token' and Logout). */
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit() {
    clear();
    setBusy(true);
    try {
      await api.post(endpoint, { token });
      toast.success(successMessage, { id: "success" });
      // A client-side move keeps the toast on screen; the next page is rendered afresh.
      router.push(destination);
      router.refresh();
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
        name="token"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        required
        hint="The 6-digit code from the e-mail we sent you."
        value={token}
        errors={errors.Token}
        onChange={(event) => {
          setToken(event.target.value);
        }}
      />
      <FormProblems messages={otherErrors(errors, ["Token"])} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Submit
        </button>
      </div>
      {children}
    </form>
  );
}
