import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { migrateToLatest } from "@/db/migrate";
import { seedDemoContent } from "@/db/seed";
import type { UserRole } from "@/db/schema";
import { createUser, getActiveUserByEmail } from "@/lib/data/users";
import { getEnv } from "@/lib/server/env";

import { runCommand } from "../ops/run";

interface DemoAccount {
  role: UserRole;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Prepares the embedded demo: migrations, demo content, and a demo Admin and Coach whose
 * passwords are generated on first run and kept under the data folder (never in the repo).
 */
await runCommand("demo", async () => {
  const env = getEnv();
  await migrateToLatest();
  const seeded = await seedDemoContent({ supportEmail: env.supportEmail });

  const file = path.join(env.dataDir, "demo-accounts.json");
  let accounts: DemoAccount[];
  try {
    accounts = JSON.parse(readFileSync(file, "utf8")) as DemoAccount[];
  } catch {
    const password = () => randomBytes(9).toString("base64url");
    accounts = [
      {
        role: "Admin",
        firstName: "Ada",
        lastName: "Admin",
        email: "admin@example.org",
        password: password(),
      },
      {
        role: "Coach",
        firstName: "Cole",
        lastName: "Coach",
        email: "coach@example.org",
        password: password(),
      },
    ];
    writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  }
  for (const account of accounts) {
    if (await getActiveUserByEmail({ email: account.email })) continue;
    await createUser({ ...account, isVerified: true });
  }

  console.log("");
  console.log(
    seeded.skipped
      ? seeded.topics > 0
        ? `Demo content: already loaded; ${String(seeded.topics)} topics added to the FAQs that had none.`
        : "Demo content: already loaded."
      : `Demo content: ${String(seeded.faqs)} FAQs in ${String(seeded.topics)} topics and ${String(seeded.searchEvents)} past searches loaded.`,
  );
  console.log("Sign in at http://localhost:" + String(env.port) + "/faq-corner with:");
  for (const account of accounts) {
    console.log(`  ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`);
  }
  if (env.adminsNeedTwoFactor) {
    console.log(
      "The Admin turns on two-step login (an authenticator app) first; ADMIN_TWO_FACTOR=optional skips it.",
    );
  }
  console.log("");
});
