#!/usr/bin/env bash
# The gateway's integration tests also run on a PostgreSQL server (tests/support/with-postgres.ts).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" postgresql "/usr/lib/postgresql/*/bin/initdb" "the gateway's integration tests"
