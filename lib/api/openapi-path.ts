/** Where the API's OpenAPI document is served (app/api/openapi.json/route.ts). */
export const OPENAPI_PATH = "/api/openapi.json";

/** The load balancers' health check (app/api/health/route.ts). */
export const HEALTH_PATH = "/api/health";
