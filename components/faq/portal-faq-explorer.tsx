"use client";

import Link from "next/link";
import { useMemo, useState, type ComponentProps } from "react";

import {
  FaqExplorer,
  publicFaqOrders,
  type FaqListOrder,
  type FaqStaffList,
} from "@/components/faq/faq-explorer";
import { FaqFeedbackDetails } from "@/components/faq/faq-feedback-details";
import type { FaqEntry, FaqListText } from "@/components/faq/faq-item";
import type { OrderOptions } from "@/components/lists/list-order";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { api } from "@/lib/client/api";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import type { TranslationFilter } from "@/lib/contract/languages";
import { TRANSLATION_MESSAGES } from "@/lib/messages";
import { ROUTES, pathTo } from "@/lib/routes";
import { helpful, readAloud } from "@/lib/visitor-text/en/answer";
import { list } from "@/lib/visitor-text/en/faq";

import "@/components/editor/translation.css";

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

/** Tags, Searches, the reading grade (issue 17), the readers' votes (issue 16), the last edit. */
function StaffDetails({ faq }: { faq: FaqEntry }) {
  return (
    <dl className="faq-admin-details">
      <div>
        <dt>Tags</dt>
        <dd>{faq.tags === "" ? "None" : faq.tags}</dd>
      </div>
      <div>
        <dt>Searches</dt>
        <dd>{faq.ranking}</dd>
      </div>
      {faq.readingGrade ? (
        <div>
          <dt>Reading level</dt>
          <dd>Grade {faq.readingGrade}</dd>
        </div>
      ) : null}
      <FaqFeedbackDetails feedback={faq.feedback} />
      {faq.editedAt ? (
        <div>
          <dt>Edited</dt>
          <dd suppressHydrationWarning>
            {new Date(faq.editedAt).toLocaleString()}, by {faq.editedByUserFirstName}{" "}
            {faq.editedByUserLastName}
          </dd>
        </div>
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

function staffList(archived: boolean, adminOrders: boolean, shown: ShownFaqs): FaqStaffList {
  const translation = shown === "all" ? undefined : shown;
  return {
    orders: adminOrders ? ADMIN_ORDERS : PUBLIC_FAQ_ORDERS,
    fetchPage: (skip, orderBy) =>
      api.faq.getAdminFaqs({
        limit: FAQ_PAGE_SIZE,
        skip,
        orderBy,
        isPhantomDeleted: archived,
        ...(translation ? { translation } : {}),
      }),
    // GetAdminQueriedFaqs has no archive flag or filter: a search finds every active FAQ.
    search: (searchQuery) => api.faq.getAdminQueriedFaqs.withHeaders({ searchQuery }),
    item: { Action: EditLink, Details: StaffDetails, Marker: SpanishMarker },
  };
}

export function PortalFaqExplorer({
  archived = false,
  recentlyChangedOrder,
  ...props
}: Omit<ComponentProps<typeof FaqExplorer>, "staff" | "text"> & {
  /** The FAQ Archive: the archived FAQs instead of the active ones. */
  archived?: boolean;
  /** docs/product.md §3, docs/api.md §6: 'Order by Most Recently Changed' is for Admins only. */
  recentlyChangedOrder: boolean;
}) {
  const [shown, setShown] = useState<ShownFaqs>("all");
  // The same source on every render: the list reloads its first page when its orders change.
  const staff = useMemo(
    () => staffList(archived, recentlyChangedOrder, shown),
    [archived, recentlyChangedOrder, shown],
  );
  return (
    <>
      {archived ? null : (
        <div className="faq-translation-filters">
          <ToggleGroup
            label={TRANSLATION_MESSAGES.filterLabel}
            options={FILTERS}
            chosen={shown}
            onChoose={setShown}
          />
        </div>
      )}
      {/* A new filter starts the list afresh: a staff list loads its first page when it mounts. */}
      <FaqExplorer
        key={shown}
        {...props}
        initialItems={shown === "all" ? props.initialItems : []}
        text={ENGLISH}
        staff={staff}
      />
    </>
  );
}
