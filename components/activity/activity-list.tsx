"use client";

import { type ChangeEvent, useRef, useState } from "react";

import { ActivityItem } from "@/components/activity/activity-item";
import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { SelectField, TextField } from "@/components/forms/text-field";
import { ListSection, ListSpinner } from "@/components/lists/list-controls";
import { useInfiniteList } from "@/components/lists/use-infinite-list";
import { api } from "@/lib/client/api";
import { ACTIVITY_PAGE_SIZE } from "@/lib/constants";
import type { ActivityEntry, AuditAction } from "@/lib/contract/activity";
import { ACTIVITY_MESSAGES as TEXT } from "@/lib/messages";

import "./activity.css";

/** The filters as the address keeps them: empty means "any". */
export interface ActivityFilters {
  person: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: ActivityFilters = { person: "", action: "", from: "", to: "" };

const ACTION_OPTIONS = [
  { value: "", label: TEXT.allActions },
  ...(Object.entries(TEXT.actions) as [AuditAction, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

const fetchActivity = (skip: number, filters: ActivityFilters) =>
  api.user.getActivity({
    limit: ACTIVITY_PAGE_SIZE,
    skip,
    person: filters.person || undefined,
    action: filters.action || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });

/** The filters in the address, so that a reload or a shared link shows the same list. */
function showInAddress(filters: ActivityFilters): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries<string>({ ...filters })) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
}

/** Whether the chosen days end before they start. */
const endsBeforeItStarts = ({ from, to }: ActivityFilters) => from !== "" && to !== "" && from > to;

/**
 * The Activity screen's list (docs/decisions/0028): the audit trail, newest first, loaded page by
 * page as it scrolls (components/lists), narrowed by person, action and days.
 */
export function ActivityList({
  people,
  initialFilters,
  initialItems,
}: {
  /** Staff the person filter offers. */
  people: { id: number; name: string }[];
  initialFilters: ActivityFilters;
  /** The first page for initialFilters, rendered by the server. */
  initialItems: ActivityEntry[];
}) {
  const [filters, setFilters] = useState(initialFilters);
  const listRef = useRef<HTMLOListElement>(null);
  const { items, setItems, loading, reload } = useInfiniteList({
    initialItems,
    initialParams: initialFilters,
    fetchPage: fetchActivity,
    lastPage: { shorterThan: ACTIVITY_PAGE_SIZE },
    listRef,
  });
  const datesWrong = endsBeforeItStarts(filters);

  function change(next: ActivityFilters) {
    setFilters(next);
    // A range that ends before it starts shows its message and keeps the list as it was.
    if (endsBeforeItStarts(next)) return;
    showInAddress(next);
    setItems([]);
    reload(next);
  }

  /** A filter's name, value and change handler, for its field. */
  function bound(name: keyof ActivityFilters) {
    return {
      name,
      value: filters[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        change({ ...filters, [name]: event.target.value });
      },
    };
  }

  const personOptions = [
    { value: "", label: TEXT.everyone },
    ...people.map((person) => ({ value: String(person.id), label: person.name })),
  ];

  return (
    <ListSection className="activity" headingId="activity-heading" heading={TEXT.listHeading}>
      <fieldset className="activity-filters">
        <legend>{TEXT.filters}</legend>
        <SelectField label={TEXT.person} options={personOptions} {...bound("person")} />
        <SelectField label={TEXT.action} options={ACTION_OPTIONS} {...bound("action")} />
        <TextField label={TEXT.from} type="date" hint={TEXT.dateHint} {...bound("from")} />
        <TextField
          label={TEXT.to}
          type="date"
          errors={datesWrong ? [TEXT.dateOrder] : undefined}
          {...bound("to")}
        />
        <button
          type="button"
          className="button activity-clear"
          onClick={() => {
            change(NO_FILTERS);
          }}
        >
          {TEXT.clear}
        </button>
      </fieldset>

      {items.length === 0 && !loading ? (
        <p className="faq-empty">{TEXT.empty}</p>
      ) : (
        <ol ref={listRef} className="activity-list" aria-busy={loading}>
          {items.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}

      <ListSpinner loading={loading} />
      <ScrollButtons showBottom={false} />
    </ListSection>
  );
}
