import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { listUsers } from "@/lib/data/user-admin";

/** docs/product.md §7: a page of the user list; deleted users are never listed. */
export const GET = apiRoute(userApi.getUsers, ({ input }) => listUsers(input));
