/**
 * What the fuzz sends each endpoint, read from its declaration in the contract (lib/contract):
 * its fields are the names of its query or body schema, and who sends it follows from its access
 * (docs/api.md §4). A new endpoint is fuzzed as soon as it is declared; a field whose name has no
 * kind here gets any value at all.
 */
import { type AnyEndpoint, type Endpoint, ENDPOINT_LIST } from "@/lib/contract";

/** Who calls an endpoint so that the request gets past its guard. */
export type Who = "admin" | "unverified" | "leaving" | "anonymous";

/** The kind of value of each field name (./field-values.ts gives each kind its values). */
const KIND_OF_FIELD: Record<string, string> = {
  limit: "limit",
  skip: "skip",
  orderBy: "orderBy",
  language: "language",
  isPhantomDeleted: "isPhantomDeleted",
  translation: "translationFilter",
  search: "searchQuery",
  searchQuery: "searchQuery",
  question: "question",
  answer: "answer",
  tags: "tags",
  phrasings: "phrasings",
  translations: "translations",
  editedAt: "editedAt",
  words: "words",
  helpful: "helpful",
  reason: "voteReason",
  comment: "voteComment",
  status: "gapStatus",
  kind: "gapKind",
  faqId: "faqId",
  firstName: "name",
  lastName: "name",
  // Addresses with no account only: a known one would get a code after the answer (after()).
  email: "email",
  password: "password",
  confirmPassword: "password",
  oldPassword: "password",
  newPassword: "password",
  confirmNewPassword: "password",
  token: "token",
  code: "token",
  twoFactorToken: "token",
  role: "role",
  person: "userId",
  action: "auditAction",
  from: "day",
  to: "day",
};

/** The id an endpoint takes: a user's in the account group, an FAQ's in the FAQ group, unless… */
const ID_KIND: Partial<Record<string, string>> = {
  "/api/Faq/PatchSynonymGroup": "synonymGroupId",
  "/api/Faq/DeleteSynonymGroup": "synonymGroupId",
  "/api/Faq/LinkContentGap": "searchId",
};

/** Endpoints whose e-mail address names an account that exists, to sign in or make. */
const KNOWN_EMAIL = new Set(["/api/User/Login", "/api/User/Register", "/api/User/ResetPassword"]);

/** Callers other than the one an endpoint's access lets in. */
const OTHER_CALLER: Partial<Record<string, Who>> = {
  "/api/User/VerifyAccount": "unverified",
  "/api/User/ResendVerificationEmail": "unverified",
  // Logout ends every session of its account (docs/decisions/0006): never the Admin's.
  "/api/User/Logout": "leaving",
};

const byPath = new Map<string, AnyEndpoint>(
  ENDPOINT_LIST.map((endpoint) => [endpoint.path, endpoint]),
);

function declared(path: string): AnyEndpoint {
  const endpoint = byPath.get(path);
  if (!endpoint) throw new Error(`${path} is not in the contract`);
  return endpoint;
}

/** The fields of an endpoint and the kind of value each takes ("any" when its name has none). */
export function fieldsOf(path: string): Record<string, string> {
  const endpoint = declared(path);
  const { query, body } = endpoint as Endpoint;
  const names = Object.keys((query ?? body)?.shape ?? {});
  return Object.fromEntries(
    names.map((name) => {
      if (name === "id")
        return [name, ID_KIND[path] ?? (endpoint.group === "User" ? "userId" : "faqId")];
      if (name === "email" && KNOWN_EMAIL.has(path)) return [name, "knownEmail"];
      return [name, KIND_OF_FIELD[name] ?? "any"];
    }),
  );
}

/** Who sends an endpoint's requests: anyone for a public one, else the Admin, but for OTHER_CALLER. */
export function callerOf(path: string): Who {
  return OTHER_CALLER[path] ?? (declared(path).access === "public" ? "anonymous" : "admin");
}
