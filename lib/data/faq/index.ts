import "server-only";

/**
 * The FAQ write path's entry (./README.md): the writes lib/api/faq-writes.ts calls for the route
 * handlers, and what the FAQ's other writes keep. A write goes down from here, never back up:
 * ./restore.ts → ./edits.ts → ./english-writes.ts and ./translation-writes.ts → ./records.ts and
 * ./content.ts. The reads (lists, shapes, translations, history) are lib/data/faqs.ts and its
 * siblings, below the whole folder.
 */

/** PostFaq and PatchFaq, with their translations in the same transaction. */
export {
  createFaqWithTranslations,
  editFaqWithTranslations,
  translationEditsOf,
} from "@/lib/data/faq/edits";
/** DeleteFaq and RestoreFaq. */
export { setFaqArchived } from "@/lib/data/faq/english-writes";
/** RestoreFaqRevision. */
export { restoreRevision } from "@/lib/data/faq/restore";
/**
 * For the FAQ's other writes (Link to an FAQ, accepted phrasings: lib/data/phrasing-suggestions.ts):
 * the audit line and the revision every write keeps in its transaction.
 */
export { auditFaq, recordRevision, recordTranslationRevision } from "@/lib/data/faq/records";
