"use client";

import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/lib/client/toast";

import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2: the login page fetches the anti-forgery token on mounting (the API module
 * saves it); docs/product.md §8: if that fails, 'Server Error.'. The returned function resolves
 * once a token is held, so a form sent before the first fetch ends waits for it, and a failed fetch
 * is tried again.
 */
export function useAntiForgeryToken(): () => Promise<boolean> {
  const pending = useRef<Promise<boolean> | null>(null);

  const ensureToken = useCallback(() => {
    pending.current ??= api.user.getXsrfToken(undefined, { handleErrors: false }).then(
      () => true,
      () => {
        pending.current = null;
        toast.error(MESSAGES.serverError, { id: "error" });
        return false;
      },
    );
    return pending.current;
  }, []);

  useEffect(() => {
    void ensureToken();
  }, [ensureToken]);

  return ensureToken;
}
