import { ENDPOINT_LIST } from "@/lib/contract";

/**
 * Every API endpoint by its canonical path (the folder under app/api), derived from the API's
 * contract (lib/contract, docs/decisions/0022-one-api-contract.md): it is not a second list.
 * Paths are matched case-insensitively (docs/api.md §1): next.config.ts rewrites `/api/user/login` to
 * `/api/User/Login`. The role-matrix tests loop over this list, so an endpoint missing from
 * their table fails them.
 */
export const ENDPOINTS = ENDPOINT_LIST.map(({ method, path }) => ({ method, path }));

export type Endpoint = (typeof ENDPOINTS)[number];

const canonical = new Map<string, string>(
  ENDPOINTS.map((endpoint) => [endpoint.path.toLowerCase(), endpoint.path]),
);

/** The canonical spelling of an API path, or undefined when it is not an endpoint. */
export function canonicalApiPath(pathname: string): string | undefined {
  return canonical.get(pathname.replace(/\/+$/, "").toLowerCase());
}
