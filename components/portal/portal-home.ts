import { PORTAL_AREA } from "@/lib/routes";

/** Where the portal's error pages lead home (components/site/error-page.tsx). */
export const PORTAL_HOME = { href: PORTAL_AREA, label: "Go to FAQ Corner" };
