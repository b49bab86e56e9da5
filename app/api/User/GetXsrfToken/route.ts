import { apiRoute } from "@/lib/api/route";
import { issueXsrfToken } from "@/lib/auth/xsrf";
import { user as userApi } from "@/lib/contract";

/** docs/api.md §2: sets the anti-forgery cookie and answers the matching token. */
export const GET = apiRoute(userApi.getXsrfToken, async ({ context }) => ({
  crossSiteRequestForgeryToken: await issueXsrfToken(context.request, {
    sessionId: await context.tokenSessionId(),
  }),
}));
