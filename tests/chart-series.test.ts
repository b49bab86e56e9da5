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
  const utc = { now, timeZone: "UTC" };

  test("counts searches per day, oldest first", () => {
    const points = searchSeries(
      [
        "2025-03-01T08:00:00Z",
        "2025-03-01T21:30:00Z",
        "2025-03-05T10:00:00Z",
        "2025-03-05T10:01:00Z",
        "2025-03-05T23:59:59Z",
      ],
      utc,
    );
    assert.deepEqual(
      points.filter((point) => point.count > 0),
      [
        { day: "2025-03-01", count: 2 },
        { day: "2025-03-05", count: 3 },
      ],
    );
  });

  test("adds a zero point one month before the first search and one today", () => {
    assert.deepEqual(searchSeries(["2025-03-01T08:00:00Z", "2025-03-05T10:00:00Z"], utc), [
      { day: "2025-02-01", count: 0 },
      { day: "2025-03-01", count: 1 },
      { day: "2025-03-05", count: 1 },
      { day: "2025-03-20", count: 0 },
    ]);
  });

  test("adds no zero point today when the last search was today", () => {
    assert.deepEqual(searchSeries(["2025-03-19T09:00:00Z", "2025-03-20T09:00:00Z"], utc), [
      { day: "2025-02-19", count: 0 },
      { day: "2025-03-19", count: 1 },
      { day: "2025-03-20", count: 1 },
    ]);
  });

  test("takes dates in any order and skips ones that are not dates", () => {
    assert.deepEqual(
      searchSeries(["2025-03-20T09:00:00Z", "not a date", "2025-03-10T09:00:00Z"], utc),
      [
        { day: "2025-02-10", count: 0 },
        { day: "2025-03-10", count: 1 },
        { day: "2025-03-20", count: 1 },
      ],
    );
  });

  test("has no points without searches", () => {
    assert.deepEqual(searchSeries([], utc), []);
  });

  test("days begin where the chart is shown", () => {
    // 23:30 UTC on 1 March is already 2 March in Auckland.
    const points = searchSeries(["2025-03-01T23:30:00Z"], {
      now,
      timeZone: "Pacific/Auckland",
    });
    assert.deepEqual(points[1], { day: "2025-03-02", count: 1 });
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
