"use client";

import { useCallback, useState } from "react";

/** What an action returns when the page is being left: it stays busy until the page goes. */
export const LEAVING = "leaving";

/**
 * A button's action that calls the API, and whether it is running (`busy`, which disables its
 * buttons). A failure it does not catch itself ends it quietly: the API module has shown it
 * (docs/product.md §8), and the buttons are pressable again. An action that returns LEAVING keeps
 * them disabled while the page goes.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => unknown) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<void> => {
      setBusy(true);
      let leaving = false;
      try {
        leaving = (await action(...args)) === LEAVING;
      } catch {
        // Shown by the API module.
      } finally {
        if (!leaving) setBusy(false);
      }
    },
    [action],
  );
  return { busy, run };
}
