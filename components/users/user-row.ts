import type { UserRole } from "@/db/schema";

/** SPEC §2 Edit User: the role dropdown, least to most. */
export const ROLES = ["Guest", "Student", "Coach", "Admin"] as const satisfies readonly UserRole[];
