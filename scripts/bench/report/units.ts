/** How the report writes numbers. */
import type { Measurement } from "../measure";

export const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);
export const count = (n: number) => n.toLocaleString("en-GB");
export const ms = (n: number) => `${String(n)} ms`;
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** CPU time per request, the app server's and PostgreSQL's. */
export const cpu = (m: Measurement) =>
  Math.round((m.serverCpuMs + (m.databaseCpuMs ?? 0)) * 100) / 100;
export const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
export const share = (part: number, total: number) =>
  total > 0 ? Math.round((part / total) * 1000) / 1000 : null;
export const outOf = (part: number, total: number) => `${String(part)}/${String(total)}`;
