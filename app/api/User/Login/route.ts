import { passesLockedCheck } from "@/lib/api/attempt-limits";
import { clientAddress } from "@/lib/api/client-address";
import { ApiProblem, TITLES, tooManyRequests } from "@/lib/api/problem";
import { apiRoute } from "@/lib/api/route";
import { signedIn } from "@/lib/api/sign-in";
import { authenticate } from "@/lib/auth/credentials";
import { user as userApi } from "@/lib/contract";
import type { User } from "@/db/schema";
import { recordSignIn } from "@/lib/data/audit";
import { issueSignInToken } from "@/lib/data/codes";
import { hitRateLimit, WRONG_SECRET_LOCK } from "@/lib/data/rate-limits";
import { hasTwoFactor } from "@/lib/data/two-factor";
import { getActiveUserByEmail } from "@/lib/data/users";
import { getEnv } from "@/lib/server/env";

/**
 * docs/api.md §5: 30 login attempts per minute from one address; 5 failures lock an account. The
 * password checks are counted before they are made, so 40 wrong passwords sent at once are 5
 * checks and 35 refusals, not 40 checks (issue 14 item 2).
 */
const ipLimit = () => ({ limit: getEnv().loginAttemptsPerMinute, windowSeconds: 60 });

async function accountId(email: string): Promise<number | null> {
  return (await getActiveUserByEmail({ email }))?.id ?? null;
}

export const POST = apiRoute(userApi.login, async ({ input: { email, password }, context }) => {
  const { request } = context;
  const perAddress = await hitRateLimit({
    key: `login-ip:${clientAddress(request)}`,
    ...ipLimit(),
  });
  if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterSeconds);
  // Keyed by address, not account, so a locked unknown address looks like a locked account.
  let user: User | undefined;
  const right = await passesLockedCheck(
    { key: `login-fail:${email}`, ...WRONG_SECRET_LOCK },
    async () => (user = (await authenticate({ email, password })) ?? undefined) !== undefined,
    {
      locked: async () => recordSignIn({ userId: await accountId(email), outcome: "locked" }),
      failed: async (lockedNow) =>
        recordSignIn({ userId: await accountId(email), outcome: lockedNow ? "locking" : "failed" }),
    },
  );
  if (!right || !user) {
    throw new ApiProblem(401, TITLES.unauthorized, {
      detail: "The e-mail address or password is not right.",
    });
  }
  // Two-step sign-in: no session yet, only a token for api/User/LoginSecondStep, which asks for
  // the code of the person's app (docs/decisions/0021). Accounts without it go straight on.
  if (hasTwoFactor(user)) {
    const { token } = await issueSignInToken({ userId: user.id });
    return { twoFactorRequired: true as const, twoFactorToken: token };
  }
  return signedIn(request, user);
});
