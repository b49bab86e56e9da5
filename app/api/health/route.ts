import { json, serviceRoute } from "@/lib/api/route";
import { ApiProblem, TITLES } from "@/lib/api/problem";
import { checkHealth, type Health } from "@/lib/server/health";

export const dynamic = "force-dynamic";

/** The detail of a 503: the first check that failed, in the order a balancer cares about. */
function failure(health: Health): string {
  if (health.process === "stopping") return "The server is shutting down.";
  if (health.database === "unreachable") return "The database did not answer.";
  if (health.database === "timeout") return "The database did not answer in time.";
  return "Migrations are pending: run npm run db:migrate.";
}

/**
 * GET (and HEAD) /api/health, for load balancers, in any letter case: 200
 * {"status":"ok","process":"ok","database":"ok","migrations":"current"} when the process, the
 * database and the schema are ready; otherwise a 503 ProblemDetails whose `checks` name what
 * failed. No session and no anti-forgery token; never cached.
 */
export const GET = serviceRoute(async () => {
  const health = await checkHealth();
  if (health.status === "ok") return json(health);
  throw new ApiProblem(503, TITLES.unavailable, {
    detail: failure(health),
    extensions: {
      checks: {
        process: health.process,
        database: health.database,
        migrations: health.migrations,
      },
    },
  });
});
