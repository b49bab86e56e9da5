/**
 * docs/api.md §4, "Who may call what", copied by hand: every endpoint of the API, FAQ and User,
 * and what each kind of caller gets from it. Written from the page, never from lib/contract, so
 * that the tests that use it (tests/api-faq-authorization.test.ts,
 * tests/api-user-authorization.test.ts, tests/api-guards.test.ts, tests/api-bypass.test.ts) prove
 * the app keeps the page's rules, and tests/access-table.test.ts that the contract says the same.
 * An endpoint added to the contract fails that test until it has its row here.
 */

/** §4's columns. Student and Guest share one column; the tests sign in as both. */
export const CALLERS = ["anyone", "unverified", "Student", "Guest", "Coach", "Admin"] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * A cell of §4: "yes", or the refusal: 401 Unauthorized, "verify" (403 Email Verification
 * Required), 403 Forbidden, or 404 Not Found (an archived FAQ to a Coach).
 */
export type Cell = "yes" | 401 | "verify" | 403 | 404;
export type Row = Readonly<Record<Caller, Cell>>;

/** A row as §4 writes it: Anyone, Signed in unverified, Student / Guest, Coach, Admin. */
function row(anyone: Cell, unverified: Cell, member: Cell, coach: Cell, admin: Cell): Row {
  return { anyone, unverified, Student: member, Guest: member, Coach: coach, Admin: admin };
}

const EVERYONE = row("yes", "yes", "yes", "yes", "yes");
const SIGNED_IN = row(401, "yes", "yes", "yes", "yes");
const VERIFIED = row(401, "verify", "yes", "yes", "yes");
const STAFF = row(401, "verify", 403, "yes", "yes");
const ADMIN = row(401, "verify", 403, 403, "yes");

/** §4's lines, each a row and the endpoints it names, in the page's order. */
const LINES: [Row, string[]][] = [
  [EVERYONE, ["Faq/GetFaqs", "Faq/GetQueriedFaqs"]],
  [
    STAFF,
    [
      "Faq/GetAdminFaqs",
      "Faq/GetAdminQueriedFaqs",
      "Faq/GetFaq",
      "Faq/GetFaqSearchQueries",
      "Faq/PatchFaq",
    ],
  ],
  [STAFF, ["Faq/GetFaqSearchQuerySummaries", "Faq/GetFaqSearchQueryDays"]],
  [STAFF, ["Faq/GetFaqRevisions", "Faq/GetFaqRevision"]],
  [ADMIN, ["Faq/PostFaq", "Faq/DeleteFaq", "Faq/RestoreFaq"]],
  [ADMIN, ["Faq/RestoreFaqRevision"]],
  [
    ADMIN,
    [
      "Faq/GetSynonymGroups",
      "Faq/PostSynonymGroup",
      "Faq/PatchSynonymGroup",
      "Faq/DeleteSynonymGroup",
    ],
  ],
  [EVERYONE, ["Faq/RateFaq"]],
  [EVERYONE, ["Faq/RequestFaqTranslation"]],
  [STAFF, ["Faq/GetContentGaps", "Faq/DismissContentGap", "Faq/LinkContentGap"]],
  [EVERYONE, ["Faq/PostSearchAnswered"]],
  [EVERYONE, ["Faq/PostVisitorQuestion"]],
  [
    STAFF,
    ["Faq/GetPhrasingSuggestions", "Faq/AcceptPhrasingSuggestion", "Faq/RejectPhrasingSuggestion"],
  ],
  [EVERYONE, ["Faq/GetTopics"]],
  [STAFF, ["Faq/GetAdminTopics"]],
  [ADMIN, ["Faq/PostTopic", "Faq/PatchTopic", "Faq/MoveTopic", "Faq/DeleteTopic"]],
  [
    EVERYONE,
    [
      "User/Login",
      "User/LoginSecondStep",
      "User/GetXsrfToken",
      "User/ForgotPassword",
      "User/ResetPassword",
      "User/UndoEmailChange",
    ],
  ],
  [
    SIGNED_IN,
    ["User/Logout", "User/GetUserRole", "User/VerifyAccount", "User/ResendVerificationEmail"],
  ],
  [
    VERIFIED,
    [
      "User/GetUser",
      "User/ChangeName",
      "User/ChangeEmail",
      "User/ChangePassword",
      "User/VerifyEmail",
      "User/VerifyPassword",
    ],
  ],
  [STAFF, ["User/StartTwoFactor", "User/TurnOnTwoFactor", "User/TurnOffTwoFactor"]],
  [
    ADMIN,
    [
      "User/GetUsers",
      "User/QueryUsers",
      "User/GetUserById",
      "User/Register",
      "User/PatchUser",
      "User/DeleteUser",
      "User/ResetTwoFactor",
    ],
  ],
  // §9 "Activity": "Admin only", and not a line of §4's table.
  [ADMIN, ["User/GetActivity"]],
];

const NAMED: [path: string, cells: Row][] = LINES.flatMap(([cells, names]) =>
  names.map((name): [string, Row] => [`/api/${name}`, cells]),
);

/** Every endpoint named by a line, in the lines' order; each once, or the table is in doubt. */
export const NAMED_ENDPOINTS: readonly string[] = NAMED.map(([path]) => path);

/** Who may call each endpoint, by its path (`/api/Faq/GetFaqs`). */
export const ACCESS_TABLE: Readonly<Record<string, Row>> = Object.fromEntries(NAMED);

/**
 * §4's lines that narrow an endpoint by what is asked for rather than by the endpoint: the
 * archive and the orders only an Admin may list, and an archived FAQ, which a Coach is told does
 * not exist (issue 27).
 */
export const NARROWER_LINES = {
  /** GetAdminFaqs with `isPhantomDeleted=true`. */
  archive: ADMIN,
  /** GetAdminFaqs with `orderBy=2` or `orderBy=3` (§6). */
  adminOrders: ADMIN,
  /** GetFaq, PatchFaq, GetFaqRevisions, GetFaqRevision of an archived FAQ. */
  archivedFaq: row(401, "verify", 403, 404, "yes"),
} as const satisfies Record<string, Row>;

/** The row of an endpoint, which every endpoint of the API has. */
export function accessOf(path: string): Row {
  const cells = ACCESS_TABLE[path];
  if (!cells)
    throw new Error(`${path} has no row in tests/helpers/access-table.ts (docs/api.md §4)`);
  return cells;
}

/** The answer a refusal is: its status and title (docs/api.md §1). */
export function refusalOf(cell: Exclude<Cell, "yes">): { status: number; title: string } {
  switch (cell) {
    case 401:
      return { status: 401, title: "Unauthorized" };
    case "verify":
      return { status: 403, title: "Email Verification Required" };
    case 403:
      return { status: 403, title: "Forbidden" };
    case 404:
      return { status: 404, title: "Not Found" };
  }
}
