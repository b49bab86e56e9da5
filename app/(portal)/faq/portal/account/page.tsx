import type { Metadata } from "next";

import { AccountSettings } from "@/components/account/account-settings";
import { PORTAL_ROLES, requirePageSession } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "My Account" };

/** SPEC §2 "My Account" (/faq/portal/account): Admin or Coach. */
export default async function AccountPage() {
  const { user } = await requirePageSession({ roles: PORTAL_ROLES });
  return (
    <div className="portal-page account-page">
      <h1>My Account</h1>
      <AccountSettings firstName={user.firstName} lastName={user.lastName} email={user.email} />
    </div>
  );
}
