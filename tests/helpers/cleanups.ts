/**
 * What a test file makes outside the suite's database (folders, servers, clusters, databases),
 * removed when the file's tests are done, the last made first, whatever failed. Import it at the
 * top level of a test file, after the other helpers: it registers its after() hook on import.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after } from "node:test";

export const cleanups: (() => Promise<void>)[] = [];

after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A new empty folder under the system's temporary folder, removed at the end. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => {
    rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  });
  return folder;
}
