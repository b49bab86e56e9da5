/**
 * Issue 39: a flood of "Send us your question" (PostVisitorQuestion) never slows /faq. /faq is
 * measured on the large PostgreSQL server alone, then while one address sends 100 questions a
 * second (a bot at work); its budget refuses all but the first few (429), and /faq keeps at least
 * 0.9 of its throughput.
 */
import { antiForgery } from "../anti-forgery";
import type { Bench } from "../bench";
import { drive, inTurn, type Measurement, runDriver } from "../measure";
import type { LoadResult } from "../drive";
import type { Phase } from "../phase";
import { CONNECTIONS } from "../profile";
import { ms, ratio } from "../report/units";

/** Questions a second the flood sends, from one address. */
const FLOOD_RATE = 100;

export interface QuestionFlood {
  quiet: Measurement;
  flooded: Measurement;
  /** The flood's own answers: how many, and how many were not 2xx (refused by the budget). */
  flood: LoadResult;
}

/** A visitor's headers for PostVisitorQuestion: the anti-forgery pair, as the form sends them. */
async function questionHeaders(url: string): Promise<Record<string, string>> {
  const { cookie, token } = await antiForgery(url);
  return { cookie, "x-xsrf-token": token, "content-type": "application/json" };
}

export const faqDuringQuestionFlood: Phase<QuestionFlood> = {
  name: "/faq during a flood of questions",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const server = await bench.server("postgres-large");
    const seconds = bench.profile.seconds;
    const faq = (what: string) => () =>
      drive(bench, `/faq ${what}`, server, ["/faq"], {
        connections: CONNECTIONS.throughput,
        seconds,
      });
    const headers = await questionHeaders(server.url);
    const body = JSON.stringify({ question: "Do you run a summer reading club for teenagers?" });
    let flood: LoadResult = {
      requestsPerSecond: 0,
      requests: 0,
      p50: 0,
      p95: 0,
      bytes: 0,
      non2xx: 0,
      errors: 0,
    };
    const flooded = async () => {
      const sending = runDriver<LoadResult>({
        mode: "load",
        url: server.url,
        paths: ["/api/Faq/PostVisitorQuestion"],
        connections: CONNECTIONS.latency,
        seconds,
        headers,
        body,
        rate: FLOOD_RATE,
      });
      const measured = await faq("during a flood of questions")();
      flood = await sending;
      return measured;
    };
    const [quiet, during] = await inTurn(faq("quiet"), flooded, bench.profile.rounds);
    bench.log(
      `question flood: ${String(flood.requests)} sent, ${String(flood.non2xx)} refused; /faq ${String(during.requestsPerSecond)} ÷ ${String(quiet.requestsPerSecond)} req/s`,
    );
    return { quiet, flooded: during, flood };
  },
  rows: ({ quiet, flooded, flood }) => [
    {
      figure: "/faq during a flood of questions ÷ quiet, throughput (PostgreSQL)",
      value: ratio(flooded.requestsPerSecond, quiet.requestsPerSecond),
      target: { at: "least", bound: 0.9 },
      detail: `${String(flooded.requestsPerSecond)} ÷ ${String(quiet.requestsPerSecond)} req/s; p50 ${ms(flooded.p50)} ÷ ${ms(quiet.p50)}; the flood: ${String(flood.requests)} questions from one address, ${String(flood.non2xx)} refused by its budget`,
    },
  ],
  method:
    () => `- **/faq during a flood of questions** (issue 39, target ≥ 0.9): /faq from the cache,
  alone and while one address sends ${String(FLOOD_RATE)} PostVisitorQuestion a second, in turn. The
  budget refuses all but the first questions (429, nothing kept).`,
};
