"use client";

import { ActionButton } from "@/components/forms/action-button";
import { LEAVING } from "@/components/forms/use-action";
import { logout } from "@/lib/client/api";

/** Logout (docs/product.md §4), disabled while it goes; pressable again if it fails. */
export function LogoutButton({ className }: { className: string }) {
  return (
    <ActionButton className={className} action={logoutAndLeave}>
      Logout
    </ActionButton>
  );
}

/** logout, which goes to /faq once it succeeds: the button stays disabled until then. */
export async function logoutAndLeave(): Promise<typeof LEAVING> {
  await logout();
  return LEAVING;
}
