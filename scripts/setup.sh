#!/usr/bin/env bash
# Installs what the project needs and is missing, so a fresh machine needs no other step.
#   scripts/setup.sh            npm dependencies (npm ci when node_modules is absent or stale)
#   scripts/setup.sh --browser  also Debian's chromium for the end-to-end tests
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
