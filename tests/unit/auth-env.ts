// The configuration the in-process auth tests read (lib/server/env.ts reads it once per process):
// imported first by each of them, so that run alone or together (npm test runs them together,
// npm run mutate one file at a time) they see the same secret and the default rule that Admins
// must use two-step login.
process.env.AUTH_SECRET = "auth-unit-tests-secret-of-at-least-thirty-two-characters";
process.env.ADMIN_TWO_FACTOR = "required";
