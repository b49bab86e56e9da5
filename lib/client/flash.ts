"use client";

import { toast } from "@/lib/client/toast";

/**
 * A toast that outlives a full page load (docs/product.md §4: 'Logout Successful' shows as the
 * visitor arrives at /faq; docs/product.md §8: 'User Unauthorized. Please sign in.' as they arrive
 * at the login page). The page that leaves keeps it in sessionStorage; the next page's shell shows
 * it once.
 */
const KEY = "flashToast";

type Kind = "success" | "error";

interface Flash {
  kind: Kind;
  message: string;
}

function isFlash(value: unknown): value is Flash {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    (value.kind === "success" || value.kind === "error") &&
    "message" in value &&
    typeof value.message === "string"
  );
}

function show({ kind, message }: Flash): void {
  toast[kind](message, { id: kind });
}

/** Shows the toast, then goes to `path` with a full load; the toast shows there if it cannot here. */
export function toastAndGo(kind: Kind, message: string, path: string): void {
  if (window.location.pathname === path) {
    show({ kind, message });
    return;
  }
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ kind, message }));
  } catch {
    show({ kind, message }); // Storage disabled: at least this page shows it.
  }
  window.location.assign(path);
}

/** Shows the toast an earlier page left, once. Called by each shell as it mounts. */
export function showFlashToast(): void {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const flash: unknown = JSON.parse(stored);
    if (isFlash(flash)) show(flash);
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
