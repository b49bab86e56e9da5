import { PHASE_PRODUCTION_BUILD } from "next/constants";

/**
 * Whether this code runs inside `next build`, which prerenders the static pages. The public FAQ
 * lists are such pages (docs/decisions/0043): the build renders them without a database, and the
 * cache handler renders them again from the database on their first visit after a start
 * (lib/server/csp-cache-handler.mjs), so what the build wrote is never served.
 */
export function renderingAtBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
