"use client";

import Link from "next/link";
import { createContext, use, useMemo, useState, type ComponentProps } from "react";

import { FaqExplorer } from "@/components/faq/faq-explorer";
import {
  publicFaqOrders,
  type FaqListOrder,
  type FaqStaffList,
} from "@/components/faq/faq-list-source";
import { FaqFeedbackDetails } from "@/components/faq/faq-feedback-details";
import type { FaqEntry, FaqListText } from "@/components/faq/faq-item";
import type { OrderOptions } from "@/components/lists/list-order";
import type { TopicChoice } from "@/components/editor/faq-fields";
import { SelectField } from "@/components/forms/text-field";
import { Fact } from "@/components/ui/fact";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { api } from "@/lib/client/api";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import type { TranslationFilter } from "@/lib/contract/languages";
import { TOPIC_MESSAGES, TRANSLATION_MESSAGES } from "@/lib/messages";
import { ROUTES, pathTo } from "@/lib/routes";
import { helpful, readAloud } from "@/lib/visitor-text/en/answer";
import { list } from "@/lib/visitor-text/en/faq";

import "@/components/editor/translation.css";
import "@/components/topic-admin/topic-filter.css";

/**
 * docs/product.md §2 "Admin mode of the list": the FAQ list of the portal's Display FAQ's and FAQ
 * Archive pages. The shared list (components/faq/faq-explorer.tsx) with what only staff see, kept
 * here so that the public pages' JavaScript carries none of it (issue 17: the coach's feature must
 * not make /faq heavier).
 */

/**
 * The portal is in English (issue 28), and its list is the public one: it says what the English
 * public list says.
 */
const ENGLISH: FaqListText = { list, readAloud, helpful };

const PUBLIC_FAQ_ORDERS = publicFaqOrders(list.orders);

/** docs/product.md §3, docs/api.md §6, issue 17: orders 2 and 3 are for Admins only. */
const ADMIN_ORDERS: OrderOptions<FaqListOrder> = [
  ...PUBLIC_FAQ_ORDERS,
  { value: 2, label: "Order by Most Recently Changed" },
  { value: 3, label: "Order by Hardest to Read" },
];

function EditLink({ faq }: { faq: FaqEntry }) {
  return (
    <Link className="button button-small" href={pathTo(ROUTES.editFaq, { id: faq.id })}>
      Edit
    </Link>
  );
}

/** Issue 40: the topics' names by id, for each FAQ's line of details. */
const TopicNames = createContext<ReadonlyMap<number, string>>(new Map());

/**
 * Tags, the topic (issue 40), Searches, the reading grade (issue 17), the readers' votes (issue
 * 16), the last edit.
 */
function StaffDetails({ faq }: { faq: FaqEntry }) {
  const topicNames = use(TopicNames);
  return (
    <dl className="faq-admin-details">
      <Fact term="Tags">{faq.tags === "" ? "None" : faq.tags}</Fact>
      <Fact term={TOPIC_MESSAGES.topic}>
        {faq.topicId === null
          ? TOPIC_MESSAGES.noTopic
          : (topicNames.get(faq.topicId) ?? TOPIC_MESSAGES.noTopic)}
      </Fact>
      <Fact term="Searches">{faq.ranking}</Fact>
      {faq.readingGrade ? <Fact term="Reading level">Grade {faq.readingGrade}</Fact> : null}
      <FaqFeedbackDetails feedback={faq.feedback} />
      {faq.editedAt ? (
        <Fact term="Edited" suppressHydrationWarning>
          {new Date(faq.editedAt).toLocaleString()}, by {faq.editedByUserFirstName}{" "}
          {faq.editedByUserLastName}
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * Issue 28: where the FAQ stands in Spanish, when families do not read it in Spanish as it is: no
 * published translation, or one made from an older English text.
 */
function SpanishMarker({ faq }: { faq: FaqEntry }) {
  const state = faq.translationStates?.es;
  if (state === undefined || state === "published") return null;
  return (
    <p className={`translation-marker translation-marker-${state}`}>
      {TRANSLATION_MESSAGES.listMarkers[state]}
    </p>
  );
}

/** Display FAQ's filters (issue 28): every FAQ, or only those the Spanish pages lack. */
type ShownFaqs = "all" | TranslationFilter;
const FILTERS: OrderOptions<ShownFaqs> = (["all", "missing-es", "outdated-es"] as const).map(
  (value) => ({ value, label: TRANSLATION_MESSAGES.filters[value] }),
);

function staffList(
  archived: boolean,
  adminOrders: boolean,
  shown: ShownFaqs,
  topicId: number | null,
): FaqStaffList {
  const translation = shown === "all" ? undefined : shown;
  const topic = topicId === null ? {} : { topicId };
  return {
    orders: adminOrders ? ADMIN_ORDERS : PUBLIC_FAQ_ORDERS,
    fetchPage: (skip, orderBy) =>
      api.faq.getAdminFaqs({
        limit: FAQ_PAGE_SIZE,
        skip,
        orderBy,
        isPhantomDeleted: archived,
        ...(translation ? { translation } : {}),
        ...topic,
      }),
    // GetAdminQueriedFaqs has no archive flag or translation filter: a search finds every active
    // FAQ (of the topic chosen, issue 40).
    search: (searchQuery) => api.faq.getAdminQueriedFaqs.withHeaders({ searchQuery, ...topic }),
    item: { Action: EditLink, Details: StaffDetails, Marker: SpanishMarker },
  };
}

export function PortalFaqExplorer({
  archived = false,
  recentlyChangedOrder,
  topics = [],
  ...props
}: Omit<ComponentProps<typeof FaqExplorer>, "staff" | "text"> & {
  /** The FAQ Archive: the archived FAQs instead of the active ones. */
  archived?: boolean;
  /** docs/product.md §3, docs/api.md §6: 'Order by Most Recently Changed' is for Admins only. */
  recentlyChangedOrder: boolean;
  /** Issue 40: the topics, to name each FAQ's and (not in the archive) to filter by. */
  topics?: readonly TopicChoice[];
}) {
  const [shown, setShown] = useState<ShownFaqs>("all");
  const [topicId, setTopicId] = useState<number | null>(null);
  // The same source on every render: the list reloads its first page when its orders change.
  const staff = useMemo(
    () => staffList(archived, recentlyChangedOrder, shown, topicId),
    [archived, recentlyChangedOrder, shown, topicId],
  );
  const topicNames = useMemo(
    () => new Map(topics.map((topic) => [topic.id, topic.name])),
    [topics],
  );
  const unfiltered = shown === "all" && topicId === null;
  return (
    <TopicNames value={topicNames}>
      {archived ? null : (
        <div className="faq-translation-filters">
          <ToggleGroup
            label={TRANSLATION_MESSAGES.filterLabel}
            options={FILTERS}
            chosen={shown}
            onChoose={setShown}
          />
          {topics.length > 0 ? (
            <div className="faq-topic-filter">
              <SelectField
                label={TOPIC_MESSAGES.topic}
                options={[
                  { value: "", label: TOPIC_MESSAGES.allTopics },
                  ...topics.map((topic) => ({ value: String(topic.id), label: topic.name })),
                ]}
                value={topicId === null ? "" : String(topicId)}
                onChange={(event) => {
                  const value = event.target.value;
                  setTopicId(value === "" ? null : Number(value));
                }}
              />
            </div>
          ) : null}
        </div>
      )}
      {/* A new filter starts the list afresh: a staff list loads its first page when it mounts. */}
      <FaqExplorer
        key={`${shown}:${String(topicId)}`}
        {...props}
        initialItems={unfiltered ? props.initialItems : []}
        text={ENGLISH}
        staff={staff}
      />
    </TopicNames>
  );
}
