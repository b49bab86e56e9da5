import { z } from "zod";

import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { updateFaq } from "@/lib/data/faqs";
import { revalidateFaqPages } from "@/lib/server/faq-cache";
import { editedAtField, idField, tagsField } from "@/lib/faq-validation";
import { faqHtmlField } from "@/lib/faq/sanitize";

const body = z.object({
  id: idField,
  question: faqHtmlField("question"),
  answer: faqHtmlField("answer"),
  tags: tagsField,
  editedAt: editedAtField,
});

const STALE_EDIT = "This FAQ was changed by someone else. Reload it to see their changes.";

/**
 * SPEC §7 PatchFaq: saves an edit, stamped with the editor and the time. With the editedAt the
 * editor loaded, an FAQ changed since is a 409 and nothing is saved (CONTRACT §6).
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const { id, question, answer, tags, editedAt } = await readJson(context.request, body);
  const result = await updateFaq({
    id,
    content: { question, answer, tags },
    editorId: user.id,
    loadedEditedAt: editedAt,
  });
  if (!result.ok) throw result.reason === "not-found" ? notFound("The FAQ") : conflict(STALE_EDIT);
  revalidateFaqPages();
  return json(result.faq);
});
