import "server-only";

import { getActiveUserByEmail } from "@/lib/data/users";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

/**
 * A hash of a random password, verified against when the address is unknown, so that a wrong
 * address and a wrong password take the same time (docs/api.md §3).
 */
let dummyHash: Promise<string> | undefined;

/** The account for these credentials, or null, in the same time either way. */
export async function authenticate({ email, password }: { email: string; password: string }) {
  dummyHash ??= hashPassword(crypto.randomUUID());
  const user = await getActiveUserByEmail({ email });
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  return user && valid ? user : null;
}
