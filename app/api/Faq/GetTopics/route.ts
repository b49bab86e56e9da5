import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listPublicTopics } from "@/lib/data/topic-reads";

/**
 * Issue 40: the topics visitors browse by, as the tiles of /faq (or /es/faq) show them: only those
 * with active FAQs, in order, named in the language asked. Anyone may call it.
 */
export const GET = apiRoute(faq.getTopics, async ({ input: { language } }) =>
  (await listPublicTopics({ language })).map(({ id, name, slug, picture, faqCount }, index) => ({
    ...{ id, name, slug, picture, faqCount },
    position: index + 1,
  })),
);
