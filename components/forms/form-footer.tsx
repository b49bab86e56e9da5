import { FormProblems } from "@/components/forms/form-problems";

/**
 * The end of a form: the errors no field shows (docs/product.md §8), then the actions: any that
 * come before the submit button (Cancel), the submit button, disabled while the form is busy, and
 * any other actions after it.
 */
export function FormFooter({
  problems = [],
  busy,
  submitLabel,
  primary = true,
  className = "form-actions",
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
  leading?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <>
      <FormProblems messages={problems} />
      <div className={className}>
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
