import { isDatabaseUnavailable } from "@/db/errors";

import { noteUnavailable, REQUEST_ID_HEADER } from "./unavailable-requests.mjs";

/** What instrumentation.ts's onRequestError is told of the request. */
interface FailedRequest {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Called for each error that broke a page render (instrumentation.ts onRequestError): when the
 * database could not be reached, notes the request by the id the front door gave it, so that
 * lib/api/front-door.mjs answers 503 with Retry-After instead of Next.js's 500
 * (docs/decisions/0023).
 */
export function noteRenderError(error: unknown, request: FailedRequest): void {
  if (!isDatabaseUnavailable(error)) return;
  const id = request.headers[REQUEST_ID_HEADER];
  if (typeof id === "string") noteUnavailable(id);
}
