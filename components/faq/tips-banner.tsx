"use client";

import { useEffect, useState } from "react";

import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";

/** SPEC §2: a dismissible tips banner; the choice persists (SPEC §3). */
export function TipsBanner() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Only the browser knows whether it was closed before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(readStorage(STORAGE_KEYS.tipsBannerClosed) !== "true");
  }, []);

  if (!open) return null;
  return (
    <aside className="tips-banner" aria-label="Tips">
      <p>
        <strong>Tip:</strong> type a few words, like <em>reading at home</em>, and press Enter to
        search. Choose a question to see its answer, and press <strong>Listen</strong> to hear it
        read aloud.
      </p>
      <button
        type="button"
        className="button button-small"
        onClick={() => {
          writeStorage(STORAGE_KEYS.tipsBannerClosed, "true");
          setOpen(false);
        }}
      >
        Close tips
      </button>
    </aside>
  );
}
