import { redirect } from "next/navigation";

import { ADMIN_ONLY, requirePageSession } from "@/lib/auth/page-guard";

/**
 * Not in docs/product.md's route table: the Admin area's only section is the users, so it opens
 * there.
 */
export default async function AdminHome(): Promise<never> {
  await requirePageSession({ roles: ADMIN_ONLY });
  redirect("/faq/portal/admin/users/display-users");
}
