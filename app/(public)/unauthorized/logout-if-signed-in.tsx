"use client";

import { useEffect, useState } from "react";

import { checkSignedInRole, logout } from "@/lib/client/api";

/**
 * docs/product.md §2: the Logout link shows when a role is known. The role is asked for only when
 * the browser says it is signed in (docs/product.md §4); an ended session says so, anything else
 * means no link.
 */
export function LogoutIfSignedIn() {
  const [roleKnown, setRoleKnown] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void checkSignedInRole(controller.signal).then((role) => {
      if (role) setRoleKnown(true);
    });
    return () => {
      controller.abort();
    };
  }, []);

  if (!roleKnown) return null;
  return (
    <button
      type="button"
      className="site-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        logout().catch(() => {
          setBusy(false);
        });
      }}
    >
      Logout
    </button>
  );
}
