import { z } from "zod";

/**
 * How an endpoint of the API is declared (docs/decisions/0022-one-api-contract.md): once, in
 * lib/contract/faq.ts or lib/contract/user.ts, with its method, input, answer, who may call it
 * and the problems it can answer. Route handlers parse with it, proxy.ts routes by it, the
 * browser's client calls by it and /api/openapi.json describes it. Nothing here needs the server.
 */

import { capitalized, endpointPath, type Group, type Method } from "@/lib/contract/methods";
import type { Refusals } from "@/lib/contract/refusals";

export type { Group, Method };

/** docs/api.md §4, from the least to the most demanding. */
export type Access = "public" | "session" | "verified" | "staff" | "admin";

export const ACCESS: Record<Access, { label: string; sentence: string }> = {
  public: { label: "Anyone", sentence: "Anyone may call it, signed in or not." },
  session: {
    label: "Signed in",
    sentence: "Needs a session (verified or not); without one the answer is 401.",
  },
  verified: {
    label: "Verified account",
    sentence:
      "Needs a session of a verified account: 401 without a session, 403 Email Verification Required before the account is verified.",
  },
  staff: {
    label: "Coach or Admin",
    sentence:
      "Needs a verified Coach or Admin: 401 without a session, 403 for an unverified account or another role.",
  },
  admin: {
    label: "Admin",
    sentence:
      "Needs a verified Admin: 401 without a session, 403 for an unverified account or another role.",
  },
};

/**
 * The problem-details statuses an endpoint can answer (docs/api.md §1); 500 is a bug, not listed.
 */
export const PROBLEM_STATUSES = [400, 401, 403, 404, 408, 409, 413, 429, 503] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/** What each status means on any endpoint; an endpoint may say more in its `problems`. */
export const PROBLEM_MEANINGS: Record<ProblemStatus, string> = {
  400: "A field is missing, malformed or out of range (`errors` names it), the body is not JSON, or the anti-forgery token of a POST or PATCH is missing or wrong.",
  401: "No valid session.",
  403: "Signed in, but the account is not verified (Email Verification Required), must turn on two-step login first (Two-Step Login Required), or its role is not allowed (Forbidden).",
  404: "The id names nothing.",
  409: "The change cannot be made as things stand; the title is a sentence that says why.",
  408: "The body did not arrive within 10 seconds of the headers; the connection closes.",
  413: "The body is over 256 KiB.",
  429: "Too many attempts; `Retry-After` says when to try again.",
  503: "The database is unreachable or the server is busy; nothing was changed. `Retry-After` says when to try again.",
};

/** The 429 of the account endpoints that count attempts. */
export const TOO_MANY_TRIES = "Too many tries from this address or for this account.";

export interface EndpointSpec {
  /** One line: what the endpoint does. */
  summary: string;
  access: Access;
  /**
   * Staff access that an Admin who must still turn on two-step login has too: the endpoints that
   * turn it on (docs/decisions/0021).
   */
  beforeTwoFactor?: true;
  /** The query string's parameters (names match in any letter case, docs/api.md §1). */
  query?: z.ZodObject;
  /** The JSON body. */
  body?: z.ZodObject;
  /** The JSON of a successful answer. */
  response: z.ZodType;
  /** 200 unless said otherwise. */
  status?: 200 | 201;
  /**
   * Problems beyond those its access, method and input imply (400, 401, 403, 408, 413, 503), each
   * with when it happens; one named here also replaces the implied sentence.
   */
  problems?: Partial<Record<ProblemStatus, string>>;
  /**
   * The reasons it refuses a request, each with its answer (lib/contract/refusals.ts): a handler
   * that answers `{ ok: false, reason }` gets this problem, from lib/api/route.ts.
   */
  refusals?: Refusals;
  /** Headers of a successful answer that a caller reads. */
  headers?: Record<string, string>;
}

export type Endpoint<
  G extends Group = Group,
  N extends string = string,
  S extends EndpointSpec = EndpointSpec,
  M extends Method = Method,
> = S & {
  method: M;
  group: G;
  /** As in the path: `GetFaqs`. */
  name: N;
  /** The canonical path (the folder under app/api): `/api/Faq/GetFaqs`. */
  path: `/api/${G}/${N}`;
  status: 200 | 201;
  /** Every problem status it can answer, ascending, with when. */
  problemStatuses: readonly ProblemStatus[];
  problemNotes: Partial<Record<ProblemStatus, string>>;
};

/** The statuses that follow from who may call an endpoint, its method and its input. */
function impliedProblems(
  spec: EndpointSpec,
  method: Method,
): Partial<Record<ProblemStatus, string>> {
  const implied: Partial<Record<ProblemStatus, string>> = {};
  const unsafe = method !== "GET";
  if (spec.query || spec.body || unsafe) {
    implied[400] =
      spec.query || spec.body
        ? unsafe
          ? "A field breaks its rule (`errors` names it), the body is not a JSON object, or the anti-forgery token is missing or wrong."
          : "A parameter breaks its rule (`errors` names it)."
        : "The anti-forgery token is missing or wrong.";
  }
  if (spec.access !== "public") implied[401] = PROBLEM_MEANINGS[401];
  if (spec.access === "verified") {
    implied[403] = "The account is not verified yet (Email Verification Required).";
  }
  if (spec.access === "staff" || spec.access === "admin") {
    implied[403] = `Not verified (Email Verification Required), an Admin who must turn on two-step login first (Two-Step Login Required), or a role other than ${spec.access === "admin" ? "Admin" : "Coach or Admin"} (Forbidden).`;
  }
  if (unsafe) {
    implied[408] = PROBLEM_MEANINGS[408];
    implied[413] = PROBLEM_MEANINGS[413];
  }
  implied[503] = PROBLEM_MEANINGS[503];
  return implied;
}

/**
 * The endpoints of one group, keyed as the client calls them (`getFaqs`), with their methods
 * (lib/contract/methods.ts); each path is the group and the key with its first letter in upper
 * case (`/api/Faq/GetFaqs`), as the folders under app/api are named.
 */
export function defineGroup<
  G extends Group,
  const M extends Record<string, Method>,
  const T extends { [K in keyof M]: EndpointSpec },
>(
  group: G,
  methods: M,
  specs: T,
): { [K in keyof T & string]: Endpoint<G, Capitalize<K>, T[K], M[K]> } {
  const defined: Record<string, Endpoint> = {};
  for (const [key, method] of Object.entries<Method>(methods)) {
    const spec: EndpointSpec = specs[key as keyof M];
    const notes = { ...impliedProblems(spec, method), ...spec.problems };
    defined[key] = {
      ...spec,
      method,
      group,
      name: capitalized(key),
      path: endpointPath(group, key),
      status: spec.status ?? 200,
      problemStatuses: PROBLEM_STATUSES.filter((status) => status in notes),
      problemNotes: notes,
    };
  }
  return defined as { [K in keyof T & string]: Endpoint<G, Capitalize<K>, T[K], M[K]> };
}

// ---------------------------------------------------------------------------------------------
// Answers shared by both groups

/** RFC 9457 problem details (docs/api.md §1), the one shape of every error (lib/api/problem.ts). */
export const problemDetailsSchema = z
  .object({
    type: z.string().meta({ description: "A link to the status's definition." }),
    title: z.string(),
    status: z.number().int(),
    traceId: z.string().meta({ description: "Unique per request, and in the server's log." }),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({
      description:
        "Field errors: the field name of docs/product.md §3 (`Email`, `Question`, …) to messages a person can act on.",
    }),
  })
  .meta({ id: "ProblemDetails" });

/** An answer that is a sentence for the person (a toast). */
export const messageSchema = z.object({ message: z.string() }).meta({ id: "Message" });

/** An anti-forgery token for the header X-XSRF-TOKEN (docs/api.md §2). */
export const xsrfTokenSchema = z.object({ crossSiteRequestForgeryToken: z.string() });
