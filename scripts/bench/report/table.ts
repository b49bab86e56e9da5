/** The results table: one row per figure, with its target and whether it was met. */
export interface Row {
  figure: string;
  /** The ratio or score; null when it could not be measured. */
  value: number | null;
  target: { at: "most" | "least"; bound: number };
  detail: string;
  /** False when a condition beside the ratio fails (R5: the argon2 cost). */
  ok?: boolean;
  /** Kept in the table but not a target (R5): the bound is shown for reference only. */
  reportedOnly?: boolean;
}

export const passes = (row: Row): boolean | null =>
  row.value === null || row.reportedOnly
    ? null
    : row.ok !== false &&
      (row.target.at === "most" ? row.value <= row.target.bound : row.value >= row.target.bound);

const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** A Markdown table; Prettier aligns it. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export function resultsTable(rows: Row[], smoke: boolean): string {
  return table(
    ["Figure", "Measured", "Target", "Result", "Detail"],
    rows.map((row) => {
      const pass = passes(row);
      return [
        row.figure,
        row.value === null ? "n/a" : round(row.value),
        `${row.reportedOnly ? "(" : ""}${row.target.at === "most" ? "≤" : "≥"} ${round(row.target.bound)}${row.reportedOnly ? ")" : ""}`,
        row.reportedOnly
          ? "reported, not a target"
          : pass === null
            ? "not measured"
            : pass
              ? "pass"
              : smoke
                ? "missed (smoke sizes)"
                : "MISSED",
        row.detail,
      ];
    }),
  );
}
