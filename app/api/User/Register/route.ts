import { conflictProblem } from "@/lib/api/account-problems";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { registerUser } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";
import { newAccountWithPolicySchema } from "@/lib/password-policy";

/**
 * SPEC §2 Register User: an Admin creates an unverified Guest, which gets a verification code by
 * mail; the Admin gives it its role on Edit User (CONTRACT §5).
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { firstName, lastName, email, password } = await readJson(
    context.request,
    newAccountWithPolicySchema,
  );
  const result = await registerUser({ actorId: admin.id, firstName, lastName, email, password });
  if (!result.ok) throw conflictProblem("emailTaken");
  return json({ message: MESSAGES.userRegistered, user: result.user });
});
