/**
 * The benchmark's phases, in the order they run (scripts/bench/run.ts) and appear in
 * docs/benchmarks.md. A new figure is a new phase file (scripts/bench/phase.ts says what one
 * holds) and one line here. The order matters where a phase changes what a later one measures:
 * R1's force-static page and R3 run before any search is recorded on their data set, the large
 * PostgreSQL server's phases run between its warm-up and R6, and /faq's comparisons on PGlite run
 * before its searches.
 */
import type { Phase } from "../phase";
import { dataSets } from "./data-sets";
import { esFaqVsFaq } from "./es-faq-vs-faq";
import { faqDuringQuestionFlood } from "./faq-during-question-flood";
import { faqThroughNginx } from "./faq-through-nginx";
import { faqVsForceStatic } from "./faq-vs-force-static";
import { faqVsPublicFile } from "./faq-vs-public-file";
import { floor } from "./floor";
import { lighthouse } from "./lighthouse";
import { logins } from "./logins";
import { loginsDuringFlood } from "./logins-during-flood";
import { memory } from "./memory";
import { pageWeight } from "./page-weight";
import { relevance } from "./relevance";
import { revisions } from "./revisions";
import { searchGrowth } from "./search-growth";
import { searchPeer } from "./search-peer";
import { searchRecording } from "./search-recording";
import { topicVsFaq } from "./topic-vs-faq";
import { userSearches } from "./user-searches";
import { warmUpLarge } from "./warm-up";

export const PHASES: readonly Phase[] = [
  dataSets,
  faqVsForceStatic,
  relevance,
  userSearches("postgres"),
  searchGrowth("postgres"),
  warmUpLarge,
  faqVsPublicFile("postgres"),
  esFaqVsFaq("postgres"),
  topicVsFaq("postgres"),
  faqThroughNginx,
  searchRecording,
  logins,
  loginsDuringFlood,
  faqDuringQuestionFlood,
  revisions,
  pageWeight,
  lighthouse("/faq", {
    runs: (profile) => profile.lighthouseRuns,
    targets: { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 },
  }),
  lighthouse("/es/faq", {
    runs: (profile) => profile.lighthouseRuns,
    targets: { performance: 95, accessibility: 100, seo: 100 },
  }),
  lighthouse("an FAQ page", {
    runs: (profile) => profile.lighthouseRuns,
    targets: { performance: 95 },
  }),
  memory,
  userSearches("pglite"),
  faqVsPublicFile("pglite"),
  esFaqVsFaq("pglite"),
  topicVsFaq("pglite"),
  searchGrowth("pglite"),
  searchPeer,
  floor,
];
