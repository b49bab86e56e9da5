/**
 * The points of a search's line chart (docs/product.md §9): how many times it was searched on each
 * day, with a zero point one month before the first search, and a zero point today when the last
 * search was on an earlier day. Days are UTC days, as the server counts them
 * (docs/decisions/0032). Pure, so that the rules are easy to test.
 */

export interface SeriesPoint {
  /** The calendar day, YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

/** YYYY-MM-DD of an instant in a time zone (undefined: the runtime's own). */
export function dayKey(instant: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The same day one calendar month earlier; 31 March gives the last day of February. */
export function oneMonthBefore(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const previousMonth = month === 1 ? 12 : month - 1;
  const previousYear = month === 1 ? year - 1 : year;
  const lastDay = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  return [
    String(previousYear).padStart(4, "0"),
    String(previousMonth).padStart(2, "0"),
    String(Math.min(date, lastDay)).padStart(2, "0"),
  ].join("-");
}

/** Whole days since 1970-01-01 of a YYYY-MM-DD day: the chart's x value. */
export function dayNumber(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return Math.round(Date.UTC(year, month - 1, date) / 86_400_000);
}

/** A chart x value back to its YYYY-MM-DD day. */
export function dayFromNumber(value: number): string {
  return new Date(value * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The chart's points from a text's searches per day (GetFaqSearchQueryDays: UTC days, oldest
 * first, each with at least one search). `now` says which day is today.
 */
export function searchSeries(
  days: readonly SeriesPoint[],
  { now = new Date() }: { now?: Date } = {},
): SeriesPoint[] {
  const searched = days
    .filter((point) => point.count > 0)
    .sort((a, b) => a.day.localeCompare(b.day));
  const first = searched[0];
  const last = searched.at(-1);
  if (first === undefined || last === undefined) return [];

  const points: SeriesPoint[] = [{ day: oneMonthBefore(first.day), count: 0 }, ...searched];
  const today = dayKey(now, "UTC");
  if (last.day < today) points.push({ day: today, count: 0 });
  return points;
}
