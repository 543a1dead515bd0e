#!/usr/bin/env bash
# Sets everything up (idempotent), builds the npm package and the web game (next build), and
# serves the game with `next start` on 127.0.0.1. Port: --port N, or PORT, default 3000.
# The Node demo of the package is scripts/demo.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export NEXT_TELEMETRY_DISABLED=1

PORT="${PORT:-3000}"
while [ $# -gt 0 ]; do
  case "$1" in
    --port) PORT="${2:-}"; shift 2 ;;
    --port=*) PORT="${1#--port=}"; shift ;;
    -h|--help) echo "usage: scripts/run.sh [--port N]   (or PORT=N; default 3000)"; exit 0 ;;
    *) echo "run.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done
if ! [[ "$PORT" =~ ^[0-9]+$ ]] || [ "$PORT" -lt 1 ] || [ "$PORT" -gt 65535 ]; then
  echo "run.sh: the port must be a number from 1 to 65535 (got '$PORT')" >&2
  exit 2
fi

# Fail early and clearly if the port is taken (before minutes of building).
port_free() {
  node -e '
    const srv = require("node:net").createServer();
    srv.once("error", () => process.exit(1));
    srv.listen(Number(process.argv[1]), "127.0.0.1", () => srv.close(() => process.exit(0)));
  ' "$PORT"
}
if ! port_free; then
  echo "run.sh: port $PORT on 127.0.0.1 is already in use. Stop whatever uses it, or pick another port: scripts/run.sh --port 3001" >&2
  exit 1
fi

# The game needs no local model: only the test command installs it (scripts/setup.sh step 7).
WOLFCORE_SKIP_MODEL=1 bash "$ROOT/scripts/setup.sh"
bash "$ROOT/scripts/build-pkg.sh"
mkdir -p "$ROOT/target"
cd "$ROOT/web"
echo "[run] next build" >&2
# lib/boards.generated.ts (not committed; build-pkg.sh wrote it too) from the package just built.
node --import tsx scripts/lobby-boards.ts >/dev/null
node node_modules/next/dist/bin/next build >"$ROOT/target/web-build.log" 2>&1 || {
  cat "$ROOT/target/web-build.log" >&2
  echo "run.sh: next build failed (log above, also in target/web-build.log)" >&2
  exit 1
}
if ! port_free; then
  echo "run.sh: port $PORT on 127.0.0.1 was taken while building. Pick another: scripts/run.sh --port 3001" >&2
  exit 1
fi
echo
echo "  Wolfcore is ready: open http://127.0.0.1:$PORT/   (Ctrl+C stops the server)"
echo
exec node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$PORT"
