"use client";

import { useState } from "react";

import { FormProblems } from "@/components/forms/form-problems";
import { SelectField } from "@/components/forms/text-field";
import { LEAVING, toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useGoBack } from "@/lib/client/go-back";
import { USER_ROLES } from "@/lib/contract/fields";
import { api } from "@/lib/client/api";
import type { UserSummary } from "@/lib/contract/user";
import { MESSAGES } from "@/lib/messages";

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
  const { field, errors, problems, busy, run, formRef, formProps, values } = useApiForm({
    initial: { role: user.role },
    shown: ["Role"],
  });
  const [confirming, setConfirming] = useState<"delete" | "reset-two-factor" | null>(null);
  const [twoFactorOn, setTwoFactorOn] = useState(initialTwoFactorOn);

  const save = () =>
    run(async () => {
      await api.user.patchUser({ id: user.id, role: values.role });
      toastSuccess(MESSAGES.userEdited);
      goBack();
      return LEAVING;
    });

  const remove = () =>
    run(async () => {
      try {
        await api.user.deleteUser({ id: user.id });
      } finally {
        setConfirming(null);
      }
      toastSuccess(MESSAGES.userDeleted);
      goBack();
      return LEAVING;
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

  return (
    <>
      <dl className="user-facts">
        <div>
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Verified</dt>
          <dd>
            <span className={user.isVerified ? "verified-flag verified-yes" : "verified-flag"}>
              {user.isVerified ? "Yes" : "No"}
            </span>
          </dd>
        </div>
        <div>
          <dt>Two-Step Login</dt>
          <dd>
            {twoFactorOn ? "On" : "Off"}
            {twoFactorOn ? (
              <>
                {" "}
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => {
                    setConfirming("reset-two-factor");
                  }}
                >
                  Reset Two-Step Login
                </button>
              </>
            ) : null}
          </dd>
        </div>
      </dl>

      <form
        ref={formRef}
        {...formProps}
        className="form user-edit-form"
        onSubmit={submitWith(save)}
      >
        <SelectField label="Role" options={USER_ROLES} errors={errors.Role} {...field("role")} />
        <FormProblems messages={problems} />
        <div className="form-actions user-edit-actions">
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => {
              setConfirming("delete");
            }}
          >
            Delete User
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            Save Changes
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={confirming === "delete"}
        title="Delete User?"
        message="Are you sure you want to delete this user?"
        confirmLabel="Confirm"
        busy={busy}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          void remove();
        }}
      />
      <ConfirmDialog
        open={confirming === "reset-two-factor"}
        title="Reset Two-Step Login?"
        message="Do this only if they lost their phone and their recovery codes. They will be logged out, and then log in with their password alone."
        confirmLabel="Reset"
        busy={busy}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          void resetTwoFactor();
        }}
      />
    </>
  );
}
