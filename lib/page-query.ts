/** A page's `?name=value` parameters, as the App Router hands them over. */
export interface PageWithQuery {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One text a link carries in a page's address (`?email=…`), cut to its field's limit in
 * lib/contract/fields; "" when it is missing or given more than once. The form that takes it
 * checks it as it checks what a person types.
 */
export async function queryText(
  { searchParams }: PageWithQuery,
  name: string,
  maxLength: number,
): Promise<string> {
  const value = (await searchParams)[name];
  return typeof value === "string" ? value.slice(0, maxLength) : "";
}
