/** docs/api.md §6: each list offers three orders (or sorts), numbered 0 to 2. */
export type ListOrder = 0 | 1 | 2;

/** A list's order (or sort) choices, or another choice's, as its buttons name them. */
export type OrderOptions<T extends number | string> = readonly { value: T; label: string }[];

/** The three orders' labels, in the order of their numbers. */
export function orderOptions(labels: readonly [string, string, string]): OrderOptions<ListOrder> {
  return ([0, 1, 2] as const).map((value) => ({ value, label: labels[value] }));
}
