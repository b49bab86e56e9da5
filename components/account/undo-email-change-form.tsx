"use client";

import Link from "next/link";
import { useState } from "react";

import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { FormProblems } from "@/components/forms/form-problems";
import { otherErrors, useFormErrors } from "@/components/forms/form-errors";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

/**
 * The undo link of an e-mail change (issue 14). Opening the link changes nothing: mail scanners
 * open links too. The change is undone only when the person presses the button.
 */
export function UndoEmailChangeForm({ token }: { token: string }) {
  const ensureToken = useAntiForgeryToken();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit() {
    clear();
    setBusy(true);
    try {
      if (!(await ensureToken())) {
        setBusy(false);
        return;
      }
      await api.post("User/UndoEmailChange", { token });
      setDone(true);
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  }

  if (done) {
    return (
      <div role="status">
        <p>{MESSAGES.emailChangeUndone}</p>
        <p>
          <Link href="/faq-corner" className="button button-primary">
            Sign in
          </Link>
        </p>
      </div>
    );
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
      <FormProblems messages={[...(errors.Token ?? []), ...otherErrors(errors, ["Token"])]} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Undo the change
        </button>
      </div>
    </form>
  );
}
