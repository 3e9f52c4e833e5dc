#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (Playwright's own browser download does not work here);
# Lighthouse drives Debian's desktop Chromium. CHROMIUM_PATH points both elsewhere.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-debian-package.sh" chromium-headless-shell "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" "the browser tests"
bash "$here/ensure-debian-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" "Lighthouse"
exec bash "$here/ensure-fonts.sh"
