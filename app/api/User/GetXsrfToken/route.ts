import { apiRoute, json } from "@/lib/api/route";
import { issueXsrfToken } from "@/lib/auth/xsrf";

/** CONTRACT §2: sets the anti-forgery cookie and answers the matching token. */
export const GET = apiRoute(async (context) => {
  return json({
    crossSiteRequestForgeryToken: await issueXsrfToken(context.request, {
      sessionId: await context.tokenSessionId(),
    }),
  });
});
