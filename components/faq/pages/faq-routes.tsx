import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { FaqHome, faqHomeMetadata } from "@/components/faq/pages/faq-home";
import { FaqQuestion, faqQuestionMetadata } from "@/components/faq/pages/faq-question";
import { FaqSearch, faqSearchMetadata, searchQueryOf } from "@/components/faq/pages/faq-search";
import { notFoundMetadata } from "@/components/site/not-found-page";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listPublicFaqsIn } from "@/lib/data/faq-translations";
import { listFaqs } from "@/lib/data/faqs";
import type { PageWithQuery } from "@/lib/page-query";
import type { Language } from "@/lib/visitor-text";

/**
 * The public FAQ pages of one language (issue 28): /faq and /es/faq, one FAQ's page, a search.
 * Each page file under app/(public)/faq and app/(es)/es/faq exports these for its language and
 * keeps its own route segment settings (how it is cached), which Next.js reads from the file.
 */

interface HomeProps {
  params: Promise<{ home?: string[] }>;
}

interface QuestionProps {
  params: Promise<{ id: string; slug: string }>;
}

/** The first page of the list, in the language (an FAQ without a translation in English). */
function firstPage(language: Language) {
  const page = { limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 as const };
  return language === "en" ? listFaqs(page) : listPublicFaqsIn({ ...page, language });
}

/** /faq or /es/faq: the list with its search (docs/product.md §2); any other path under it, 404. */
export function faqHomePage(language: Language) {
  return {
    // No static params keeps `next build` away from the database.
    generateStaticParams: (): { home: string[] }[] => [],
    generateMetadata: async ({ params }: HomeProps): Promise<Metadata> => {
      const { home } = await params;
      // Any other path under the list is the not-found page, with its own metadata.
      if (home && home.length > 0) return notFoundMetadata(language);
      return faqHomeMetadata(language);
    },
    Page: async ({ params }: HomeProps) => {
      const { home } = await params;
      if (home && home.length > 0) notFound();
      return <FaqHome language={language} items={await firstPage(language)} />;
    },
  };
}

/** One FAQ at a stable address (issue #5), in the language where translated. */
export function faqQuestionPage(language: Language) {
  return {
    generateStaticParams: (): { id: string; slug: string }[] => [],
    generateMetadata: async ({ params }: QuestionProps): Promise<Metadata> => {
      return faqQuestionMetadata(language, (await params).id);
    },
    Page: async ({ params }: QuestionProps) => {
      const { id, slug } = await params;
      return <FaqQuestion language={language} id={id} slug={slug} />;
    },
  };
}

/** /faq?q=words (next.config.ts rewrites it to the search page): the results, server-rendered. */
export function faqSearchPage(language: Language) {
  return {
    generateMetadata: async (page: PageWithQuery): Promise<Metadata> => {
      return faqSearchMetadata(language, await searchQueryOf(page));
    },
    Page: async (page: PageWithQuery) => {
      return <FaqSearch language={language} q={await searchQueryOf(page)} />;
    },
  };
}
