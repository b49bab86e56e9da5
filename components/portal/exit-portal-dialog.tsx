"use client";

import Link from "next/link";

import { logoutAndLeave } from "@/components/account/logout-button";
import { useAction } from "@/components/forms/use-action";
import { Dialog } from "@/components/ui/dialog";
import { ROUTES } from "@/lib/routes";

/**
 * docs/product.md §2: 'Exit Portal?' with Cancel, 'Logout and Exit' and Exit (a link to /faq).
 * Cancel, like Escape, asks to close it.
 */
export function ExitPortalDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const leaving = useAction(logoutAndLeave);
  function cancel() {
    onOpenChange(false);
  }
  return (
    <Dialog open={open} title="Exit Portal?" onClose={cancel}>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            void leaving.run();
          }}
          disabled={leaving.busy}
        >
          Logout and Exit
        </button>
        <Link className="button button-primary" href={ROUTES.faq.path}>
          Exit
        </Link>
      </div>
    </Dialog>
  );
}
