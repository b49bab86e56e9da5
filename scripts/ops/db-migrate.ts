import { OPERATOR_JOB_RUNS } from "@/lib/server/operator-jobs";

import { runJob } from "./run";

await runJob("db:migrate", OPERATOR_JOB_RUNS["db:migrate"]);
