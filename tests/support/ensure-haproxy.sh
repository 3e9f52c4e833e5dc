#!/usr/bin/env bash
# The scale-out suite puts a real load balancer (Debian's haproxy) in front of several gateway instances.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" haproxy /usr/sbin/haproxy "the gateway's scale-out suite" -v
