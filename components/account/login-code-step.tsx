"use client";

import { useEffect } from "react";

import { ActionButton } from "@/components/forms/action-button";
import { AppCodeField } from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import { LEAVING, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import type { SignedIn } from "@/lib/contract/user";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { PORTAL_AREA, ROUTES } from "@/lib/routes";

/** Into the portal, or the verify page for an unverified account (docs/product.md §2). */
export function enter(answer: SignedIn): void {
  // docs/product.md §4: the signed-in flag is kept; the server checks the session itself.
  writeStorage(STORAGE_KEYS.isAuthenticated, "true");
  // A full load, so the portal's server guard reads the new session cookie.
  window.location.assign(answer.isVerified ? PORTAL_AREA : ROUTES.verify.path);
}

/** The second step of a two-step login: the code of the app, or a recovery code. */
export function CodeStep({ token, onRestart }: { token: string; onRestart: () => void }) {
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { code: "" },
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
    <form {...formProps} className="form" onSubmit={submitWith(send)}>
      <p className="auth-step" role="status">
        Open the authenticator app on your phone and type the 6-digit code it shows.
      </p>
      <AppCodeField
        hint="Lost your phone? Type one of your recovery codes instead."
        {...field("code")}
      />
      <FormFooter
        problems={problems}
        busy={busy}
        submitLabel={timedOut ? null : "Continue"}
        className="form-actions auth-actions"
      >
        <ActionButton
          className={timedOut ? "button button-primary" : "link-button"}
          busy={busy}
          action={onRestart}
        >
          Log In Again
        </ActionButton>
      </FormFooter>
    </form>
  );
}
