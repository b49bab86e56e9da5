import { z } from "zod";

import { LIMITS, characterCount, cleanText } from "./text";

// ---------------------------------------------------------------------------------------------
// FAQs and search (docs/api.md §6)

/** docs/api.md §6: search text is 1–200 characters once trimmed. */
export const searchQueryField = z
  .string({ error: "Enter something to search for." })
  .transform((value) => cleanText(value).trim())
  .refine((value) => value.length > 0, { error: "Enter something to search for." })
  .refine((value) => characterCount(value) <= LIMITS.searchQuery, {
    error: `Use at most ${String(LIMITS.searchQuery)} characters to search.`,
  })
  .meta({
    description: `The search text: 1–${String(LIMITS.searchQuery)} characters once trimmed.`,
  });

/** HTML far longer than its text limit is refused before the sanitiser spends time on it. */
export const FAQ_HTML_RAW_FACTOR = 10;

/** The text limit of a question or answer and its messages. */
export function faqHtmlRule(label: "question" | "answer") {
  const limit = label === "question" ? LIMITS.question : LIMITS.answer;
  return {
    limit,
    tooLong: `Use at most ${limit.toLocaleString("en-GB")} characters for the ${label}.`,
    missing: `Enter the ${label}.`,
  };
}

/**
 * A question or answer as it travels: HTML text. The server then sanitises it to docs/api.md §6's
 * allowlist and measures its text (lib/faq/sanitize.ts faqHtmlField, on top of this).
 */
export function faqHtmlWire(label: "question" | "answer") {
  const { limit, tooLong, missing } = faqHtmlRule(label);
  return z
    .string({ error: missing })
    .max(limit * FAQ_HTML_RAW_FACTOR, { error: tooLong })
    .meta({
      description: `HTML, reduced to p, br, strong, b, em, i, u, a (http, https and mailto links), ul, ol and li; 1–${limit.toLocaleString("en-GB")} characters of text.`,
    });
}

/**
 * docs/api.md §6: tags are one comma-separated text, stored trimmed, without empty items, without
 * repeats (ignoring letter case; the first spelling stays) and joined with ", ".
 */
export function normaliseTags(tags: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of cleanText(tags).split(",")) {
    const tag = item.replace(/\s+/g, " ").trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept.join(", ");
}

/** Tags may be left out or empty; the limit applies to the stored (normalised) text. */
export const tagsField = z
  .string({ error: "Tags must be text, separated by commas." })
  .optional()
  .transform((value) => normaliseTags(value ?? ""))
  .refine((value) => characterCount(value) <= LIMITS.tags, {
    error: `Use at most ${String(LIMITS.tags)} characters for the tags.`,
  })
  .meta({
    description: `Comma-separated; stored trimmed, without repeats, joined with ", "; at most ${String(LIMITS.tags)} characters.`,
  });

// ---------------------------------------------------------------------------------------------
// "Also asked as" (issue 26, docs/decisions/0038-also-asked-as.md)

/**
 * One way of asking as stored: plain text (anything between < and > goes: phrasings are never
 * HTML), trimmed, with single spaces.
 */
export function normalisePhrasing(text: string): string {
  return cleanText(text)
    .replace(/<[^<>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Phrasings as stored: each normalised, empty ones dropped, repeats (any letter case) dropped. */
export function normalisePhrasings(phrasings: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const phrasing of phrasings.map(normalisePhrasing)) {
    const key = phrasing.toLowerCase();
    if (phrasing === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(phrasing);
  }
  return kept;
}

export const PHRASING_MESSAGES = {
  notText: "Write each way of asking as text, one per line.",
  tooMany: `Use at most ${String(LIMITS.phrasings)} ways of asking.`,
  tooLong: (phrasing: string) =>
    `This one is too long: “${phrasing.slice(0, 30)}…”. Use at most ${String(LIMITS.phrasing)} characters on a line.`,
} as const;

/**
 * `phrasings`: other ways visitors ask the question, up to 20 of up to 200 characters each once
 * normalised. Left out, nothing changes (PatchFaq keeps the FAQ's own; PostFaq starts with none).
 */
export const phrasingsField = z
  .array(z.string({ error: PHRASING_MESSAGES.notText }), { error: PHRASING_MESSAGES.notText })
  // Far more lines than can be kept is refused before any work is spent on them.
  .max(LIMITS.phrasings * 10, { error: PHRASING_MESSAGES.tooMany })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const phrasings = normalisePhrasings(value);
    const tooLong = phrasings.find((phrasing) => characterCount(phrasing) > LIMITS.phrasing);
    if (tooLong !== undefined) {
      ctx.addIssue({ code: "custom", message: PHRASING_MESSAGES.tooLong(tooLong) });
    }
    if (phrasings.length > LIMITS.phrasings) {
      ctx.addIssue({ code: "custom", message: PHRASING_MESSAGES.tooMany });
    }
    return phrasings;
  })
  .meta({
    description: `Issue 26 "Also asked as": other ways visitors ask this question, plain text; stored trimmed, with single spaces, without empty lines or repeats (any letter case); at most ${String(LIMITS.phrasings)} of at most ${String(LIMITS.phrasing)} characters each. Searched like the question, never shown to visitors. Left out: unchanged (none on PostFaq).`,
  });

/**
 * The editedAt that the editor loaded (docs/api.md §6): an ISO 8601 time, or null for an FAQ never
 * edited. Left out, the edit is saved without the check.
 */
const editedAtMessage = "EditedAt must be the editedAt time you loaded, or null.";

export const editedAtField = z
  .union([z.iso.datetime({ offset: true }), z.null()], { error: editedAtMessage })
  .optional()
  .transform((value) => (typeof value === "string" ? new Date(value) : value))
  // No FAQ was edited before 1970; an earlier time (year 0 is not even one PostgreSQL accepts)
  // cannot be what the editor loaded.
  .refine((value) => !value || value.getUTCFullYear() >= 1970, { error: editedAtMessage })
  .meta({
    description:
      "The editedAt the editor loaded (null for an FAQ never edited): if the FAQ changed since, the edit is refused with 409. Left out, no check.",
  });

// ---------------------------------------------------------------------------------------------
// Search words (issue 13)

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

const SYNONYM_LIST_MESSAGE = `Enter at least ${String(SYNONYM_LIMITS.minWords)} words, with commas between them.`;

/** `words`: 2–20 different words, each up to 40 letters and digits; stored normalised. */
export const synonymWordsField = z
  .array(z.string({ error: SYNONYM_LIST_MESSAGE }), { error: SYNONYM_LIST_MESSAGE })
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
      ctx.addIssue({ code: "custom", message: SYNONYM_LIST_MESSAGE });
    } else if (normalised.length > SYNONYM_LIMITS.maxWords) {
      ctx.addIssue({
        code: "custom",
        message: `Use at most ${String(SYNONYM_LIMITS.maxWords)} words in a group.`,
      });
    }
    return normalised;
  })
  .meta({
    description: `${String(SYNONYM_LIMITS.minWords)}–${String(SYNONYM_LIMITS.maxWords)} different words of letters and digits, each up to ${String(SYNONYM_LIMITS.wordLength)}; stored in lower case without accents.`,
  });
