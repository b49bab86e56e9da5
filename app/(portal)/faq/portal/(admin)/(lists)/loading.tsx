import { PortalLoading } from "@/components/portal/portal-loading";

/**
 * Shown while the page loads. Nothing below it may redirect or answer not found, as the status
 * is sent before: the guards that can redirect run in the layouts above (docs/decisions/0023).
 */
export default PortalLoading;
