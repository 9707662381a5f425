#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is not there yet.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  echo "chromium: $(command -v chromium)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "chromium is missing and cannot be installed without root: apt-get install -y chromium" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
echo "chromium installed: $(command -v chromium)"
