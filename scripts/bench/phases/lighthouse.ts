/**
 * Lighthouse (../lighthouse.ts) on a public page of the large PostgreSQL server, mobile: /faq's
 * four scores, several runs of which the median is kept; /es/faq's accessibility and SEO (issue
 * 28), which throttling does not move: one run; and the performance of /es/faq and of an FAQ's
 * page (issue 41), as many runs as /faq's.
 */
import type { Bench } from "../bench";
import { CHROME_FLAGS, medianLighthouse } from "../lighthouse";
import type { Phase } from "../phase";
import { CHROMIUM, type Profile } from "../profile";
import type { Row } from "../report/table";
import { ms } from "../report/units";
import { faqPath } from "@/lib/faq/path";

/** The address of the first FAQ the server lists: an FAQ's page. */
async function firstFaqPage(url: string): Promise<string> {
  const response = await fetch(`${url}/api/Faq/GetFaqs?limit=1`);
  const [faq] = (await response.json()) as { id: number; question: string }[];
  if (!faq) throw new Error("no FAQ to show");
  return faqPath(faq);
}

type Figures = Awaited<ReturnType<typeof medianLighthouse>>;

function section(result: Figures): string {
  const metrics = Object.entries(result.metrics)
    .map(
      ([name, value]) =>
        `${name} ${name.includes("shift") ? String(value) : ms(Math.round(value))}`,
    )
    .join(", ");
  const scores = Object.entries(result.scores)
    .map(([category, score]) => `${category} ${String(score)}`)
    .join(", ");
  return `## Lighthouse

Lighthouse (the \`lighthouse\` devDependency) on /faq with its default mobile emulation and
simulated throttling, ${String(result.performanceScores.length)} runs of which the one with the median performance score is kept
(performance ${result.performanceScores.join(", ")}), in Debian's Chromium with \`${CHROME_FLAGS.join(" ")}\`: ${scores}. Metrics: ${metrics}.`;
}

export function lighthouse(
  page: "/faq" | "/es/faq" | "an FAQ page",
  { runs, targets }: { runs: (profile: Profile) => number; targets: Record<string, number> },
): Phase<Figures> {
  return {
    name: `Lighthouse on ${page}`,
    servers: ["postgres-large"],
    async run(bench: Bench) {
      const server = await bench.server("postgres-large");
      await bench.settle();
      const path = page === "an FAQ page" ? await firstFaqPage(server.url) : page;
      bench.log(`Lighthouse on ${path}`);
      return medianLighthouse(`${server.url}${path}`, CHROMIUM, runs(bench.profile));
    },
    rows: (result) => {
      const scores: Partial<Record<string, number>> = result.scores;
      const missed: Partial<Record<string, string[]>> = result.missed;
      return Object.entries(targets).map(([category, bound]): Row => ({
        figure: `Lighthouse ${category} (${page}, mobile)`,
        value: scores[category] ?? null,
        target: { at: "least", bound },
        detail: (missed[category] ?? []).join("; ") || "every audit passed",
      }));
    },
    ...(page === "/faq" ? { section } : {}),
  };
}
