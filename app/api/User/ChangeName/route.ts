import { z } from "zod";

import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { changeName } from "@/lib/data/accounts";
import { nameSchema } from "@/lib/validation";

const schema = z.object({
  firstName: nameSchema("first name"),
  lastName: nameSchema("last name"),
});

/** SPEC §2 My Account, Edit Name. */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { firstName, lastName } = await readJson(context.request, schema);
  const account = await changeName({ user, firstName, lastName });
  return json({ message: "Name Changed Successfully", user: account });
});
