"use client";

import { useState } from "react";

import { ActionButton } from "@/components/forms/action-button";
import { logout } from "@/lib/client/api";

/** Logout (docs/product.md §4), disabled while it goes; pressable again if it fails. */
export function LogoutButton({ className }: { className: string }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <ActionButton
      className={className}
      busy={leaving}
      action={() => {
        setLeaving(true);
        logout().catch(() => {
          setLeaving(false);
        });
      }}
    >
      Logout
    </ActionButton>
  );
}
