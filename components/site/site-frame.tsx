import { PublicShell } from "@/components/site/public-shell";
import { getEnv } from "@/lib/server/env";
import { type Language, visitorText } from "@/lib/visitor-text";

/**
 * The public frame (header, footer, toasts) of the public site and of the sign-in screens, in
 * `language`: only the frame's words reach the browser, not the whole dictionary.
 */
export function SiteFrame({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  const { supportEmail, marketingSiteUrl } = getEnv();
  const { shell, readingSettings, errorPage } = visitorText(language);
  return (
    <PublicShell
      text={{ shell, readingSettings, errorPage }}
      supportEmail={supportEmail}
      marketingSiteUrl={marketingSiteUrl}
    >
      {children}
    </PublicShell>
  );
}
