/**
 * The reasons an endpoint refuses a request, declared once beside its documented problems
 * (`refusals` in lib/contract/endpoint.ts). A handler, or the data call it makes, answers
 * `{ ok: false, reason }`; lib/api/route.ts turns the reason into the ProblemDetails declared
 * here. Nothing here needs the server: the browser reads the same sentences.
 */

/**
 * What a refusal answers: a 400 with field errors, a 404 whose detail names what was not found,
 * or a 409 whose title says why the change cannot be made.
 */
export type RefusalAnswer =
  | { status: 400; errors: Record<string, string[]> }
  | { status: 404; detail: string }
  | { status: 409; title: string };

/** A refusal's answer, or one made from the refusal's own details (the words already taken). */
export type Refusal = RefusalAnswer | ((refused: { reason: string }) => RefusalAnswer);

/** The reasons an endpoint may refuse, each with its answer. */
export type Refusals = Record<string, Refusal>;

/** A 404 that names what was not found: "The FAQ was not found." */
export const notFound = (what: string) => ({
  status: 404 as const,
  detail: `${what} was not found.`,
});

/**
 * A visitor's call about one active FAQ by its id (RateFaq, PostSearchAnswered,
 * RequestFaqTranslation): the 404 it documents and the refusal that answers it, written once.
 */
export const NO_ACTIVE_FAQ = {
  problems: { 404: "There is no active FAQ with this id." },
  refusals: { "not-found": notFound("The FAQ") },
};

/** A 409 whose title is a sentence that says why the change cannot be made (docs/api.md §1). */
export const conflict = (sentence: string) => ({ status: 409 as const, title: sentence });

/** A 400 with one message under one field, as any other rule of that field reads. */
export const invalid = (field: string, message: string) => ({
  status: 400 as const,
  errors: { [field]: [message] },
});

/** The 409 of an edit (PatchFaq) or a restored version (RestoreFaqRevision) made on stale text. */
export const STALE_EDIT = "This FAQ was changed by someone else. Reload it to see their changes.";

/** Issue 28: the 409 of a translation saved on stale text. */
export const STALE_TRANSLATION =
  "This translation was changed by someone else. Reload it to see their changes.";

/** Why a one-time code was refused, worded for the person, under `Token` (lib/data/codes.ts). */
export const CODE_REFUSALS = {
  none: invalid("Token", "There is no code to check. Ask for a new code and try again."),
  wrong: invalid(
    "Token",
    "This code is not right. Check the code in the latest e-mail we sent and try again.",
  ),
  expired: invalid("Token", "This code has expired. Ask for a new code and try again."),
  spent: invalid(
    "Token",
    "This code can no longer be used. Enter the code from the latest e-mail, or ask for a new code.",
  ),
  "too-many-tries": invalid(
    "Token",
    "This code was entered wrongly too many times. Ask for a new code.",
  ),
} as const satisfies Refusals;

/** The 409s of the account endpoints: sentences that say what happened (docs/api.md §1). */
export const ACCOUNT_CONFLICTS = {
  "email-taken": conflict("An account with this e-mail address already exists."),
  "already-verified": conflict("This account is already verified."),
  "two-factor-on": conflict("Two-step login is already on."),
} as const satisfies Refusals;

/** docs/api.md §4: the changes of a user that no Admin may make, and a user not found. */
export const USER_CHANGE_REFUSALS = {
  "not-found": notFound("The user"),
  "delete-self": conflict("You cannot delete your own account."),
  "delete-last-admin": conflict("The last Admin cannot be deleted."),
  "demote-self": conflict("You cannot take the Admin role away from yourself."),
  "demote-last-admin": conflict("The last Admin cannot be given another role."),
  "reset-self": conflict("You cannot reset your own two-step login."),
} as const satisfies Refusals;
