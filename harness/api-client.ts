/**
 * The API as a test, the benchmark or Playwright's setup calls it: a browser-like client that
 * keeps cookies, sends the anti-forgery token it was last given as X-XSRF-TOKEN on POST and
 * PATCH, and saves any `crossSiteRequestForgeryToken` it receives. Calls go through the contract
 * (lib/contract), as the browser's lib/client/api.ts does: `client.faq.patchFaq(body)`,
 * `client.user.getUsers({ limit: 10 })`. Only the attack suites (tests/api-bypass.test.ts, the
 * fuzz, the security tests) send raw requests, with `request`, `get`, `post` and `patch`.
 */
import type { BodyOf, Endpoint, QueryOf, QueryValue } from "@/lib/contract";
import type { faq } from "@/lib/contract/faq";
import { endpointPath, type Group, METHODS, type Method } from "@/lib/contract/methods";
import type { user } from "@/lib/contract/user";

/** An answer: its status, headers and JSON body (or text when it is not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  // A test reads problem details and answers alike; the contract's types say what each holds.
  body: any;
}

/**
 * The input of `E`, typed to guide the caller, yet loose: a test sends what the contract
 * refuses too (a wrong type, an unknown field) to see the 400.
 */
type InputOf<E extends Endpoint> = (E["query"] extends object
  ? Partial<QueryOf<E>>
  : E["body"] extends object
    ? Partial<Record<keyof BodyOf<E>, unknown>>
    : object) &
  Record<string, unknown>;

/**
 * A call of one endpoint: its input (for a GET, its query as parameters or as a written query
 * string), then any extra headers. The second form takes what the contract refuses, for the tests
 * that look for the 400.
 */
export interface ContractCall<E extends Endpoint> {
  (input?: InputOf<E> | string, headers?: Record<string, string>): Promise<Answer>;
  (input: unknown, headers?: Record<string, string>): Promise<Answer>;
}

type ContractGroup<G extends Record<string, Endpoint>> = { [K in keyof G]: ContractCall<G[K]> };

export interface CookieAttributes {
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
}

/** A query string from parameters, as the browser's client writes it. */
export function query(params: Record<string, QueryValue | undefined>): string {
  return new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
}

export class ApiClient {
  readonly cookies = new Map<string, string>();
  xsrfToken: string | undefined;
  /** The FAQ endpoints of the contract: `client.faq.getFaqs({ limit: 10 })`. */
  readonly faq: ContractGroup<typeof faq>;
  /** The account endpoints of the contract: `client.user.login({ email, password })`. */
  readonly user: ContractGroup<typeof user>;

  constructor(readonly baseUrl: string) {
    this.faq = this.group("Faq", METHODS.faq);
    this.user = this.group("User", METHODS.user);
  }

  private group<G extends Record<string, Endpoint>>(
    group: Group,
    methods: Record<string, Method>,
  ): ContractGroup<G> {
    const calls = Object.entries(methods).map(([key, method]) => {
      const path = endpointPath(group, key);
      // A GET's input is its query (an object, or a query string as written); another's, its body.
      const call = (input?: unknown, headers?: Record<string, string>) =>
        method === "GET"
          ? this.request(
              method,
              input
                ? `${path}?${typeof input === "string" ? input : query(input as Record<string, QueryValue>)}`
                : path,
              undefined,
              headers,
            )
          : this.request(method, path, input ?? {}, headers);
      return [key, call];
    });
    return Object.fromEntries(calls) as ContractGroup<G>;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await this.send(`${this.baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {}),
        ...((method === "POST" || method === "PATCH") && this.xsrfToken
          ? { "X-XSRF-TOKEN": this.xsrfToken }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    this.keepCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    if (parsed && typeof parsed === "object" && "crossSiteRequestForgeryToken" in parsed) {
      this.xsrfToken = String(parsed.crossSiteRequestForgeryToken);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** The cookies kept, as a Cookie header (for a tool that sends its own requests: the bench). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The attributes of each cookie kept, for a browser that takes the session over. */
  readonly cookieAttributes = new Map<string, CookieAttributes>();

  private keepCookies(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) || /^expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired || value === "") {
        this.cookies.delete(name);
        this.cookieAttributes.delete(name);
        continue;
      }
      this.cookies.set(name, value);
      const named = (key: string) =>
        attributes
          .find((attribute) => attribute.toLowerCase().startsWith(`${key}=`))
          ?.split("=")[1];
      const sameSite = named("samesite")?.toLowerCase();
      this.cookieAttributes.set(name, {
        path: named("path") ?? "/",
        httpOnly: attributes.some((attribute) => /^httponly$/i.test(attribute)),
        secure: attributes.some((attribute) => /^secure$/i.test(attribute)),
        sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
      });
    }
  }

  /** Sends one request: fetch, unless a subclass goes another way (tests/nginx-front.test.ts). */
  protected send(url: string, init: RequestInit & { headers: Record<string, string> }) {
    return fetch(url, init);
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }
  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", path, body, headers);
  }
  patch(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("PATCH", path, body, headers);
  }

  /** Fetches a token, as a page that opens does. */
  async openPage(): Promise<this> {
    await this.user.getXsrfToken();
    return this;
  }

  /** Fetches a token, then signs in through the real login endpoint. */
  async login(email: string, password: string) {
    await this.openPage();
    return this.user.login({ email, password });
  }
}

let lastAddress = 0;

/**
 * A client that comes from an address of its own (an X-Forwarded-For entry, which the test
 * server trusts: ./app.ts), so tests never share the per-address limits.
 */
export class TestClient extends ApiClient {
  readonly address: string;

  constructor(baseUrl: string, address?: string) {
    super(baseUrl);
    lastAddress += 1;
    this.address =
      address ??
      `10.${String((lastAddress >> 16) & 255)}.${String((lastAddress >> 8) & 255)}.${String(lastAddress & 255)}`;
  }

  override request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return super.request(method, path, body, { "X-Forwarded-For": this.address, ...headers });
  }
}
