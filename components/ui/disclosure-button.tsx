/**
 * A button that shows and hides a part of the page (the WAI-ARIA disclosure pattern): it says
 * whether that part is open (aria-expanded), names it (aria-controls), and asks for the other state
 * when pressed.
 */
export function DisclosureButton({
  expanded,
  controls,
  onExpandedChange,
  ...button
}: Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "aria-expanded" | "aria-controls" | "onClick"
> & {
  expanded: boolean;
  /** The id of the part it shows and hides. */
  controls: string;
  onExpandedChange: (expanded: boolean) => void;
  ref?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      {...button}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => {
        onExpandedChange(!expanded);
      }}
    />
  );
}
