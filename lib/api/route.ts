import "server-only";

import { randomUUID } from "node:crypto";

import type { NextRequest } from "next/server";
import type { z } from "zod";

import { isDatabaseUnavailable } from "@/db/errors";
import { MAX_BODY_BYTES } from "@/lib/api/front-door.mjs";
import { HashingBusyError } from "@/lib/auth/password";
import {
  ApiProblem,
  contentTooLarge,
  problemResponse,
  TITLES,
  validationProblem,
} from "@/lib/api/problem";
import { type CurrentSession, readSession, type SessionState } from "@/lib/auth/session";
import { verifyXsrf } from "@/lib/auth/xsrf";
import { serverBody } from "@/lib/api/server-rules";
import type { ResponseOf } from "@/lib/contract";
import type { Endpoint } from "@/lib/contract/endpoint";
import { fieldErrors } from "@/lib/contract/fields";
import { log, withLogFields } from "@/lib/server/log";

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

/**
 * Wraps a route handler: anti-forgery on POST and PATCH, ProblemDetails for every refusal
 * (docs/api.md §1), a 503 with Retry-After when the database cannot be reached (nothing was
 * changed; the client may try again), a 500 without internals for anything else unexpected, and
 * no caching of answers.
 */
export function apiRoute(handler: Handler): (request: NextRequest) => Promise<Response> {
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
    if (request.method === "POST" || request.method === "PATCH") {
      verifyXsrf(request, await context.tokenSessionId());
    }
    const response = await handler(context);
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch (error) {
    const refused = { method: request.method, path, traceId };
    if (error instanceof ApiProblem) return problemResponse(error, refused);
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

/** A 503 that asks the client to come back in RETRY_AFTER_SECONDS. */
function unavailable(detail: string): ApiProblem {
  return new ApiProblem(503, TITLES.unavailable, {
    detail,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * The body as text, never more than MAX_BODY_BYTES of it read: a Content-Length over the limit is
 * refused before reading, and a body without one (chunked) is read until it passes the limit.
 */
async function readBody(request: NextRequest): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw contentTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw contentTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * No request body of the API nests deeper than 3 levels. Far deeper values (thousands of levels)
 * overflow the stack of a validator that turns a value into text, so they are refused first.
 */
const MAX_BODY_DEPTH = 32;

/** How deep arrays and objects nest in a parsed JSON value, counted without recursion. */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The JSON body, validated; a body that is not JSON or breaks a rule is a 400 naming the field. */
export async function readJson<T extends z.ZodType>(
  request: NextRequest,
  schema: T,
): Promise<z.output<T>> {
  const text = await readBody(request);
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw validationProblem({ Body: ["The request body must be JSON."] });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationProblem({ Body: ["The request body must be a JSON object."] });
  }
  if (nestingDepth(body) > MAX_BODY_DEPTH) {
    throw validationProblem({ Body: ["The request body is nested too deeply."] });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationProblem(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The query string, validated. Parameter names match case-insensitively (docs/api.md §1:
 * `Limit` and `limit` are one parameter); the schema's keys are the canonical spellings.
 */
export function readQuery<T extends z.ZodObject>(request: NextRequest, schema: T): z.output<T> {
  const canonical = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
  const values: Record<string, string> = {};
  for (const [name, value] of request.nextUrl.searchParams) {
    const key = canonical.get(name.toLowerCase());
    if (key && !(key in values)) values[key] = value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationProblem(fieldErrors(parsed.error));
  return parsed.data;
}

export function json(body: unknown, init?: ResponseInit): Response {
  return Response.json(body, init);
}

/**
 * The body of a request to `endpoint`, checked by the contract's rules and the server's own on top
 * of them (lib/api/server-rules.ts); a 400 naming the field otherwise.
 */
export function parseBody<E extends Endpoint & { body: z.ZodObject }>(
  { request }: Pick<ApiContext, "request">,
  endpoint: E,
): Promise<z.output<E["body"]>> {
  return readJson(request, serverBody(endpoint));
}

/** The query string of a request to `endpoint`, checked by the contract's rules. */
export function parseQuery<E extends Endpoint & { query: z.ZodObject }>(
  { request }: Pick<ApiContext, "request">,
  endpoint: E,
): z.output<E["query"]> {
  return readQuery<E["query"]>(request, endpoint.query);
}

/** A successful answer of `endpoint`: its contract's type, with its status (200, or 201). */
export function reply<E extends Endpoint>(
  endpoint: E,
  body: ResponseOf<E>,
  init?: { headers?: Record<string, string> },
): Response {
  return json(body, { ...init, status: endpoint.status });
}
