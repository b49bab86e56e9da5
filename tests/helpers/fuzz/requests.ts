/**
 * One generated request to an endpoint: its sender, method, path spelling, query, body and
 * content type, from the fields the contract declares for it (./contract-fields.ts).
 */
import fc from "fast-check";

import type { Endpoint } from "@/lib/api/endpoints";

import { callerOf, fieldsOf, type Who } from "./contract-fields";
import { fieldValues, type Targets } from "./field-values";
import { anyText, anyValue, deepJson, toJson } from "./text";

/** Who sends a request, and whether it carries the anti-forgery token (docs/api.md §2). */
export interface Sender {
  who: Who | "signed-out";
  token: boolean;
}

export interface FuzzRequest {
  sender: Sender;
  method: string;
  path: string;
  contentType: string | undefined;
  body: string | Buffer | undefined;
  /** What the generator meant, for the report of a failure. */
  shape: string;
}

export const MISSING = Symbol("missing");

/** A field: its own kind of value, any other value, or left out. */
export function fieldArbitrary(kind: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: kind },
    { weight: 3, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
}

/** A parameter name as written: its own (any letter case), another, or a trap. */
export function parameterName(names: string[]): fc.Arbitrary<string> {
  const own = names.length > 0 ? [fc.mixedCase(fc.constantFrom(...names))] : [];
  return fc.oneof(
    ...own,
    fc.string({ maxLength: 12 }),
    fc.constantFrom("__proto__", "constructor", "", "_rsc", "a[b]", "limit[]", "x.y"),
  );
}

/** Pieces of a query string as a careless or hostile client writes them, unencoded. */
export const rawQueryPiece = fc.constantFrom(
  "&",
  "&&",
  "=",
  "==",
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%FF%FE",
  "%ED%A0%80",
  "%00",
  "+",
  "a=1=2",
  ";",
  "?",
  "limit",
  "limit=",
  "=1",
);

/**
 * Percent-encoding of any text. encodeURIComponent refuses lone surrogates; their UTF-8 bytes
 * (U+FFFD, as a browser would send them) are encoded instead.
 */
export function percentEncode(text: string): string {
  return Array.from(Buffer.from(text, "utf8"))
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

export function queryString(names: string[], values: Record<string, fc.Arbitrary<unknown>>) {
  const value = fc.oneof(
    ...Object.values(values).map((arbitrary) => arbitrary.map((item) => String(item))),
    anyText.map((text) => text.slice(0, 2000)),
  );
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(parameterName(names), value) },
    { weight: 1, arbitrary: rawQueryPiece.map((piece) => [piece, undefined] as const) },
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => {
    const text = pairs
      .map(([name, item]) =>
        item === undefined
          ? name
          : `${percentEncode(name)}=${percentEncode(item).replace(/%20/g, "+")}`,
      )
      .join("&");
    // Node's HTTP server takes at most 16 kB of request line and headers; that limit is the
    // server's, not the app's, so queries stay below it.
    return text.slice(0, 12_000);
  });
}

export function bodyArbitrary(
  fields: Record<string, string>,
  values: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<{ body: string | Buffer | undefined; shape: string }> {
  const record = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, kind]) => [
        name,
        fieldArbitrary(values[kind] ?? anyValue),
      ]),
    ),
  );
  const extra = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom("__proto__", "constructor", "prototype", "Id", "ROLE", "isAdmin", "role"),
    ),
    anyValue,
    { maxKeys: 3 },
  );
  const object = fc
    .tuple(record, fc.option(extra, { freq: 3 }), fc.boolean())
    .map(([own, more, duplicate]) => {
      const entries = Object.entries(own).filter(([, item]) => item !== MISSING);
      const text = entries.map(([name, item]) => `${JSON.stringify(name)}:${toJson(item)}`);
      if (more) {
        for (const [name, item] of Object.entries(more)) {
          text.push(`${JSON.stringify(name)}:${toJson(item)}`);
        }
      }
      // A repeated name: JSON.parse keeps the last, which is the odd one.
      if (duplicate && entries[0]) text.push(`${JSON.stringify(entries[0][0])}:${toJson([1])}`);
      return { body: `{${text.join(",")}}`, shape: "object" };
    });
  const invalidJson = fc.oneof(
    fc.constantFrom(
      "{",
      "}",
      "{'id': 1}",
      '{"id":}',
      '{"id":1,}',
      "[1,2",
      "undefined",
      "NaN",
      '{"a":1}{"b":2}',
      "\uFEFF{}",
      '{"\\ud800":"\\udc00"}',
      '{"id":"\\u0000"}',
      "\u0000",
      "---",
    ),
    object.map(({ body }) => (typeof body === "string" ? body.slice(0, -1) : "")),
  );
  return fc.oneof(
    { weight: 14, arbitrary: object },
    {
      weight: 1,
      arbitrary: fc.array(object, { maxLength: 3 }).map((items) => ({
        body: `[${items.map((item) => item.body).join(",")}]`,
        shape: "array of objects",
      })),
    },
    { weight: 1, arbitrary: anyValue.map((item) => ({ body: toJson(item), shape: "value" })) },
    { weight: 1, arbitrary: invalidJson.map((body) => ({ body, shape: "invalid JSON" })) },
    { weight: 1, arbitrary: deepJson.map((item) => ({ body: item.text, shape: "deep JSON" })) },
    { weight: 1, arbitrary: fc.constantFrom({ body: undefined, shape: "no body" }) },
    { weight: 1, arbitrary: fc.constantFrom({ body: "", shape: "empty body" }) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
        body: Buffer.concat([Buffer.from('{"x":"'), Buffer.from(bytes), Buffer.from('"}')]),
        shape: "bytes that are not UTF-8",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom({
        body: `{"question":"${"a".repeat(300 * 1024)}"}`,
        shape: "body over the 256 kB limit",
      }),
    },
  );
}

export const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/json; charset=utf-16",
      "application/xml",
      "application/json;;;",
      "*/*",
    ),
  },
);

export function requestArbitrary(endpoint: Endpoint, targets: Targets): fc.Arbitrary<FuzzRequest> {
  const who = callerOf(endpoint.path);
  const fields = fieldsOf(endpoint.path);
  const values = { ...fieldValues(targets), any: anyText };
  const names = Object.keys(fields);
  const writes = endpoint.method !== "GET";
  // Mostly the caller the endpoint lets in; now and then one without a session or a token.
  const sender: fc.Arbitrary<Sender> = fc.oneof(
    { weight: 18, arbitrary: fc.constant<Sender>({ who, token: true }) },
    { weight: 1, arbitrary: fc.constant<Sender>({ who: "signed-out", token: true }) },
    { weight: 1, arbitrary: fc.constant<Sender>({ who, token: false }) },
  );
  const method = fc.oneof(
    { weight: 30, arbitrary: fc.constant(endpoint.method) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PATCH", "PUT", "DELETE") },
  );
  const spelling = fc.oneof(
    { weight: 8, arbitrary: fc.constant(endpoint.path) },
    { weight: 1, arbitrary: fc.mixedCase(fc.constant(endpoint.path)) },
  );
  const queryFields = writes ? {} : fields;
  const query = queryString(Object.keys(queryFields), values);
  const body = writes
    ? bodyArbitrary(fields, values)
    : fc.constantFrom({ body: undefined, shape: "no body" });
  return fc
    .record({
      sender,
      method,
      path: spelling,
      query: writes ? fc.option(query, { freq: 6 }) : query,
      body,
      contentType,
    })
    .map(({ sender: from, method: verb, path, query: text, body: sent, contentType: type }) => ({
      sender: from,
      method: verb,
      path: text ? `${path}?${text}` : path,
      contentType: sent.body === undefined ? undefined : type,
      body: verb === "GET" ? undefined : sent.body,
      shape: `${sent.shape}${names.length > 0 ? ` of ${names.join(", ")}` : ""}`,
    }));
}
