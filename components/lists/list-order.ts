import type { ToggleOptions } from "@/components/ui/toggle-group";

/** docs/api.md §6: each list offers three orders (or sorts), numbered 0 to 2. */
export type ListOrder = 0 | 1 | 2;

/** A list's order (or sort) choices, as its ToggleGroup names them. */
export type OrderOptions<T extends number | string> = ToggleOptions<T>;

/** The three orders' labels, in the order of their numbers. */
export function orderOptions(labels: readonly [string, string, string]): OrderOptions<ListOrder> {
  return ([0, 1, 2] as const).map((value) => ({ value, label: labels[value] }));
}
