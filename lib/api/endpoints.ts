import { ENDPOINT_LIST } from "@/lib/contract";

/**
 * Every API endpoint by its canonical path (the folder under app/api), derived from the API's
 * contract (lib/contract, docs/decisions/0022-one-api-contract.md): it is not a second list.
 * Paths are matched case-insensitively (docs/api.md §1): the front door takes `/api/user/login` to
 * `/api/User/Login` (lib/api/api-routes.mjs). The role-matrix tests loop over this list, so an endpoint missing from
 * their table fails them.
 */
export const ENDPOINTS = ENDPOINT_LIST.map(({ method, path }) => ({ method, path }));

export type Endpoint = (typeof ENDPOINTS)[number];
