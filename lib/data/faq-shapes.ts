import "server-only";

import { faqs, users } from "@/db/schema";
import { renderSafeHtml } from "@/lib/faq/sanitize";

/** An FAQ as anyone may see it (SPEC §3 without the editor's identity). */
export interface PublicFaq {
  id: number;
  question: string;
  answer: string;
  tags: string;
  ranking: number;
  isPhantomDeleted: boolean;
  /** ISO 8601 UTC, or null for an FAQ never edited. */
  editedAt: string | null;
}

/** An FAQ as staff see it: SPEC §3's fields, with the editor's names as they are now. */
export interface StaffFaq extends PublicFaq {
  editedByUserId: number | null;
  editedByUserFirstName: string | null;
  editedByUserLastName: string | null;
}

/** What the edit screen loads (SPEC §7 GetFaq), with editedAt to send back (PatchFaq). */
export type EditableFaq = Pick<
  StaffFaq,
  "id" | "question" | "answer" | "tags" | "isPhantomDeleted" | "editedAt"
>;

/**
 * The columns of a StaffFaq. The editor's names come from the users table by join, so a renamed
 * editor shows the new name.
 */
export const staffFaqColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  tags: faqs.tags,
  ranking: faqs.ranking,
  isPhantomDeleted: faqs.isPhantomDeleted,
  editedAt: faqs.editedAt,
  editedByUserId: faqs.editedByUserId,
  editedByUserFirstName: users.firstName,
  editedByUserLastName: users.lastName,
};

type StaffFaqRow = Omit<StaffFaq, "editedAt"> & { editedAt: Date | null };

/** An FAQ as the API answers it, its HTML passed through the allowlist again (lib/faq/sanitize.ts). */
export function toStaffFaq(row: StaffFaqRow): StaffFaq {
  return {
    ...row,
    question: renderSafeHtml(row.question),
    answer: renderSafeHtml(row.answer),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function toPublicFaq(row: StaffFaqRow): PublicFaq {
  return publicFields(toStaffFaq(row));
}

/** What anyone may see of an FAQ: all but its editor. */
export function publicFields(faq: StaffFaq): PublicFaq {
  const { id, question, answer, tags, ranking, isPhantomDeleted, editedAt } = faq;
  return { id, question, answer, tags, ranking, isPhantomDeleted, editedAt };
}
