import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { listActivity } from "@/lib/data/activity";

/**
 * The Activity screen's list (docs/decisions/0028): a page of the audit trail, newest first, by
 * person, action and days. Admin only; `details` shows only harmless keys.
 */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const query = parseQuery(context, userApi.getActivity);
  return reply(userApi.getActivity, await listActivity(query));
});
