/**
 * What the load test sends: a signed-in Admin's session, and one round of 20 requests that every
 * connection repeats (public pages and reads, searches, portal reads and edits).
 */
import { ApiClient } from "../../../harness/api-client";
import { type Account, signIn } from "../../../harness/sign-in";
import type { CannonRequest } from "./cannon";

/** A signed-in browser: its cookies and its anti-forgery token (docs/api.md §2). */
export interface Session {
  cookie: string;
  xsrfToken: string;
}

/** The Admin's session (harness/sign-in.ts, the one sign-in), as autocannon's requests send it. */
export async function signedInSession(url: string, account: Account): Promise<Session> {
  const admin = await signIn(url, account, { client: new ApiClient(url) });
  return { cookie: admin.cookieHeader(), xsrfToken: admin.xsrfToken ?? "" };
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
  tags: string;
}

export type Kind =
  | "page /faq"
  | "page /faq/q/…"
  | "page /faq?q=…"
  | "GetFaqs"
  | "GetQueriedFaqs"
  | "GetAdminFaqs"
  | "GetFaqSearchQueries"
  | "PatchFaq";

export interface Planned {
  kind: Kind;
  request: CannonRequest;
}

/**
 * One round of the mix, which every connection repeats: 9 public page and API reads, 3
 * searches, 4 portal reads and 2 edits in 20 requests.
 */
export function mix(faqs: Faq[], faqPages: string[], session: Session): Planned[] {
  const signedIn = { Cookie: session.cookie };
  const get = (kind: Kind, route: string, headers: Record<string, string> = {}): Planned => ({
    kind,
    request: { method: "GET", path: route, headers },
  });
  const [edited] = faqs;
  const [first, second, third] = faqPages;
  if (!edited || !first || !second || !third)
    throw new Error("the seeded database has too few FAQs");
  const search = (text: string) =>
    `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(text)}`;
  const searchPage = (text: string) => `/faq?q=${encodeURIComponent(text)}`;
  // The edit saves the FAQ as it is: each one is a real write (and refreshes the cached
  // pages) without changing what the site says.
  const patch: Planned = {
    kind: "PatchFaq",
    request: {
      method: "PATCH",
      path: "/api/Faq/PatchFaq",
      headers: {
        ...signedIn,
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": session.xsrfToken,
      },
      body: JSON.stringify({
        id: edited.id,
        question: edited.question,
        answer: edited.answer,
        tags: edited.tags,
      }),
    },
  };
  return [
    get("page /faq", "/faq"),
    get("GetFaqs", "/api/Faq/GetFaqs?limit=15&skip=0&orderBy=0"),
    get("page /faq/q/…", first),
    get("GetQueriedFaqs", search("reading")),
    get("GetAdminFaqs", "/api/Faq/GetAdminFaqs?limit=15&skip=0&orderBy=2", signedIn),
    get("page /faq?q=…", searchPage("how do I help my child")),
    get("page /faq/q/…", second),
    patch,
    get("GetFaqSearchQueries", "/api/Faq/GetFaqSearchQueries?limit=15&skip=0&orderBy=2", signedIn),
    get("page /faq", "/faq"),
    get("GetFaqs", "/api/Faq/GetFaqs?limit=15&skip=15&orderBy=1"),
    get("GetQueriedFaqs", search("phonics sounds")),
    get("page /faq/q/…", third),
    get("GetAdminFaqs", "/api/Faq/GetAdminFaqs?limit=15&skip=15&orderBy=0", signedIn),
    get("page /faq?q=…", searchPage("spelling")),
    get("GetFaqs", "/api/Faq/GetFaqs?limit=15&skip=30&orderBy=0"),
    patch,
    get("GetFaqSearchQueries", "/api/Faq/GetFaqSearchQueries?limit=15&skip=0&orderBy=1", signedIn),
    get("GetQueriedFaqs", search("reading")),
    get("page /faq", "/faq"),
  ];
}
