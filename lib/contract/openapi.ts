import { OpenApiGeneratorV31, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { OpenAPIObject } from "openapi3-ts/oas31";

import {
  ACCESS,
  ENDPOINT_LIST,
  PROBLEM_MEANINGS,
  problemDetailsSchema,
  type Endpoint,
  user,
} from "@/lib/contract";

/**
 * The OpenAPI 3.1 document of the contract (served at /api/openapi.json, shown at
 * /api-reference), made by @asteasolutions/zod-to-openapi from the same zod schemas the route
 * handlers parse with (docs/decisions/0022-one-api-contract.md). Inputs are described as a
 * caller sends them (a schema's input side, before its transforms).
 */

/** The anti-forgery and session cookies, as docs/api.md §2 and §3 describe them. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "authjs.session-token",
    description:
      "The session cookie that a login sets (httpOnly, SameSite=Lax; `__Secure-authjs.session-token` over https). Expires after 8 hours without use.",
  },
  xsrfToken: {
    type: "apiKey",
    in: "header",
    name: "X-XSRF-TOKEN",
    description: `Every POST and PATCH sends the anti-forgery token that GET ${user.getXsrfToken.path} (or a login or logout) answered; it must match the anti-forgery cookie and the session.`,
  },
  xsrfCookie: {
    type: "apiKey",
    in: "cookie",
    name: "xsrf",
    description: `The httpOnly anti-forgery cookie that GET ${user.getXsrfToken.path} sets (\`__Host-xsrf\` over https).`,
  },
} as const;

/** Who may call an endpoint, as OpenAPI security requirements (all of one object at once). */
function security(endpoint: Endpoint): Record<string, string[]>[] {
  const requirement: Record<string, string[]> = {};
  if (endpoint.access !== "public") requirement.sessionCookie = [];
  if (endpoint.method !== "GET") {
    requirement.xsrfToken = [];
    requirement.xsrfCookie = [];
  }
  return Object.keys(requirement).length === 0 ? [] : [requirement];
}

const retryAfter = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer" as const, minimum: 1 },
  },
};

function describe(endpoint: Endpoint): string {
  const lines = [endpoint.summary, "", `**Who may call it:** ${ACCESS[endpoint.access].sentence}`];
  if (endpoint.method !== "GET") {
    lines.push("", "Send the anti-forgery token in `X-XSRF-TOKEN` (docs/api.md §2).");
  }
  return lines.join("\n");
}

function register(registry: OpenAPIRegistry, endpoint: Endpoint): void {
  const responses: Record<string, object> = {
    [String(endpoint.status)]: {
      description: endpoint.status === 201 ? "Created." : "OK.",
      ...(endpoint.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(endpoint.headers).map(([name, description]) => [
                name,
                { description, schema: { type: "string" } },
              ]),
            ),
          }
        : {}),
      content: { "application/json": { schema: endpoint.response } },
    },
  };
  for (const status of endpoint.problemStatuses) {
    responses[String(status)] = {
      description: endpoint.problemNotes[status] ?? PROBLEM_MEANINGS[status],
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
      content: { "application/problem+json": { schema: problemDetailsSchema } },
    };
  }
  registry.registerPath({
    method: endpoint.method === "GET" ? "get" : endpoint.method === "POST" ? "post" : "patch",
    path: endpoint.path,
    operationId: `${endpoint.group}_${endpoint.name}`,
    tags: [endpoint.group],
    summary: endpoint.summary,
    description: describe(endpoint),
    security: security(endpoint),
    "x-access": endpoint.access,
    request: {
      ...("query" in endpoint ? { query: endpoint.query } : {}),
      ...("body" in endpoint
        ? {
            body: {
              required: true,
              content: { "application/json": { schema: endpoint.body } },
            },
          }
        : {}),
    },
    responses,
  });
}

/** The document; the same object on every call (the contract does not change while running). */
let cached: OpenAPIObject | undefined;

export function openApiDocument(): OpenAPIObject {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    registry.registerComponent("securitySchemes", name, scheme);
  }
  for (const endpoint of ENDPOINT_LIST) register(registry, endpoint);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "FAQ Corner API",
      version: "1.0.0",
      description:
        "The API of the public FAQ site and its staff portal. Paths and query parameter names match in any letter case; bodies are JSON with camelCase keys; times are ISO 8601 in UTC; every error is RFC 9457 problem details (`application/problem+json`).",
    },
    tags: [
      { name: "Faq", description: "FAQs, search and the words search treats as meaning the same." },
      { name: "User", description: "Sign-in, accounts and user administration." },
    ],
  });
  return cached;
}
