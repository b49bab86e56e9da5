"use client";

import type { ExternalToast } from "sonner";

/**
 * The toasts (docs/product.md §9), without sonner on a page's first load (issue 41 item 3;
 * docs/decisions/0056): sonner is fetched the first time a toast is shown, and the public shell's
 * Toaster (components/site/lazy-toaster.tsx) with it. Sonner 2 hands a Toaster that subscribes
 * late the toasts already shown, so the order in which the two arrive does not matter. The
 * portal's shell mounts sonner's Toaster itself; there the wake-up finds no lazy Toaster and the
 * import is already loaded.
 */
type Kind = "success" | "error" | "warning";

let wakeToaster: (() => void) | undefined;
let woken = false;

/** Called by the lazy Toaster as it mounts: `wake` loads and shows it. */
export function onToastWanted(wake: () => void): () => void {
  wakeToaster = wake;
  if (woken) wake();
  return () => {
    if (wakeToaster === wake) wakeToaster = undefined;
  };
}

/** Shows a toast as sonner's `toast[kind]` would. */
export function showToast(kind: Kind, message: string, options?: ExternalToast): void {
  woken = true;
  wakeToaster?.();
  void import("sonner").then((sonner) => {
    sonner.toast[kind](message, options);
  });
}

/** The toast functions the tree uses, named as sonner's. */
export const toast = {
  success(message: string, options?: ExternalToast) {
    showToast("success", message, options);
  },
  error(message: string, options?: ExternalToast) {
    showToast("error", message, options);
  },
  warning(message: string, options?: ExternalToast) {
    showToast("warning", message, options);
  },
};
