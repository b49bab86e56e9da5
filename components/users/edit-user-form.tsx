"use client";

import { useState } from "react";

import { ActionButton } from "@/components/forms/action-button";
import { FormFooter } from "@/components/forms/form-footer";
import { SelectField } from "@/components/forms/text-field";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Fact } from "@/components/ui/fact";
import { useGoBack } from "@/lib/client/go-back";
import { USER_ROLES } from "@/lib/contract/fields";
import { api } from "@/lib/client/api";
import type { UserSummary } from "@/lib/contract/user";
import { MESSAGES } from "@/lib/messages";

/** docs/product.md §2's two confirmations of Edit User, in the order of the page. */
const CONFIRMATIONS = {
  delete: {
    title: "Delete User?",
    message: "Are you sure you want to delete this user?",
    confirmLabel: "Confirm",
  },
  "reset-two-factor": {
    title: "Reset Two-Step Login?",
    message:
      "Do this only if they lost their phone and their recovery codes. They will be logged out, and then log in with their password alone.",
    confirmLabel: "Reset",
  },
} as const;
type Confirmation = keyof typeof CONFIRMATIONS;

/**
 * docs/product.md §2 "Edit User": name, email and verified flag read-only (§5), the Role dropdown,
 * 'Delete User' behind the 'Delete User?' confirmation, and 'Save Changes'. §4: the toast, then
 * back. Also whether the user has two-step login, and 'Reset Two-Step Login' for a lost phone
 * (docs/decisions/0021).
 */
export function EditUserForm({
  user,
  twoFactorOn: initialTwoFactorOn,
}: {
  user: UserSummary;
  twoFactorOn: boolean;
}) {
  const goBack = useGoBack();
  const { field, problems, busy, run, formProps, values } = useApiForm({
    initial: { role: user.role },
  });
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [twoFactorOn, setTwoFactorOn] = useState(initialTwoFactorOn);

  /** docs/product.md §4: the toast, then back. */
  const leaveWith = (message: string) => {
    toastSuccess(message);
    goBack();
    return LEAVING;
  };

  const save = () =>
    run(async () => {
      await api.user.patchUser({ id: user.id, role: values.role });
      return leaveWith(MESSAGES.userEdited);
    });

  const remove = () =>
    run(async () => {
      try {
        await api.user.deleteUser({ id: user.id });
      } finally {
        setConfirming(null);
      }
      return leaveWith(MESSAGES.userDeleted);
    });

  const resetTwoFactor = () =>
    run(async () => {
      try {
        const answer = await api.user.resetTwoFactor({ id: user.id });
        setTwoFactorOn(false);
        toastSuccess(answer.message);
      } finally {
        setConfirming(null);
      }
    });

  const confirmed: Record<Confirmation, () => Promise<void>> = {
    delete: remove,
    "reset-two-factor": resetTwoFactor,
  };

  return (
    <>
      <dl className="user-facts">
        <Fact term="Name">
          {user.firstName} {user.lastName}
        </Fact>
        <Fact term="Email">{user.email}</Fact>
        <Fact term="Verified">
          <span className={user.isVerified ? "verified-flag verified-yes" : "verified-flag"}>
            {user.isVerified ? "Yes" : "No"}
          </span>
        </Fact>
        <Fact term="Two-Step Login">
          {twoFactorOn ? "On" : "Off"}
          {twoFactorOn ? (
            <>
              {" "}
              <ActionButton
                className="link-button"
                busy={busy}
                action={() => {
                  setConfirming("reset-two-factor");
                }}
              >
                Reset Two-Step Login
              </ActionButton>
            </>
          ) : null}
        </Fact>
      </dl>

      <form {...formProps} className="form user-edit-form" onSubmit={submitWith(save)}>
        <SelectField label="Role" options={USER_ROLES} {...field("role")} />
        <FormFooter
          problems={problems}
          busy={busy}
          submitLabel="Save Changes"
          className="form-actions user-edit-actions"
          leading={
            <ActionButton
              className="button button-danger"
              busy={busy}
              action={() => {
                setConfirming("delete");
              }}
            >
              Delete User
            </ActionButton>
          }
        />
      </form>

      {(Object.keys(CONFIRMATIONS) as Confirmation[]).map((kind) => (
        <ConfirmDialog
          key={kind}
          open={confirming === kind}
          {...CONFIRMATIONS[kind]}
          busy={busy}
          onCancel={() => {
            setConfirming(null);
          }}
          onConfirm={() => {
            void confirmed[kind]();
          }}
        />
      ))}
    </>
  );
}
