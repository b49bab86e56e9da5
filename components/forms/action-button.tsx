/**
 * A button beside a form's submit, or in place of a link: it runs `action` without waiting for it
 * (an action that calls the API shows its own failure, docs/product.md §8), and is disabled while
 * `busy`.
 */
export function ActionButton({
  action,
  busy,
  className = "button",
  children,
}: {
  action: () => unknown;
  busy?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        void action();
      }}
    >
      {children}
    </button>
  );
}
