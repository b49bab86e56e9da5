import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { listActivity } from "@/lib/data/activity";

/**
 * The Activity screen's list (docs/decisions/0028): a page of the audit trail, newest first, by
 * person, action and days. Admin only; `details` shows only harmless keys.
 */
export const GET = apiRoute(userApi.getActivity, ({ input }) => listActivity(input));
