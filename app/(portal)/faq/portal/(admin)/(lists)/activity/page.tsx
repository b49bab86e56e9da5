import type { Metadata } from "next";

import { type ActivityFilters, ActivityList } from "@/components/activity/activity-list";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { ACTIVITY_PAGE_SIZE } from "@/lib/constants";
import { type ActivityQuery, activityQuery } from "@/lib/contract/activity";
import { listActivity, listActivityPeople } from "@/lib/data/activity";
import { ACTIVITY_MESSAGES as TEXT } from "@/lib/messages";

export const metadata: Metadata = { title: ROUTES.activity.title };

type Params = Record<string, string | string[] | undefined>;

const NO_FILTERS: ActivityFilters = { person: "", action: "", from: "", to: "" };

/**
 * The filters in the address, checked as GetActivity checks them, and the first page's query; an
 * address that breaks a rule shows the whole trail.
 */
function filtersOf(params: Params): { filters: ActivityFilters; query: ActivityQuery } {
  const filters = { ...NO_FILTERS };
  for (const name of ["person", "action", "from", "to"] as const) {
    const value = params[name];
    if (typeof value === "string") filters[name] = value.trim();
  }
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
  const firstPage = { limit: String(ACTIVITY_PAGE_SIZE) };
  const parsed = activityQuery.safeParse({ ...given, ...firstPage });
  if (parsed.success) return { filters, query: parsed.data };
  return { filters: NO_FILTERS, query: activityQuery.parse(firstPage) };
}

/**
 * "Activity" (docs/decisions/0028), Admin only: the audit trail, read by the running server, so
 * that it can be read without stopping the site, even on the embedded database.
 */
export default async function ActivityPage({ searchParams }: { searchParams: Promise<Params> }) {
  await guardPage(ROUTES.activity);
  const { filters, query } = filtersOf(await searchParams);
  const [items, people] = await Promise.all([listActivity(query), listActivityPeople()]);
  return (
    <div className="portal-page">
      <h1>{TEXT.title}</h1>
      <p>{TEXT.intro}</p>
      <ActivityList people={people} initialFilters={filters} initialItems={items} />
    </div>
  );
}
