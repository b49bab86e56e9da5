/** The machine a run measured on, for the report's header. */
import os from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  kernel: string;
  node: string;
  /** 1-minute load average when the run started and ended. */
  load: { start: number; end: number };
}

export function machine(loadAtStart: number): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown CPU",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
    load: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
  };
}

export function describeMachine(m: Machine): string {
  const busy = Math.max(m.load.start, m.load.end) > m.cores * 0.75;
  return (
    `${String(m.cores)} × ${m.cpu}, ${String(m.memoryGiB)} GiB RAM, ${m.kernel}, Node.js ${m.node}; ` +
    `load average ${m.load.start.toFixed(1)} at the start and ${m.load.end.toFixed(1)} at the end` +
    (busy ? " (the machine was shared with other work, which the figures include)" : "")
  );
}
