import "server-only";

import type { NextRequest } from "next/server";
import type { z } from "zod";

import { MAX_BODY_BYTES } from "@/lib/api/front-door.mjs";
import { contentTooLarge, validationProblem } from "@/lib/api/problem";
import { serverBody } from "@/lib/api/server-rules";
import type { Endpoint } from "@/lib/contract/endpoint";
import { fieldErrors } from "@/lib/contract/fields";

/**
 * What a request to an endpoint sends, checked by the contract's rules before its handler runs
 * (lib/api/route.ts): the JSON body, with the server's own rules on top (lib/api/server-rules.ts),
 * or the query string. A 400 naming the field otherwise.
 */

/** The checked body or query of a request to `E`, as its handler receives it. */
export type InputOf<E extends Endpoint> = E["body"] extends z.ZodObject
  ? z.output<E["body"]>
  : E["query"] extends z.ZodObject
    ? z.output<E["query"]>
    : undefined;

/** The body or query of a request to `endpoint`, checked; undefined for one that takes neither. */
export async function readInput<E extends Endpoint>(
  endpoint: E,
  request: NextRequest,
): Promise<InputOf<E>> {
  if (endpoint.body) {
    const withBody = endpoint as E & { body: z.ZodObject };
    return (await readJson(request, serverBody(withBody))) as InputOf<E>;
  }
  if (endpoint.query) return readQuery(request, endpoint.query) as InputOf<E>;
  return undefined as InputOf<E>;
}

/**
 * The body as text, never more than MAX_BODY_BYTES of it read: a Content-Length over the limit is
 * refused before reading, and a body without one (chunked) is read until it passes the limit.
 */
async function readBody(request: NextRequest): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw contentTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw contentTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * No request body of the API nests deeper than 3 levels. Far deeper values (thousands of levels)
 * overflow the stack of a validator that turns a value into text, so they are refused first.
 */
const MAX_BODY_DEPTH = 32;

/** How deep arrays and objects nest in a parsed JSON value, counted without recursion. */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The JSON body, validated; a body that is not JSON or breaks a rule is a 400 naming the field. */
export async function readJson<T extends z.ZodType>(
  request: NextRequest,
  schema: T,
): Promise<z.output<T>> {
  const text = await readBody(request);
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw validationProblem({ Body: ["The request body must be JSON."] });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationProblem({ Body: ["The request body must be a JSON object."] });
  }
  if (nestingDepth(body) > MAX_BODY_DEPTH) {
    throw validationProblem({ Body: ["The request body is nested too deeply."] });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationProblem(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The query string, validated. Parameter names match case-insensitively (docs/api.md §1:
 * `Limit` and `limit` are one parameter); the schema's keys are the canonical spellings.
 */
export function readQuery<T extends z.ZodObject>(request: NextRequest, schema: T): z.output<T> {
  const canonical = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
  const values: Record<string, string> = {};
  for (const [name, value] of request.nextUrl.searchParams) {
    const key = canonical.get(name.toLowerCase());
    if (key && !(key in values)) values[key] = value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationProblem(fieldErrors(parsed.error));
  return parsed.data;
}
