import type { UserRole } from "@/db/schema";

/** A user as GetUsers, QueryUsers and GetUserById answer (SPEC §3, §7). */
export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  isVerified: boolean;
}

/** SPEC §2 Edit User: the role dropdown, least to most. */
export const ROLES = ["Guest", "Student", "Coach", "Admin"] as const satisfies readonly UserRole[];
