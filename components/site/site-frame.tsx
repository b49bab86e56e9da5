import { PublicShell } from "@/components/site/public-shell";
import { RootDocument, rootMetadata, rootViewport } from "@/components/site/root-document";
import { faqHome, PRIVACY_POLICIES } from "@/lib/faq/path";
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
      pages={{ faq: faqHome(language), privacyPolicy: PRIVACY_POLICIES[language] }}
    >
      {children}
    </PublicShell>
  );
}

/**
 * A root layout in the public frame (the English site, the Spanish one under /es, the sign-in
 * screens): each group's layout (app/(public)/layout.tsx, app/(es)/layout.tsx,
 * app/(sign-in)/layout.tsx) exports its metadata, viewport and layout.
 */
export function publicRootLayout(language: Language) {
  function PublicRootLayout({ children }: { children: React.ReactNode }) {
    return (
      <RootDocument language={language}>
        <SiteFrame language={language}>{children}</SiteFrame>
      </RootDocument>
    );
  }
  return { metadata: rootMetadata(language), viewport: rootViewport, Layout: PublicRootLayout };
}
