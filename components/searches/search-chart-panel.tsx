"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { api } from "@/lib/client/api";
import type { SearchDay, SearchQuerySummary } from "@/lib/contract/faq";
import { SEARCH_CHART_MESSAGES } from "@/lib/messages";

function ChartSpinner() {
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{SEARCH_CHART_MESSAGES.loading}</span>
    </div>
  );
}

/** Chart.js is only fetched when someone opens a chart. */
const SearchChart = dynamic(
  () => import("@/components/searches/search-chart").then((module) => module.SearchChart),
  { ssr: false, loading: ChartSpinner },
);

/**
 * An opened item of User Searches: fetches that one text's searches per day
 * (GetFaqSearchQueryDays, docs/decisions/0032) while the chart's code loads, then draws them.
 */
export function SearchChartPanel({
  search,
  language,
}: {
  search: string;
  /** Issue 28: the language the text was searched in (its days are its own). */
  language: SearchQuerySummary["language"];
}) {
  const [days, setDays] = useState<SearchDay[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.faq.getFaqSearchQueryDays({ search, language }, { signal: controller.signal }).then(
      (answer) => {
        setDays(answer);
      },
      (error: unknown) => {
        // Closed before the answer came: nothing to show.
        if ((error as Error).name !== "AbortError") setFailed(true);
      },
    );
    return () => {
      controller.abort();
    };
  }, [search, language]);

  if (failed) return <p className="faq-empty">{SEARCH_CHART_MESSAGES.failed}</p>;
  if (!days) return <ChartSpinner />;
  return <SearchChart search={search} days={days} />;
}
