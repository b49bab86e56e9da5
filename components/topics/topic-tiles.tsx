import { TopicPicture } from "@/components/topics/topic-picture";
import type { PublicTopic } from "@/lib/data/topic-reads";
import { topicPath } from "@/lib/topics/path";
import { type Language, visitorText } from "@/lib/visitor-text";

import "./topics.css";

/**
 * Issue 40: the topics above the list of /faq and /es/faq, as large tiles: a picture, the name and
 * the number of questions. Each is a plain link to the topic's page, so it works without
 * JavaScript, by keyboard and with a screen reader, which hears the name and the count (the
 * picture is decoration). A server component: the tiles add no JavaScript to the page.
 */
export function TopicTiles({ topics, language }: { topics: PublicTopic[]; language: Language }) {
  if (topics.length === 0) return null;
  const words = visitorText(language).topics;
  return (
    <nav className="topic-tiles-section" aria-labelledby="topics-heading">
      <h2 id="topics-heading">{words.heading}</h2>
      <ul className="topic-tiles">
        {topics.map((topic) => (
          <li key={topic.id}>
            <a className="topic-tile" href={topicPath(topic.slug, language)}>
              <TopicPicture name={topic.picture} className="topic-tile-picture" />
              <span className="topic-tile-name">{topic.name}</span>
              <span className="topic-tile-count">{words.count(topic.faqCount)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
