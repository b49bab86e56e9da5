import { z } from "zod";

import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { createFaq } from "@/lib/data/faqs";
import { revalidateFaqPages } from "@/lib/server/faq-cache";
import { tagsField } from "@/lib/faq-validation";
import { faqHtmlField } from "@/lib/faq/sanitize";

const body = z.object({
  question: faqHtmlField("question"),
  answer: faqHtmlField("answer"),
  tags: tagsField,
});

/** SPEC §7 PostFaq: adds an FAQ, its HTML sanitised (CONTRACT §6). Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const content = await readJson(context.request, body);
  const faq = await createFaq({ content, actorId: admin.id });
  revalidateFaqPages();
  return json(faq, { status: 201 });
});
