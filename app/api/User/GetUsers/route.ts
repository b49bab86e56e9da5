import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { USER_PAGE_SIZE } from "@/lib/constants";
import { listUsers } from "@/lib/data/user-admin";

/** CONTRACT §1: limit 1–100 (default 15, SPEC §9), skip 0 or more; CONTRACT §6 orders. */
const limitMessage = { error: "Give a limit from 1 to 100." };
const skipMessage = { error: "Give a skip of 0 or more." };
const orderMessage = { error: "Order by 0 (first name), 1 (last name) or 2 (e-mail)." };

const schema = z.object({
  limit: z.coerce
    .number(limitMessage)
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .default(USER_PAGE_SIZE),
  skip: z.coerce
    .number(skipMessage)
    .int(skipMessage)
    .min(0, skipMessage)
    .max(1_000_000_000, skipMessage)
    .default(0),
  orderBy: z.coerce
    .number(orderMessage)
    .pipe(z.literal([0, 1, 2], orderMessage))
    .default(0),
});

/** SPEC §7: a page of the user list; deleted users are never listed. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const query = readQuery(context.request, schema);
  return json(await listUsers(query));
});
