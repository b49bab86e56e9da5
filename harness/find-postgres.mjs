// Finds a PostgreSQL 15 or newer whose server programs (pg_ctl, initdb) the test suite and the
// benchmark run: scripts/test/test.sh calls it as a command, harness/postgres-cluster.ts imports
// it. The first one found, in this order:
// 1. PG_BIN, when set: it must hold PostgreSQL 15 or newer, or this fails (it never looks further);
// 2. `pg_config --bindir`;
// 3. pg_ctl, then initdb, on the PATH (the folder of the real file, a symbolic link followed);
// 4. the usual folders, the highest version first: /usr/lib/postgresql/<N>/bin (Debian, Ubuntu),
//    /usr/local/pgsql/bin (built from source), /opt/homebrew/opt/postgresql@<N>/bin and
//    /usr/local/opt/postgresql@<N>/bin (Homebrew).
// An older PostgreSQL on the way is skipped. PG_SEARCH_ROOTS (folders separated by ":", "/" when
// unset) puts the usual folders under other roots: for tests of this module only.
//
// As a command: `node harness/find-postgres.mjs` prints "<bin folder>\t<version>\t<how found>";
// it exits 1 when PG_BIN is wrong and 2 when none is found, with the reason on stderr.
// docs/decisions/0029-operator-commands-and-postgres-discovery.md
import { execFileSync } from "node:child_process";
import { accessSync, constants, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const MIN_MAJOR = 15;

export const INSTALL_HINT =
  "install PostgreSQL 15 or newer, e.g. `sudo apt-get install postgresql` or `brew install postgresql@16`, or set PG_BIN to its bin folder";

export class PostgresNotFoundError extends Error {
  name = "PostgresNotFoundError";

  /** @param {string} message @param {"PG_BIN" | "missing"} reason */
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
}

/** @param {string} file */
function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} name @param {NodeJS.ProcessEnv} env */
function onPath(name, env) {
  for (const folder of (env.PATH ?? "").split(path.delimiter)) {
    if (folder && executable(path.join(folder, name))) return path.join(folder, name);
  }
  return undefined;
}

/** @param {string} file @param {string[]} args */
function output(file, args) {
  try {
    return execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return "";
  }
}

/** The PostgreSQL whose pg_ctl and initdb are in `bin` ("16.4", 16), or undefined. */
export function postgresAt(bin) {
  if (!executable(path.join(bin, "pg_ctl")) || !executable(path.join(bin, "initdb"))) {
    return undefined;
  }
  for (const tool of ["pg_ctl", "postgres"]) {
    const file = path.join(bin, tool);
    if (!executable(file)) continue;
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output(file, ["--version"]));
    if (match) {
      return { bin, version: match[2] ? `${match[1]}.${match[2]}` : match[1], major: +match[1] };
    }
  }
  return undefined;
}

/** The usual folders under each root, each with the version it holds, the highest first. */
function usualFolders(env) {
  const roots = (env.PG_SEARCH_ROOTS || "/").split(path.delimiter).filter(Boolean);
  const folders = [];
  for (const root of roots) {
    const numbered = (parent, prefix, suffix) => {
      let names = [];
      try {
        names = readdirSync(path.join(root, parent));
      } catch {
        return;
      }
      for (const name of names) {
        if (new RegExp(`^${prefix}\\d+$`).test(name)) {
          folders.push(path.join(root, parent, name, suffix));
        }
      }
    };
    numbered("usr/lib/postgresql", "", "bin");
    folders.push(path.join(root, "usr/local/pgsql/bin"));
    numbered("opt/homebrew/opt", "postgresql@", "bin");
    numbered("usr/local/opt", "postgresql@", "bin");
  }
  return folders
    .map((folder) => postgresAt(folder))
    .filter((found) => found !== undefined)
    .sort((a, b) => b.major - a.major || versionMinor(b) - versionMinor(a));
}

const versionMinor = (found) => Number(found.version.split(".")[1] ?? 0);

/**
 * PostgreSQL 15 or newer: `{ bin, version, major, source }`. Throws PostgresNotFoundError, with
 * what to do, when PG_BIN is set but wrong or too old, or when none is found.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function findPostgres(env = process.env) {
  if (env.PG_BIN) {
    const found = postgresAt(env.PG_BIN);
    if (!found) {
      throw new PostgresNotFoundError(
        `PG_BIN is ${env.PG_BIN}, which holds no PostgreSQL server programs (pg_ctl, initdb): set PG_BIN to the bin folder of PostgreSQL 15 or newer, or unset it to search the usual places.`,
        "PG_BIN",
      );
    }
    if (found.major < MIN_MAJOR) {
      throw new PostgresNotFoundError(
        `PG_BIN is ${env.PG_BIN}, which holds PostgreSQL ${found.version}: the tests need PostgreSQL ${String(MIN_MAJOR)} or newer; set PG_BIN to its bin folder, or unset it to search the usual places.`,
        "PG_BIN",
      );
    }
    return { ...found, source: "PG_BIN" };
  }

  const tooOld = [];
  const consider = (found, source) => {
    if (!found) return undefined;
    if (found.major >= MIN_MAJOR) return { ...found, source };
    tooOld.push(`${found.version} at ${found.bin}`);
    return undefined;
  };

  const pgConfig = onPath("pg_config", env);
  const configured = pgConfig && output(pgConfig, ["--bindir"]).trim();
  const fromConfig = configured && consider(postgresAt(configured), "pg_config --bindir");
  if (fromConfig) return fromConfig;

  for (const tool of ["pg_ctl", "initdb"]) {
    const file = onPath(tool, env);
    const found =
      file && consider(postgresAt(path.dirname(realpathSync(file))), `${tool} on the PATH`);
    if (found) return found;
  }

  for (const found of usualFolders(env)) {
    const usual = consider(found, "the usual folders");
    if (usual) return usual;
  }

  const older =
    tooOld.length > 0 ? ` (found only PostgreSQL ${[...new Set(tooOld)].join(", ")})` : "";
  throw new PostgresNotFoundError(
    `PostgreSQL ${String(MIN_MAJOR)} or newer was not found${older}: ${INSTALL_HINT}.`,
    "missing",
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const { bin, version, source } = findPostgres();
    console.log(`${bin}\t${version}\t${source}`);
  } catch (error) {
    if (!(error instanceof PostgresNotFoundError)) throw error;
    console.error(error.message);
    process.exit(error.reason === "PG_BIN" ? 1 : 2);
  }
}
