import { UsersTabs } from "@/components/users/users-tabs";

/**
 * docs/product.md §2 user administration, under the section tabs (the admin area's layout guards
 * it).
 */
export default function UsersLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <UsersTabs />
      {children}
    </>
  );
}
