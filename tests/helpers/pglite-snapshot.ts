/**
 * A migrated embedded database for each test file, loaded from a snapshot taken once per set of
 * migrations. Creating PGlite's cluster and running every migration cost each of the ~50 test
 * files about 5 s of CPU; loading the snapshot costs under 1 s (docs/decisions/0035).
 *
 * The snapshot is PGlite's own dump of its data folder (`dumpDataDir`), kept in
 * .data/pglite-snapshots under a name made from the migrations and the PGlite version, so a new
 * migration or a PGlite update makes a new one. Two files taking it at once both write it; the
 * rename makes either copy whole.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { pgliteExtensions } from "@/db/pglite-extensions";

const SNAPSHOTS = path.join(process.cwd(), ".data", "pglite-snapshots");

async function snapshotName(migrationsFolder: string): Promise<string> {
  const hash = createHash("sha256");
  const { version } = JSON.parse(
    await readFile(path.join("node_modules", "@electric-sql", "pglite", "package.json"), "utf8"),
  ) as { version: string };
  hash.update(version);
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(migrationsFolder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)));
  }
  return `${hash.digest("hex").slice(0, 16)}.tar`;
}

/** Migrates an empty database with the app's own code, and keeps its dump. */
async function takeSnapshot(file: string): Promise<Blob> {
  const { closeDb, openEmbeddedFrom } = await import("@/db/client");
  const { migrateToLatest } = await import("@/db/migrate");
  const client = new PGlite({ extensions: pgliteExtensions });
  openEmbeddedFrom(client);
  await migrateToLatest();
  const dump = await client.dumpDataDir("none");
  await closeDb();
  await mkdir(SNAPSHOTS, { recursive: true });
  // Snapshots of older migrations go; a `.partial` is another file writing this one.
  for (const old of await readdir(SNAPSHOTS)) {
    if (old.endsWith(".tar") && old !== path.basename(file)) {
      await rm(path.join(SNAPSHOTS, old), { force: true });
    }
  }
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** A new in-memory PGlite holding an empty, fully migrated database. */
export async function migratedPglite(): Promise<PGlite> {
  const { migrationsFolder } = await import("@/db/migrate");
  const file = path.join(SNAPSHOTS, await snapshotName(migrationsFolder));
  const dump = await readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => takeSnapshot(file),
  );
  return new PGlite({ loadDataDir: dump, extensions: pgliteExtensions });
}
