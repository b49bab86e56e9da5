#!/usr/bin/env bash
# `npm run test:unit`: the unit and integration tests (tests/), every file or the files named
# (`npm run test:unit -- tests/api-synonyms.test.ts tests/api-topics.test.ts`). TEST_DB=postgres
# and the like as in scripts/test/test.sh, which runs the whole suite on both databases.
set -euo pipefail
if [ "$#" -eq 0 ]; then
  mapfile -t files < <(find tests -name '*.test.ts' | sort)
  set -- "${files[@]}"
fi
exec node --import ./tests/helpers/register.mjs --import tsx --test --test-force-exit \
  --test-reporter=spec "$@"
