"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";

import { useInfiniteList, type InfiniteListOptions } from "@/components/lists/use-infinite-list";
import { MESSAGES } from "@/lib/messages";

export interface SearchableListOptions<T, P, F extends { items: T[] }> extends Omit<
  InfiniteListOptions<T, P>,
  "paging"
> {
  /** Set when the server rendered search results. */
  initialQuery?: string;
  /** The order the list is in now: Clear reloads the list in it. */
  order: P;
  /** Runs one search; `items` are the results, in the order they are shown. */
  find: (text: string) => Promise<F>;
  /** What else a search's results change, once they are shown. */
  onFound?: (found: F, text: string) => void;
  /** What else Clear resets. */
  onClear?: () => void;
  /** The warning of a search that found nothing (docs/product.md §8), in the page's language. */
  emptyWarning?: string;
}

/**
 * A list loaded page by page that a search can replace (docs/product.md §4): a search shows its
 * results and stops paging, an empty one warns; Clear (or searching for nothing) empties the box
 * and reloads the list from its first page.
 */
export function useSearchableList<T, P, F extends { items: T[] }>({
  initialQuery = "",
  order,
  find,
  onFound,
  onClear,
  emptyWarning = MESSAGES.emptySearch,
  ...listOptions
}: SearchableListOptions<T, P, F>) {
  const [query, setQuery] = useState(initialQuery);
  const [searchedFor, setSearchedFor] = useState(initialQuery);
  const searching = searchedFor !== "";
  const list = useInfiniteList({ ...listOptions, paging: !searching });

  function clear() {
    setQuery("");
    setSearchedFor("");
    onClear?.();
    list.reload(order);
  }

  async function search() {
    const text = query.trim();
    if (!text) {
      clear();
      return;
    }
    await list.replaceWith(async (current) => {
      const found = await find(text);
      if (!current()) return;
      list.setItems(found.items);
      setSearchedFor(text);
      onFound?.(found, text);
      if (found.items.length === 0) toast.warning(emptyWarning, { id: "warning" });
    });
  }

  return { ...list, order, query, setQuery, searchedFor, searching, search, clear };
}

/** What a list's header reads and drives. */
export interface SearchableList<P> {
  items: readonly unknown[];
  loading: boolean;
  order: P;
  query: string;
  setQuery: (query: string) => void;
  searchedFor: string;
  searching: boolean;
  search: () => Promise<void>;
  clear: () => void;
}
