/**
 * Issue 40: the topics of the FAQ pages: the tiles above the list of /faq, a topic's own page
 * (/faq/topics/{slug}), and a search result's topic. Short and plain, for weak readers.
 */
export const topics = {
  /** Above the tiles. */
  heading: "Topics",
  /** A tile's count: "1 question", "5 questions". */
  count: (count: number): string => `${String(count)} ${count === 1 ? "question" : "questions"}`,
  /** Before the topic's name under a search result (a link to the topic's page). */
  resultTopic: "Topic:",
  /** A topic page's description, for search engines: its name completes it. */
  description: (name: string): string => `Answers to common questions about ${name}.`,
};
