import { PublicShell } from "@/components/site/public-shell";
import { getEnv } from "@/lib/server/env";

/** The public frame (header, footer, toasts) of the public site and of the sign-in screens. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  const { supportEmail, marketingSiteUrl } = getEnv();
  return (
    <PublicShell supportEmail={supportEmail} marketingSiteUrl={marketingSiteUrl}>
      {children}
    </PublicShell>
  );
}
