"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

import { LIST_ITEM_CAP, LIST_ITEM_DROP, LOAD_GUARD_MS } from "@/lib/constants";

/** docs/product.md §9: the lists load their next page within 800 px of the bottom. */
const LOAD_WITHIN_PX = 800;

export interface InfiniteListOptions<T, P> {
  /** The first page, when the server rendered it. */
  initialItems: T[];
  /** What the first page was loaded with (an order or a sort). */
  initialParams: P;
  /** Fetches one page from `skip` on. */
  fetchPage: (skip: number, params: P) => Promise<T[]>;
  /** docs/product.md §9: how near the bottom, in px, the next page loads; 800 when left out. */
  loadWithinPx?: number;
  /**
   * docs/product.md §4: a page shorter than the page size (`{ shorterThan }`) is the last, or
   * ("empty") only an empty page is.
   */
  lastPage: { shorterThan: number } | "empty";
  /** The list whose first children go when the cap is passed. */
  listRef: RefObject<HTMLElement | null>;
  /** False while the list shows search results (docs/product.md §4: no paging). */
  paging?: boolean;
  /** True when the first page is loaded in the browser, so the spinner shows from the start. */
  loadingFirst?: boolean;
}

/**
 * A list loaded page by page as the page's end nears (docs/product.md §9): a sentinel at the end of
 * the page is watched with an IntersectionObserver whose margin is the threshold; a 200 ms guard
 * between loads; at most 500 items kept, the oldest 15 dropped with the scroll position kept.
 */
export function useInfiniteList<T, P>({
  initialItems,
  initialParams,
  fetchPage,
  loadWithinPx = LOAD_WITHIN_PX,
  lastPage,
  listRef,
  paging = true,
  loadingFirst = false,
}: InfiniteListOptions<T, P>) {
  const shorterThan = lastPage === "empty" ? undefined : lastPage.shorterThan;
  const isLast = useCallback(
    (length: number) => (shorterThan === undefined ? length === 0 : length < shorterThan),
    [shorterThan],
  );
  const [items, setItems] = useState<T[]>(initialItems);
  const [loading, setLoading] = useState(loadingFirst);

  // Paging state the observer reads without observing again.
  const params = useRef(initialParams);
  const fetched = useRef(initialItems.length);
  const exhausted = useRef(!loadingFirst && isLast(initialItems.length));
  const busy = useRef(loadingFirst);
  const sentinel = useRef<HTMLElement | null>(null);
  const pagingNow = useRef(paging);
  const lockedUntil = useRef(0);
  const generation = useRef(0);
  const dropped = useRef<number | null>(null);
  const fetchLatest = useRef(fetchPage);
  const check = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    fetchLatest.current = fetchPage;
    pagingNow.current = paging;
  });

  const load = useCallback(
    async (reset: boolean) => {
      const run = ++generation.current;
      busy.current = true;
      setLoading(true);
      try {
        const skip = reset ? 0 : fetched.current;
        const page = await fetchLatest.current(skip, params.current);
        if (run !== generation.current) return;
        fetched.current = skip + page.length;
        exhausted.current = isLast(page.length);
        setItems((current) => {
          const next = reset ? page : [...current, ...page];
          if (next.length <= LIST_ITEM_CAP) return next;
          // docs/product.md §9: at most 500 kept; the oldest 15 go and the scroll position is kept.
          dropped.current = Array.from(listRef.current?.children ?? [])
            .slice(0, LIST_ITEM_DROP)
            .reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
          return next.slice(LIST_ITEM_DROP);
        });
      } catch {
        // The API module has shown the error (docs/product.md §8); stop paging rather than retry in
        // a loop.
        if (run === generation.current) exhausted.current = true;
      } finally {
        if (run === generation.current) {
          setLoading(false);
          // docs/product.md §9: a 200 ms guard between loads; then look again: a visitor who
          // reached the end during the guard, or a page too short to scroll, gives the observer no
          // new event.
          window.setTimeout(() => {
            if (run !== generation.current) return;
            busy.current = false;
            check.current();
          }, LOAD_GUARD_MS);
        }
      }
    },
    [isLast, listRef],
  );

  useLayoutEffect(() => {
    check.current = () => {
      if (!pagingNow.current || busy.current || exhausted.current) return;
      if (Date.now() < lockedUntil.current) return;
      // Where the page's end is now, not where the observer last saw it: after a page arrives, its
      // notice may come after the guard, and a stale "near" would load one page too many.
      const end = sentinel.current?.getBoundingClientRect().top;
      if (end === undefined || end > window.innerHeight + loadWithinPx) return;
      void load(false);
    };
  }, [load, loadWithinPx]);

  useLayoutEffect(() => {
    if (dropped.current !== null) {
      window.scrollBy(0, -dropped.current);
      dropped.current = null;
    }
  }, [items]);

  useEffect(() => {
    // The sentinel sits at the end of the page, as docs/product.md §9 counts from the page's
    // bottom: one after the list could be scrolled past in a single jump, and give no event at all.
    const end = document.createElement("div");
    end.setAttribute("aria-hidden", "true");
    document.body.append(end);
    sentinel.current = end;
    const observer = new IntersectionObserver(
      () => {
        check.current();
      },
      { rootMargin: `0px 0px ${String(loadWithinPx)}px 0px` },
    );
    observer.observe(end);
    return () => {
      observer.disconnect();
      end.remove();
      sentinel.current = null;
    };
  }, [loadWithinPx]);

  useEffect(() => {
    if (paging) check.current();
  }, [paging]);

  /** Loads the list again from its first page (docs/product.md §4: a new order, sort or Clear). */
  const reload = useCallback(
    (next: P) => {
      params.current = next;
      fetched.current = 0;
      exhausted.current = false;
      void load(true);
    },
    [load],
  );

  /** Runs a search in place of paging; a page still arriving is dropped. */
  const replaceWith = useCallback(async (task: (current: () => boolean) => Promise<void>) => {
    const run = ++generation.current;
    busy.current = true;
    setLoading(true);
    try {
      await task(() => run === generation.current);
    } catch {
      // The API module has shown the error (docs/product.md §8).
    } finally {
      if (run === generation.current) {
        setLoading(false);
        busy.current = false;
      }
    }
  }, []);

  /**
   * No load for `ms` (docs/product.md §9: the scroll to the bottom); the next scroll after looks
   * again.
   */
  const pause = useCallback((ms: number) => {
    lockedUntil.current = Date.now() + ms;
    window.setTimeout(() => {
      window.addEventListener(
        "scroll",
        () => {
          check.current();
        },
        { once: true, passive: true },
      );
    }, ms);
  }, []);

  /**
   * Takes out an item that has left the server's list too (a dismissed entry): the next page then
   * starts one earlier, or the item that moved up into its place would never be shown.
   */
  const remove = useCallback((item: T) => {
    setItems((current) => current.filter((other) => other !== item));
    fetched.current = Math.max(0, fetched.current - 1);
  }, []);

  return { items, setItems, loading, reload, replaceWith, pause, remove };
}
