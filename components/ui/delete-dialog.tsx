"use client";

import { useAction } from "@/components/forms/use-action";
import { toastSuccess } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";

/**
 * Asks before an Admin deletes one item of a list (a group of search words, a topic), open while
 * `item` is set. Confirmed, `remove` asks the API; once it is done the toast says `deleted` and
 * the list drops the item (`onDeleted`). A refusal closes the dialog with the item still listed:
 * the API's toast (docs/product.md §8) has said why.
 */
export function DeleteDialog({
  item,
  title,
  message,
  confirmLabel,
  deleted,
  remove,
  onClose,
  onDeleted,
}: {
  item: { id: number } | null;
  title: string;
  message: string;
  confirmLabel: string;
  deleted: string;
  remove: (id: number) => Promise<unknown>;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const { busy, run } = useAction(async (id: number) => {
    try {
      await remove(id);
      toastSuccess(deleted);
      onDeleted(id);
    } catch {
      onClose();
    }
  });

  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (item) void run(item.id);
      }}
    />
  );
}
