"use client";

import { toast } from "@/lib/client/toast";

import { toastAndGo } from "@/lib/client/flash";
import { isSignedInLocally, readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import type { BodyOf, Endpoint, QueryOf, QueryValue, ResponseOf } from "@/lib/contract";
import type { faq } from "@/lib/contract/faq";
import { endpointPath, type Group, METHODS, type Method } from "@/lib/contract/methods";
import type { user } from "@/lib/contract/user";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

/**
 * The one way the browser talks to the API (docs/product.md §7, §8): same-origin JSON with
 * credentials, the anti-forgery token from localStorage on every call, any
 * `crossSiteRequestForgeryToken` in an answer saved, and docs/product.md §8's error catalogue
 * applied in one place. Calls go through the API's contract (lib/contract):
 * `api.faq.patchFaq(body)`, `api.user.getUsers(query)`, typed by it.
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly title: string | undefined,
    readonly errors: FieldErrors,
  ) {
    super(message);
  }
}

/** A failure's words in the page's language (CallOptions.failureText). */
export interface FailureText {
  offline: string;
  failed: string;
}

interface ProblemLike {
  title?: unknown;
  errors?: unknown;
  detail?: unknown;
}

export interface CallOptions {
  query?: Record<string, QueryValue | undefined>;
  body?: unknown;
  /** Show docs/product.md §8's toast and redirect for a failure (default true). */
  handleErrors?: boolean;
  /**
   * The toast's words for a failure, in the page's language, instead of the API's English: a
   * public page in Spanish (issue 28) shows `offline` when the server cannot be reached and
   * `failed` for any other failure.
   */
  failureText?: FailureText;
  signal?: AbortSignal;
}

function go(path: string): void {
  if (window.location.pathname !== path) window.location.assign(path);
}

/**
 * docs/product.md §8, in order: verification redirect, two-step login set-up, 401, 400 validation,
 * other titles, plain errors.
 */
function reportFailure(error: ApiError, words?: FailureText): void {
  if (words) {
    toast.error(error.status === 0 ? words.offline : words.failed, { id: "error" });
    return;
  }
  if (error.title === MESSAGES.verificationRequiredTitle) {
    go(ROUTES.verify.path);
    return;
  }
  if (error.title === MESSAGES.twoFactorRequiredTitle) {
    toastAndGo("error", error.message, ROUTES.account.path);
    return;
  }
  if (error.status === 401) {
    writeStorage(STORAGE_KEYS.isAuthenticated, "false");
    toastAndGo("error", error.message, ROUTES.login.path);
    return;
  }
  toast.error(error.message, { id: "error" });
}

/** One call: the request as the contract wants it, and the answer or an ApiError. */
async function send(
  method: "GET" | "POST" | "PATCH",
  path: string,
  options: CallOptions,
): Promise<{ body: unknown; headers: Headers }> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const token = readStorage(STORAGE_KEYS.xsrfToken);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "include",
      signal: options.signal,
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { "X-XSRF-TOKEN": token } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (cause) {
    if ((cause as Error).name === "AbortError") throw cause;
    const error = new ApiError(MESSAGES.networkError, 0, undefined, {});
    if (options.handleErrors !== false) reportFailure(error, options.failureText);
    throw error;
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (body && typeof body === "object" && "crossSiteRequestForgeryToken" in body) {
    const fresh = body.crossSiteRequestForgeryToken;
    if (typeof fresh === "string") writeStorage(STORAGE_KEYS.xsrfToken, fresh);
  }
  if (response.ok) return { body, headers: response.headers };

  const problem = (body ?? {}) as ProblemLike;
  const title = typeof problem.title === "string" ? problem.title : undefined;
  const errors =
    problem.errors && typeof problem.errors === "object" ? (problem.errors as FieldErrors) : {};
  const message =
    response.status === 401
      ? MESSAGES.unauthorized
      : title === MESSAGES.validationTitle
        ? MESSAGES.validationShown
        : (title ?? `Request failed (${String(response.status)}).`);
  const error = new ApiError(message, response.status, title, errors);
  if (options.handleErrors !== false) reportFailure(error, options.failureText);
  throw error;
}

/** What a typed call takes besides its input. */
export type TypedCallOptions = Omit<CallOptions, "query" | "body">;

/** The input of `E`: its query parameters, its body, or nothing. */
type InputOf<E extends Endpoint> = E["query"] extends object
  ? QueryOf<E>
  : E["body"] extends object
    ? BodyOf<E>
    : undefined;

/**
 * The arguments of a call of `E`: the input first (optional when every field is; `undefined` for
 * an endpoint that takes none), then options.
 */
type ArgsOf<E extends Endpoint> =
  InputOf<E> extends undefined
    ? [input?: undefined, options?: TypedCallOptions]
    : Partial<InputOf<E>> extends InputOf<E>
      ? [input?: InputOf<E>, options?: TypedCallOptions]
      : [input: InputOf<E>, options?: TypedCallOptions];

/** A call of one endpoint: its answer, or with `.withHeaders` its answer and headers. */
export interface TypedCall<E extends Endpoint> {
  (...args: ArgsOf<E>): Promise<ResponseOf<E>>;
  withHeaders(...args: ArgsOf<E>): Promise<{ body: ResponseOf<E>; headers: Headers }>;
}

/**
 * A call of one endpoint. Only its method and path exist at run time: its input and answer are
 * the contract's types, so the pages do not carry the contract's schemas.
 */
function typedCall<E extends Endpoint>(method: Method, path: string): TypedCall<E> {
  const sendArgs = async (args: unknown[]) => {
    const [input, options] = args as [unknown, TypedCallOptions | undefined];
    const answer = await send(
      method,
      path,
      method === "GET"
        ? { ...options, query: input as CallOptions["query"] }
        : // An endpoint without a body still gets `{}`, as JSON POSTs always have.
          { ...options, body: input ?? {} },
    );
    return { body: answer.body as ResponseOf<E>, headers: answer.headers };
  };
  const call = async (...args: unknown[]) => (await sendArgs(args)).body;
  const withHeaders = (...args: unknown[]) => sendArgs(args);
  return Object.assign(call, { withHeaders });
}

type TypedGroup<G extends Record<string, Endpoint>> = { [K in keyof G]: TypedCall<G[K]> };

function typedGroup<G extends Record<string, Endpoint>>(
  group: Group,
  methods: Record<string, Method>,
): TypedGroup<G> {
  return Object.fromEntries(
    Object.entries(methods).map(([key, method]) => [
      key,
      typedCall(method, endpointPath(group, key)),
    ]),
  ) as unknown as TypedGroup<G>;
}

export const api = {
  /** The FAQ endpoints, as the contract declares them: `api.faq.getFaqs({ limit, skip })`. */
  faq: typedGroup<typeof faq>("Faq", METHODS.faq),
  /** The account endpoints: `api.user.getUsers({ limit, skip, orderBy })`. */
  user: typedGroup<typeof user>("User", METHODS.user),
};

/**
 * docs/product.md §4's role check, made only when the browser believes it is signed in: the role,
 * or null. A 401 means the session ended meanwhile (logout elsewhere, a password or role change,
 * expiry): the signed-in flag goes false and docs/product.md §8's 'User Unauthorized. Please sign
 * in.' shows. Other failures are quiet: the page works without a role.
 */
export async function checkSignedInRole(signal?: AbortSignal): Promise<string | null> {
  if (!isSignedInLocally()) return null;
  try {
    const answer = await api.user.getUserRole(undefined, { handleErrors: false, signal });
    return answer.userRole;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      writeStorage(STORAGE_KEYS.isAuthenticated, "false");
      toast.error(error.message, { id: "error" });
    }
    return null;
  }
}

/**
 * docs/product.md §4 logout: the signed-in flag goes false first, then the call; on success the
 * stored token is removed, 'Logout Successful' shows and the visitor goes to /faq.
 */
export async function logout(): Promise<void> {
  writeStorage(STORAGE_KEYS.isAuthenticated, "false");
  await api.user.logout();
  writeStorage(STORAGE_KEYS.xsrfToken, null);
  toastAndGo("success", MESSAGES.logoutSuccessful, ROUTES.faq.path);
}
