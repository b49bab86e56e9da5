import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  dayFromNumber,
  dayKey,
  dayNumber,
  oneMonthBefore,
  searchSeries,
} from "@/components/searches/chart-series";

/** docs/product.md §9: the points of the User Searches chart. */
describe("searchSeries (docs/product.md §9 chart rules)", () => {
  const now = new Date("2025-03-20T15:00:00Z");
  /** Days and their counts, in the order written: `days({ "2025-03-01": 2 })`. */
  const days = (counts: Record<string, number>) =>
    Object.entries(counts).map(([day, count]) => ({ day, count }));

  test("keeps the searches of each day, oldest first", () => {
    const points = searchSeries(days({ "2025-03-05": 3, "2025-03-01": 2 }), { now });
    assert.deepEqual(
      points.filter((point) => point.count > 0),
      days({ "2025-03-01": 2, "2025-03-05": 3 }),
    );
  });

  test("adds a zero point one month before the first search and one today", () => {
    assert.deepEqual(
      searchSeries(days({ "2025-03-01": 1, "2025-03-05": 1 }), { now }),
      days({ "2025-02-01": 0, "2025-03-01": 1, "2025-03-05": 1, "2025-03-20": 0 }),
    );
  });

  test("adds no zero point today when the last search was today", () => {
    assert.deepEqual(
      searchSeries(days({ "2025-03-19": 1, "2025-03-20": 4 }), { now }),
      days({ "2025-02-19": 0, "2025-03-19": 1, "2025-03-20": 4 }),
    );
  });

  test("today is the UTC day, as the server counts days", () => {
    // 23:30 UTC on 20 March is already 21 March in Auckland: still 20 March here.
    const lateOnTheTwentieth = new Date("2025-03-20T23:30:00Z");
    assert.deepEqual(
      searchSeries(days({ "2025-03-20": 1 }), { now: lateOnTheTwentieth }),
      days({ "2025-02-20": 0, "2025-03-20": 1 }),
    );
  });

  test("has no points without searches", () => {
    assert.deepEqual(searchSeries([], { now }), []);
  });
});

describe("chart day helpers", () => {
  test("one month before keeps the day, or the month's last day when it has fewer", () => {
    assert.equal(oneMonthBefore("2025-03-15"), "2025-02-15");
    assert.equal(oneMonthBefore("2025-03-31"), "2025-02-28");
    assert.equal(oneMonthBefore("2024-03-30"), "2024-02-29");
    assert.equal(oneMonthBefore("2025-01-10"), "2024-12-10");
  });

  test("day numbers go back to the same day", () => {
    for (const day of ["1970-01-01", "2024-02-29", "2025-12-31"]) {
      assert.equal(dayFromNumber(dayNumber(day)), day);
    }
    assert.equal(dayNumber("2025-03-02") - dayNumber("2025-03-01"), 1);
  });

  test("dayKey writes YYYY-MM-DD", () => {
    assert.equal(dayKey(new Date("2025-07-04T12:00:00Z"), "UTC"), "2025-07-04");
  });
});
