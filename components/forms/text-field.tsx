import { useId } from "react";

import "./forms.css";

type InputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "id" | "aria-describedby" | "aria-invalid" | "className"
>;

export interface TextFieldProps extends InputProps {
  label: string;
  /** A line of help under the input, read out with it. */
  hint?: string;
  /** The server's messages for this field (docs/product.md §5), one line each under the input. */
  errors?: readonly string[];
}

/**
 * A labelled input with its hint and its errors tied to it (aria-describedby), and marked
 * invalid while it has errors, so `focusFirstError` can find it after a failed submit.
 */
export function TextField({ label, hint, errors = [], type = "text", ...input }: TextFieldProps) {
  const id = useId();
  const { hintId, errorId, describedBy, invalid } = descriptions(id, hint, errors);
  return (
    <div className={invalid ? "field field-invalid" : "field"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        className="field-input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}

type SelectProps = Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "aria-describedby" | "aria-invalid" | "className" | "children"
>;

export interface SelectFieldProps extends SelectProps {
  label: string;
  options: readonly string[];
  hint?: string;
  errors?: readonly string[];
}

/** The same as TextField, for a choice from a short list. */
export function SelectField({ label, options, hint, errors = [], ...select }: SelectFieldProps) {
  const id = useId();
  const { hintId, errorId, describedBy, invalid } = descriptions(id, hint, errors);
  return (
    <div className={invalid ? "field field-invalid" : "field"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="field-input field-select"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}

function descriptions(id: string, hint: string | undefined, errors: readonly string[]) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy =
    [hint ? hintId : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return { hintId, errorId, describedBy, invalid };
}

function FieldNotes({
  hint,
  hintId,
  errors,
  errorId,
}: {
  hint: string | undefined;
  hintId: string;
  errors: readonly string[];
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={errorId} className="field-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
