#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
# Installs it when missing and we are allowed to; otherwise says how.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  "$chromium_path" --version
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  "$chromium_path" --version
  exit 0
fi
echo "Chromium is missing: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
