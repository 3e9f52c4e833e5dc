#!/usr/bin/env bash
# Before the first release the schema has one initial migration; this rebuilds it from every *.schema.ts.
# After a release, add migrations with `npx drizzle-kit generate --config gateway/drizzle.config.ts` instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf gateway/database/migrations
npx drizzle-kit generate --config gateway/drizzle.config.ts --name initial
# drizzle-kit writes its own JSON layout; the project formatter owns the files it commits.
npx biome format --write gateway/database/migrations/meta >/dev/null
