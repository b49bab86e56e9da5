import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { searchUsers } from "@/lib/data/user-admin";

/**
 * docs/product.md §7: users whose name or e-mail address contains the search text, in any case. The
 * search text rule of docs/api.md §6, cleaned of what PostgreSQL cannot take (a NUL was a 500).
 */
export const GET = apiRoute(userApi.queryUsers, ({ input }) => searchUsers(input));
