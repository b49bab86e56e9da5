// The in-process tests of lib/search/, run in one process for `npm run mutate` (see fields.ts):
// each mutant costs one start of node and tsx, and these load only lib/search/, its two word
// packages and lib/text/plain-text.ts (no database, no zod, no Next.js): about 0.5 s a run.
// tests/search-word-table.test.ts is left out: it loads lib/faq/sanitize.ts (sanitize-html,
// zod) for one helper; tests/unit/search-cross-language.test.ts covers the same module.
import "../highlight.test";
import "../search-spanish.test";
import "../unit/search-cross-language.test";
import "../unit/search-index.test";
import "../unit/search-interpretation.test";
import "../unit/search-languages.test";
import "../unit/search-plan.test";
import "../unit/search-ranking.test";
import "../unit/search-scores.test";
import "../unit/search-spelling.test";
