"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { FaqItemView, type FaqEntry } from "@/components/faq/faq-item";
import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { SearchedFor } from "@/components/faq/searched-for";
import { api } from "@/lib/client/api";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { FAQ_PAGE_SIZE, LIST_ITEM_CAP, LIST_ITEM_DROP, LOAD_GUARD_MS } from "@/lib/constants";
import { MESSAGES } from "@/lib/messages";
import {
  decodeInterpretation,
  NO_INTERPRETATION,
  SEARCH_INTERPRETATION_HEADER,
  type SearchInterpretation,
} from "@/lib/search/interpretation";

/**
 * The FAQ list with search (SPEC §2 "Public FAQ page", §4 list states, §9 limits). The server
 * renders the first page (and /faq?q= results), this takes over in the browser: order, search,
 * infinite scroll, and the admin mode the portal uses.
 */

export type FaqListVariant = "public" | "admin" | "archive";
type Order = 0 | 1 | 2;

const ORDER_LABELS: Record<Order, string> = {
  0: "Order Alphabetically",
  1: "Order by Most Searched",
  2: "Order by Most Recently Changed",
};

/** SPEC §9: infinite scroll triggers within 800 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 800;

function storedOrder(orders: readonly Order[]): Order {
  const value = Number(readStorage(STORAGE_KEYS.faqOrder));
  return orders.find((order) => order === value) ?? 0;
}

const PUBLIC_ORDERS: readonly Order[] = [0, 1];
const ADMIN_ORDERS: readonly Order[] = [0, 1, 2];

export function FaqExplorer({
  variant = "public",
  initialItems,
  initialQuery = "",
  initialInterpretation = NO_INTERPRETATION,
  supportEmail,
  recentlyChangedOrder = false,
}: {
  variant?: FaqListVariant;
  /** SPEC §3, CONTRACT §6: 'Order by Most Recently Changed' is for Admins only. */
  recentlyChangedOrder?: boolean;
  initialItems: FaqEntry[];
  /** Set when the server rendered search results (/faq?q=…). */
  initialQuery?: string;
  /** What that search looked for, and the words to highlight. */
  initialInterpretation?: SearchInterpretation;
  supportEmail: string;
}) {
  const admin = variant !== "public";
  const orders = admin && recentlyChangedOrder ? ADMIN_ORDERS : PUBLIC_ORDERS;
  const [items, setItems] = useState<FaqEntry[]>(initialItems);
  const [query, setQuery] = useState(initialQuery);
  const [mode, setMode] = useState<"paged" | "search">(initialQuery ? "search" : "paged");
  const [order, setOrder] = useState<Order>(0);
  const [loading, setLoading] = useState(false);
  const [emptySearches, setEmptySearches] = useState(0);
  const [searchedFor, setSearchedFor] = useState(initialQuery);
  const [interpretation, setInterpretation] = useState(initialInterpretation);

  // Paging state that the scroll handler reads without re-subscribing.
  const fetched = useRef(initialItems.length);
  const exhausted = useRef(initialItems.length < FAQ_PAGE_SIZE);
  const busy = useRef(false);
  const lockedUntil = useRef(0);
  const generation = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const dropped = useRef<{ height: number } | null>(null);
  // The scroll handler, for a look once the load guard ends (see loadPage).
  const checkScroll = useRef<() => void>(() => undefined);

  const listPath = admin ? "Faq/GetAdminFaqs" : "Faq/GetFaqs";
  const searchPath = admin ? "Faq/GetAdminQueriedFaqs" : "Faq/GetQueriedFaqs";

  const loadPage = useCallback(
    async (nextOrder: Order, reset: boolean) => {
      const run = ++generation.current;
      busy.current = true;
      setLoading(true);
      try {
        const skip = reset ? 0 : fetched.current;
        const page = await api.get<FaqEntry[]>(listPath, {
          query: {
            limit: FAQ_PAGE_SIZE,
            skip,
            orderBy: nextOrder,
            ...(admin ? { isPhantomDeleted: variant === "archive" } : {}),
          },
        });
        if (run !== generation.current) return;
        fetched.current = skip + page.length;
        exhausted.current = page.length < FAQ_PAGE_SIZE;
        setItems((current) => {
          const next = reset ? page : [...current, ...page];
          if (next.length <= LIST_ITEM_CAP) return next;
          // SPEC §9: at most 500 kept; the oldest 15 go and the scroll position is kept.
          const list = listRef.current;
          const height = Array.from(list?.children ?? [])
            .slice(0, LIST_ITEM_DROP)
            .reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
          dropped.current = { height };
          return next.slice(LIST_ITEM_DROP);
        });
      } catch {
        // The API module has shown the error.
      } finally {
        if (run === generation.current) {
          setLoading(false);
          // SPEC §9: a 200 ms guard between loads; then look again: a visitor who reached the
          // bottom during the guard sends no more scroll events, however much they scroll.
          window.setTimeout(() => {
            if (run !== generation.current) return;
            busy.current = false;
            checkScroll.current();
          }, LOAD_GUARD_MS);
        }
      }
    },
    [admin, listPath, variant],
  );

  useLayoutEffect(() => {
    if (dropped.current) {
      window.scrollBy(0, -dropped.current.height);
      dropped.current = null;
    }
  }, [items]);

  // The stored order choice (SPEC §3) applies once the page is in the browser.
  useEffect(() => {
    const saved = storedOrder(orders);
    if (saved === 0 && !admin) return;
    // localStorage is only readable in the browser, after the server-rendered first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrder(saved);
    if (!initialQuery) void loadPage(saved, true);
  }, [admin, initialQuery, loadPage, orders]);

  useEffect(() => {
    function onScroll() {
      if (mode !== "paged" || busy.current || exhausted.current) return;
      if (Date.now() < lockedUntil.current) return;
      const distance =
        document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance <= LOAD_MORE_WITHIN_PX) void loadPage(order, false);
    }
    checkScroll.current = onScroll;
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
    };
  }, [loadPage, mode, order, items.length]);

  function syncUrl(text: string) {
    if (admin) return;
    const url = new URL(window.location.href);
    if (text) url.searchParams.set("q", text);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }

  async function search() {
    const text = query.trim();
    if (!text) {
      clear();
      return;
    }
    const run = ++generation.current;
    busy.current = true;
    setLoading(true);
    try {
      const { body, headers } = await api.getWithHeaders(searchPath, {
        query: { SearchQuery: text },
      });
      const results = body as FaqEntry[];
      if (run !== generation.current) return;
      setItems(results);
      setInterpretation(decodeInterpretation(headers.get(SEARCH_INTERPRETATION_HEADER)));
      setMode("search");
      setSearchedFor(text);
      syncUrl(text);
      if (results.length === 0) {
        toast.warning(MESSAGES.emptySearch, { id: "warning" });
        setEmptySearches((count) => count + 1);
      } else {
        setEmptySearches(0);
      }
    } catch {
      // The API module has shown the error.
    } finally {
      if (run === generation.current) {
        setLoading(false);
        busy.current = false;
      }
    }
  }

  function clear() {
    setQuery("");
    setSearchedFor("");
    setInterpretation(NO_INTERPRETATION);
    setMode("paged");
    syncUrl("");
    fetched.current = 0;
    exhausted.current = false;
    void loadPage(order, true);
  }

  function chooseOrder(next: Order) {
    setOrder(next);
    writeStorage(STORAGE_KEYS.faqOrder, String(next));
    if (mode === "paged") {
      fetched.current = 0;
      void loadPage(next, true);
    }
  }

  return (
    <section className="faq-explorer" aria-labelledby="faq-list-heading">
      <h2 id="faq-list-heading" className="visually-hidden">
        {admin ? "FAQ list" : "Questions and answers"}
      </h2>
      <form
        id="search"
        role="search"
        className="faq-search"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor="faq-search-input">Search the questions</label>
        <div className="faq-search-row">
          <input
            id="faq-search-input"
            type="search"
            name="q"
            value={query}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="For example: reading at home"
            onChange={(event) => {
              setQuery(event.target.value);
            }}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
          <button type="button" className="button" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      <div className="faq-orders" role="group" aria-label="Order of the questions">
        {orders.map((value) => (
          <button
            key={value}
            type="button"
            className="button button-small"
            aria-pressed={order === value}
            onClick={() => {
              chooseOrder(value);
            }}
          >
            {ORDER_LABELS[value]}
          </button>
        ))}
      </div>

      <p className="visually-hidden" aria-live="polite">
        {mode === "search" && !loading
          ? `${String(items.length)} ${items.length === 1 ? "result" : "results"} for ${searchedFor}`
          : ""}
      </p>

      {mode === "search" && items.length > 0 ? (
        <SearchedFor search={searchedFor} interpretation={interpretation} />
      ) : null}

      {items.length === 0 && !loading ? (
        <p className="faq-empty">{MESSAGES.noResults}</p>
      ) : (
        <ol ref={listRef} className="faq-list">
          {items.map((faq) => (
            <FaqItemView
              key={faq.id}
              faq={faq}
              admin={admin}
              highlight={mode === "search" ? interpretation.highlight : NO_INTERPRETATION.highlight}
            />
          ))}
        </ol>
      )}

      {loading ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : null}

      {admin ? null : (
        <p className={emptySearches >= 2 ? "support-hint support-hint-emphasised" : "support-hint"}>
          {MESSAGES.supportHint} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}

      <ScrollButtons
        showBottom={!admin}
        onBottom={() => {
          // SPEC §9: the scroll to the bottom does not trigger loading for 500 ms.
          lockedUntil.current = Date.now() + 500;
        }}
      />
    </section>
  );
}
