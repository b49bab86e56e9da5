"use client";

import { useEffect } from "react";
import { toast } from "@/lib/client/toast";

import { CodeEntryForm } from "@/components/account/code-entry-form";
import { LogoutButton } from "@/components/account/logout-button";
import { useAntiForgeryToken } from "@/components/account/use-anti-forgery-token";
import { ActionButton } from "@/components/forms/action-button";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { MESSAGES } from "@/lib/messages";
import { PORTAL_AREA } from "@/lib/routes";

/**
 * docs/product.md §2 "Verify account": the code, Submit, 'resend a token' and Logout. Success:
 * 'Account Verified' and the portal (docs/product.md §4).
 */
export function VerifyAccountForm() {
  const ensureToken = useAntiForgeryToken();

  // The server let this page render, so the browser may say it is signed in (docs/product.md §3).
  useEffect(() => {
    writeStorage(STORAGE_KEYS.isAuthenticated, "true");
  }, []);

  async function resend() {
    if (!(await ensureToken())) return;
    await api.user.resendVerificationEmail();
    toast.success(MESSAGES.verificationResent, { id: "success" });
  }

  return (
    <CodeEntryForm
      endpoint="verifyAccount"
      successMessage={MESSAGES.accountVerified}
      destination={PORTAL_AREA}
    >
      <div className="auth-links">
        <p>
          No code, or has it expired? You can{" "}
          <ActionButton className="link-button" action={resend}>
            resend a token
          </ActionButton>
          .
        </p>
        <p>
          <LogoutButton className="link-button" />
        </p>
      </div>
    </CodeEntryForm>
  );
}
