/**
 * A session signed in through the API (./sign-in.ts), handed to a browser: Playwright's storage
 * state, with the cookies as the server set them and what the app keeps in localStorage
 * (docs/product.md §3: the anti-forgery token and the signed-in flag).
 */
import type { ApiClient } from "./api-client";

export interface BrowserState {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: "Strict" | "Lax" | "None";
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export function browserState(client: ApiClient): BrowserState {
  const url = new URL(client.baseUrl);
  const cookies = [...client.cookies].map(([name, value]) => ({
    name,
    value,
    domain: url.hostname,
    expires: -1,
    ...(client.cookieAttributes.get(name) ?? {
      path: "/",
      httpOnly: true,
      secure: false,
      sameSite: "Lax" as const,
    }),
  }));
  const localStorage = [
    { name: "xsrfToken", value: client.xsrfToken ?? "" },
    { name: "isAuthenticated", value: "true" },
  ];
  return { cookies, origins: [{ origin: url.origin, localStorage }] };
}
