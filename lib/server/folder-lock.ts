/** The embedded database's folder lock lives with the database (db/folder-lock.ts). */
export * from "@/db/folder-lock";
