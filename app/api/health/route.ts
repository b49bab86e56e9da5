import { json, apiRoute } from "@/lib/api/route";
import { ApiProblem } from "@/lib/api/problem";
import { checkHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

const FAILURES = {
  unreachable: "The database did not answer.",
  timeout: "The database did not answer in time.",
  pending: "Migrations are pending: run npm run db:migrate.",
} as const;

/**
 * GET /api/health, for load balancers: 200 {"status":"ok","database":"ok","migrations":"current"}
 * when the process, the database and the schema are ready; otherwise a 503 ProblemDetails whose
 * `checks` name what failed. No session and no anti-forgery token.
 */
export const GET = apiRoute(async () => {
  const health = await checkHealth();
  if (health.status === "ok") return json(health);
  const failed = health.database === "ok" ? health.migrations : health.database;
  throw new ApiProblem(503, "Service Unavailable", {
    detail: FAILURES[failed as keyof typeof FAILURES],
    extensions: { checks: { database: health.database, migrations: health.migrations } },
  });
});
