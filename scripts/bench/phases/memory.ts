/**
 * R6: the large PostgreSQL server's resident memory after all its measurements against after its
 * warm-up (./warm-up.ts), each after a pause without traffic; the peak is sampled every second.
 */
import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { mib, ratio } from "../report/units";
import { warmUpLarge } from "./warm-up";

export const memory: Phase<{ afterWarmUp: number; afterRun: number; peak: number }> = {
  name: "R6 memory",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const server = await bench.server("postgres-large");
    await bench.settle();
    return {
      afterWarmUp: bench.resultOf(warmUpLarge).memoryKiB,
      afterRun: server.memory.current(),
      peak: server.memory.peak(),
    };
  },
  rows: (memory) => [
    {
      figure: "R6 server memory, after the run ÷ after warm-up (PostgreSQL)",
      value: ratio(memory.afterRun, memory.afterWarmUp),
      target: { at: "most", bound: 1.3 },
      detail: `${mib(memory.afterRun)} ÷ ${mib(memory.afterWarmUp)}; peak RSS ${mib(memory.peak)}`,
    },
  ],
  method: (
    _,
    bench,
  ) => `- **R6**: resident memory of the large PostgreSQL server's process group (next-server included),
  read from /proc after the warm-up and after all its measurements, each after ${String(bench.profile.settleMs / 1000)} s without
  traffic; the peak is sampled every second.`,
};
