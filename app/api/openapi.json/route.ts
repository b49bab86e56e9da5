import { openApiDocument } from "@/lib/contract/openapi";

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 document, made from the contract (lib/contract,
 * docs/decisions/0022-one-api-contract.md). Public, with no session and nothing from the
 * database, and the same until the next release, so caches may keep it for an hour. Not one of
 * the product's endpoints: proxy.ts routes it beside them, as it does /api/health.
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
