"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { FormProblems } from "@/components/forms/form-problems";
import { otherErrors, useFormErrors } from "@/components/forms/form-errors";
import { TextField } from "@/components/forms/text-field";
import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { api, checkSignedInRole } from "@/lib/client/api";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { MESSAGES } from "@/lib/messages";

interface SignedIn {
  userRole: string | null;
  isVerified: boolean;
}

/** An account with two-step login: the password was right, the code comes next. */
interface CodeNeeded {
  twoFactorRequired: true;
  twoFactorToken: string;
}

type LoginAnswer = SignedIn | CodeNeeded;

/** Into the portal, or the verify page for an unverified account (SPEC §2). */
function enter(answer: SignedIn): void {
  // SPEC §4: the signed-in flag is kept; the server checks the session itself.
  writeStorage(STORAGE_KEYS.isAuthenticated, "true");
  // A full load, so the portal's server guard reads the new session cookie.
  window.location.assign(answer.isVerified ? "/faq/portal" : "/faq-corner/verify");
}

/**
 * SPEC §2 'FAQ Corner Login': Email, Password, 'Forgot Password?' and Login. After login the
 * portal, or the verify page for an unverified account; Forgot Password mails a reset token to
 * the address in the Email field and goes on to the New Password page. An account with two-step
 * login is asked for the code of its app next (docs/decisions/0021).
 */
export function LoginForm() {
  const router = useRouter();
  const ensureToken = useAntiForgeryToken();
  const { formRef, errors, fail, clear } = useFormErrors();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  // A browser that still believes it is signed in arrives here when its session has ended (the
  // portal's guard sends it): SPEC §4's role check clears the flag and says so.
  useEffect(() => {
    const controller = new AbortController();
    void checkSignedInRole(controller.signal);
    return () => {
      controller.abort();
    };
  }, []);

  async function login() {
    clear();
    setBusy(true);
    let leaving = false;
    try {
      if (!(await ensureToken())) return;
      const answer = await api.post<LoginAnswer>("user/login", { email, password });
      if ("twoFactorRequired" in answer) {
        setPassword("");
        setTwoFactorToken(answer.twoFactorToken);
        return;
      }
      leaving = true;
      enter(answer);
    } catch (error) {
      fail(error);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  async function forgotPassword() {
    clear();
    setBusy(true);
    try {
      if (!(await ensureToken())) return;
      await api.post("User/ForgotPassword", { email });
      toast.success(MESSAGES.resetTokenSent, { id: "success" });
      router.push(`/faq-corner/reset-password?${new URLSearchParams({ email }).toString()}`);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

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
    <form
      ref={formRef}
      method="post"
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void login();
      }}
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        errors={errors.Email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        errors={errors.Password}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
      />
      <FormProblems messages={otherErrors(errors, ["Email", "Password"])} />
      <div className="form-actions auth-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Login
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => {
            void forgotPassword();
          }}
        >
          Forgot Password?
        </button>
      </div>
    </form>
  );
}

/** The second step of a two-step login: the code of the app, or a recovery code. */
function CodeStep({ token, onRestart }: { token: string; onRestart: () => void }) {
  const { formRef, errors, fail, clear } = useFormErrors();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const timedOut = errors.TwoFactorToken !== undefined;

  // The password form just gave way to this one: focus goes on to the code, not to the page.
  useEffect(() => {
    formRef.current?.querySelector("input")?.focus();
  }, [formRef]);

  async function send() {
    clear();
    setBusy(true);
    try {
      enter(await api.post<SignedIn>("User/LoginSecondStep", { twoFactorToken: token, code }));
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
        void send();
      }}
    >
      <p className="auth-step" role="status">
        Open the authenticator app on your phone and type the 6-digit code it shows.
      </p>
      <TextField
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        hint="Lost your phone? Type one of your recovery codes instead."
        value={code}
        errors={errors.Code}
        onChange={(event) => {
          setCode(event.target.value);
        }}
      />
      <FormProblems messages={otherErrors(errors, ["Code"])} />
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
