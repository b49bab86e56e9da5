import { z } from "zod";

import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { setFaqArchived } from "@/lib/data/faqs";
import { revalidateFaqPages } from "@/lib/server/faq-cache";
import { idField } from "@/lib/faq-validation";

const body = z.object({ id: idField });

/** SPEC §7 RestoreFaq: brings an archived FAQ back to the public lists and search. Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await readJson(context.request, body);
  const result = await setFaqArchived({ id, archived: false, actorId: admin.id });
  if (!result.ok) {
    throw result.reason === "not-found"
      ? notFound("The FAQ")
      : conflict("This FAQ is not archived.");
  }
  revalidateFaqPages();
  return json(result.faq);
});
