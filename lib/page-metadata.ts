import type { Metadata } from "next";

/**
 * A page for search engines to list: its title, its description (the snippet under the title) and
 * its one address (docs/product.md §2, the SEO rules). An "article" is also shared as one.
 */
export function listedPage({
  title,
  description,
  path,
  article = false,
}: {
  title: string;
  description: string;
  path: string;
  article?: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    ...(article ? { openGraph: { type: "article", url: path, title, description } } : {}),
  };
}

/** A page that search engines neither list nor follow: one reached by a link in a mail or a code. */
export const unlistedPage = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
});
