"use client";

import { useCallback, useSyncExternalStore } from "react";

import { readStorage, type StorageKey as Key, writeStorage } from "@/lib/client/storage";

export interface StoredChoice<T> {
  /** The kept value, or the default when none (or a value no longer offered) is kept. */
  read: () => T;
  write: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** What the server renders, before the browser's choice is known. */
  initial: T;
}

/**
 * A choice kept in localStorage (docs/product.md §3), declared once per key: `parse` turns the kept
 * text into a value (or the default), `format` back into text.
 */
export function storedChoice<T>(
  key: Key,
  parse: (raw: string | null) => T,
  format: (value: T) => string,
  initial: T,
): StoredChoice<T> {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastValue = initial;
  return {
    initial,
    read() {
      // The same value for the same text, as useSyncExternalStore wants.
      const raw = readStorage(key);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastValue = parse(raw);
      }
      return lastValue;
    },
    write(value) {
      writeStorage(key, format(value));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener("storage", listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", listener);
      };
    },
  };
}

/**
 * The current value of a stored choice and a setter. Read as an external store so the server's
 * HTML and the first client render agree, and a change shows at once.
 */
export function useStoredChoice<T>(choice: StoredChoice<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(choice.subscribe, choice.read, () => choice.initial);
  const set = useCallback(
    (next: T) => {
      choice.write(next);
    },
    [choice],
  );
  return [value, set];
}

/**
 * docs/product.md §3: an order kept as its number; the first of `orders` when none of them is kept.
 */
export function storedOrder<T extends number>(
  key: Key,
  orders: readonly [T, ...T[]],
): StoredChoice<T> {
  const [fallback] = orders;
  return storedChoice(
    key,
    (raw) => orders.find((order) => order === Number(raw)) ?? fallback,
    String,
    fallback,
  );
}
