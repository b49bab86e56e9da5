"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { FaqItemView, type FaqEntry } from "@/components/faq/faq-item";
import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { SearchedFor } from "@/components/faq/searched-for";
import { ListSpinner, ListSearch, OrderButtons } from "@/components/lists/list-controls";
import { useInfiniteList } from "@/components/lists/use-infinite-list";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedOrder, useStoredChoice } from "@/lib/client/use-stored-choice";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { MESSAGES } from "@/lib/messages";
import {
  decodeInterpretation,
  NO_INTERPRETATION,
  SEARCH_INTERPRETATION_HEADER,
  type SearchInterpretation,
} from "@/lib/search/interpretation";

/**
 * The FAQ list with search (docs/product.md §2 "Public FAQ page", §4 list states, §9 limits). The
 * server renders the first page (and /faq?q= results), this takes over in the browser: order,
 * search, infinite scroll, and the admin mode the portal uses.
 */

export type FaqListVariant = "public" | "admin" | "archive";
type Order = 0 | 1 | 2;

const ORDER_OPTIONS: readonly { value: Order; label: string }[] = [
  { value: 0, label: "Order Alphabetically" },
  { value: 1, label: "Order by Most Searched" },
  { value: 2, label: "Order by Most Recently Changed" },
];

/** docs/product.md §9: infinite scroll triggers within 800 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 800;

// docs/product.md §3: the order choice lives in localStorage; the public list offers only the first
// two.
const FAQ_ORDER = storedOrder<Order>(STORAGE_KEYS.faqOrder, [0, 1, 2]);
const PUBLIC_ORDERS = ORDER_OPTIONS.slice(0, 2);

export function FaqExplorer({
  variant = "public",
  initialItems,
  initialQuery = "",
  initialInterpretation = NO_INTERPRETATION,
  supportEmail,
  recentlyChangedOrder = false,
}: {
  variant?: FaqListVariant;
  /** docs/product.md §3, docs/api.md §6: 'Order by Most Recently Changed' is for Admins only. */
  recentlyChangedOrder?: boolean;
  initialItems: FaqEntry[];
  /** Set when the server rendered search results (/faq?q=…). */
  initialQuery?: string;
  /** What that search looked for, and the words to highlight. */
  initialInterpretation?: SearchInterpretation;
  supportEmail: string;
}) {
  const admin = variant !== "public";
  const orders = admin && recentlyChangedOrder ? ORDER_OPTIONS : PUBLIC_ORDERS;
  const [storedOrderChoice, saveOrder] = useStoredChoice(FAQ_ORDER);
  const order = orders.some(({ value }) => value === storedOrderChoice) ? storedOrderChoice : 0;
  const [query, setQuery] = useState(initialQuery);
  const [mode, setMode] = useState<"paged" | "search">(initialQuery ? "search" : "paged");
  const [emptySearches, setEmptySearches] = useState(0);
  const [searchedFor, setSearchedFor] = useState(initialQuery);
  const [interpretation, setInterpretation] = useState(initialInterpretation);
  const listRef = useRef<HTMLOListElement>(null);

  const fetchPage = useCallback(
    (skip: number, orderBy: Order) =>
      admin
        ? api.faq.getAdminFaqs({
            limit: FAQ_PAGE_SIZE,
            skip,
            orderBy,
            isPhantomDeleted: variant === "archive",
          })
        : api.faq.getFaqs({ limit: FAQ_PAGE_SIZE, skip, orderBy }),
    [admin, variant],
  );
  const { items, setItems, loading, reload, replaceWith, pause } = useInfiniteList({
    initialItems,
    initialParams: 0,
    fetchPage,
    pageSize: FAQ_PAGE_SIZE,
    loadWithinPx: LOAD_MORE_WITHIN_PX,
    lastPage: "short",
    listRef,
    paging: mode === "paged",
  });

  // The stored order choice (docs/product.md §3) applies once the page is in the browser.
  useEffect(() => {
    const saved = FAQ_ORDER.read();
    const allowed = orders.some(({ value }) => value === saved) ? saved : 0;
    if (allowed === 0 && !admin) return;
    if (!initialQuery) reload(allowed);
  }, [admin, initialQuery, orders, reload]);

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
    await replaceWith(async (current) => {
      const search = admin ? api.faq.getAdminQueriedFaqs : api.faq.getQueriedFaqs;
      const { body: results, headers } = await search.withHeaders({ searchQuery: text });
      if (!current()) return;
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
    });
  }

  function clear() {
    setQuery("");
    setSearchedFor("");
    setInterpretation(NO_INTERPRETATION);
    setMode("paged");
    syncUrl("");
    reload(order);
  }

  function chooseOrder(next: Order) {
    saveOrder(next);
    if (mode === "paged") reload(next);
  }

  return (
    <section className="faq-explorer" aria-labelledby="faq-list-heading">
      <h2 id="faq-list-heading" className="visually-hidden">
        {admin ? "FAQ list" : "Questions and answers"}
      </h2>
      <ListSearch
        id="search"
        className="faq-search"
        inputId="faq-search-input"
        label="Search the questions"
        placeholder="For example: reading at home"
        value={query}
        onChange={setQuery}
        onSearch={() => void search()}
        onClear={clear}
      />

      <OrderButtons
        label="Order of the questions"
        options={orders}
        chosen={order}
        onChoose={chooseOrder}
      />

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

      <ListSpinner loading={loading} />

      {admin ? null : (
        <p className={emptySearches >= 2 ? "support-hint support-hint-emphasised" : "support-hint"}>
          {MESSAGES.supportHint} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}

      <ScrollButtons
        showBottom={!admin}
        onBottom={() => {
          // docs/product.md §9: the scroll to the bottom does not trigger loading for 500 ms.
          pause(500);
        }}
      />
    </section>
  );
}
