import { z } from "zod";

import { characterCount, cleanText } from "@/lib/validation";

/**
 * The rules of a group of search words (the Admin screen "Search words", issue 13), shared by
 * the route handlers and the screen. Nothing here needs the server.
 */
export const SYNONYM_LIMITS = { wordLength: 40, minWords: 2, maxWords: 20 } as const;

/**
 * A word as search compares it: lower case, accents gone ("Café" → "cafe"), as the search
 * lower-cases and unaccents what people type (lib/search/engine.ts).
 */
export function normaliseSearchWord(word: string): string {
  return cleanText(word).trim().normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** What a person types in the field: words with commas, spaces or new lines between them. */
export function splitSearchWords(text: string): string[] {
  return text.split(/[\s,;]+/u).filter((word) => word !== "");
}

const LIST_MESSAGE = `Enter at least ${String(SYNONYM_LIMITS.minWords)} words, with commas between them.`;

/** `words`: 2–20 different words, each up to 40 letters and digits; stored normalised. */
export const synonymWordsField = z
  .array(z.string({ error: LIST_MESSAGE }), { error: LIST_MESSAGE })
  .max(200, { error: `Use at most ${String(SYNONYM_LIMITS.maxWords)} words in a group.` })
  .transform((words, ctx) => {
    const normalised = [...new Set(words.map(normaliseSearchWord).filter((word) => word !== ""))];
    for (const word of normalised) {
      if (characterCount(word) > SYNONYM_LIMITS.wordLength) {
        ctx.addIssue({
          code: "custom",
          message: `“${word.slice(0, 20)}…” is too long. Use at most ${String(SYNONYM_LIMITS.wordLength)} letters in a word.`,
        });
      } else if (!/^[\p{L}\p{N}]+$/u.test(word)) {
        ctx.addIssue({ code: "custom", message: `Use only letters and numbers: “${word}”.` });
      }
    }
    if (normalised.length < SYNONYM_LIMITS.minWords) {
      ctx.addIssue({ code: "custom", message: LIST_MESSAGE });
    } else if (normalised.length > SYNONYM_LIMITS.maxWords) {
      ctx.addIssue({
        code: "custom",
        message: `Use at most ${String(SYNONYM_LIMITS.maxWords)} words in a group.`,
      });
    }
    return normalised;
  });

const ID_MESSAGE = "Give the id of a group: a whole number from 1.";

/** A group's id in a JSON body (PatchSynonymGroup, DeleteSynonymGroup). */
export const synonymGroupIdField = z
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(2_147_483_647, { error: "There is no such group." });
