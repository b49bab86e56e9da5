"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";

import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { api } from "@/lib/client/api";
import {
  LIST_ITEM_CAP,
  LIST_ITEM_DROP,
  LOAD_GUARD_MS,
  USER_SEARCH_PAGE_SIZE,
} from "@/lib/constants";
import { MESSAGES } from "@/lib/messages";

/** One item of GET Faq/GetFaqSearchQueries (SPEC §3, CONTRACT §6). */
export interface SearchRecord {
  search: string;
  /** One ISO time per search, oldest first. */
  dates: string[];
  recentlySearched: string;
  total: number;
  /** Results of the latest run; 0 marks a content gap. */
  lastResultCount: number;
}

/** SPEC §9 search sort modes: 0 date, 1 popularity, 2 date/popularity (the default, SPEC §2). */
type Sort = 0 | 1 | 2;
const SORTS: readonly { value: Sort; label: string }[] = [
  { value: 0, label: "Sort Date" },
  { value: 1, label: "Sort Popularity" },
  { value: 2, label: "Sort Date/Popularity" },
];
const DEFAULT_SORT: Sort = 2;

/** SPEC §9: infinite scroll triggers within 800 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 800;

/** Chart.js is only fetched when someone opens a chart. */
const SearchChart = dynamic(
  () => import("@/components/searches/search-chart").then((module) => module.SearchChart),
  {
    ssr: false,
    loading: () => (
      <div className="spinner" role="status">
        <span className="visually-hidden">Loading the chart…</span>
      </div>
    ),
  },
);

/** SPEC §2: 'Total Search' for one, 'Total Searches' for several. */
export function totalLabel(total: number): string {
  return `${String(total)} ${total === 1 ? "Total Search" : "Total Searches"}`;
}

const lastSearchedFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * SPEC §2 "User searches": what visitors searched for, sorted three ways, loaded page by page as
 * the list scrolls (SPEC §4: a new sort clears and reloads; loading stops at an empty page; §9:
 * 15 a page, at most 500 kept). A click opens one search's chart; only one is open at a time.
 * Searches whose last run found nothing are marked as content gaps, with a way to fill them.
 */
export function UserSearches({
  admin,
  initialItems,
}: {
  admin: boolean;
  /** The first page in the default order, rendered by the server. */
  initialItems: SearchRecord[];
}) {
  const [items, setItems] = useState<SearchRecord[]>(initialItems);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  const fetched = useRef(initialItems.length);
  const exhausted = useRef(initialItems.length === 0);
  const busy = useRef(false);
  const generation = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const dropped = useRef<{ height: number } | null>(null);
  const checkScroll = useRef<() => void>(() => undefined);

  /** Callers show the spinner first (setLoading(true)). */
  const loadPage = useCallback(async (nextSort: Sort, reset: boolean) => {
    const run = ++generation.current;
    busy.current = true;
    try {
      const skip = reset ? 0 : fetched.current;
      const page = await api.get<SearchRecord[]>("Faq/GetFaqSearchQueries", {
        query: { limit: USER_SEARCH_PAGE_SIZE, skip, orderBy: nextSort },
      });
      if (run !== generation.current) return;
      fetched.current = skip + page.length;
      // SPEC §4: loading stops once an empty page is returned.
      exhausted.current = page.length === 0;
      setItems((current) => {
        const next = reset ? page : [...current, ...page];
        if (next.length <= LIST_ITEM_CAP) return next;
        // SPEC §9: at most 500 kept; the oldest 15 go and the scroll position stays put.
        const height = Array.from(listRef.current?.children ?? [])
          .slice(0, LIST_ITEM_DROP)
          .reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
        dropped.current = { height };
        return next.slice(LIST_ITEM_DROP);
      });
    } catch {
      // The API module has shown the error (SPEC §8); stop rather than retry in a loop.
      if (run === generation.current) exhausted.current = true;
    } finally {
      if (run === generation.current) {
        setLoading(false);
        // SPEC §9: a 200 ms guard between loads; then look again, in case the page is still
        // too short to scroll.
        window.setTimeout(() => {
          if (run !== generation.current) return;
          busy.current = false;
          checkScroll.current();
        }, LOAD_GUARD_MS);
      }
    }
  }, []);

  useLayoutEffect(() => {
    if (dropped.current) {
      window.scrollBy(0, -dropped.current.height);
      dropped.current = null;
    }
  }, [items]);

  useEffect(() => {
    function onScroll() {
      if (busy.current || exhausted.current) return;
      const distance =
        document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance > LOAD_MORE_WITHIN_PX) return;
      setLoading(true);
      void loadPage(sort, false);
    }
    checkScroll.current = onScroll;
    // A first page shorter than the window cannot be scrolled: look once now, too.
    const first = window.setTimeout(onScroll, 0);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.clearTimeout(first);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [loadPage, sort]);

  function chooseSort(next: Sort) {
    if (next === sort) return;
    // SPEC §4: changing the sort clears the list and reloads it from the start.
    setSort(next);
    setItems([]);
    setExpanded(null);
    fetched.current = 0;
    exhausted.current = false;
    setLoading(true);
    void loadPage(next, true);
  }

  return (
    <section className="user-searches" aria-labelledby="user-searches-list-heading">
      <h2 id="user-searches-list-heading" className="visually-hidden">
        Searches
      </h2>
      <div className="faq-orders" role="group" aria-label="Sort the searches">
        {SORTS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="button button-small"
            aria-pressed={sort === value}
            onClick={() => {
              chooseSort(value);
            }}
          >
            {label}
          </button>
        ))}
      </div>

      {items.length === 0 && !loading ? (
        <p className="faq-empty">{MESSAGES.noResults}</p>
      ) : (
        <ol ref={listRef} className="search-list" aria-busy={loading}>
          {items.map((item) => (
            <SearchItem
              key={item.search}
              item={item}
              admin={admin}
              expanded={expanded === item.search}
              onToggle={() => {
                setExpanded((current) => (current === item.search ? null : item.search));
              }}
            />
          ))}
        </ol>
      )}

      {loading ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : null}

      <ScrollButtons showBottom={false} />
    </section>
  );
}

function SearchItem({
  item,
  admin,
  expanded,
  onToggle,
}: {
  item: SearchRecord;
  admin: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const gap = item.lastResultCount === 0;
  const last = new Date(item.recentlySearched);

  return (
    <li className={gap ? "search-item search-item-gap" : "search-item"}>
      <button
        type="button"
        id={`${id}-toggle`}
        className="search-toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-chart`}
        onClick={onToggle}
      >
        <span className="search-summary">
          <span className="search-text">{item.search}</span>
          <span className="search-meta">
            <span className="search-total">{totalLabel(item.total)}</span>
            <span className="search-last">
              Last searched{" "}
              <time dateTime={item.recentlySearched} suppressHydrationWarning>
                {Number.isNaN(last.getTime()) ? "" : lastSearchedFormat.format(last)}
              </time>
            </span>
            {gap ? <span className="search-gap-badge">Found nothing</span> : null}
          </span>
        </span>
        <span className="faq-chevron" aria-hidden="true" />
      </button>
      {gap && admin ? (
        <p className="search-gap-actions">
          <Link
            className="button button-small"
            href={`/faq/portal/add-faq?question=${encodeURIComponent(item.search)}`}
          >
            Add an FAQ for this
            <span className="visually-hidden">: “{item.search}”</span>
          </Link>
        </p>
      ) : null}
      <div
        id={`${id}-chart`}
        role="region"
        aria-labelledby={`${id}-toggle`}
        className="search-chart-panel"
        hidden={!expanded}
      >
        {expanded ? <SearchChart search={item.search} dates={item.dates} /> : null}
      </div>
    </li>
  );
}
