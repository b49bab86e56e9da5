"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { FaqItemView, type FaqEntry } from "@/components/faq/faq-item";
import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { SearchedFor } from "@/components/faq/searched-for";
import { ListHeader, type ListHeaderTexts } from "@/components/lists/list-header";
import { ListSection, ListSpinner } from "@/components/lists/list-controls";
import { orderOptions, type ListOrder, type OrderOptions } from "@/components/lists/list-order";
import { useSearchableList } from "@/components/lists/use-searchable-list";
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

/** Issue 17 adds order 3, hardest to read first, for Admins as order 2 is. */
type FaqListOrder = ListOrder | 3;

const ORDER_OPTIONS: OrderOptions<FaqListOrder> = [
  ...orderOptions([
    "Order Alphabetically",
    "Order by Most Searched",
    "Order by Most Recently Changed",
  ]),
  { value: 3, label: "Order by Hardest to Read" },
];

// docs/product.md §3: the order choice lives in localStorage; the public list offers only the first
// two.
const FAQ_ORDER = storedOrder<FaqListOrder>(STORAGE_KEYS.faqOrder, [0, 1, 2, 3]);
const PUBLIC_ORDERS = ORDER_OPTIONS.slice(0, 2);

const FAQ_LIST: ListHeaderTexts = {
  searchBox: { id: "search", className: "faq-search", inputId: "faq-search-input" },
  searchLabel: "Search the questions",
  placeholder: "For example: reading at home",
  orderLabel: "Order of the questions",
  found: ["result", "results"],
};

/** docs/product.md §9: infinite scroll triggers within 800 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 800;

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
  const [emptySearches, setEmptySearches] = useState(0);
  const [interpretation, setInterpretation] = useState(initialInterpretation);
  const listRef = useRef<HTMLOListElement>(null);

  const fetchPage = useCallback(
    (skip: number, orderBy: FaqListOrder) =>
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
  const list = useSearchableList({
    initialItems,
    initialParams: 0,
    initialQuery,
    order,
    fetchPage,
    pageSize: FAQ_PAGE_SIZE,
    loadWithinPx: LOAD_MORE_WITHIN_PX,
    lastPage: "short",
    listRef,
    find: async (searchQuery) => {
      const search = admin ? api.faq.getAdminQueriedFaqs : api.faq.getQueriedFaqs;
      const { body, headers } = await search.withHeaders({ searchQuery });
      return {
        items: body,
        interpretation: decodeInterpretation(headers.get(SEARCH_INTERPRETATION_HEADER)),
      };
    },
    onFound: (found, text) => {
      setInterpretation(found.interpretation);
      syncUrl(text);
      setEmptySearches((count) => (found.items.length === 0 ? count + 1 : 0));
    },
    onClear: () => {
      setInterpretation(NO_INTERPRETATION);
      syncUrl("");
    },
  });
  const { items, loading, reload, pause, searching } = list;

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

  function chooseOrder(next: FaqListOrder) {
    saveOrder(next);
    if (!searching) reload(next);
  }

  return (
    <ListSection
      className="faq-explorer"
      headingId="faq-list-heading"
      heading={admin ? "FAQ list" : "Questions and answers"}
    >
      <ListHeader list={list} texts={FAQ_LIST} orders={orders} onOrder={chooseOrder} />

      {searching && items.length > 0 ? (
        <SearchedFor search={list.searchedFor} interpretation={interpretation} />
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
              highlight={searching ? interpretation.highlight : NO_INTERPRETATION.highlight}
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
    </ListSection>
  );
}
