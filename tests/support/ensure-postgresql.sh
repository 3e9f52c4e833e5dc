#!/usr/bin/env bash
# The gateway's integration tests also run on a PostgreSQL server (tests/support/with-postgres.ts): Debian's
# postgresql. Installs it when missing and we are allowed to; otherwise says how.
set -euo pipefail
initdb_path() { compgen -G "/usr/lib/postgresql/*/bin/initdb" | sort -V | tail -n 1; }
if found="$(initdb_path)" && [ -n "$found" ]; then
  "$found" --version
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian postgresql for the gateway's integration tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  "$(initdb_path)" --version
  exit 0
fi
echo "PostgreSQL is missing: install it (Debian: sudo apt-get install -y postgresql)." >&2
exit 1
