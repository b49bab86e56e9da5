import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The extensions the migrations create (db/migrations/0000 and 0006), for every embedded database
 * the product opens: the app's, the backup tool's and the tests'. PostgreSQL ships them in its
 * contrib package.
 */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch, unaccent };
