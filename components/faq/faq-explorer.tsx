"use client";

import { useEffect, useMemo, useRef, useState } from "react";

import { FaqItemView, type FaqEntry, type FaqListText } from "@/components/faq/faq-item";
import {
  FAQ_ORDER,
  listHeader,
  publicList,
  type FaqListOrder,
  type FaqStaffList,
  type TopicLink,
  type TopicOfPage,
} from "@/components/faq/faq-list-source";
import { SayIt } from "@/components/faq/say-it";
import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { SendQuestion } from "@/components/faq/send-question";
import { SearchedFor } from "@/components/faq/searched-for";
import { ListHeader } from "@/components/lists/list-header";
import { ListSection, ListSpinner } from "@/components/lists/list-controls";
import { useSearchableList } from "@/components/lists/use-searchable-list";
import { useStoredChoice } from "@/lib/client/use-stored-choice";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import type { Language } from "@/lib/contract/languages";
import { faqHome } from "@/lib/faq/path";
import {
  decodeInterpretation,
  NO_INTERPRETATION,
  SEARCH_INTERPRETATION_HEADER,
  type SearchInterpretation,
} from "@/lib/search/interpretation";
import type { VisitorText } from "@/lib/visitor-text/en";

/**
 * The FAQ list with search (docs/product.md §2 "Public FAQ page", §4 list states, §9 limits). The
 * server renders the first page (and /faq?q= results), this takes over in the browser: order,
 * search, infinite scroll. The portal's lists are this one with the staff parts of
 * components/faq/portal-faq-explorer.tsx, which only the portal pages load; where its items come
 * from is components/faq/faq-list-source.ts.
 */

const NO_TOPIC_LINKS: readonly TopicLink[] = [];

/** Issue 40: an FAQ's topic, null for none (the public shape has it once topics are served). */
const topicOf = (faq: { id: number; topicId?: number | null }) => faq.topicId ?? null;

/** Issue 26: the closest FAQs shown under a weak search's message. */
const WEAK_SEARCH_SHOWN = 3;

export function FaqExplorer({
  text,
  staff,
  initialItems,
  initialQuery = "",
  initialInterpretation = NO_INTERPRETATION,
  supportEmail,
  language = "en",
  ask,
  topic,
  topicLinks = NO_TOPIC_LINKS,
}: {
  /** The list's words, in the page's language (lib/visitor-text). */
  text: FaqListText;
  /** The portal's list (docs/product.md §2 "Admin mode of the list"); none on the public pages. */
  staff?: FaqStaffList;
  initialItems: FaqEntry[];
  /** Set when the server rendered search results (/faq?q=…). */
  initialQuery?: string;
  /** What that search looked for, and the words to highlight. */
  initialInterpretation?: SearchInterpretation;
  supportEmail: string;
  /** The page's language (issue 28): its FAQs, its searches, its marks. */
  language?: Language;
  /** Issue 39: the words of "Send us your question" (public pages only). */
  ask?: VisitorText["ask"];
  /** Issue 40: on a topic's page, the topic (its FAQs are `initialItems`). */
  topic?: TopicOfPage;
  /** Issue 40: the topics visitors see: each search result links to its own. */
  topicLinks?: readonly TopicLink[];
}) {
  const admin = staff !== undefined;
  const words = text.list;
  // The same objects on every render: the list reloads its first page when its orders change.
  const topicId = topic?.id;
  const topicPath = topic?.path;
  const publicSource = useMemo(
    () =>
      publicList(
        words,
        language,
        topicId && topicPath ? { id: topicId, path: topicPath } : undefined,
      ),
    [words, language, topicId, topicPath],
  );
  const header = useMemo(() => listHeader(words, language), [words, language]);
  const topicsById = useMemo(
    () => new Map(topicLinks.map((link) => [link.id, link])),
    [topicLinks],
  );
  const { orders, fetchPage, search } = staff ?? publicSource;
  const [storedOrderChoice, saveOrder] = useStoredChoice(FAQ_ORDER);
  const order = orders.some(({ value }) => value === storedOrderChoice) ? storedOrderChoice : 0;
  const [emptySearches, setEmptySearches] = useState(0);
  const [interpretation, setInterpretation] = useState(initialInterpretation);
  const listRef = useRef<HTMLOListElement>(null);

  const list = useSearchableList({
    initialItems,
    initialParams: 0,
    initialQuery,
    order,
    fetchPage,
    lastPage: { shorterThan: FAQ_PAGE_SIZE },
    listRef,
    emptyWarning: words.emptySearch,
    find: async (searchQuery) => {
      const { body, headers } = await search(searchQuery);
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
  // Issue 26: a search that is not sure of its answers says so and shows only the closest few.
  const weak = !admin && searching && items.length > 0 && interpretation.confidence === "weak";
  const shown = weak ? items.slice(0, WEAK_SEARCH_SHOWN) : items;
  // Issue 39: a search that found nothing, or nothing sure, offers "Send us your question".
  const askable = !admin && searching && !loading && (weak || items.length === 0);
  // Issue 38: a search of the English page that read as Spanish was answered as the Spanish page
  // answers it (the interpretation says in which language); the same search on the Spanish page
  // is offered in place of what the search looked for, which it read in Spanish.
  const inSpanish = !admin && language === "en" && searching && !!interpretation.language;

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
    // Issue 40: a search from a topic's page is a search of every FAQ, which /faq?q= is; cleared,
    // the page is the topic's again.
    const path = topicPath ? (text ? faqHome(language) : topicPath) : url.pathname;
    window.history.replaceState(window.history.state, "", `${path}${url.search}`);
  }

  function chooseOrder(next: FaqListOrder) {
    saveOrder(next);
    if (!searching) reload(next);
  }

  return (
    <ListSection
      className="faq-explorer"
      headingId="faq-list-heading"
      heading={admin ? "FAQ list" : words.heading}
    >
      <ListHeader
        list={list}
        texts={header}
        orders={orders}
        onOrder={chooseOrder}
        searchExtra={
          // Issue 39: the question said out loud, on the public pages.
          admin || !text.sayIt ? null : (
            <SayIt language={language} words={text.sayIt} onWords={list.setQuery} />
          )
        }
      />

      {inSpanish && text.language ? (
        <p className="searched-for faq-in-spanish" lang="es">
          <a href={`${faqHome("es")}?q=${encodeURIComponent(list.searchedFor)}`} hrefLang="es">
            {text.language.searchInSpanish}
          </a>
        </p>
      ) : searching && items.length > 0 ? (
        <SearchedFor search={list.searchedFor} interpretation={interpretation} text={words} />
      ) : null}

      {searching &&
      language !== "en" &&
      interpretation.language &&
      interpretation.language !== language ? (
        <p className="faq-fallback">{text.language?.fallbackResults}</p>
      ) : null}

      {weak ? <p className="faq-weak">{words.weakSearch}</p> : null}

      {items.length === 0 && !loading ? (
        <p className="faq-empty">{words.noResults}</p>
      ) : (
        <ol ref={listRef} className="faq-list">
          {shown.map((faq) => (
            <FaqItemView
              key={faq.id}
              faq={faq}
              text={text}
              staff={staff?.item}
              pageLanguage={language}
              highlight={searching ? interpretation.highlight : NO_INTERPRETATION.highlight}
              search={searching ? { text: list.searchedFor, weak } : undefined}
              topic={searching ? topicsById.get(topicOf(faq) ?? 0) : undefined}
            />
          ))}
        </ol>
      )}

      {/* Issue 39: under a weak or empty search, the visitor may send the question itself. */}
      {askable && ask ? (
        <p className="send-question-offer">
          <SendQuestion
            words={ask}
            language={language}
            search={list.searchedFor}
            className="button button-primary"
          />
        </p>
      ) : null}

      <ListSpinner loading={loading} label={words.loading} />

      {admin ? null : (
        <p
          className={
            emptySearches >= 2 || weak ? "support-hint support-hint-emphasised" : "support-hint"
          }
        >
          {words.supportHint} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {ask && !askable ? (
            <SendQuestion
              words={ask}
              language={language}
              className="button button-small send-question-open"
            />
          ) : null}
        </p>
      )}

      <ScrollButtons
        words={words}
        showBottom={!admin}
        onBottom={() => {
          // docs/product.md §9: the scroll to the bottom does not trigger loading for 500 ms.
          pause(500);
        }}
      />
    </ListSection>
  );
}
