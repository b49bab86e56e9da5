"use client";

import { useSyncExternalStore } from "react";

import { isSignedInLocally, STORAGE_KEYS } from "@/lib/client/storage";

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/**
 * Whether the page is scrolled down past `threshold` pixels. False on the server and during
 * hydration, so the server's HTML always shows the header.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

function subscribeToStorage(onChange: () => void): () => void {
  // Another tab signing in or out changes the flag here too.
  function onStorage(event: StorageEvent) {
    if (event.key === null || event.key === STORAGE_KEYS.isAuthenticated) onChange();
  }
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The browser's signed-in flag (docs/product.md §3), read after hydration: the server cannot see
 * localStorage, so its HTML says signed out. Only for choosing links; the server checks the
 * session on every request.
 */
export function useSignedInFlag(): boolean {
  return useSyncExternalStore(subscribeToStorage, isSignedInLocally, () => false);
}
