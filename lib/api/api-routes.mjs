// Every path under /api that the app answers, and what the front door (lib/api/front-door.mjs)
// does with a request for one, before Next.js sees it (issue 41): docs/api.md §1's any letter case
// goes to the canonical spelling in one Map lookup (Next.js then routes straight to the route
// file), an unknown path is a 404 and a known path with another method a 405 with `Allow`. Plain
// JavaScript, as the front door is; TypeScript reads the same table (lib/contract/methods.ts).
import { METHODS } from "../contract/endpoint-methods.mjs";

/** Where the API's OpenAPI document is served (app/api/openapi.json/route.ts). */
export const OPENAPI_PATH = "/api/openapi.json";

/** The load balancers' health check (app/api/health/route.ts). */
export const HEALTH_PATH = "/api/health";

/** @param {string} name */
const capitalized = (name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * Each path in its canonical spelling (the folders under app/api) with the methods it answers: the
 * contract's endpoints (`/api/Faq/GetFaqs`: the group and the key, each capitalized), the health
 * check and the OpenAPI document.
 *
 * @type {readonly { path: string; methods: readonly string[] }[]}
 */
export const API_ROUTES = [
  ...Object.entries(METHODS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([key, method]) => ({
      path: `/api/${capitalized(group)}/${capitalized(key)}`,
      methods: [method],
    })),
  ),
  { path: HEALTH_PATH, methods: ["GET", "HEAD"] },
  { path: OPENAPI_PATH, methods: ["GET", "HEAD"] },
];

const BY_LOWER_CASE = new Map(API_ROUTES.map((route) => [route.path.toLowerCase(), route]));

/**
 * What becomes of a request for `url` (a request line's target: path and query): undefined when
 * it is not the API's to answer (outside /api, or a path with a trailing slash, which Next.js
 * redirects to the path without one, and which then comes back here); `{ status: 404 }` for a
 * path under /api that is no route; `{ status: 405, allow }` for a route and another method;
 * else `{ url }`, the same request at the route's canonical path.
 *
 * @param {string} method
 * @param {string} url
 * @returns {undefined | { status: 404 } | { status: 405; allow: readonly string[] } | { url: string }}
 */
export function routeApiRequest(method, url) {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!/^\/api(\/|$)/i.test(path) || (path.length > 4 && path.endsWith("/"))) return undefined;
  const route = BY_LOWER_CASE.get(path.toLowerCase());
  if (!route) return { status: 404 };
  if (!route.methods.includes(method)) return { status: 405, allow: route.methods };
  return { url: queryAt === -1 ? route.path : `${route.path}${url.slice(queryAt)}` };
}
