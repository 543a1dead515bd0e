#!/usr/bin/env bash
# Measures the size of the npm package's WebAssembly module (what a browser downloads).
#   scripts/size.sh              build the release package, then measure
#   scripts/size.sh --no-build   measure the pkg/ already built
#   scripts/size.sh --twiggy     also show what costs what (twiggy top/dominators on the shipped
#                                module rebuilt with names kept; `cargo install twiggy` first)
# Budget: 100 KB (102 400 bytes) gzip for the .wasm. Exits 1 when over budget with --check.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
BUDGET=102400
build=1 twiggy=0 check=0
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    --twiggy) twiggy=1 ;;
    --check) check=1 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done
if [ "$build" -eq 1 ]; then bash scripts/build-pkg.sh >&2; fi

measure() { # file → "raw gzip"
  printf '%s %s' "$(wc -c < "$1")" "$(gzip -9 -n -c "$1" | wc -c)"
}
printf '%-32s %10s %10s\n' "file" "raw" "gzip -9"
for f in pkg/wasm/wolfcore_bg.wasm pkg/wasm/wolfcore.js pkg/node.js pkg/browser.js; do
  read -r raw gz <<<"$(measure "$f")"
  printf '%-32s %10s %10s\n' "$f" "$raw" "$gz"
done
read -r raw gz <<<"$(measure pkg/wasm/wolfcore_bg.wasm)"
echo
echo "wasm: $raw bytes raw, $gz bytes gzip -9 (budget $BUDGET gzip: $([ "$gz" -le "$BUDGET" ] && echo within || echo OVER))"

if [ "$twiggy" -eq 1 ]; then
  # The shipped module's code with function names kept: the release build (strip off, as
  # build-pkg.sh builds it; wasm-bindgen keeps the names section), then the same wasm-opt with -g.
  # Sizes are within a few hundred bytes of the shipped module's (plus the names section).
  CARGO_PROFILE_RELEASE_STRIP=false cargo build -q --release --target wasm32-unknown-unknown -p wolfcore-wasm
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
  echo; echo "twiggy top -n 40 (after wasm-bindgen and wasm-opt, names kept):"
  twiggy top -n 40 "$named"
  echo; echo "twiggy dominators -d 2 -r 40:"
  twiggy dominators -d 2 -r 40 "$named"
fi
if [ "$check" -eq 1 ] && [ "$gz" -gt "$BUDGET" ]; then exit 1; fi
