"use client";

import {
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from "chart.js";
import { Line } from "react-chartjs-2";

import {
  dayFromNumber,
  dayNumber,
  searchSeries,
  type SeriesPoint,
} from "@/components/searches/chart-series";
import type { SearchDay } from "@/lib/contract/faq";

// Only what a line on a linear day axis needs; the rest of chart.js stays out of the bundle.
ChartJS.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Legend);

/** docs/product.md §9: the series name. */
export const SERIES_LABEL = "Search Amount";

const BRAND = "#0b5cab";

/** A YYYY-MM-DD day as people read it, e.g. "3 Mar 2025" (in their locale's order). */
export function formatDay(day: string, withYear = true): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(new Date(`${day}T00:00:00Z`));
}

function chartOptions(reducedMotion: boolean): ChartOptions<"line"> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    plugins: {
      legend: { display: true, labels: { color: "#1f2933", font: { size: 14 } } },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? formatDay(dayFromNumber(items[0].parsed.x ?? 0)) : ""),
        },
      },
    },
    scales: {
      // docs/product.md §9: at most 10 date labels on the x-axis. A linear axis of day numbers
      // keeps the gaps between search days true to time without a date adapter.
      x: {
        type: "linear",
        ticks: {
          maxTicksLimit: 10,
          autoSkip: true,
          precision: 0,
          color: "#52606d",
          font: { size: 13 },
          callback: (value) => formatDay(dayFromNumber(Number(value)), false),
        },
        grid: { color: "#e4e7eb" },
      },
      // docs/product.md §9: y-axis in steps of 5 from 0, suggested maximum 10.
      y: {
        type: "linear",
        beginAtZero: true,
        min: 0,
        suggestedMax: 10,
        ticks: { stepSize: 5, color: "#52606d", font: { size: 13 } },
        grid: { color: "#e4e7eb" },
      },
    },
  };
}

/** The line chart of one search's searches per day (docs/product.md §2 User searches, §9). */
export function SearchChart({ search, days }: { search: string; days: readonly SearchDay[] }) {
  const points: SeriesPoint[] = searchSeries(days);
  const searches = days.reduce((sum, day) => sum + day.count, 0);
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const searchDays = points.filter((point) => point.count > 0);
  const first = searchDays[0];
  const last = searchDays.at(-1);
  const summary =
    first && last
      ? `Line chart of searches per day for “${search}”: ${String(searches)} between ${formatDay(first.day)} and ${formatDay(last.day)}.`
      : `Line chart of searches per day for “${search}”.`;

  return (
    <div className="search-chart">
      <div className="search-chart-canvas">
        <Line
          role="img"
          aria-label={summary}
          options={chartOptions(reducedMotion)}
          data={{
            datasets: [
              {
                label: SERIES_LABEL,
                data: points.map((point) => ({ x: dayNumber(point.day), y: point.count })),
                borderColor: BRAND,
                backgroundColor: BRAND,
                pointRadius: 3,
                tension: 0,
              },
            ],
          }}
        />
      </div>
      <table className="visually-hidden">
        <caption>Searches per day for “{search}”</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{SERIES_LABEL}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <td>{formatDay(point.day)}</td>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
