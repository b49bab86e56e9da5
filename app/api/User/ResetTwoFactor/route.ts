import { changedUser } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { resetTwoFactor } from "@/lib/data/two-factor";

/**
 * Edit User: an Admin resets another person's two-step login (a lost phone and no recovery
 * codes). It is off, and the person's sessions end; the reset is audited.
 */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, userApi.resetTwoFactor);
  await changedUser(resetTwoFactor({ actorId: admin.id, id }));
  return reply(userApi.resetTwoFactor, { message: "Two-step login was reset." });
});
