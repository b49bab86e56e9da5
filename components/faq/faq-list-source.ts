import type { FaqEntry, FaqListText, FaqStaffParts } from "@/components/faq/faq-item";
import type { ListHeaderTexts } from "@/components/lists/list-header";
import type { ListOrder, OrderOptions } from "@/components/lists/list-order";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedOrder } from "@/lib/client/use-stored-choice";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import type { Language } from "@/lib/contract/languages";
import { faqHome } from "@/lib/faq/path";

/**
 * Where the FAQ list (components/faq/faq-explorer.tsx) gets its items, orders and header words:
 * the public pages' source is built here, the portal's comes from
 * components/faq/portal-faq-explorer.tsx.
 */

/** Issue 17 adds order 3, hardest to read first, for Admins as order 2 is. */
export type FaqListOrder = ListOrder | 3;

/** Where a list's items come from, and the orders it offers. */
export interface FaqListSource {
  orders: OrderOptions<FaqListOrder>;
  fetchPage: (skip: number, orderBy: FaqListOrder) => Promise<FaqEntry[]>;
  search: (searchQuery: string) => Promise<{ body: FaqEntry[]; headers: Headers }>;
}

/** The portal's list: its own source, and the staff parts of each item. */
export interface FaqStaffList extends FaqListSource {
  item: FaqStaffParts;
}

/** docs/product.md §3: the public list offers only the first two orders, named in `words`. */
export function publicFaqOrders(words: FaqListText["list"]["orders"]): OrderOptions<FaqListOrder> {
  return [
    { value: 0, label: words.alphabetical },
    { value: 1, label: words.mostSearched },
  ];
}

/** Issue 40: a topic's page: the topic whose FAQs the list pages through, and the page's path. */
export interface TopicOfPage {
  id: number;
  path: string;
}

/** Issue 40: where a search result's topic links to. */
export interface TopicLink {
  id: number;
  name: string;
  href: string;
}

export function publicList(
  words: FaqListText["list"],
  language: Language,
  topic: TopicOfPage | undefined,
): FaqListSource {
  const { failure } = words;
  // English asks as it always did; the Spanish pages ask for Spanish (issue 28), and say a
  // failure in Spanish.
  const inLanguage = language === "en" ? {} : { language };
  const options = language === "en" ? {} : { failureText: failure };
  // Issue 40: a topic's page lists (and orders) that topic's FAQs; its search searches them all.
  const ofTopic = topic ? { topicId: topic.id } : {};
  return {
    orders: publicFaqOrders(words.orders),
    fetchPage: (skip, orderBy) =>
      api.faq.getFaqs({ limit: FAQ_PAGE_SIZE, skip, orderBy, ...inLanguage, ...ofTopic }, options),
    search: (searchQuery) =>
      api.faq.getQueriedFaqs.withHeaders({ searchQuery, ...inLanguage }, options),
  };
}

// docs/product.md §3: the order choice lives in localStorage, shared by the public and staff lists.
export const FAQ_ORDER = storedOrder<FaqListOrder>(STORAGE_KEYS.faqOrder, [0, 1, 2, 3]);

export function listHeader(words: FaqListText["list"], language: Language): ListHeaderTexts {
  return {
    searchBox: {
      id: "search",
      className: "faq-search",
      inputId: "faq-search-input",
      // Without JavaScript the search is the list's server-rendered one (/faq?q=), from any page.
      action: faqHome(language),
    },
    searchLabel: words.searchLabel,
    placeholder: words.placeholder,
    orderLabel: words.orderLabel,
    found: [words.found.one, words.found.several],
    words: { search: words.search, clear: words.clear, for: words.found.for },
  };
}
