"use client";

import { useEffect, useState } from "react";
import type { Toaster as SonnerToaster } from "sonner";

import { onToastWanted } from "@/lib/client/toast";

/**
 * The public toasts (docs/product.md §9: top-right, 5000 ms, at most 20), whose code (sonner)
 * loads with the first toast, not with the page (lib/client/toast.ts, docs/decisions/0056).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);
  useEffect(
    () =>
      onToastWanted(() => {
        void import("sonner").then((sonner) => {
          setToaster(() => sonner.Toaster);
        });
      }),
    [],
  );
  return Toaster ? <Toaster position="top-right" duration={5000} visibleToasts={20} /> : null;
}
