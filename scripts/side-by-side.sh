#!/usr/bin/env bash
# Runs npm scripts side by side and fails when any of them fails: `bash scripts/side-by-side.sh typecheck lint build`.
# Each prints its output when it is done, whole, under its name. The type check, the lint and
# the build each keep about one core busy for most of their time: side by side on two cores they
# take about as long as the longest of them (docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A pids
for script in "$@"; do
  npm run --silent "$script" >"$logs/$script" 2>&1 &
  pids[$script]=$!
done
failed=()
for script in "$@"; do
  if wait "${pids[$script]}"; then status=passed; else status=failed; failed+=("$script"); fi
  echo "── npm run $script: $status"
  cat "$logs/$script"
done
if ((${#failed[@]})); then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
