"use client";

import { useEffect, useState } from "react";

import { api, logout } from "@/lib/client/api";
import { isSignedInLocally } from "@/lib/client/storage";

/**
 * SPEC §2: the Logout link shows when a role is known. The role is asked for only when the
 * browser says it is signed in (SPEC §4), and quietly: a refusal just means no link.
 */
export function LogoutIfSignedIn() {
  const [roleKnown, setRoleKnown] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isSignedInLocally()) return;
    const controller = new AbortController();
    api
      .get<{ userRole?: string | null }>("User/GetUserRole", {
        handleErrors: false,
        signal: controller.signal,
      })
      .then((answer) => {
        if (answer.userRole) setRoleKnown(true);
      })
      .catch(() => {
        // Signed out, or the server is away: there is nothing to log out of.
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
