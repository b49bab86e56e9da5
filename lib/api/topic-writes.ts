import "server-only";

import { createTopic, deleteTopic, moveTopic, updateTopic } from "@/lib/data/topic-writes";
import { revalidateFaqPages } from "@/lib/server/faq-cache";

/**
 * Every topic write of the API goes through here (issue 40), as FAQ writes go through
 * ./faq-writes.ts: once one is saved, the public pages (the tiles of /faq, the topics' pages, the
 * sitemap) are refreshed on this server at once; the other servers hear of it from the trigger of
 * the topics table (db/migrations/0024, lib/server/faq-cache-sync.ts). A refusal changes nothing.
 */
async function written<R extends { ok: boolean }>(write: Promise<R>): Promise<R> {
  const result = await write;
  if (result.ok) revalidateFaqPages();
  return result;
}

export const addTopic = (change: Parameters<typeof createTopic>[0]) => written(createTopic(change));

export const editTopic = (change: Parameters<typeof updateTopic>[0]) =>
  written(updateTopic(change));

export const placeTopic = (change: Parameters<typeof moveTopic>[0]) => written(moveTopic(change));

export const removeTopic = (change: Parameters<typeof deleteTopic>[0]) =>
  written(deleteTopic(change));
