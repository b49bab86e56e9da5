import { controlOf, FieldFrame } from "@/components/forms/field-frame";

type InputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "id" | "aria-describedby" | "aria-invalid" | "className"
>;

export interface TextFieldProps extends InputProps {
  label: string;
  /** A line of help under the input, read out with it. */
  hint?: string | undefined;
  /** The server's messages for this field (docs/product.md §5), one line each under the input. */
  errors?: readonly string[] | undefined;
}

/**
 * A labelled input with its hint and its errors tied to it (aria-describedby), and marked
 * invalid while it has errors, so `focusFirstError` can find it after a failed submit.
 */
export function TextField({ label, hint, errors, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {(state) => <input {...input} {...controlOf(state)} type={type} className="field-input" />}
    </FieldFrame>
  );
}

type SelectProps = Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "aria-describedby" | "aria-invalid" | "className" | "children"
>;

/** A choice: its text, or a value sent with the text shown for it. */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends SelectProps {
  label: string;
  options: readonly SelectOption[];
  hint?: string | undefined;
  errors?: readonly string[] | undefined;
}

/** The same as TextField, for a choice from a short list. */
export function SelectField({ label, options, hint, errors, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {(state) => (
        <select {...select} {...controlOf(state)} className="field-input field-select">
          {options.map((option) => {
            const { value, label: text } =
              typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "aria-describedby" | "aria-invalid"
> & { ref?: React.Ref<HTMLTextAreaElement> };

export interface TextAreaFieldProps extends TextAreaProps {
  label: string;
  hint?: string | undefined;
  errors?: readonly string[] | undefined;
}

/**
 * The same as TextField, for text of several lines; `className` is added to the field's own. It
 * says aria-invalid="false" while it has no errors, as the FAQ form's fields always have.
 */
export function TextAreaField({ label, hint, errors, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {(state) => (
        <textarea
          {...textarea}
          {...controlOf(state)}
          className={className ? `field-input ${className}` : "field-input"}
          aria-invalid={state.invalid}
        />
      )}
    </FieldFrame>
  );
}
