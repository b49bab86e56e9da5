import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { resetTwoFactor } from "@/lib/data/two-factor";

/**
 * Edit User: an Admin resets another person's two-step login (a lost phone and no recovery
 * codes). It is off, and the person's sessions end; the reset is audited.
 */
export const PATCH = apiRoute(userApi.resetTwoFactor, async ({ input: { id }, user: admin }) => {
  const result = await resetTwoFactor({ actorId: admin.id, id });
  return result.ok ? { message: "Two-step login was reset." } : result;
});
