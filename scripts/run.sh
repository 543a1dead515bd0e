#!/usr/bin/env bash
# Sets everything up (idempotent), builds the npm package, and runs the demo through it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
bash "$ROOT/scripts/setup.sh"
bash "$ROOT/scripts/build-pkg.sh"
exec node "$ROOT/scripts/demo.mjs"
