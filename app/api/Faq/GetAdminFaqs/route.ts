import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireAdmin, requireStaff } from "@/lib/auth/guards";
import { listStaffFaqs } from "@/lib/data/faqs";
import { archivedQuery, limitQuery, orderQuery, skipQuery } from "@/lib/faq-validation";

const query = z.object({
  limit: limitQuery,
  skip: skipQuery,
  orderBy: orderQuery([0, 1, 2], 0),
  isPhantomDeleted: archivedQuery,
});

/**
 * SPEC §7 GetAdminFaqs: a page of active FAQs, or of archived ones (the FAQ Archive), with tags,
 * ranking and the editor's names. Staff only; the archive (CONTRACT §4) and order 2, most
 * recently changed (CONTRACT §6, SPEC §6), are Admin only.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { limit, skip, orderBy, isPhantomDeleted } = readQuery(context.request, query);
  if (isPhantomDeleted || orderBy === 2) await requireAdmin(context);
  return json(await listStaffFaqs({ limit, skip, orderBy, archived: isPhantomDeleted }));
});
