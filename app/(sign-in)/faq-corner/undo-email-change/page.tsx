import { UndoEmailChangeForm } from "@/components/account/undo-email-change-form";
import { userTokenSchema } from "@/lib/contract/fields";
import { unlistedPage } from "@/lib/page-metadata";
import { queryField, type PageWithQuery } from "@/lib/page-query";

export const metadata = unlistedPage("Undo Email Change");

/**
 * The link in the notice that an e-mail change sends to the old address (issue 14): puts that
 * address back and signs everyone out, once the person presses the button.
 */
export default async function UndoEmailChangePage(page: PageWithQuery) {
  const read = await queryField(page, "token", userTokenSchema(""), null);
  const token = read ? `${String(read.userId)}.${read.code}` : "";
  return (
    <div className="auth-card">
      <h1>Undo Email Change</h1>
      <p className="auth-lead">
        Someone asked to change the email of your account. Press the button to keep your old email.
        Everyone will be signed out.
      </p>
      <UndoEmailChangeForm token={token} />
    </div>
  );
}
