"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { Section } from "@/components/account/account-section";
import { ActionButton } from "@/components/forms/action-button";
import { AppCodeField, CurrentPasswordField } from "@/components/forms/fields";
import { FormFooter } from "@/components/forms/form-footer";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import type { TwoFactorSetup } from "@/lib/contract/user";

import "./two-factor.css";

/** What My Account knows about the person's two-step login (read on the server). */
export interface TwoFactorState {
  on: boolean;
  /** An Admin who must turn it on before using the portal (ADMIN_TWO_FACTOR). */
  mustSetUp: boolean;
  mayTurnOff: boolean;
  recoveryCodesLeft: number;
}

/**
 * My Account, "Two-Step Login" (docs/decisions/0021): set it up with an authenticator app (a QR
 * code or a key to type, then a code from the app), see the 10 recovery codes once, and, where
 * allowed, turn it off.
 */
export function TwoFactorSettings({ state }: { state: TwoFactorState }) {
  const router = useRouter();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const showingCodes = recoveryCodes !== null;

  // An Admin's section moves from the top to its usual place once it is on: the codes go along
  // with it, and the page follows them.
  useEffect(() => {
    if (showingCodes) document.getElementById("two-step-login")?.scrollIntoView({ block: "start" });
  }, [state.mustSetUp, showingCodes]);

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={() => {
          setSetup(null);
          setRecoveryCodes(null);
        }}
      />
    );
  } else if (setup) {
    body = (
      <TurnOnForm
        setup={setup}
        onCancel={() => {
          setSetup(null);
        }}
        onDone={(codes) => {
          setRecoveryCodes(codes);
          // The page reads the new state (on, codes left) behind the codes, and lets an Admin
          // into the portal.
          router.refresh();
        }}
      />
    );
  } else if (state.on) body = <TwoFactorOn state={state} />;
  else body = <TwoFactorOff mustSetUp={state.mustSetUp} onStarted={setSetup} />;

  return (
    <Section title="Two-Step Login" id="two-step-login">
      {body}
    </Section>
  );
}

function TwoFactorOff({
  mustSetUp,
  onStarted,
}: {
  mustSetUp: boolean;
  onStarted: (setup: TwoFactorSetup) => void;
}) {
  async function start() {
    onStarted(await api.user.startTwoFactor());
  }

  return (
    <div className="two-factor">
      {mustSetUp ? (
        <p className="two-factor-notice" role="status">
          Admins must turn on two-step login before they use the portal.
        </p>
      ) : null}
      <p>
        When you log in, you will also type a code from an app on your phone. Then your password
        alone is not enough to get in.
      </p>
      <div className="form-actions">
        <ActionButton className="button button-primary" action={start}>
          Set Up Two-Step Login
        </ActionButton>
      </div>
    </div>
  );
}

function TurnOnForm({
  setup,
  onCancel,
  onDone,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onDone: (codes: string[]) => void;
}) {
  const { field, problems, busy, run, formProps, values } = useApiForm({
    initial: { code: "", password: "" },
  });

  const turnOn = () =>
    run(async () => {
      const { code, password } = values;
      const answer = await api.user.turnOnTwoFactor(password ? { code, password } : { code });
      onDone(answer.recoveryCodes);
      return LEAVING;
    });

  return (
    <form {...formProps} className="form two-factor" onSubmit={submitWith(turnOn)}>
      <p>
        1. Open an authenticator app on your phone, such as Google Authenticator or Microsoft
        Authenticator. Scan this QR code with it.
      </p>
      {/* SVG drawn on our server by the qrcode library from our own address: no script in it. */}
      <div
        className="two-factor-qr"
        role="img"
        aria-label="QR code for your authenticator app"
        dangerouslySetInnerHTML={{ __html: setup.qrCodeSvg }}
      />
      <p>
        Cannot scan it? Type this key into the app instead:{" "}
        <code className="two-factor-key" data-testid="two-factor-key">
          {setup.key}
        </code>
      </p>
      <p>2. Type the 6-digit code that the app shows.</p>
      <AppCodeField {...field("code")} />
      <CurrentPasswordField {...field("password")} />
      <FormFooter problems={problems} busy={busy} submitLabel="Turn On">
        <ActionButton busy={busy} action={onCancel}>
          Cancel
        </ActionButton>
      </FormFooter>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="two-factor" role="status">
      <p>
        <strong>Two-step login is on.</strong>
      </p>
      <p>
        Save these recovery codes now: print them or write them down, and keep them safe. If you
        lose your phone, log in with one of them. Each code works once. We will not show them again.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <ActionButton className="button button-primary" action={onSaved}>
          I Have Saved My Codes
        </ActionButton>
      </div>
    </div>
  );
}

function TwoFactorOn({ state }: { state: TwoFactorState }) {
  const router = useRouter();
  const { field, problems, busy, run, formProps, values } = useApiForm({
    initial: { password: "" },
  });

  const turnOff = () =>
    run(async () => {
      const { password } = values;
      const answer = await api.user.turnOffTwoFactor(password ? { password } : {});
      toastSuccess(answer.message);
      router.refresh();
    });

  return (
    <div className="two-factor">
      <p>
        <strong>Two-step login is on.</strong> Recovery codes left:{" "}
        <strong data-testid="recovery-codes-left">{state.recoveryCodesLeft}</strong>.
      </p>
      {state.recoveryCodesLeft < 3 ? (
        <p>
          If you run out of recovery codes, turn two-step login off and on again to get new ones, or
          ask an Admin to reset it.
        </p>
      ) : null}
      {state.mayTurnOff ? (
        <form {...formProps} className="form" onSubmit={submitWith(turnOff)}>
          <CurrentPasswordField {...field("password")} />
          <FormFooter problems={problems} busy={busy} submitLabel="Turn Off" primary={false} />
        </form>
      ) : null}
    </div>
  );
}
