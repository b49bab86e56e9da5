/**
 * Issue 17: the reading grade of each demo FAQ's answer (db/seed-data.ts, in the same order), as
 * the reading coach works it out (lib/reading/analysis.ts readingGradeOfHtml). Kept here so that
 * the seed, like the rest of db/, needs nothing from lib/; tests/seed-data-grades.test.ts fails
 * when an answer or the coach's rules change and these no longer match.
 */
export const seedReadingGrades: readonly (number | null)[] = [
  5, 3, 4, 4, 4, 2, 2, 3, 4, 3, 1, 3, 5, 3, 3, 5, 6, 5, 5, 3, 7, 5, 3, 5, 3, 3, 4, 3, 3, 4, 4, 5, 6,
  2, 5, 7, 4, 4, 5, 4, 4, 6, 4, 2, 5, 4, 4, 6, 3, 6, 6, 4, 3, 4, 22,
];
