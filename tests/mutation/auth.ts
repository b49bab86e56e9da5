// The in-process tests of lib/auth/, run in one process for `npm run mutate` (see fields.ts).
import "../unit/auth-guards.test";
import "../unit/auth-passwords.test";
import "../unit/auth-two-factor.test";
import "../unit/auth-xsrf.test";
