import type { UserRole } from "@/db/schema";
import type { Language } from "@/lib/contract/languages";

/**
 * The page counterpart of the API contract (lib/contract): every page of the site, with its path,
 * who may open it, its title and, in the portal, its navigation label. The portal navigation,
 * proxy.ts, the page guards, the redirects of next.config.ts, the CSP's list of pages rendered
 * per request and the tests (tests/routes.test.ts against the pages on disk, tests/api-bypass.test.ts
 * for who may open each) all read it, so a new page is one entry here and its page file
 * (docs/map.md, "Where new work goes").
 */

/** docs/product.md §2 route table: who may open a page. */
export type PageAccess =
  | "anyone"
  | {
      roles: readonly UserRole[];
      /** The verify page, which an account not yet verified must reach. */
      unverified?: true;
      /** My Account, where two-step login is set up, and the pages it leads to. */
      withoutTwoFactor?: true;
    };

export interface PageRoute {
  /** As Next.js routes it; `[name]` stands for one path segment. */
  path: string;
  title: string;
  access: PageAccess;
  /** Rendered on every request (a CSP nonce), rather than served from Next's cache. */
  perRequest: boolean;
  /** Its label in the portal's navigation, where it differs from the title. */
  nav?: string;
}

export const PORTAL_ROLES = ["Admin", "Coach"] as const satisfies readonly UserRole[];
export const ADMIN_ONLY = ["Admin"] as const satisfies readonly UserRole[];

/** The portal's pages need these (layouts guard with them first: docs/decisions/0023). */
export const STAFF = { roles: PORTAL_ROLES } as const satisfies PageAccess;
export const ADMIN = { roles: ADMIN_ONLY } as const satisfies PageAccess;
export const ACCOUNT = { roles: PORTAL_ROLES, withoutTwoFactor: true } as const;

const page = (
  path: string,
  title: string,
  access: PageAccess,
  more: { perRequest?: boolean; nav?: string } = {},
): PageRoute => ({ path, title, access, perRequest: more.perRequest ?? true, nav: more.nav });

export const ROUTES = {
  // Public (docs/product.md §2): /faq and each FAQ's page come from the cache.
  faq: page("/faq", "FAQ", "anyone", { perRequest: false }),
  faqSearch: page("/faq/search", "Search", "anyone"),
  faqPage: page("/faq/q/[id]/[slug]", "FAQ", "anyone", { perRequest: false }),
  privacyPolicy: page("/faq/privacy-policy", "Privacy Policy", "anyone"),
  // Issue 40: a topic's FAQs, from the cache like /faq; the title is the topic's name.
  faqTopic: page("/faq/topics/[slug]", "Topic", "anyone", { perRequest: false }),
  // The same pages in Spanish (issue 28): the language comes from the address only.
  esFaq: page("/es/faq", "Preguntas frecuentes", "anyone", { perRequest: false }),
  esFaqSearch: page("/es/faq/search", "Buscar", "anyone"),
  esFaqPage: page("/es/faq/q/[id]/[slug]", "Pregunta", "anyone", { perRequest: false }),
  esPrivacyPolicy: page("/es/faq/privacy-policy", "Política de privacidad", "anyone"),
  esFaqTopic: page("/es/faq/topics/[slug]", "Tema", "anyone", { perRequest: false }),
  apiReference: page("/api-reference", "API reference", "anyone", { perRequest: false }),
  pageNotFound: page("/page-not-found", "Page not found", "anyone"),
  unauthorized: page("/unauthorized", "No access", "anyone"),
  // Signing in.
  login: page("/faq-corner", "FAQ Corner Login", "anyone", { perRequest: false }),
  resetPassword: page("/faq-corner/reset-password", "New Password", "anyone"),
  undoEmailChange: page("/faq-corner/undo-email-change", "Undo Email Change", "anyone"),
  verify: page("/faq-corner/verify", "Verify Account", {
    roles: ["Guest", "Student", "Coach", "Admin"],
    unverified: true,
    withoutTwoFactor: true,
  }),
  // The portal, for staff.
  displayFaqs: page("/faq/portal/display-faqs", "Display FAQ's", STAFF),
  userSearches: page("/faq/portal/display-user-searches", "User Searches", STAFF),
  contentGaps: page("/faq/portal/content-gaps", "Content Gaps", STAFF),
  editFaq: page("/faq/portal/edit-faq/[id]", "Edit FAQ", STAFF),
  faqHistory: page("/faq/portal/edit-faq/[id]/history", "FAQ History", STAFF),
  faqVersion: page("/faq/portal/edit-faq/[id]/history/[revisionId]", "FAQ Version", STAFF),
  account: page("/faq/portal/account", "My Account", ACCOUNT),
  verifyEmail: page("/faq/portal/account/verify-email", "Verify Email", ACCOUNT),
  verifyPassword: page("/faq/portal/account/verify-password", "Verify Password", ACCOUNT),
  // The admin area.
  addFaq: page("/faq/portal/add-faq", "Add FAQ", ADMIN),
  faqArchive: page("/faq/portal/faq-archive", "FAQ Archive", ADMIN),
  searchWords: page("/faq/portal/search-words", "Search words", ADMIN),
  topics: page("/faq/portal/topics", "Topics", ADMIN),
  activity: page("/faq/portal/activity", "Activity", ADMIN),
  displayUsers: page("/faq/portal/admin/users/display-users", "Display Users", ADMIN),
  addUser: page("/faq/portal/admin/users/add", "Register User", ADMIN, { nav: "Add User" }),
  editUser: page("/faq/portal/admin/users/edit/[id]", "Edit User", ADMIN),
} as const satisfies Record<string, PageRoute>;

export type RouteName = keyof typeof ROUTES;

/** Where the portal starts, and its sections (docs/product.md §2): their first page. */
export const PORTAL_AREA = "/faq/portal";
export const ADMIN_AREA = "/faq/portal/admin";
export const USERS_AREA = `${ADMIN_AREA}/users`;
export const ACCOUNT_AREA = ROUTES.account.path;

/** Paths that only lead on to a page, answered by next.config.ts (307). */
export const REDIRECTS = [
  { source: PORTAL_AREA, destination: ROUTES.displayFaqs.path },
  { source: ADMIN_AREA, destination: ROUTES.displayUsers.path },
  { source: USERS_AREA, destination: ROUTES.displayUsers.path },
] as const;

/** The site's homes, answered by next.config.ts: 308, so search engines index the FAQ lists. */
export const HOME_REDIRECTS = [
  { source: "/", destination: ROUTES.faq.path },
  { source: "/es", destination: ROUTES.esFaq.path },
] as const;

/**
 * A search on an FAQ list (`?q=words`) is its search page: the cached list cannot read the query
 * (next.config.ts rewrites it; lib/security/headers.ts renders it per request).
 */
export const SEARCH_REWRITES = [
  { source: ROUTES.faq.path, destination: ROUTES.faqSearch.path },
  { source: ROUTES.esFaq.path, destination: ROUTES.esFaqSearch.path },
] as const;

/** A route's path with its `[name]` parts filled in. */
export function pathTo(route: PageRoute, params: Record<string, string | number> = {}): string {
  return route.path.replaceAll(/\[([a-zA-Z]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The start of an FAQ's page address, `/faq/q/{id}/` (or `/es/faq/q/{id}/`), whatever the slug of
 * its question after it.
 */
export function faqPageStart(id: number, language: Language = "en"): string {
  return pathTo(language === "en" ? ROUTES.faqPage : ROUTES.esFaqPage, { id, slug: "" });
}

/**
 * A search of an FAQ list (SEARCH_REWRITES): `/faq?q=words`, or `/es/faq?q=palabras` in Spanish.
 */
export function searchPath(words: string, language: Language = "en"): string {
  const list = language === "en" ? ROUTES.faq : ROUTES.esFaq;
  return `${list.path}?q=${encodeURIComponent(words)}`;
}

/**
 * A portal path in a language (issue 28: Edit FAQ and its History show one language at a time):
 * `?language=es`, or nothing for English, the default.
 */
export function pathInLanguage(path: string, language: Language): string {
  return language === "en" ? path : `${path}?language=${language}`;
}

/** A pattern of the route's path, each `[name]` one segment; `flags` "i" for any letter case. */
export function routePattern(paths: readonly string[], flags = ""): RegExp {
  const alternatives = paths.map((path) => path.replaceAll(/\[[a-zA-Z]+\]/g, "[^/]+"));
  return new RegExp(`^(${alternatives.join("|")})$`, flags);
}

const ROUTE_LIST: readonly PageRoute[] = Object.values(ROUTES);

const SIGNED_IN = routePattern(
  ROUTE_LIST.filter((route) => route.access !== "anyone").map((route) => route.path),
  "i",
);

/**
 * docs/product.md §4: the pages that need a session, and every other path of the portal (its
 * not-found pages too), whatever the letter case: a signed-out visitor goes to the login page.
 */
export function needsSignIn(pathname: string): boolean {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  return lower === PORTAL_AREA || lower.startsWith(`${PORTAL_AREA}/`) || SIGNED_IN.test(lower);
}

/** The pages rendered on every request (lib/security/headers.ts). */
export const PER_REQUEST_PATHS = ROUTE_LIST.filter((route) => route.perRequest).map(
  (route) => route.path,
);

/** A route as a link of the portal's navigation. */
export const navLink = (route: PageRoute) => ({
  href: route.path,
  label: route.nav ?? route.title,
});

/** docs/product.md §2 "Portal header" and the navigation under it. */
export const PORTAL_NAV = {
  header: [
    { href: ROUTES.displayFaqs.path, label: "FAQ", section: "FAQ" },
    { href: USERS_AREA, label: "Admin", section: "Admin", adminOnly: true },
    { href: ROUTES.account.path, label: "My Account", section: "My Account" },
  ],
  /** The FAQ section's links for an Admin (Activity: the audit trail, docs/decisions/0028). */
  admin: [
    ROUTES.displayFaqs,
    ROUTES.userSearches,
    ROUTES.addFaq,
    ROUTES.faqArchive,
    ROUTES.searchWords,
    ROUTES.topics,
    ROUTES.activity,
  ].map(navLink),
  coach: [ROUTES.displayFaqs].map(navLink),
  /** Issue 16: the queue of searches that found nothing and answers that did not help. */
  contentGaps: navLink(ROUTES.contentGaps),
  users: [ROUTES.displayUsers, ROUTES.addUser].map(navLink),
} as const;

/** Which header link a portal page belongs to. */
export function portalSection(pathname: string): "FAQ" | "Admin" | "My Account" {
  if (pathname.startsWith(ADMIN_AREA)) return "Admin";
  if (pathname.startsWith(ACCOUNT_AREA)) return "My Account";
  return "FAQ";
}
