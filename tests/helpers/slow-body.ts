/**
 * A client that declares a request body and sends only its first bytes (issue 27 item 3): the
 * headers with `Content-Length: 64`, then `{"email":`, then nothing. Resolves once the server
 * closes the connection, with what it answered (empty when it answered nothing) and when; its
 * `sent` resolves once those first bytes are written to the socket (or it closed first).
 */
import assert from "node:assert/strict";
import { connect } from "node:net";

import type { ApiClient } from "../../harness/api-client";

export interface SlowBodyAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  head: string;
  body: string;
  closedAfterMs: number;
}

export type SlowBody = Promise<SlowBodyAnswer> & { sent: Promise<void> };

export function slowBodyRequest({
  port,
  path,
  method = "POST",
  localAddress,
}: {
  port: number;
  path: string;
  method?: string;
  /** The address to connect from (nginx keys its limits on it). */
  localAddress?: string;
}): SlowBody {
  let written: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    written = resolve;
  });
  const answered = new Promise<SlowBodyAnswer>((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":`,
        written,
      );
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      // A reset after the answer is a close like any other.
      if (error.code === "ECONNRESET") return;
      reject(error);
    });
    socket.once("close", () => {
      written();
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1] ?? 0);
      resolve({ status, head, body, closedAfterMs: Date.now() - started });
    });
  });
  return Object.assign(answered, { sent });
}

/** The three anonymous account actions that take turns in the front door, with their methods. */
const ANONYMOUS_ACTION_CALLS = [
  { method: "POST", path: "/api/User/ForgotPassword" },
  { method: "PATCH", path: "/api/User/ResetPassword" },
  { method: "POST", path: "/api/User/UndoEmailChange" },
];

/** The `index`th of the anonymous account actions, in turn, as slowBodyRequest sends it. */
export function anonymousActionCall(index: number): { method: string; path: string } {
  return ANONYMOUS_ACTION_CALLS[index % ANONYMOUS_ACTION_CALLS.length] ?? { method: "", path: "" };
}

/**
 * Once the slow clients' first bytes are with the server (on the loopback socket before this
 * request connects, so it reads them first), someone asks for a reset code and is answered at
 * once: the slow ones hold no turn of the anonymous account actions.
 */
export async function assertResetAnsweredMeanwhile(
  client: ApiClient,
  slow: readonly SlowBody[],
): Promise<void> {
  await Promise.all(slow.map((one) => one.sent));
  await client.user.getXsrfToken();
  const started = Date.now();
  const forgot = await client.user.forgotPassword({ email: "ada@example.org" });
  assert.equal(forgot.status, 200, JSON.stringify(forgot.body));
  assert.ok(Date.now() - started < 5_000, `answered after ${String(Date.now() - started)} ms`);
}
