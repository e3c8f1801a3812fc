#!/usr/bin/env bash
# Every test: the content check and build, unit tests (including the export checks), then the
# end-to-end tests in Debian's Chromium. SKIP_BUILD=1 reuses an existing out/.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
# Debian's packages first: every test runs, so none may be missing (the build alone skips shellcheck's samples).
source "$(dirname "$0")/system-packages.sh"
missing=$(missing_system_packages | paste -sd' ')
if [ -n "$missing" ]; then
  echo "npm test needs Debian packages that are not installed: apt-get install $missing" >&2
  exit 1
fi
# Types first (fast, and the build may be skipped): a key missing from one locale's dictionary fails here.
npx tsc --noEmit
# The REST API's OpenAPI document: Redocly's recommended rules and the OpenAPI 3.1 schema, 0 errors.
npm run lint:openapi
if [ "${SKIP_BUILD:-}" != "1" ]; then npm run build; fi
npx vitest run --exclude tests/unit/dev-server.test.ts
# Alone, after the others: it starts `next dev`, which takes the machine's CPU for minutes.
if [ "${SKIP_DEV_TEST:-}" != "1" ]; then npx vitest run tests/unit/dev-server.test.ts; fi
npx playwright test
