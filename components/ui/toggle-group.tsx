/** A group's choices, as its buttons name them. */
export type ToggleOptions<T extends number | string> = readonly { value: T; label: string }[];

/** The group's name: its own words, or the id of the text on the page that names it. */
type GroupName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

/**
 * A small set of choices as pressed buttons (a list's order or filter, a language, Listen's
 * speed, the reasons of "Was this helpful?"): a named `group` in which the chosen button is
 * `aria-pressed`; `chosen` null presses none. What a press does is the caller's: most choose the
 * value, some press the chosen one again to choose none.
 */
export function ToggleGroup<T extends number | string>({
  options,
  chosen,
  onChoose,
  className = "faq-orders",
  buttonClassName = "button button-small",
  ...name
}: GroupName & {
  options: ToggleOptions<T>;
  chosen: T | null;
  onChoose: (value: T) => void;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div
      className={className}
      role="group"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
    >
      {options.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className={buttonClassName}
          aria-pressed={chosen === value}
          onClick={() => {
            onChoose(value);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
