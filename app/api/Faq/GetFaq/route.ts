import { z } from "zod";

import { notFound } from "@/lib/api/problem";
import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { getEditableFaq } from "@/lib/data/faqs";
import { idQuery } from "@/lib/faq-validation";

const query = z.object({ id: idQuery });

/**
 * SPEC §7 GetFaq: one FAQ, active or archived, for the Edit FAQ screen. Its editedAt goes back
 * with PatchFaq, so that an edit made meanwhile by someone else is not overwritten.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { id } = readQuery(context.request, query);
  const faq = await getEditableFaq({ id });
  if (!faq) throw notFound("The FAQ");
  return json(faq);
});
