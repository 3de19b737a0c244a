#!/usr/bin/env bash
# Installs what the project needs and is missing, so a fresh machine needs no other step.
#   scripts/setup.sh            npm dependencies (npm ci when node_modules is absent or stale)
#   scripts/setup.sh --browser  also Debian's chromium for the end-to-end tests
#   scripts/setup.sh --redis    also Debian's redis-server (e2e specs' own stacks start one: tests/e2e/servers.ts)
#   scripts/setup.sh --varnish  also Debian's varnish and varnish-modules (xkey), which the CDN e2e test's
#                               stack puts in front of a production server
#   scripts/setup.sh --java     also Debian's Java 17 runtime, which runs the Nu HTML Checker (vnu-jar) in
#                               the e2e suite
# Options combine: scripts/setup.sh --browser --redis --varnish --java
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi

has_option() {
  local option
  for option in "${OPTIONS[@]}"; do [ "$option" = "$1" ] && return 0; done
  return 1
}
OPTIONS=("$@")

if has_option --browser && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if has_option --redis && [ ! -x /usr/bin/redis-server ]; then
  echo "Installing Debian's redis-server for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi

if has_option --varnish && { [ ! -x /usr/sbin/varnishd ] || [ -z "$(find /usr/lib/*/varnish/vmods /usr/lib/varnish/vmods -name libvmod_xkey.so 2>/dev/null)" ]; }; then
  echo "Installing Debian's varnish and varnish-modules for the CDN end-to-end test…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq varnish varnish-modules >/dev/null
fi

if has_option --java && ! command -v java >/dev/null 2>&1; then
  echo "Installing Debian's Java 17 runtime for the Nu HTML Checker…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi
