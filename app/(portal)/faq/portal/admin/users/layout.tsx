import { UsersTabs } from "@/components/users/users-tabs";
import { ADMIN_ONLY, requirePageSession } from "@/lib/auth/page-guard";

/** SPEC §2 user administration: Admin only, under the section tabs. */
export default async function UsersLayout({ children }: { children: React.ReactNode }) {
  await requirePageSession({ roles: ADMIN_ONLY });
  return (
    <>
      <UsersTabs />
      {children}
    </>
  );
}
