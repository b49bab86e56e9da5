import type { Language } from "@/lib/contract/languages";
import { pathTo, ROUTES } from "@/lib/routes";

/** Issue 40: a topic's page in a language, at its slug in that language. */
const TOPIC_ROUTES = { en: ROUTES.faqTopic, es: ROUTES.esFaqTopic } as const;

export function topicPath(slug: string, language: Language): string {
  return pathTo(TOPIC_ROUTES[language], { slug });
}

/** Whether a path segment can be a topic's slug (lib/text/plain-text.ts slugify): else a 404. */
export function maySlug(segment: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) && segment.length <= 80;
}
