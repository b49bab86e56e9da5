"use client";

import { useEffect } from "react";

import { FormProblems } from "@/components/forms/form-problems";
import { TextField } from "@/components/forms/text-field";
import { LEAVING, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import type { SignedIn } from "@/lib/contract/user";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";

/** Into the portal, or the verify page for an unverified account (docs/product.md §2). */
export function enter(answer: SignedIn): void {
  // docs/product.md §4: the signed-in flag is kept; the server checks the session itself.
  writeStorage(STORAGE_KEYS.isAuthenticated, "true");
  // A full load, so the portal's server guard reads the new session cookie.
  window.location.assign(answer.isVerified ? "/faq/portal" : "/faq-corner/verify");
}

/** The second step of a two-step login: the code of the app, or a recovery code. */
export function CodeStep({ token, onRestart }: { token: string; onRestart: () => void }) {
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { code: "" },
    shown: ["Code"],
  });
  const timedOut = errors.TwoFactorToken !== undefined;

  // The password form just gave way to this one: focus goes on to the code, not to the page.
  useEffect(() => {
    formRef.current?.querySelector("input")?.focus();
  }, [formRef]);

  const send = () =>
    run(async () => {
      const { code } = values;
      enter(await api.user.loginSecondStep({ twoFactorToken: token, code }));
      return LEAVING;
    });

  return (
    <form ref={formRef} {...formProps} className="form" onSubmit={submitWith(send)}>
      <p className="auth-step" role="status">
        Open the authenticator app on your phone and type the 6-digit code it shows.
      </p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        hint="Lost your phone? Type one of your recovery codes instead."
        errors={errors.Code}
        {...field("code")}
      />
      <FormProblems messages={problems} />
      <div className="form-actions auth-actions">
        {timedOut ? null : (
          <button type="submit" className="button button-primary" disabled={busy}>
            Continue
          </button>
        )}
        <button
          type="button"
          className={timedOut ? "button button-primary" : "link-button"}
          disabled={busy}
          onClick={onRestart}
        >
          Log In Again
        </button>
      </div>
    </form>
  );
}
