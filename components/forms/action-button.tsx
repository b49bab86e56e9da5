"use client";

import { useAction } from "@/components/forms/use-action";

/**
 * A button beside a form's submit, or in place of a link, that owns its busy state (useAction):
 * disabled while its `action` runs, or while `busy` says the form around it is. An action that
 * calls the API shows its own failure (docs/product.md §8).
 */
export function ActionButton({
  action,
  busy = false,
  className = "button",
  children,
}: {
  action: () => unknown;
  busy?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const own = useAction(action);
  return (
    <button
      type="button"
      className={className}
      disabled={busy || own.busy}
      onClick={() => {
        void own.run();
      }}
    >
      {children}
    </button>
  );
}
