import type { z } from "zod";

import type { Endpoint } from "@/lib/contract/endpoint";
import { faq } from "@/lib/contract/faq";
import { user } from "@/lib/contract/user";

/**
 * The API's contract (docs/decisions/0022-one-api-contract.md): every endpoint of docs/product.md
 * §7 and the issues since, declared once. Imported by the route handlers (lib/api/route.ts parses
 * with it), proxy.ts (lib/api/endpoints.ts routes by it), the browser (lib/client/api.ts calls by
 * it), and /api/openapi.json and /api-reference (lib/contract/openapi.ts describes it).
 */

export { faq } from "@/lib/contract/faq";
export { user } from "@/lib/contract/user";
export {
  ACCESS,
  PROBLEM_MEANINGS,
  PROBLEM_STATUSES,
  messageSchema,
  problemDetailsSchema,
  xsrfTokenSchema,
  type Access,
  type Endpoint,
  type Group,
  type Method,
  type ProblemStatus,
} from "@/lib/contract/endpoint";
export type { ContentGap, FaqFeedback } from "@/lib/contract/feedback";
export type {
  AdminFaq,
  EditableFaq,
  PublicFaq,
  SearchDay,
  SearchQueryRecord,
  SearchQuerySummary,
  StaffFaq,
  SynonymGroup,
} from "@/lib/contract/faq";
export type {
  OwnAccount,
  SignedIn,
  TwoFactorNeeded,
  TwoFactorSetup,
  UserRoleAnswer,
  UserSummary,
} from "@/lib/contract/user";

/** The groups, as the client names them (`api.faq.getFaqs`). */
export const API = { faq, user } as const;

type Values<T> = T[keyof T];
export type AnyEndpoint = Values<typeof faq> | Values<typeof user>;

/**
 * Every endpoint, FAQ first, in the order of docs/product.md §7 and then the issues that added
 * some.
 */
export const ENDPOINT_LIST: readonly AnyEndpoint[] = [
  ...Object.values(faq),
  ...Object.values(user),
];

/** What a successful call of `E` answers. */
export type ResponseOf<E extends Endpoint> = z.output<E["response"]>;

/** What the JSON body of `E` may hold before it is checked (undefined: no body). */
export type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : undefined;

/** A query string's values, as a caller gives them. */
export type QueryValue = string | number | boolean;

/** The query parameters of `E`, with their optionality (undefined: none). */
export type QueryOf<E extends Endpoint> = E["query"] extends z.ZodType
  ? { [K in keyof z.input<E["query"]>]: QueryValue | undefined }
  : undefined;
