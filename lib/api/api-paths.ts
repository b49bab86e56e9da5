import { endpointPath, METHODS } from "../contract/methods";
import { HEALTH_PATH, OPENAPI_PATH } from "./openapi-path";

/**
 * Every path under /api that the app answers, in its canonical spelling (the folders under
 * app/api): the contract's endpoints, the health check and the OpenAPI document. Plain data, with
 * no schema, so that next.config.ts can read it.
 */
export const API_PATHS: readonly string[] = [
  ...Object.keys(METHODS.faq).map((key) => endpointPath("Faq", key)),
  ...Object.keys(METHODS.user).map((key) => endpointPath("User", key)),
  HEALTH_PATH,
  OPENAPI_PATH,
];

/**
 * docs/api.md §1: API paths match in any letter case, as the original ASP.NET backend did. One
 * Next.js rewrite per path takes every spelling to the canonical one, in the server itself.
 * proxy.ts has checked the path and method first. A rewrite from proxy.ts would not do: Next.js 16
 * treats it as external and sends the request back to itself over the network, which fails under
 * load (vercel/next.js#94745).
 */
export function anyCaseApiRewrites(): { source: string; destination: string }[] {
  return API_PATHS.map((path) => ({
    source: path
      .split("/")
      .map((segment, index) => (segment === "" ? "" : `:p${String(index)}(${anyCase(segment)})`))
      .join("/"),
    destination: path,
  }));
}

/** A pattern matching `segment` in any letter case: `Faq` → `[fF][aA][qQ]`. */
function anyCase(segment: string): string {
  return segment
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);
}
