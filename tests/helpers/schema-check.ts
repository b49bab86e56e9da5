import assert from "node:assert/strict";

import type { z } from "zod";

/**
 * The field rules of lib/contract/fields, tried in this process (tests/unit/contract-fields*.ts):
 * what a schema says of a value.
 */

/** The messages a person reads for a refused value; none when it is kept. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The value as the schema keeps it, which the test expects it to keep. */
export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  assert.equal(result.success, true, `refused: ${JSON.stringify(value)}`);
  return result.data;
}
