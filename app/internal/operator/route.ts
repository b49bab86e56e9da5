import { z } from "zod";

import { isOperatorRequest, OPERATOR_JOBS } from "@/lib/server/operator-door";
import { OPERATOR_JOB_RUNS } from "@/lib/server/operator-jobs";
import { log } from "@/lib/server/log";

const body = z.object({ job: z.enum(OPERATOR_JOBS) });

/**
 * Where an operator command run while this embedded server has the database open has the server
 * do its job (lib/server/operator-door.ts). Anyone else, without the process's secret, finds
 * nothing here.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isOperatorRequest(request)) return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: `name one job: ${OPERATOR_JOBS.join(", ")}` }, { status: 400 });
  }
  const { job } = parsed.data;
  try {
    const message = await OPERATOR_JOB_RUNS[job]();
    log("info", "operator command done for the command line", { job, message });
    return Response.json({ message }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log("error", "operator command failed", { job, error: (error as Error).message });
    return Response.json({ error: (error as Error).message }, { status: 500 });
  }
}
