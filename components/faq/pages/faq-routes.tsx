import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { FaqHome, faqHomeMetadata, faqTopicMetadata } from "@/components/faq/pages/faq-home";
import { FaqQuestion, faqQuestionMetadata } from "@/components/faq/pages/faq-question";
import { FaqSearch, faqSearchMetadata, searchQueryOf } from "@/components/faq/pages/faq-search";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listPublicFaqsIn } from "@/lib/data/faq-translations";
import { listFaqs } from "@/lib/data/faqs";
import { getPublicTopic, listPublicTopics, listTopicFaqs } from "@/lib/data/topic-reads";
import type { PageWithQuery } from "@/lib/page-query";
import { renderingAtBuild } from "@/lib/server/build-phase";
import { maySlug } from "@/lib/topics/path";
import type { Language } from "@/lib/visitor-text";

/**
 * The public FAQ pages of one language (issue 28): /faq and /es/faq, one FAQ's page, a search.
 * Each page file under app/(public)/faq and app/(es)/es/faq exports these for its language and
 * keeps its own route segment settings (how it is cached), which Next.js reads from the file.
 */

interface QuestionProps {
  params: Promise<{ id: string; slug: string }>;
}

interface TopicProps {
  params: Promise<{ slug: string }>;
}

/** The first page of the list, in the language (an FAQ without a translation in English). */
function firstPage(language: Language) {
  const page = { limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 as const };
  return language === "en" ? listFaqs(page) : listPublicFaqsIn({ ...page, language });
}

/**
 * /faq or /es/faq: the list with its search (docs/product.md §2), a static page
 * (docs/decisions/0043). `next build` renders it without the database; the first visit after a
 * start renders it again. Any other path under it is the not-found catch-all beside it.
 */
export function faqHomePage(language: Language) {
  return {
    metadata: faqHomeMetadata(language),
    Page: async () => {
      const atBuild = renderingAtBuild();
      const [items, topics] = atBuild
        ? [[], []]
        : await Promise.all([firstPage(language), listPublicTopics({ language })]);
      return <FaqHome language={language} items={items} topics={topics} />;
    },
  };
}

/** One read per request for a topic's page and its metadata; a slug no topic can have is none. */
const loadTopic = cache(async (slug: string, language: Language) =>
  maySlug(slug) ? getPublicTopic({ slug, language }) : null,
);

/**
 * Issue 40: a topic's page, /faq/topics/{slug} or /es/faq/topics/{slug} (its Spanish slug): the
 * topic's FAQs with the list's search, cached like an FAQ's page and refreshed by the same writes.
 * An unknown topic, or one with no active FAQ, is the site's not-found page.
 */
export function faqTopicPage(language: Language) {
  return {
    generateStaticParams: (): { slug: string }[] => [],
    generateMetadata: async ({ params }: TopicProps): Promise<Metadata> => {
      const topic = await loadTopic((await params).slug, language);
      return topic ? faqTopicMetadata(language, topic) : {};
    },
    Page: async ({ params }: TopicProps) => {
      const topic = await loadTopic((await params).slug, language);
      if (!topic) notFound();
      const [items, topics] = await Promise.all([
        listTopicFaqs({ topicId: topic.id, language }),
        listPublicTopics({ language }),
      ]);
      return <FaqHome language={language} items={items} topics={topics} topic={topic} />;
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
