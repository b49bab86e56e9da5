/**
 * How each test of the account API suites (tests/api-users-*.test.ts) starts. Import it after
 * ./smtp, as those files do: the mailbox is that module's.
 */
import type { User } from "@/db/schema";

import type { TestClient } from "../../harness/api-client";

import { makeUser, signInNew } from "./accounts";
import { resetDatabase } from "./database";
import { mailbox } from "./smtp";

/** An empty database and mailbox, and `person` as a new account signed in. */
export async function startAs(
  baseUrl: string,
  person: Parameters<typeof makeUser>[0],
): Promise<{ user: User; client: TestClient }> {
  await resetDatabase();
  mailbox.clear();
  return signInNew(baseUrl, person);
}
