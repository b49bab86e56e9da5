/**
 * R1 through nginx (deploy/nginx.conf, as scripts/ops/nginx-front.ts starts it, in front of the
 * large PostgreSQL server): /faq through nginx's cache against a file of the same bytes that nginx
 * serves itself.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";

import { freePort } from "../../../harness/ports";
import { startNginxFront } from "../../ops/nginx-front";
import type { Bench } from "../bench";
import type { Target } from "../measure";
import type { Phase } from "../phase";
import { STATIC_FILE, STATIC_PAGE } from "../profile";
import { compareWithFaq, prepareStaticPage, type R1Comparison, R1_METHOD, r1Row } from "../r1";

export const faqThroughNginx: Phase<R1Comparison> = {
  name: "R1 through nginx",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const server = await bench.server("postgres-large");
    const dir = bench.dataDir("nginx");
    const root = path.join(dir, "static");
    mkdirSync(root, { recursive: true });
    await prepareStaticPage(server.url);
    copyFileSync(STATIC_FILE, path.join(root, STATIC_PAGE));
    const front = await startNginxFront({
      upstreams: [Number(new URL(server.url).port)],
      port: await freePort(),
      dir,
      staticFile: { path: `/${STATIC_PAGE}`, root },
    });
    bench.onCleanUp(() => front.stop());
    try {
      const throughNginx: Target = {
        url: front.url,
        cpuMs: () => server.cpuMs(),
        postgresPort: server.postgresPort,
      };
      return await compareWithFaq(bench, "PostgreSQL large through nginx", throughNginx, {
        path: `/${STATIC_PAGE}`,
        against: "nginx serving a file",
        engine: "PostgreSQL",
        target: 0.9,
      });
    } finally {
      await front.stop();
    }
  },
  rows: (r1) => [r1Row(r1)],
  method: () =>
    `- **R1, nginx serving a file** (target ≥ 0.9, PostgreSQL): ${R1_METHOD}. deploy/nginx.conf, started by
  scripts/ops/nginx-front.ts in front of the large PostgreSQL set's server, with one extra location
  that serves the same copy of /faq's HTML from a folder of nginx's own. Both sides go through
  nginx: /faq from its 1-second cache (revalidated with the app each second), the file from disk.`,
};
