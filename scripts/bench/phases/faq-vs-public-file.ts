/** R1 against a copy of /faq's HTML in public/, served by the same server. */
import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { type Engine, ENGINE_NAME, STATIC_PAGE } from "../profile";
import { compareWithFaq, prepareStaticPage, type R1Comparison, R1_METHOD, r1Row } from "../r1";

export function faqVsPublicFile(engine: Engine): Phase<R1Comparison> {
  const name = ENGINE_NAME[engine];
  return {
    name: `R1 /faq ÷ public file (${name})`,
    servers: [`${engine}-large`],
    async run(bench: Bench) {
      const server = await bench.server(`${engine}-large`);
      await prepareStaticPage(server.url);
      return compareWithFaq(bench, `${name} large`, server, {
        path: `/${STATIC_PAGE}`,
        against: "public file",
        engine: name,
        target: 0.9,
      });
    },
    rows: (r1) => [r1Row(r1)],
    method: () =>
      `- **R1, public file** (target ≥ 0.9, both engines): ${R1_METHOD}. The file is \`public/bench-static-page.html\`, a copy of the
  very HTML /faq answered, served by the same server (public files pass the same proxy.ts and
  headers). Written at bench time, never committed.`,
  };
}
