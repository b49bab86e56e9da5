import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

export interface FolderLock {
  release: () => void;
}

export class FolderLockedError extends Error {
  override name = "FolderLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `<folder>.lock` for this process. The embedded database must have one process at a
 * time (PGlite does not lock its folder), so a second server or an operator command run while
 * the server is up stops with a clear reason instead of corrupting the data.
 */
export function acquireFolderLock(folder: string): FolderLock {
  const file = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      const release = () => {
        process.removeListener("exit", release);
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new FolderLockedError(
          `The embedded database at ${folder} is in use by process ${String(holder)}. ` +
            "Stop that process first (only one process may open it), or set DATABASE_URL to use PostgreSQL.",
        );
      }
      // Left behind by a process that has ended: take it over.
      unlinkSync(file);
    }
  }
  throw new FolderLockedError(`Could not lock ${folder}.`);
}

/** The live process that holds `<folder>.lock`, if one does. */
export function folderLockHolder(folder: string): number | undefined {
  try {
    const holder = Number.parseInt(readFileSync(`${folder}.lock`, "utf8"), 10);
    return Number.isInteger(holder) && isAlive(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}
