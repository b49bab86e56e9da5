import { PublicShell } from "@/components/site/public-shell";
import { getEnv } from "@/lib/env";

/** The public site: header, footer and toasts around every public page (SPEC §2). */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  const { supportEmail, marketingSiteUrl } = getEnv();
  return (
    <PublicShell supportEmail={supportEmail} marketingSiteUrl={marketingSiteUrl}>
      {children}
    </PublicShell>
  );
}
