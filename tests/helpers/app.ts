/**
 * The production build (`npm run build` first) served in this test process on a free port, so
 * that API tests go through real HTTP, Next.js routing and proxy.ts, while sharing this file's
 * database (db/client.ts keeps one connection per process). Call it at the top level of a test
 * file, so that the server closes when the file's tests are done.
 *
 * Requests pass lib/api/front-door.mjs as under `npm start`, with this process trusted as a
 * proxy (TRUSTED_PROXIES=loopback unless set), so that a test gives a client an address of its
 * own with X-Forwarded-For (./accounts.ts). tests/client-address.test.ts starts server.mjs
 * itself, trusting no one.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after } from "node:test";

import next from "next";

import { frontDoor, keepIdleConnections, parseTrustedProxies } from "../../lib/api/front-door.mjs";

export interface TestApp {
  url: string;
}

let started: Promise<TestApp> | undefined;

export function startApp(): Promise<TestApp> {
  started ??= (async () => {
    process.env.FAQ_FRONT_DOOR = "1";
    const app = next({ dev: false, dir: process.cwd(), quiet: true });
    await app.prepare();
    const trust = parseTrustedProxies(process.env.TRUSTED_PROXIES ?? "loopback");
    const server: Server = createServer(frontDoor(app.getRequestHandler(), trust));
    keepIdleConnections(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    after(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    });
    return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
  })();
  return started;
}

/**
 * A browser-like client: keeps cookies, sends the anti-forgery token it was last given as
 * X-XSRF-TOKEN on POST and PATCH, and saves any `crossSiteRequestForgeryToken` it receives.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  xsrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: any }> {
    const response = await this.send(`${this.baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(this.cookies.size > 0
          ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
        ...((method === "POST" || method === "PATCH") && this.xsrfToken
          ? { "X-XSRF-TOKEN": this.xsrfToken }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
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

  /** Fetches a token, then signs in through the real login endpoint. */
  async login(email: string, password: string) {
    await this.get("/api/User/GetXsrfToken");
    return this.post("/api/user/login", { email, password });
  }
}
