#!/usr/bin/env bash
# A new migration for the schema changes since the last one (every *.schema.ts): it upgrades existing data folders,
# so the migrations already committed are never rewritten. Usage: gateway/database/regenerate-migrations.sh <name>
set -euo pipefail
cd "$(dirname "$0")/../.."
npx drizzle-kit generate --config gateway/drizzle.config.ts --name "${1:?name the migration, e.g. add_key_expiry}"
# drizzle-kit writes its own JSON layout; the project formatter owns the files it commits.
npx biome format --write gateway/database/migrations/meta >/dev/null
