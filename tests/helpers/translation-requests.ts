import assert from "node:assert/strict";

import type { ContentGap } from "@/lib/contract";

import { type ApiClient, query, type TestClient } from "../../harness/api-client";
import type { TestApp } from "../../harness/app";
import { signedOut } from "../../harness/sign-in";

/** Issue 28 "Pedir en español": what tests/api-faq-translation-requests.test.ts calls. */

/** RequestFaqTranslation's thanks. */
export const THANKS = "Gracias. Se lo diremos a nuestro equipo.";

/** A visitor from an address of its own, holding an anti-forgery token as the button does. */
export const visitor = (app: TestApp): Promise<TestClient> => signedOut(app.url);

export const ask = (client: ApiClient, body: unknown, headers?: Record<string, string>) =>
  client.faq.requestFaqTranslation(body, headers);

/** An entry of GetContentGaps. */
export type Gap = ContentGap;

/** The entries of the queue of one status, as staff read them. */
export async function gapsOf(client: ApiClient, status = "open"): Promise<Gap[]> {
  const response = await client.faq.getContentGaps(query({ limit: 100, status }));
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body as Gap[];
}

/** The FAQ's "translation wanted" entry of the queue of one status, if it is there. */
export async function wantedEntry(client: ApiClient, faqId: number, status = "open") {
  return (await gapsOf(client, status)).find(
    (gap) => gap.kind === "translation" && gap.id === faqId,
  );
}
