/** The value below which `share` of the sorted samples fall (nearest rank), to 0.01. */
export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}
