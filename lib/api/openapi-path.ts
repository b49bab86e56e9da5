/** Where the API's OpenAPI document is served (app/api/openapi.json/route.ts). */
export const OPENAPI_PATH = "/api/openapi.json";
