import { randomUUID } from "node:crypto";

import { NextResponse } from "next/server";

import { TOO_LARGE } from "@/lib/api/front-door.mjs";
import { log } from "@/lib/server/log";
import { MESSAGES } from "@/lib/messages";

/**
 * RFC 9457 problem details (docs/api.md §1), the one shape of every API error. apiRoute turns a
 * refusal an endpoint declares (lib/contract/refusals.ts), or an `ApiProblem` thrown on the way
 * (a guard, a rate limit), into the response.
 */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  traceId: string;
  detail?: string;
  errors?: Record<string, string[]>;
}

export const TITLES = {
  validation: "One or more validation errors occurred.",
  antiForgery: "Invalid anti-forgery token.",
  unauthorized: "Unauthorized",
  verificationRequired: "Email Verification Required",
  twoFactorRequired: MESSAGES.twoFactorRequiredTitle,
  forbidden: "Forbidden",
  notFound: "Not Found",
  tooManyRequests: "Too Many Requests",
  unexpected: "An unexpected error occurred.",
  unavailable: "Service Unavailable",
} as const;

const TYPES: Record<number, string> = {
  400: "https://tools.ietf.org/html/rfc9110#section-15.5.1",
  401: "https://tools.ietf.org/html/rfc9110#section-15.5.2",
  403: "https://tools.ietf.org/html/rfc9110#section-15.5.4",
  404: "https://tools.ietf.org/html/rfc9110#section-15.5.5",
  409: "https://tools.ietf.org/html/rfc9110#section-15.5.10",
  413: "https://tools.ietf.org/html/rfc9110#section-15.5.14",
  415: "https://tools.ietf.org/html/rfc9110#section-15.5.16",
  429: "https://tools.ietf.org/html/rfc6585#section-4",
  500: "https://tools.ietf.org/html/rfc9110#section-15.6.1",
  503: "https://tools.ietf.org/html/rfc9110#section-15.6.4",
};

export class ApiProblem extends Error {
  override name = "ApiProblem";
  constructor(
    readonly status: number,
    readonly title: string,
    readonly options: {
      detail?: string;
      errors?: Record<string, string[]>;
      headers?: Record<string, string>;
      /** RFC 9457 extension members, e.g. the checks that failed in /api/health. */
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(title);
  }
}

export function problemResponse(
  problem: ApiProblem,
  context: { method: string; path: string; traceId?: string },
): NextResponse<ProblemBody> {
  const traceId = context.traceId ?? randomUUID();
  const body: ProblemBody = {
    // Extension members first, so that none can replace a standard one.
    ...problem.options.extensions,
    type: TYPES[problem.status] ?? "about:blank",
    title: problem.title,
    status: problem.status,
    traceId,
    ...(problem.options.detail ? { detail: problem.options.detail } : {}),
    ...(problem.options.errors ? { errors: problem.options.errors } : {}),
  };
  // A 503 is an outage already logged where it was found (or a probe saying so, every few
  // seconds): a warning per request, so the first error line stays the one that explains it.
  log(
    problem.status === 503 ? "warn" : problem.status >= 500 ? "error" : "info",
    "request refused",
    {
      traceId,
      status: problem.status,
      title: problem.title,
      method: context.method,
      path: context.path,
      ...(problem.options.errors ? { fields: Object.keys(problem.options.errors) } : {}),
    },
  );
  return NextResponse.json(body, {
    status: problem.status,
    headers: {
      "Content-Type": "application/problem+json",
      "Cache-Control": "no-store",
      ...problem.options.headers,
    },
  });
}

export const validationProblem = (errors: Record<string, string[]>) =>
  new ApiProblem(400, TITLES.validation, { errors });

export const unauthorized = () =>
  new ApiProblem(401, TITLES.unauthorized, { detail: "Sign in to continue." });

export const verificationRequired = () =>
  new ApiProblem(403, TITLES.verificationRequired, {
    detail: "Verify your account with the code we e-mailed you.",
  });

/** An Admin who must turn on two-step login first (ADMIN_TWO_FACTOR, docs/decisions/0021). */
export const twoFactorRequired = () =>
  new ApiProblem(403, TITLES.twoFactorRequired, {
    detail: "Turn on two-step login in My Account first.",
  });

export const forbidden = () =>
  new ApiProblem(403, TITLES.forbidden, { detail: "Your role does not allow this." });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiProblem(429, TITLES.tooManyRequests, {
    detail: `Too many attempts. Try again in ${minutes(Math.ceil(retryAfterSeconds / 60))}.`,
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

function minutes(count: number): string {
  return `${String(count)} ${count === 1 ? "minute" : "minutes"}`;
}

/** A body over MAX_BODY_BYTES met by a handler; server.mjs refuses most before reading them. */
export const contentTooLarge = () =>
  new ApiProblem(413, TOO_LARGE.title, { detail: TOO_LARGE.detail, errors: TOO_LARGE.errors });
