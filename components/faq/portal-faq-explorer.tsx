"use client";

import Link from "next/link";
import { useMemo, type ComponentProps } from "react";

import {
  FaqExplorer,
  publicFaqOrders,
  type FaqListOrder,
  type FaqStaffList,
} from "@/components/faq/faq-explorer";
import { FaqFeedbackDetails } from "@/components/faq/faq-feedback-details";
import type { FaqEntry, FaqListText } from "@/components/faq/faq-item";
import type { OrderOptions } from "@/components/lists/list-order";
import { api } from "@/lib/client/api";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { ROUTES, pathTo } from "@/lib/routes";
import { helpful, readAloud } from "@/lib/visitor-text/en/answer";
import { list } from "@/lib/visitor-text/en/faq";

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

function staffList(archived: boolean, adminOrders: boolean): FaqStaffList {
  return {
    orders: adminOrders ? ADMIN_ORDERS : PUBLIC_FAQ_ORDERS,
    fetchPage: (skip, orderBy) =>
      api.faq.getAdminFaqs({ limit: FAQ_PAGE_SIZE, skip, orderBy, isPhantomDeleted: archived }),
    // GetAdminQueriedFaqs has no archive flag: the archive's search finds active FAQs, as before.
    search: (searchQuery) => api.faq.getAdminQueriedFaqs.withHeaders({ searchQuery }),
    item: { Action: EditLink, Details: StaffDetails },
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
  // The same source on every render: the list reloads its first page when its orders change.
  const staff = useMemo(
    () => staffList(archived, recentlyChangedOrder),
    [archived, recentlyChangedOrder],
  );
  return <FaqExplorer {...props} text={ENGLISH} staff={staff} />;
}
