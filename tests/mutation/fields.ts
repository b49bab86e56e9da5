// The in-process tests of lib/contract/fields/, run in one process for `npm run mutate`
// (stryker.config.mjs): Stryker starts a process per test file for each mutant, and on a machine
// of two cores that start-up is most of a run.
import "../unit/contract-fields.test";
import "../unit/contract-fields-faq.test";
