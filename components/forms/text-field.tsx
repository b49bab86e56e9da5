import { controlOf, FieldFrame } from "@/components/forms/field-frame";

/** What a field shows around its control. */
interface FieldTexts {
  label: string;
  /** A line of help under the control, read out with it. */
  hint?: string | undefined;
  /** The server's messages for this field (docs/product.md §5), one line each under the control. */
  errors?: readonly string[] | undefined;
}

/** A control's own attributes, less those its frame sets. */
type ControlProps<Attributes, Left extends string = never> = Omit<
  Attributes,
  "id" | "aria-describedby" | "aria-invalid" | Left
>;

export interface TextFieldProps
  extends ControlProps<React.InputHTMLAttributes<HTMLInputElement>, "className">, FieldTexts {}

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

/** A choice: its text, or a value sent with the text shown for it. */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps
  extends
    ControlProps<React.SelectHTMLAttributes<HTMLSelectElement>, "className" | "children">,
    FieldTexts {
  options: readonly SelectOption[];
  ref?: React.Ref<HTMLSelectElement>;
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

export interface TextAreaFieldProps
  extends ControlProps<React.TextareaHTMLAttributes<HTMLTextAreaElement>>, FieldTexts {
  ref?: React.Ref<HTMLTextAreaElement>;
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
