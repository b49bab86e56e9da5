import "server-only";

import { randomUUID } from "node:crypto";

import type { NextRequest } from "next/server";

import { isDatabaseUnavailable } from "@/db/errors";
import { HashingBusyError } from "@/lib/auth/password";
import { ApiProblem, problemResponse, TITLES } from "@/lib/api/problem";
import { type InputOf, readInput } from "@/lib/api/read-input";
import { guardFor } from "@/lib/auth/guards";
import { type CurrentSession, readSession, type SessionState } from "@/lib/auth/session";
import { verifyXsrf } from "@/lib/auth/xsrf";
import type { ResponseOf } from "@/lib/contract";
import type { Endpoint } from "@/lib/contract/endpoint";
import type { Refusals } from "@/lib/contract/refusals";
import { log, withLogFields } from "@/lib/server/log";

/**
 * Every API request goes through here (docs/decisions/0022). `apiRoute(endpoint, handler)` reads
 * the endpoint's contract entry and, before its handler runs: anti-forgery on POST and PATCH, the
 * guard of its declared access (lib/auth/guards.ts), and its query or body checked by its schemas
 * (lib/api/read-input.ts). The handler gets `{ input, user, session, context }` and answers the
 * contract's type, a Response (one that sets cookies or headers), or `{ ok: false, reason }`,
 * which becomes the problem its contract entry declares for that reason. Every refusal is
 * ProblemDetails (docs/api.md §1); an unreachable database is a 503 with Retry-After (nothing
 * was changed; the client may try again); anything else unexpected a 500 without internals.
 * Nothing is cached.
 */

/** What a 503 asks clients to wait: about as long as a PostgreSQL restart or a failover takes. */
const RETRY_AFTER_SECONDS = 5;

export interface ApiContext {
  request: NextRequest;
  traceId: string;
  /** The signed-in session, checked against the database; read once per request. */
  session: () => Promise<CurrentSession | null>;
  /** The session id in the browser's token, valid or not (what anti-forgery binds to). */
  tokenSessionId: () => Promise<string | undefined>;
}

type Handler = (context: ApiContext) => Promise<Response>;
type RouteHandler = (request: NextRequest) => Promise<Response>;

/** A refusal for one of the reasons an endpoint declares (lib/contract/refusals.ts). */
export interface Refused<R extends string = string> {
  ok: false;
  reason: R;
}

type ReasonOf<E extends Endpoint> = E["refusals"] extends Refusals
  ? keyof E["refusals"] & string
  : never;

/** What the handler of `E` is given: the checked input, and the caller its access lets in. */
export interface HandlerArgs<E extends Endpoint> {
  input: InputOf<E>;
  user: E["access"] extends "public" ? undefined : CurrentSession["user"];
  session: E["access"] extends "public" ? undefined : CurrentSession;
  context: ApiContext;
}

type Answer<E extends Endpoint> = ResponseOf<E> | Response | Refused<ReasonOf<E>>;

export type EndpointHandler<E extends Endpoint> = (
  args: HandlerArgs<E>,
) => Answer<E> | Promise<Answer<E>>;

/** A route handler made by apiRoute, with the contract entry it serves (tests/api-guards.test.ts). */
export type ContractRoute<E extends Endpoint> = RouteHandler & { endpoint: E };

/** `{ ok: false, reason }`, for a handler that refuses for a reason its endpoint declares. */
export function refuse<R extends string>(reason: R): Refused<R> {
  return { ok: false, reason };
}

/**
 * The route handler of `endpoint`, answered by `handler` once the caller has passed the guard of
 * its declared access and its input has passed its schemas. An endpoint without a declared access
 * is refused here, when the route module loads, rather than served without a guard.
 */
export function apiRoute<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
): ContractRoute<E> {
  const guard = guardFor(endpoint);
  const route = serviceRoute(async (context) => {
    const session = guard ? await guard(context) : undefined;
    const input = await readInput(endpoint, context.request);
    const args = { input, user: session?.user, session, context } as HandlerArgs<E>;
    return answer(endpoint, await handler(args));
  });
  return Object.assign(route, { endpoint });
}

/** A handler's answer as a response: its JSON with the endpoint's status, or its refusal. */
function answer(endpoint: Endpoint, answered: unknown): Response {
  if (answered instanceof Response) return answered;
  if (isRefused(answered)) throw refusalProblem(endpoint, answered);
  return json(answered, { status: endpoint.status });
}

function isRefused(value: unknown): value is Refused {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { reason?: unknown }).reason === "string"
  );
}

/** The problem an endpoint declares for a refusal; a reason it does not declare is a bug (500). */
export function refusalProblem(endpoint: Endpoint, refused: Refused): ApiProblem {
  const declared = endpoint.refusals?.[refused.reason];
  if (!declared) throw new Error(`${endpoint.path} declares no refusal "${refused.reason}"`);
  const problem = typeof declared === "function" ? declared(refused) : declared;
  if (problem.status === 400)
    return new ApiProblem(400, TITLES.validation, { errors: problem.errors });
  if (problem.status === 404)
    return new ApiProblem(404, TITLES.notFound, { detail: problem.detail });
  return new ApiProblem(409, problem.title);
}

/**
 * Wraps a route handler outside the contract (/api/health): anti-forgery on POST and PATCH,
 * ProblemDetails for every refusal, the 503 and the 500, the access log, no caching.
 */
export function serviceRoute(handler: Handler): RouteHandler {
  return async (request) => {
    const traceId = randomUUID();
    const started = performance.now();
    const response = await withLogFields({ traceId }, () => serve(handler, request, traceId));
    // The access log: one line per API request, under the traceId its ProblemDetails carry.
    log("info", "request", {
      method: request.method,
      path: request.nextUrl.pathname,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      traceId,
    });
    return response;
  };
}

/** Runs the handler for one request; every outcome becomes a response. */
async function serve(handler: Handler, request: NextRequest, traceId: string): Promise<Response> {
  const path = request.nextUrl.pathname;
  let state: Promise<SessionState> | undefined;
  const read = () => (state ??= readSession());
  const context: ApiContext = {
    request,
    traceId,
    session: async () => (await read()).current,
    tokenSessionId: async () => (await read()).tokenSessionId,
  };
  try {
    // Inside the deadline: anti-forgery reads the session, which reads the database.
    const response = await withinDeadline(
      (async () => {
        if (request.method === "POST" || request.method === "PATCH") {
          verifyXsrf(request, await context.tokenSessionId());
        }
        return handler(context);
      })(),
    );
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch (error) {
    const refused = { method: request.method, path, traceId };
    if (error instanceof ApiProblem) return problemResponse(error, refused);
    if (error instanceof DeadlinePassed) {
      log("error", "request past its deadline", { traceId, method: request.method, path });
      return problemResponse(
        unavailable("The service is briefly unavailable. Please try again in a moment."),
        refused,
      );
    }
    if (error instanceof HashingBusyError) {
      return problemResponse(
        unavailable("The service is busy. Please try again in a moment."),
        refused,
      );
    }
    if (isDatabaseUnavailable(error)) {
      log("error", "database unavailable", {
        traceId,
        method: request.method,
        path,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return problemResponse(
        unavailable("The service is briefly unavailable. Please try again in a moment."),
        refused,
      );
    }
    log("error", "unexpected error", {
      traceId,
      method: request.method,
      path,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return problemResponse(new ApiProblem(500, TITLES.unexpected), refused);
  }
}

/**
 * How long a request may wait for its answer: past it, the client gets a 503 with Retry-After
 * instead of waiting on. Queries on a connection that closed fail at once (postgres.js patched,
 * patches/README.md) and a connection is tried again within a second (db/client.ts), so after a
 * database restart this is not what answers; it is the bound for what nothing else bounds, such as
 * a connection whose server vanished without closing it (docs/decisions/0054). What such a
 * request did is not acknowledged, so nothing acknowledged is lost; it may still finish.
 */
const REQUEST_DEADLINE_MS = 10_000;

class DeadlinePassed extends Error {
  override name = "DeadlinePassed";
}

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DeadlinePassed());
    }, REQUEST_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
  });
}

/** A 503 that asks the client to come back in RETRY_AFTER_SECONDS. */
function unavailable(detail: string): ApiProblem {
  return new ApiProblem(503, TITLES.unavailable, {
    detail,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

export function json(body: unknown, init?: ResponseInit): Response {
  return Response.json(body, init);
}

/** A successful answer of `endpoint`: its contract's type, with its status (200, or 201). */
export function reply<E extends Endpoint>(
  endpoint: E,
  body: ResponseOf<E>,
  init?: { headers?: Record<string, string> },
): Response {
  return json(body, { ...init, status: endpoint.status });
}
