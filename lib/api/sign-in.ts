import "server-only";

import { randomUUID } from "node:crypto";

import type { NextRequest } from "next/server";

import { json } from "@/lib/api/route";
import type { SignedIn } from "@/lib/contract";
import { startSession } from "@/lib/auth/next-auth";
import { issueXsrfToken } from "@/lib/auth/xsrf";
import { recordSignIn } from "@/lib/data/audit";
import type { User } from "@/db/schema";

/**
 * The end of a sign-in whose proof is checked (the password, and the code of a two-step
 * sign-in): a new session, the audit line, and the documented answer of `api/user/login`
 * (docs/product.md §7): role, verified flag and an anti-forgery token bound to the new session.
 */
export async function signedIn(
  request: NextRequest,
  user: User,
  secondStep?: "app" | "recovery-code",
): Promise<Response> {
  const sessionId = randomUUID();
  await startSession(user, sessionId);
  await recordSignIn({ userId: user.id, outcome: "signed-in", secondStep });
  const answer: SignedIn = {
    userRole: user.role,
    isVerified: user.isVerified,
    crossSiteRequestForgeryToken: await issueXsrfToken(request, { sessionId, rotate: true }),
  };
  return json(answer);
}
