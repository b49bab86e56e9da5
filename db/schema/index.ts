/**
 * The product's data (docs/product.md §3) and what the sign-in, search and analytics flows keep
 * beside it. Limits in CHECK constraints follow docs/api.md §5 and §6; the application validates
 * the same limits first so that people get field messages, and the database refuses anything that
 * slips by.
 */
// One file per domain; drizzle.config.ts reads the whole folder.
export * from "./audit";
export * from "./codes";
export * from "./faqs";
export * from "./feedback";
export * from "./languages";
export * from "./rate-limits";
export * from "./relations";
export * from "./revisions";
export * from "./search-index";
export * from "./searches";
export * from "./translation-requests";
export * from "./translations";
export * from "./users";
export * from "./suggestions";
export * from "./topics";
export * from "./visitor-questions";
