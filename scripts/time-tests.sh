#!/usr/bin/env bash
# Times the Jest suite of two commits side by side, on the same machine in the same run:
#   bash scripts/time-tests.sh <before> <after> [jest arguments…]
#   ROUNDS=2 bash scripts/time-tests.sh main HEAD                 # alternate: before, after, before, after
#   WRAP='bash scripts/with-postgres.sh' bash scripts/time-tests.sh main HEAD --selectProjects server
# Each commit is checked out into a worktree of its own (node_modules hard-linked from this one) and runs
# `npx jest --maxWorkers=2 --json`. Printed per run: wall time, the summed time of the test files (the
# work, which other load on the machine inflates less than the wall time), per project, and the outcome.
# The worktrees keep fixed paths, so Jest's transform cache stays warm from one invocation to the next;
# the first run on a fresh machine pays for transforming antd cold (use ROUNDS=2 and read the second).
# Likewise the server tests keep a dump of PGlite's empty cluster in $TMPDIR/atrium-test-pglite
# (tests/server/support/server-environment.ts): only the first run's workers run initdb.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: bash scripts/time-tests.sh <before-commit> <after-commit> [jest arguments…]" >&2
  exit 2
fi
before=$(git rev-parse --verify "$1^{commit}")
after=$(git rev-parse --verify "$2^{commit}")
shift 2
repo=$(git rev-parse --show-toplevel)
rounds=${ROUNDS:-1}
wrap=${WRAP:-}
base="${TMPDIR:-/tmp}/atrium-time-tests"
mkdir -p "$base"

checkout() { # label commit
  local dir="$base/$1"
  git -C "$repo" worktree remove --force "$dir" >/dev/null 2>&1 || rm -rf "$dir"
  git -C "$repo" worktree prune
  git -C "$repo" worktree add --detach --quiet "$dir" "$2"
  cp -al "$repo/node_modules" "$dir/node_modules"
}
cleanup() {
  for label in before after; do
    git -C "$repo" worktree remove --force "$base/$label" >/dev/null 2>&1 || true
  done
  git -C "$repo" worktree prune
}
trap cleanup EXIT

checkout before "$before"
checkout after "$after"

results=()
run() { # label round
  local dir="$base/$1" out="$base/$1-$2.json" start end status=0
  start=$(date +%s%N)
  # shellcheck disable=SC2086 # WRAP is a command prefix, split on purpose.
  (cd "$dir" && $wrap npx jest --maxWorkers=2 --json --outputFile="$out" "${@:3}" >"$base/$1-$2.log" 2>&1) ||
    status=$?
  end=$(date +%s%N)
  results+=("$1 $2 $(((end - start) / 1000000)) $status $out")
}

for ((round = 1; round <= rounds; round++)); do
  if ((round % 2 == 1)); then order=(before after); else order=(after before); fi
  for label in "${order[@]}"; do
    echo "round $round: $label ($(git -C "$repo" log -1 --format='%h %s' "${!label}" | cut -c1-70))…" >&2
    run "$label" "$round" "$@"
  done
done

node - "${results[@]}" <<'EOF'
const fs = require('node:fs');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = process.argv.slice(2).map((line) => {
  const [label, round, wall, status, file] = line.split(' ');
  const row = { label, round, wall: Number(wall), status: Number(status), work: 0, server: 0, web: 0 };
  if (!fs.existsSync(file)) return { ...row, outcome: 'no report' };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const suite of report.testResults) {
    const time = suite.endTime - suite.startTime;
    row.work += time;
    if (/\/tests\/(server|manifests)\//.test(suite.name)) row.server += time;
    else row.web += time;
  }
  row.outcome = `${report.numPassedTests}/${report.numTotalTests} tests passed, ${report.numFailedTestSuites} files failed`;
  return row;
});
console.log(['commit', 'round', 'wall', 'file time', 'server', 'web', 'outcome'].join('\t'));
for (const row of rows) {
  console.log(
    [row.label, row.round, seconds(row.wall), seconds(row.work), seconds(row.server), seconds(row.web), row.outcome].join('\t'),
  );
}
const mean = (label, key) => {
  const own = rows.filter((row) => row.label === label);
  return own.reduce((sum, row) => sum + row[key], 0) / own.length;
};
for (const key of ['wall', 'work']) {
  const ratio = mean('after', key) / mean('before', key);
  console.log(`after/before ${key === 'wall' ? 'wall time' : 'file time'}: ${(ratio * 100).toFixed(0)} %`);
}
EOF
