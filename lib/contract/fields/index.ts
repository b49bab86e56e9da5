/** The one set of field rules: used by the route handlers, the pages and the forms. */
export * from "./text";
export * from "./account";
export * from "./ids-and-paging";
export * from "./faq";
export * from "./translation";
export * from "./answers";
