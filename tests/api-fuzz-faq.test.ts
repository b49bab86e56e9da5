import { endpointsOf, fuzzEndpoints } from "./helpers/fuzz";

// Issue 7 item 3, for the /api/Faq endpoints (tests/helpers/fuzz.ts).
fuzzEndpoints("FAQ", endpointsOf("FAQ"));
