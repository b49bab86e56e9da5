import type { Instrumentation } from "next";

import { noteRenderError } from "./lib/server/outage";

/**
 * Runs once when a server process starts. The Node.js part validates the configuration (a bad
 * variable stops the start with its name) and, in embedded mode, brings the database up to date.
 */
export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === "nodejs" &&
    process.env.NEXT_PHASE !== "phase-production-build"
  ) {
    const { startServer } = await import("./lib/server/start");
    await startServer();
  }
}

/**
 * Next.js calls this for every error that breaks a render on the server: a page that failed
 * because the database could not be reached is answered 503, not 500 (lib/server/outage.ts).
 */
export const onRequestError: Instrumentation.onRequestError = (error, request) => {
  noteRenderError(error, request);
};
