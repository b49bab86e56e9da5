import { redirect } from "next/navigation";

import { ADMIN_ONLY, requirePageSession } from "@/lib/auth/page-guard";

/** docs/product.md §2: the empty path redirects to display-users. */
export default async function UsersHome(): Promise<never> {
  await requirePageSession({ roles: ADMIN_ONLY });
  redirect("/faq/portal/admin/users/display-users");
}
