import { apiRoute, json } from "@/lib/api/route";
import { issueXsrfToken } from "@/lib/auth/xsrf";

/** CONTRACT §2: sets the anti-forgery cookie and answers the matching token. */
export const GET = apiRoute(async (context) => {
  const session = await context.session();
  return json({
    crossSiteRequestForgeryToken: await issueXsrfToken(context.request, {
      sessionId: session?.sessionId,
    }),
  });
});
