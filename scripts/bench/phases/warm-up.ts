/**
 * The large PostgreSQL server's warm-up before the measurements that share it (/faq and the
 * searches), and its resident memory after it: R6's baseline (./memory.ts).
 */
import type { Bench } from "../bench";
import { warmUp } from "../measure";
import type { Phase } from "../phase";
import { SEARCH_PATHS } from "../profile";

export const warmUpLarge: Phase<{ memoryKiB: number }> = {
  name: "warm-up of the large PostgreSQL server",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const server = await bench.server("postgres-large");
    await warmUp(bench, "PostgreSQL large", server, ["/faq", ...SEARCH_PATHS]);
    await bench.settle();
    return { memoryKiB: server.memory.current() };
  },
};
