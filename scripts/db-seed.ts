import { seedDemoContent } from "@/db/seed";
import { getEnv } from "@/lib/server/env";

import { runCommand } from "./run";

await runCommand("db:seed", async () => {
  const summary = await seedDemoContent({ supportEmail: getEnv().supportEmail });
  console.log(
    summary.skipped
      ? "db:seed: the database already has FAQs; nothing was added."
      : `db:seed: added ${String(summary.faqs)} FAQs and ${String(summary.searchEvents)} searches of ${String(summary.searches)} different texts.`,
  );
});
