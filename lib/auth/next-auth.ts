import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";

import type { User } from "@/db/schema";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { ROUTES } from "@/lib/routes";

/**
 * next-auth (Auth.js v5) issues the session: a JWT in an httpOnly, SameSite=Lax cookie,
 * `__Secure-` prefixed and Secure over https. The token carries who signed in, the account's
 * session version and a session id; lib/auth/session.ts checks them against the database on
 * every request (docs/api.md §3), so the token never freezes a role.
 */

declare module "next-auth" {
  interface User {
    sessionVersion?: number;
    sessionId?: string;
  }
  interface Session {
    userId: number;
    sessionVersion: number;
    sessionId: string;
    signedInAt: number;
    issuedAt: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    uid?: number;
    sv?: number;
    sid?: string;
    /** Sign-in time in ms: sessions end 12 hours after it whatever happens. */
    sat?: number;
  }
}

/** docs/api.md §3: a session ends after 8 hours without use... */
export const SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** ...and 12 hours after sign-in whatever happens (issue #3). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export class InvalidLogin extends CredentialsSignin {
  override code = "invalid";
}

/**
 * The account a sign-in is for, proved by the route that starts it (the password, and the code
 * of a two-step sign-in): held in the request's async context, so that the provider below never
 * takes an account from the data a sign-in call carries.
 */
const provenSignIn = new AsyncLocalStorage<{ user: User; sessionId: string }>();

/** Starts a session for `user`, whose proof the caller has checked. Route handlers only. */
export async function startSession(user: User, sessionId: string): Promise<void> {
  await provenSignIn.run({ user, sessionId }, () => signIn("credentials", { redirect: false }));
}

/**
 * The session version a server-side renewal (renewSession, after a password change) gives this
 * browser's token. Held here, in the renewing request's async context, never read from the data
 * an update carries: that data can come from a client, and a version taken from it would revive
 * a session that a logout or a password change ended.
 */
const renewal = new AsyncLocalStorage<{ sessionVersion: number }>();

/** Re-issues the session token with `sessionVersion`, from server code only. */
export function renewSessionToken(sessionVersion: number): Promise<unknown> {
  return renewal.run({ sessionVersion }, () => updateSession({}));
}

type JwtCallback = NonNullable<NonNullable<NextAuthConfig["callbacks"]>["jwt"]>;

/** What the session token holds, at sign-in and each time it is re-issued. */
export const sessionToken: JwtCallback = ({ token, user, trigger }) => {
  if (trigger === "signIn") {
    // Keep the token lean: no name, e-mail or picture, only what the checks need.
    return {
      sub: user.id,
      uid: Number(user.id),
      sv: user.sessionVersion,
      sid: user.sessionId,
      sat: Date.now(),
    };
  }
  if (!token.sat || Date.now() - token.sat > SESSION_ABSOLUTE_MS) return null;
  // renewSessionToken(): the session that changed the password goes on with the new version.
  const renewed = trigger === "update" ? renewal.getStore() : undefined;
  return renewed ? { ...token, sv: renewed.sessionVersion } : token;
};

function config(): NextAuthConfig {
  return {
    secret: getEnv().authSecret,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS, updateAge: 0 },
    pages: { signIn: ROUTES.login.path },
    providers: [
      Credentials({
        credentials: {},
        authorize() {
          const proven = provenSignIn.getStore();
          if (!proven) throw new InvalidLogin();
          const { user, sessionId } = proven;
          return {
            id: String(user.id),
            sessionVersion: user.sessionVersion,
            sessionId,
          };
        },
      }),
    ],
    callbacks: {
      jwt: sessionToken,
      session({ session, token }) {
        return {
          ...session,
          userId: token.uid ?? 0,
          sessionVersion: token.sv ?? 0,
          sessionId: token.sid ?? "",
          signedInAt: token.sat ?? 0,
          issuedAt: typeof token.iat === "number" ? token.iat * 1000 : 0,
        };
      },
    },
    logger: {
      // Through lib/server/log.ts, so that auth's lines are JSON with the request's traceId and pass the
      // redaction guard. A wrong password is an expected outcome, not an error worth a trace.
      error(error) {
        // Auth.js errors by their `type`: the production build minifies class names (`name`
        // reads "m" there), and a `type` holds across copies of the module in each bundle layer.
        const type = "type" in error ? error.type : undefined;
        if (type === "CredentialsSignin") return;
        // A session cookie that does not decrypt (forged, cut, or from before a secret change)
        // is the visitor's problem, answered as signed out: worth a line, not an alarm.
        if (type === "JWTSessionError") {
          log("info", "auth: session cookie rejected");
          return;
        }
        log("error", `auth: ${error.name}: ${error.message}`);
      },
      warn(warning) {
        // Warnings about experimental APIs are worth a line only when someone reads everything.
        log("info", "auth warning", { warning });
      },
      debug() {
        // Auth.js debug output includes token contents: never logged.
      },
    },
  };
}

export const { auth, signIn, signOut, unstable_update: updateSession } = NextAuth(() => config());
