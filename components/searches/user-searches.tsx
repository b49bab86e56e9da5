"use client";

import { useId, useRef, useState } from "react";

import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { SearchChartPanel } from "@/components/searches/search-chart-panel";
import { ListSection, ListSpinner } from "@/components/lists/list-controls";
import { orderOptions, type ListOrder } from "@/components/lists/list-order";
import { AddFaqLink } from "@/components/faq/add-faq-link";
import { useInfiniteList } from "@/components/lists/use-infinite-list";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { api } from "@/lib/client/api";
import type { SearchQuerySummary } from "@/lib/contract/faq";
import { USER_SEARCH_PAGE_SIZE } from "@/lib/constants";
import { MESSAGES } from "@/lib/messages";

import "./searches.css";

/**
 * docs/product.md §9 search sort modes: 0 date, 1 popularity, 2 date/popularity (the default,
 * docs/product.md §2).
 */
const SORTS = orderOptions(["Sort Date", "Sort Popularity", "Sort Date/Popularity"]);
const DEFAULT_SORT: ListOrder = 2;

const fetchSearches = (skip: number, orderBy: ListOrder) =>
  api.faq.getFaqSearchQuerySummaries({ limit: USER_SEARCH_PAGE_SIZE, skip, orderBy });

/** docs/product.md §2: 'Total Search' for one, 'Total Searches' for several. */
export function totalLabel(total: number): string {
  return `${String(total)} ${total === 1 ? "Total Search" : "Total Searches"}`;
}

const lastSearchedFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * docs/product.md §2 "User searches": what visitors searched for, sorted three ways, loaded page by
 * page as the list scrolls (docs/product.md §4: a new sort clears and reloads; loading stops at an
 * empty page; §9: 15 a page, at most 500 kept). A click opens one search's chart; only one is open
 * at a time. Searches whose last run found nothing are marked as content gaps, with a way to fill
 * them.
 */
export function UserSearches({
  admin,
  initialItems,
}: {
  admin: boolean;
  /** The first page in the default order, rendered by the server. */
  initialItems: SearchQuerySummary[];
}) {
  const [sort, setSort] = useState<ListOrder>(DEFAULT_SORT);
  const [expanded, setExpanded] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { items, setItems, loading, reload } = useInfiniteList({
    initialItems,
    initialParams: DEFAULT_SORT,
    fetchPage: fetchSearches,
    // docs/product.md §4: loading stops once an empty page is returned.
    lastPage: "empty",
    listRef,
  });

  function chooseSort(next: ListOrder) {
    if (next === sort) return;
    // docs/product.md §4: changing the sort clears the list and reloads it from the start.
    setSort(next);
    setItems([]);
    setExpanded(null);
    reload(next);
  }

  return (
    <ListSection
      className="user-searches"
      headingId="user-searches-list-heading"
      heading="Searches"
    >
      <ToggleGroup label="Sort the searches" options={SORTS} chosen={sort} onChoose={chooseSort} />

      {items.length === 0 && !loading ? (
        <p className="faq-empty">{MESSAGES.noResults}</p>
      ) : (
        <ol ref={listRef} className="search-list" aria-busy={loading}>
          {items.map((item) => {
            // Issue 28: a text is counted per language, so the same text may stand twice.
            const key = `${item.language} ${item.search}`;
            return (
              <SearchItem
                key={key}
                item={item}
                admin={admin}
                expanded={expanded === key}
                onToggle={() => {
                  setExpanded((current) => (current === key ? null : key));
                }}
              />
            );
          })}
        </ol>
      )}

      <ListSpinner loading={loading} />

      <ScrollButtons showBottom={false} />
    </ListSection>
  );
}

function SearchItem({
  item,
  admin,
  expanded,
  onToggle,
}: {
  item: SearchQuerySummary;
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
          {item.language === "es" ? <span className="search-language">(in Spanish)</span> : null}
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
          <AddFaqLink search={item.search} />
        </p>
      ) : null}
      <div
        id={`${id}-chart`}
        role="region"
        aria-labelledby={`${id}-toggle`}
        className="search-chart-panel"
        hidden={!expanded}
      >
        {expanded ? <SearchChartPanel search={item.search} language={item.language} /> : null}
      </div>
    </li>
  );
}
