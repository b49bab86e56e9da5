/**
 * Deprecated: the rules of search words are in the API's contract, lib/contract/fields.ts;
 * import from there. Kept only for the screen that still imports it from here.
 */
export { splitSearchWords } from "@/lib/contract/fields";
