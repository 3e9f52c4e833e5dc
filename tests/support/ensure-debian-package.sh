#!/usr/bin/env bash
# Makes sure a Debian package's program is there: prints its version, or installs the package when missing and we
# are allowed to (root with apt-get), or says how.
#   ensure-debian-package.sh <package> <program path or glob> <what needs it> [<version argument>, --version]
set -euo pipefail
package="$1" program_glob="$2" purpose="$3" version_argument="${4:---version}"
program() { compgen -G "$program_glob" | sort -V | tail -n 1; }
if found="$(program)" && [ -n "$found" ] && [ -x "$found" ]; then
  "$found" "$version_argument"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian $package for $purpose…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  "$(program)" "$version_argument"
  exit 0
fi
echo "$package is missing: install it (Debian: sudo apt-get install -y $package)." >&2
exit 1
