#!/usr/bin/env sh
# Publishes the Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; skips with a clear line otherwise.
# The local visual regression in `npm test` is the guard; Chromatic is the review tool for designers.
# The CLI can hang after a failed connection (seen: "Failed to authenticate", then no exit), so it runs under
# a hard timeout (CHROMATIC_TIMEOUT_SECONDS, default 900).
set -eu
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)"
  exit 0
fi
npm run --silent build-storybook
exec timeout "${CHROMATIC_TIMEOUT_SECONDS:-900}" npx --no-install chromatic \
  --storybook-build-dir storybook-static --ci --exit-zero-on-changes --skip-update-check
