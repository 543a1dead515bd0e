#!/usr/bin/env bash
# Sets everything up (idempotent), builds the npm package, and runs the Node demo through it
# (a summary reply parsed, merged with a counter-claim, verified, rendered in en and zh).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
bash "$ROOT/scripts/setup.sh"
bash "$ROOT/scripts/build-pkg.sh"
exec node "$ROOT/scripts/demo.mjs"
