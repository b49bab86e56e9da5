/** Issue 28: /es/faq from the cache against /faq from the cache, on the same server, in turn. */
import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { type Engine, ENGINE_NAME } from "../profile";
import { compareWithFaq, type R1Comparison, r1Row } from "../r1";

export function esFaqVsFaq(engine: Engine): Phase<R1Comparison> {
  const name = ENGINE_NAME[engine];
  return {
    name: `/es/faq ÷ /faq (${name})`,
    servers: [`${engine}-large`],
    async run(bench: Bench) {
      const server = await bench.server(`${engine}-large`);
      await (await fetch(`${server.url}/es/faq`)).arrayBuffer();
      return compareWithFaq(bench, `${name} large`, server, {
        path: "/es/faq",
        against: "/es/faq",
        engine: name,
        target: 0.95,
        versusFaq: true,
      });
    },
    rows: (r1) => [r1Row(r1)],
  };
}
