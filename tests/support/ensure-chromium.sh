#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download does not work here); CHROMIUM_PATH
# points elsewhere.
set -euo pipefail
bash "$(dirname "$0")/ensure-debian-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" "the browser tests"
exec bash "$(dirname "$0")/ensure-fonts.sh"
