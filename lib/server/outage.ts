import { isDatabaseUnavailable } from "@/db/errors";

/** The state lib/api/front-door.mjs keeps for the request being served. */
interface RequestState {
  databaseUnavailable: boolean;
}

const registry = globalThis as typeof globalThis &
  Record<symbol, { getStore: () => RequestState | undefined } | undefined>;

/**
 * Called for each error that broke a page render (instrumentation.ts onRequestError): when the
 * database could not be reached, notes it on the request, so that lib/api/front-door.mjs answers
 * 503 with Retry-After instead of Next.js's 500 (docs/decisions/0023).
 */
export function noteRenderError(error: unknown): void {
  if (!isDatabaseUnavailable(error)) return;
  const state = registry[Symbol.for("faq-corner.request-state")]?.getStore();
  if (state) state.databaseUnavailable = true;
}
