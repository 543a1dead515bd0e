#!/usr/bin/env bash
# Runs every benchmark of issue 13 and rewrites the generated section of BENCHMARKS.md
# (between the `bench.sh:begin` / `bench.sh:end` markers; the rest of the file is kept).
#   scripts/bench.sh              build the release package, run everything, rewrite BENCHMARKS.md
#   scripts/bench.sh --no-build   use the pkg/ already built
#   scripts/bench.sh --quick      fewer rounds/games (a smoke run; still rewrites the section)
# Figures only: nothing here asserts a speed. The machine is shared, so read medians, not means.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
build=1 quick=0
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    --quick) quick=1 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done
OUT="$ROOT/target/bench"
mkdir -p "$OUT"
step() { printf '\033[1m[bench]\033[0m %s\n' "$*" >&2; }

if [ "$quick" -eq 1 ]; then
  ROUNDS=5 GAMES=200 SIM_RUNS=1 ABLATION_GAMES=300 CRIT=(--warm-up-time 1 --measurement-time 1)
else
  ROUNDS=15 GAMES=1000 SIM_RUNS=3 ABLATION_GAMES=4000 CRIT=(--warm-up-time 2 --measurement-time 4)
fi

if [ "$build" -eq 1 ]; then step "release package (scripts/build-pkg.sh)"; bash scripts/build-pkg.sh >&2; fi
[ -f pkg/wasm/wolfcore_bg.wasm ] || { echo "pkg/wasm/wolfcore_bg.wasm missing: run scripts/build-pkg.sh" >&2; exit 1; }

step ".wasm size"
printf '{"raw": %s, "gzip": %s, "ledger": {"raw": %s, "gzip": %s}}\n' "$(wc -c < pkg/wasm/wolfcore_bg.wasm)" \
  "$(gzip -9 -n -c pkg/wasm/wolfcore_bg.wasm | wc -c)" "$(wc -c < pkg/wasm/ledger_bg.wasm)" \
  "$(gzip -9 -n -c pkg/wasm/ledger_bg.wasm | wc -c)" > "$OUT/size.json"

step "ledger: baseline vs wolfcore (node bench/ledger-bench.mjs --rounds $ROUNDS)"
node bench/ledger-bench.mjs --rounds "$ROUNDS" --json "$OUT/ledger.json" | tee "$OUT/ledger.txt" >&2

step "simulator, native (wolfcore-sim, profile ${SIM_PROFILE:=native}, one thread)"
cargo build -q --profile "$SIM_PROFILE" -p wolfcore-sim
SIM_BIN="target/$SIM_PROFILE/wolfcore-sim"
: > "$OUT/sim-native.txt"
for players in 9 12; do
  for _ in $(seq "$SIM_RUNS"); do
    "$SIM_BIN" --games "$GAMES" --players "$players" --seed 1 --threads 1 | grep '^speed:' \
      | sed "s/^/$players players: /" | tee -a "$OUT/sim-native.txt" >&2
  done
done

step "ledger ablation: village win rate with the ledger, without verdicts, without the ledger ($ABLATION_GAMES games each)"
for board in 6 9 12 12r; do # 12r: roles revealed on death (R3.1), so verdicts come often
  players="${board%r}" extra=()
  [ "$board" != "$players" ] && extra=(--reveal-role-on-death)
  for mode in full no-verdicts ignore; do
    "$SIM_BIN" --games "$ABLATION_GAMES" --players "$players" --seed 1 --village-ledger "$mode" "${extra[@]}" --json \
      > "$OUT/ablation-$board-$mode.json"
    node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).report;
      console.error(`${r.config.players} seats, ${process.argv[2]}: village ${(r.village.rate * 100).toFixed(1)}%`)' \
      "$OUT/ablation-$board-$mode.json" "$mode"
  done
done

step "simulator, Node (node scripts/bench-sim.mjs)"
(cd scripts && node bench-sim.mjs --games "$GAMES" --players 9,12 --seed 1 --runs "$SIM_RUNS") | tee "$OUT/sim-node.txt" >&2

step "criterion benches of the core (cargo bench -p wolfcore --bench core)"
cargo bench -q -p wolfcore --bench core -- "${CRIT[@]}" 2>/dev/null | tee "$OUT/criterion.txt" >&2

step "rewriting BENCHMARKS.md"
node bench/report.mjs "$OUT" "$([ "$quick" -eq 1 ] && echo quick || echo full)" "$SIM_PROFILE"
step "done: BENCHMARKS.md (generated section), raw outputs in target/bench/"
