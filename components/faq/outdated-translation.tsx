import type { VisitorText } from "@/lib/visitor-text/en";

import "./outdated-translation.css";

/**
 * Issue 38: said above an answer shown in a translation made from an older English text (its
 * Spanish "needs update", docs/decisions/0040-faq-translations.md), on the pages of that language
 * only: the English page may say more, or something else, and the reader can go and read it. The
 * link's words are the page's language; where it leads is English (`hreflang`). A plain link, as
 * the language switcher's: the English pages are another root layout.
 */
export function OutdatedTranslation({
  text,
  englishHref,
}: {
  text: Pick<VisitorText["language"], "outdatedTranslation" | "readInEnglish">;
  /** The FAQ's English page. */
  englishHref: string;
}) {
  return (
    <p className="faq-outdated calm-note">
      {text.outdatedTranslation}{" "}
      <a href={englishHref} hrefLang="en">
        {text.readInEnglish}
      </a>
    </p>
  );
}
