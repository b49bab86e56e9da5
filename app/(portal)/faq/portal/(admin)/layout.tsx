import { guardPage } from "@/lib/auth/page-guard";
import { ADMIN } from "@/lib/routes";

/**
 * The admin area (docs/product.md §2 route table): Add FAQ, FAQ Archive, Search words and Users,
 * for Admins only. Each page checks again, as a layout does not run again on every client
 * navigation.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await guardPage({ access: ADMIN });
  return children;
}
