"use client";

import { useEffect, useState } from "react";

import { LogoutButton } from "@/components/account/logout-button";
import { checkSignedInRole } from "@/lib/client/api";

/**
 * docs/product.md §2: the Logout link shows when a role is known. The role is asked for only when
 * the browser says it is signed in (docs/product.md §4); an ended session says so, anything else
 * means no link.
 */
export function LogoutIfSignedIn() {
  const [roleKnown, setRoleKnown] = useState(false);

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
  return <LogoutButton className="site-button" />;
}
