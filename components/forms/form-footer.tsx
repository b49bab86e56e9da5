import { ActionButton } from "@/components/forms/action-button";
import { FormProblems } from "@/components/forms/form-problems";

/**
 * The end of a form: the errors no field shows (docs/product.md §8), then the actions: Cancel
 * when the form can be left without sending, any others that come before the submit button, the
 * submit button, disabled while the form is busy, and any other actions after it.
 */
export function FormFooter({
  problems = [],
  busy,
  submitLabel,
  primary = true,
  className = "form-actions",
  onCancel,
  cancelLabel = "Cancel",
  leading,
  children,
}: {
  problems?: readonly string[];
  busy: boolean;
  /** Null where the form can no longer be sent (a timed-out login step): no submit button. */
  submitLabel: string | null;
  /** False for a submit that is not the page's main action (Turn Off). */
  primary?: boolean;
  className?: string;
  /** Leaves the form unsent (a form shown in a list's row, say); no Cancel button without it. */
  onCancel?: () => void;
  cancelLabel?: string;
  leading?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <>
      <FormProblems messages={problems} />
      <div className={className}>
        {onCancel ? (
          <ActionButton busy={busy} action={onCancel}>
            {cancelLabel}
          </ActionButton>
        ) : null}
        {leading}
        {submitLabel === null ? null : (
          <button
            type="submit"
            className={primary ? "button button-primary" : "button"}
            disabled={busy}
          >
            {submitLabel}
          </button>
        )}
        {children}
      </div>
    </>
  );
}
