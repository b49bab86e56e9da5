import type { z } from "zod";

/** A page's `?name=value` parameters, as the App Router hands them over. */
export interface PageWithQuery {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One parameter of a page's address (`?q=…`, `?language=es`), parsed with its field of the
 * contract (lib/contract/fields), the same rules the API applies to it: its first value when it is
 * given more than once, and `fallback` when it is missing or the field refuses it. A page then
 * shows its default rather than an error for an address someone edited by hand.
 */
export async function queryField<T>(
  { searchParams }: PageWithQuery,
  name: string,
  field: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const value = (await searchParams)[name];
  const parsed = field.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : fallback;
}
