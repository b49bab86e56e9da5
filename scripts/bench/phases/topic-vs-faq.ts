/**
 * Issue 40: a topic's page from the cache against /faq from the cache, on the same server, in
 * turn: the demo's Courses topic (its 12 FAQs; scripts/bench/load.ts seeds the demo's topics
 * beside the generated FAQs). Target ≥ 0.95 of /faq's throughput: both are cached pages, and a
 * topic's route is dynamic ([slug]) where /faq's is static (docs/decisions/0043).
 */
import { topicPath } from "@/lib/topics/path";

import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { type Engine, ENGINE_NAME } from "../profile";
import { compareWithFaq, type R1Comparison, r1Row } from "../r1";

const TOPIC_PAGE = topicPath("courses", "en");

export function topicVsFaq(engine: Engine): Phase<R1Comparison> {
  const name = ENGINE_NAME[engine];
  return {
    name: `topic page ÷ /faq (${name})`,
    servers: [`${engine}-large`],
    async run(bench: Bench) {
      const server = await bench.server(`${engine}-large`);
      const first = await fetch(`${server.url}${TOPIC_PAGE}`);
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${TOPIC_PAGE}: ${String(first.status)}`);
      return compareWithFaq(bench, `${name} large`, server, {
        path: TOPIC_PAGE,
        against: TOPIC_PAGE,
        engine: name,
        target: 0.95,
        versusFaq: true,
      });
    },
    rows: (r1) => [r1Row(r1)],
  };
}
