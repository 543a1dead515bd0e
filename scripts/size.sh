#!/usr/bin/env bash
# Measures the size of the npm package's WebAssembly modules (what a browser downloads): the
# whole module (`wolfcore`, pkg/wasm/wolfcore_bg.wasm) and the ledger alone (`wolfcore/ledger`,
# pkg/wasm/ledger_bg.wasm, issue 22).
#   scripts/size.sh              build the release package, then measure
#   scripts/size.sh --no-build   measure the pkg/ already built
#   scripts/size.sh --names      also show what costs what in the whole module: the release build
#                                rebuilt with function names kept, read by scripts/wasm-breakdown.mjs
#                                (no extra tools); add --ledger for the ledger module
#   scripts/size.sh --twiggy     the same module through twiggy top/dominators (`cargo install twiggy` first)
# Budget (issue 22): 100 KB (102 400 bytes) gzip for the ledger module. Exits 1 when it is over
# budget with --check.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
BUDGET=102400
build=1 twiggy=0 check=0 names=0 ledger=0
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    --twiggy) twiggy=1 ;;
    --names) names=1 ;;
    --ledger) ledger=1 ;;
    --check) check=1 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done
if [ "$build" -eq 1 ]; then bash scripts/build-pkg.sh >&2; fi

measure() { # file → "raw gzip"
  printf '%s %s' "$(wc -c < "$1")" "$(gzip -9 -n -c "$1" | wc -c)"
}
printf '%-32s %10s %10s\n' "file" "raw" "gzip -9"
for f in pkg/wasm/wolfcore_bg.wasm pkg/wasm/wolfcore.js pkg/node.js pkg/browser.js \
  pkg/wasm/ledger_bg.wasm pkg/wasm/ledger.js pkg/ledger-node.js pkg/ledger-browser.js; do
  read -r raw gz <<<"$(measure "$f")"
  printf '%-32s %10s %10s\n' "$f" "$raw" "$gz"
done
read -r raw gz <<<"$(measure pkg/wasm/wolfcore_bg.wasm)"
echo
echo "wolfcore wasm: $raw bytes raw, $gz bytes gzip -9"
read -r raw gz <<<"$(measure pkg/wasm/ledger_bg.wasm)"
echo "wolfcore/ledger wasm: $raw bytes raw, $gz bytes gzip -9 (budget $BUDGET gzip: $([ "$gz" -le "$BUDGET" ] && echo within || echo OVER))"

if [ "$names" -eq 1 ] || [ "$twiggy" -eq 1 ]; then
  # The shipped module's code with function names kept: the release build (strip off, as
  # build-pkg.sh builds it; wasm-bindgen keeps the names section), then the same wasm-opt with -g.
  # Sizes are within a few hundred bytes of the shipped module's (plus the names section).
  cargo_features=()
  if [ "$ledger" -eq 1 ]; then cargo_features=(--no-default-features); fi
  CARGO_PROFILE_RELEASE_STRIP=false cargo build -q --release --target wasm32-unknown-unknown -p wolfcore-wasm "${cargo_features[@]}"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  wasm-bindgen --target web --out-dir "$tmp" \
    "$ROOT/target/wasm32-unknown-unknown/release/wolfcore_wasm.wasm"
  features="$(node -e 'const fs=require("fs");const t=fs.readFileSync(process.argv[1],"utf8");
    const m=t.match(/wasm-opt = \[([^\]]*)\]/);console.log(JSON.parse("["+m[1].replace(/#.*$/gm,"").replace(/,\s*$/,"")+"]").join(" "))' \
    "$ROOT/crates/wolfcore-wasm/Cargo.toml")"
  # shellcheck disable=SC2086  # the flags are words
  wasm-opt $features -g "$tmp/wolfcore_wasm_bg.wasm" -o "$tmp/named.wasm"
  named="$tmp/named.wasm"
  if [ "$names" -eq 1 ]; then
    echo; node scripts/wasm-breakdown.mjs "$named" --top 40
  fi
  if [ "$twiggy" -eq 1 ]; then
    echo; echo "twiggy top -n 40 (after wasm-bindgen and wasm-opt, names kept):"
    twiggy top -n 40 "$named"
    echo; echo "twiggy dominators -d 2 -r 40:"
    twiggy dominators -d 2 -r 40 "$named"
  fi
fi
if [ "$check" -eq 1 ] && [ "$gz" -gt "$BUDGET" ]; then exit 1; fi
