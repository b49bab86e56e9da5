import { useId } from "react";

import "./forms.css";

/** What a field's control is told by its frame: who names it, what describes it, whether invalid. */
export interface FieldState {
  /** The id of the control, which the <label> points to. */
  id: string;
  /** The id of the label of a control that names itself by aria-labelledby (`labelFor` false). */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * One field of a form: the label, the control, its hint and the server's messages (docs/product.md
 * §5, one line each) tied to the control by aria-describedby, the whole marked invalid while it has
 * messages. `children` draws the control from the frame's ids; a control that is no form element
 * (the rich-text editor) gets a plain caption it names itself by (`labelFor` false).
 */
export function FieldFrame({
  label,
  hint,
  errors = [],
  labelFor = true,
  children,
}: {
  label: string;
  /** A line of help under the control, read out with it. */
  hint?: string | undefined;
  errors?: readonly string[] | undefined;
  labelFor?: boolean;
  children: (state: FieldState) => React.ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const labelId = `${id}-label`;
  const invalid = errors.length > 0;
  const describedBy =
    [hint ? hintId : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={invalid ? "field field-invalid" : "field"}>
      {labelFor ? (
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      ) : (
        <div id={labelId} className="field-label">
          {label}
        </div>
      )}
      {children({ id, labelId, describedBy, invalid })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <ul id={errorId} className="field-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The attributes that tie a form element to its frame. */
export function controlOf({ id, describedBy, invalid }: FieldState) {
  return { id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
}
