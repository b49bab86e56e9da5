import { customType, timestamp } from "drizzle-orm/pg-core";

/** Column types and stamps that several tables share. */

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
