import { type Language, visitorText } from "@/lib/visitor-text";

/**
 * The language switcher of every public page (issue 28): a link to the same list, search or FAQ
 * in the other language, named in that language ("Español" on an English page, "English" on a
 * Spanish one). The language comes from the address only, so a cached page is the same for all.
 */
export function LanguageSwitch({ language, href }: { language: Language; href: string }) {
  const other: Language = language === "en" ? "es" : "en";
  return (
    <nav className="language-switch" aria-label={visitorText(language).language.switcherLabel}>
      <a href={href} lang={other} hrefLang={other}>
        {visitorText(other).language.name}
      </a>
    </nav>
  );
}
