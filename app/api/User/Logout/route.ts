import { apiRoute } from "@/lib/api/route";
import { signOut } from "@/lib/auth/next-auth";
import { issueXsrfToken } from "@/lib/auth/xsrf";
import { user as userApi } from "@/lib/contract";
import { bumpSessionVersion } from "@/lib/data/users";

/**
 * Ends the session: the cookie is cleared and the account's session version moves on, so a
 * copy of the token stops working too (docs/decisions/0006-logout-ends-every-session.md).
 */
export const POST = apiRoute(userApi.logout, async ({ user, context }) => {
  await bumpSessionVersion({ id: user.id });
  await signOut({ redirect: false });
  return {
    crossSiteRequestForgeryToken: await issueXsrfToken(context.request, {
      sessionId: undefined,
      rotate: true,
    }),
  };
});
