import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";

import { folderLockHolder } from "@/db/folder-lock";

/**
 * Embedded mode: one process at a time may open the database folder (PGlite does not share it),
 * so an operator command run while the server is up (`npm run db:seed`, `db:migrate`) cannot open
 * it. Instead the command asks that server to do the job, in its own process and on its own
 * PGlite (docs/decisions/0030-cache-follows-every-write.md): the trigger of the faqs table then
 * tells the server's cache, as for any other write.
 *
 * At start the server writes `<folder>.server` beside its lock file: its process id, its port
 * and a secret, readable by the folder's owner only. The command, finding the folder locked by
 * that live process, posts the job to OPERATOR_PATH on loopback with the secret.
 */

export const OPERATOR_PATH = "/internal/operator";
const SECRET_HEADER = "x-faq-corner-operator";

/** The jobs a running server does for an operator command. */
export const OPERATOR_JOBS = ["db:seed", "db:migrate"] as const;
export type OperatorJob = (typeof OPERATOR_JOBS)[number];

interface DoorFile {
  pid: number;
  port: number;
  secret: string;
}

// Next.js evaluates this module in several bundles (instrumentation, route handlers): the secret
// of the process lives on globalThis.
const registry = globalThis as typeof globalThis & Record<symbol, string | undefined>;
const SECRET = Symbol.for("faq-corner.operator-door");

const doorFile = (folder: string) => `${folder}.server`;

/** Server side, at start: lets operator commands reach this server (removed at exit). */
export function openOperatorDoor(folder: string, port: number): void {
  const secret = randomBytes(32).toString("base64url");
  registry[SECRET] = secret;
  const file = doorFile(folder);
  const door: DoorFile = { pid: process.pid, port, secret };
  writeFileSync(`${file}.${String(process.pid)}`, JSON.stringify(door), { mode: 0o600 });
  renameSync(`${file}.${String(process.pid)}`, file);
  process.on("exit", () => {
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as DoorFile).pid === process.pid) {
        unlinkSync(file);
      }
    } catch {
      // Already gone.
    }
  });
}

/** Server side: whether a request to OPERATOR_PATH carries this process's secret. */
export function isOperatorRequest(request: Request): boolean {
  const expected = registry[SECRET];
  if (!expected) return false;
  const given = Buffer.from(request.headers.get(SECRET_HEADER) ?? "");
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

/** Command side: the server that has the database at `folder` open, if one does. */
export function runningServer(folder: string): DoorFile | undefined {
  const holder = folderLockHolder(folder);
  if (holder === undefined || holder === process.pid) return undefined;
  try {
    const door = JSON.parse(readFileSync(doorFile(folder), "utf8")) as DoorFile;
    return door.pid === holder ? door : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Command side: has the running server do `job`, and resolves with what the job says. A failure
 * rejects with the server's reason.
 */
export async function askRunningServer(server: DoorFile, job: OperatorJob): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${String(server.port)}${OPERATOR_PATH}`, {
    method: "POST",
    headers: { [SECRET_HEADER]: server.secret, "content-type": "application/json" },
    body: JSON.stringify({ job }),
    signal: AbortSignal.timeout(10 * 60_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  if (!response.ok || typeof answer.message !== "string") {
    throw new Error(
      `the server (process ${String(server.pid)}) could not do it: ${answer.error ?? `status ${String(response.status)}`}`,
    );
  }
  return answer.message;
}
