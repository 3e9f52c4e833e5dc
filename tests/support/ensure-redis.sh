#!/usr/bin/env bash
# The shared-state conformance suites and the scale-out suite run a real Redis (tests/support/redis-server.ts).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" redis-server /usr/bin/redis-server "the gateway's shared-state tests"
