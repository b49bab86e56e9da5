/**
 * Shows stored question or answer HTML. The server reduces it to the editor's allowlist when it
 * is written (docs/api.md §6), so it is rendered as markup rather than escaped text
 * (docs/product.md §2).
 */
export function HtmlContent({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** Set where the text's language is not the page's (issue 28). */
  lang?: string;
}) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
