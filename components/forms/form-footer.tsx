import { FormProblems } from "@/components/forms/form-problems";

/**
 * The end of a form: the errors no field shows (docs/product.md §8), then the submit button,
 * disabled while the form is busy, and any other actions after it.
 */
export function FormFooter({
  problems,
  busy,
  submitLabel,
  primary = true,
  className = "form-actions",
  children,
}: {
  problems: readonly string[];
  busy: boolean;
  submitLabel: string;
  /** False for a submit that is not the page's main action (Turn Off). */
  primary?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <FormProblems messages={problems} />
      <div className={className}>
        <button
          type="submit"
          className={primary ? "button button-primary" : "button"}
          disabled={busy}
        >
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}
