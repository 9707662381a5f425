#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is not there yet, and a font with
# Chinese characters (the application's Chinese screenshots would otherwise show empty boxes).
set -euo pipefail
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
if command -v fc-list >/dev/null 2>&1 && ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  packages+=(fonts-wqy-microhei)
fi
if [ "${#packages[@]}" -eq 0 ]; then
  echo "chromium: $(command -v chromium)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "missing and cannot be installed without root: apt-get install -y ${packages[*]}" >&2
  command -v chromium >/dev/null 2>&1 || exit 1
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
echo "installed: ${packages[*]}; chromium: $(command -v chromium)"
