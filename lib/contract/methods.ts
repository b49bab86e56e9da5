/**
 * Each endpoint's HTTP method, by group and by the key the client calls it with. This is all of
 * the contract that the browser needs at run time: lib/client/api.ts takes the rest (inputs and
 * answers) as types only, so that zod and the schemas stay out of the pages' JavaScript. The
 * endpoints themselves, with their inputs, answers and who may call them, are declared in
 * lib/contract/faq.ts and lib/contract/user.ts, which take their methods from here. The table
 * itself is plain JavaScript (endpoint-methods.mjs), for the front door.
 */
export { METHODS } from "./endpoint-methods.mjs";

export type Method = "GET" | "POST" | "PATCH";
export type Group = "Faq" | "User";

/**
 * A name as the API spells it: its first letter in upper case. An endpoint's key becomes its path's
 * last part (`getFaqs` → `GetFaqs`), a body field the key of its messages (`email` → `Email`).
 */
export function capitalized<K extends string>(name: K): Capitalize<K> {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}` as Capitalize<K>;
}

/** The canonical path of an endpoint: the group and the key with its first letter in upper case. */
export function endpointPath<G extends Group, K extends string>(group: G, key: K) {
  return `/api/${group}/${capitalized(key)}` as const;
}
