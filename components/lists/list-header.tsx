import type { ReactNode } from "react";

import { ListSearch, type SearchButtonWords } from "@/components/lists/list-controls";
import type { OrderOptions } from "@/components/lists/list-order";
import type { SearchableList } from "@/components/lists/use-searchable-list";
import { ToggleGroup } from "@/components/ui/toggle-group";

/** The words of a list's header, and where its search box sits. */
export interface ListHeaderTexts {
  /** `action`: where the form goes without JavaScript (the public list's search page). */
  searchBox: { id?: string; className: string; inputId: string; action?: string };
  searchLabel: string;
  placeholder: string;
  orderLabel: string;
  /** What the live region calls one result and several: "3 results for …". */
  found: readonly [one: string, several: string];
  /**
   * The search box's buttons and the word between the count and the search, in the page's
   * language; the portal's lists keep English (issue 28).
   */
  words?: SearchButtonWords & { for: string };
}

/**
 * Above a searchable list (docs/product.md §2, §4): the search box, the order buttons, and a live
 * region that says how many results a search found.
 */
export function ListHeader<T extends number>({
  list,
  texts,
  orders,
  onOrder,
  searchExtra,
}: {
  list: SearchableList<T>;
  texts: ListHeaderTexts;
  orders: OrderOptions<T>;
  onOrder: (value: T) => void;
  /** More of the search box's row, after its buttons (issue 39: Say it). */
  searchExtra?: ReactNode;
}) {
  const [one, several] = texts.found;
  const resultsFor = texts.words?.for ?? "for";
  const count = list.items.length;
  return (
    <>
      <ListSearch
        {...texts.searchBox}
        label={texts.searchLabel}
        placeholder={texts.placeholder}
        value={list.query}
        onChange={list.setQuery}
        onSearch={() => void list.search()}
        onClear={list.clear}
        buttons={texts.words}
        extra={searchExtra}
      />

      <ToggleGroup
        label={texts.orderLabel}
        options={orders}
        chosen={list.order}
        onChoose={onOrder}
      />

      <p className="visually-hidden" aria-live="polite">
        {list.searching && !list.loading
          ? `${String(count)} ${count === 1 ? one : several} ${resultsFor} ${list.searchedFor}`
          : ""}
      </p>
    </>
  );
}
