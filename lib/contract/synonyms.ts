import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { isoTime, synonymGroupIdField, synonymWordsField } from "@/lib/contract/fields";
import { notFound, type Refusals } from "@/lib/contract/refusals";

/**
 * Issue 13: groups of words that mean the same for search, kept by Admins. Joined to the FAQ group
 * in lib/contract/faq.ts.
 */

/** A group of words that mean the same for search (issue 13). */
export const synonymGroupSchema = z
  .object({
    id: z.number().int(),
    words: z.array(z.string()).meta({ description: "Normalised: lower case, without accents." }),
    updatedAt: isoTime,
  })
  .meta({ id: "SynonymGroup" });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/** A change of a group refused: no such group, or words that belong to another group already. */
const synonymRefusals = {
  "not-found": notFound("The group of words"),
  // Under the field, as any other rule of the words (a word belongs to one group only).
  taken: (refused: { reason: string; taken?: string[] }) => ({
    status: 400 as const,
    errors: {
      Words: (refused.taken ?? []).map((word) => `“${word}” is already in another group.`),
    },
  }),
} satisfies Refusals;

/** A change of a group named by its id: a 404 when there is none. */
const refusedForNoGroup = {
  problems: { 404: "There is no group with this id." },
  refusals: synonymRefusals,
};

export const synonymEndpoints = {
  getSynonymGroups: {
    summary: "Every group of words that mean the same for search, by first word.",
    access: "admin",
    response: z.array(synonymGroupSchema),
  },
  postSynonymGroup: {
    summary:
      "Adds a group of words that mean the same for search; a word belongs to one group only.",
    access: "admin",
    body: z.object({ words: synonymWordsField }),
    response: synonymGroupSchema,
    status: 201,
    refusals: synonymRefusals,
  },
  patchSynonymGroup: {
    summary: "Replaces the words of a group.",
    access: "admin",
    body: z.object({ id: synonymGroupIdField, words: synonymWordsField }),
    response: synonymGroupSchema,
    ...refusedForNoGroup,
  },
  deleteSynonymGroup: {
    summary: "Removes a group; its words search for themselves alone again.",
    access: "admin",
    body: z.object({ id: synonymGroupIdField }),
    response: synonymGroupSchema,
    ...refusedForNoGroup,
  },
} satisfies Record<string, EndpointSpec>;
