// The in-process tests of lib/search/, run in one process for `npm run mutate` (see fields.ts).
import "../highlight.test";
import "../search-spanish.test";
import "../search-word-table.test";
import "../unit/search-ranking.test";
