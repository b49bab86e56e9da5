"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { CodeStep, enter } from "@/components/account/login-code-step";
import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { ActionButton } from "@/components/forms/action-button";
import { EmailField, PasswordField } from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api, checkSignedInRole } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

/**
 * docs/product.md §2 'FAQ Corner Login': Email, Password, 'Forgot Password?' and Login. After login
 * the portal, or the verify page for an unverified account; Forgot Password mails a reset token to
 * the address in the Email field and goes on to the New Password page. An account with two-step
 * login is asked for the code of its app next (docs/decisions/0021).
 */
export function LoginForm() {
  const router = useRouter();
  const ensureToken = useAntiForgeryToken();
  const { field, problems, busy, run, formProps, values, setValues } = useApiForm({
    initial: { email: "", password: "" },
  });
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  // A browser that still believes it is signed in arrives here when its session has ended (the
  // portal's guard sends it): docs/product.md §4's role check clears the flag and says so.
  useEffect(() => {
    const controller = new AbortController();
    void checkSignedInRole(controller.signal);
    return () => {
      controller.abort();
    };
  }, []);

  const login = () =>
    run(async () => {
      if (!(await ensureToken())) return;
      const answer = await api.user.login(values);
      if ("twoFactorRequired" in answer) {
        setValues((current) => ({ ...current, password: "" }));
        setTwoFactorToken(answer.twoFactorToken);
        return;
      }
      enter(answer);
      return LEAVING;
    });

  const forgotPassword = () =>
    run(async () => {
      if (!(await ensureToken())) return;
      const { email } = values;
      await api.user.forgotPassword({ email });
      toastSuccess(MESSAGES.resetTokenSent);
      router.push(`${ROUTES.resetPassword.path}?${new URLSearchParams({ email }).toString()}`);
    });

  if (twoFactorToken) {
    return (
      <CodeStep
        token={twoFactorToken}
        onRestart={() => {
          setTwoFactorToken(null);
        }}
      />
    );
  }

  return (
    // POST: a submit before the page has hydrated must not put the password in the address.
    <form {...formProps} className="form" onSubmit={submitWith(login)}>
      <EmailField {...field("email")} />
      <PasswordField {...field("password")} />
      <FormFooter
        problems={problems}
        busy={busy}
        submitLabel="Login"
        className="form-actions auth-actions"
      >
        <ActionButton className="link-button" busy={busy} action={forgotPassword}>
          Forgot Password?
        </ActionButton>
      </FormFooter>
    </form>
  );
}
