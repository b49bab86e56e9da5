import type { Metadata } from "next";

import { UndoEmailChangeForm } from "@/components/account/undo-email-change-form";

export const metadata: Metadata = {
  title: "Undo Email Change",
  robots: { index: false, follow: false },
};

/**
 * The link in the notice that an e-mail change sends to the old address (issue 14): puts that
 * address back and signs everyone out, once the person presses the button.
 */
export default async function UndoEmailChangePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <div className="auth-card">
      <h1>Undo Email Change</h1>
      <p className="auth-lead">
        Someone asked to change the email of your account. Press the button to keep your old email.
        Everyone will be signed out.
      </p>
      <UndoEmailChangeForm token={typeof token === "string" ? token.slice(0, 100) : ""} />
    </div>
  );
}
