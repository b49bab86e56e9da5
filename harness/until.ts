/**
 * Waits for something another process does in its own time (a server's log line, a search
 * counted after its answer, a change heard through LISTEN): checks every 10 ms and resolves with
 * the time it took, or fails with `what` after `limitMs`.
 */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  limitMs = 30_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) {
      throw new Error(`${what}: not within ${String(limitMs)} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
