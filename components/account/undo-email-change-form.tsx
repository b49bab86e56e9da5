"use client";

import Link from "next/link";
import { useState } from "react";

import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { FormFooter } from "@/components/forms/form-footer";
import { LEAVING, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

/**
 * The undo link of an e-mail change (issue 14). Opening the link changes nothing: mail scanners
 * open links too. The change is undone only when the person presses the button.
 */
export function UndoEmailChangeForm({ token }: { token: string }) {
  const ensureToken = useAntiForgeryToken();
  const { errors, problems, busy, run, formProps } = useApiForm({
    initial: {},
    shown: ["Token"],
  });
  const [done, setDone] = useState(false);

  const submit = () =>
    run(async () => {
      if (!(await ensureToken())) return;
      await api.user.undoEmailChange({ token });
      setDone(true);
      return LEAVING;
    });

  if (done) {
    return (
      <div role="status">
        <p>{MESSAGES.emailChangeUndone}</p>
        <p>
          <Link href={ROUTES.login.path} className="button button-primary">
            Sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form {...formProps} className="form" onSubmit={submitWith(submit)}>
      {/* No field here: the link's token errors are listed with the rest. */}
      <FormFooter
        problems={[...(errors.Token ?? []), ...problems]}
        busy={busy}
        submitLabel="Undo the change"
      />
    </form>
  );
}
