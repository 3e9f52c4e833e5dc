#!/usr/bin/env bash
# Fonts for every script the interface languages use (CJK, Indic, Thai, Ethiopic, Georgian, Armenian, Khmer, Lao,
# Myanmar, Sinhala…), so browser screenshots show text rather than empty boxes. People's own machines have them;
# a bare Debian image has Latin, Greek, Cyrillic, Arabic and Hebrew only.
set -euo pipefail
missing=()
fc-list :lang=ja family | grep -q . || missing+=(fonts-noto-cjk)
fc-list :lang=hi family | grep -q . || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then
  echo "fonts: CJK and Noto core present"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian ${missing[*]} for the screenshots in every language…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "${missing[*]} missing: install them (Debian: sudo apt-get install -y ${missing[*]})." >&2
exit 1
