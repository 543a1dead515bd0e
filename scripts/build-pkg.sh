#!/usr/bin/env bash
# Builds the npm package `wolfcore` into pkg/: wasm-pack (release, --target web, wasm-opt -Oz)
# writes pkg/wasm/ twice: the whole module (`wolfcore`: wolfcore.js, wolfcore_bg.wasm) and the
# ledger alone (`wolfcore/ledger`, issue 22: `--no-default-features`, ledger.js, ledger_bg.wasm);
# a second build of each at opt-level 3 (the Node entries' modules, see below) goes to
# target/wasm-node/ and target/wasm-ledger-node/; scripts/pkg-entries.mjs generates
# pkg/wasm/{api,embedded,ledger-api,ledger-embedded}.js;
# the hand-written pkg/package.json, node.js, browser.js, ledger-node.js, ledger-browser.js,
# loader.js, index.d.ts, ledger.d.ts wrap them.
# Then packs it into pkg/dist/wolfcore-<version>.tgz, the exact file a user would install, and
# writes the web lobby's generated board data from it (web/lib/boards.generated.ts).
#   scripts/build-pkg.sh            release build (what tests and users get)
#   scripts/build-pkg.sh --dev      debug build, no wasm-opt (faster, larger)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# wasm-opt from npm's binaryen must come first: Debian's wasm-opt 108 produces a module that
# fails to instantiate, and without any wasm-opt wasm-pack tries to download one (TOOLCHAIN.md).
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
log() { printf '\033[1m[build-pkg]\033[0m %s\n' "$*" >&2; }

PROFILE="--release"
if [ "${1:-}" = "--dev" ]; then PROFILE="--dev"; fi

if [ "$PROFILE" = "--release" ]; then
  WASM_OPT="$(command -v wasm-opt || true)"
  if [ "$WASM_OPT" != "$ROOT/.tools/node_modules/.bin/wasm-opt" ]; then
    log "wasm-opt must be .tools/node_modules/.bin/wasm-opt (got '${WASM_OPT:-none}'): run scripts/setup.sh"
    exit 1
  fi
fi

rm -rf "$ROOT/pkg/wasm"
log "wasm-pack build $PROFILE --target web"
# --no-pack: pkg/package.json is hand-written; wasm-pack only provides the module.
# strip=false for this build only: wasm-bindgen reads the `target_features` section to use
# reference types (externref); a stripped module makes it fall back. wasm-opt drops debug info.
CARGO_PROFILE_RELEASE_STRIP=false wasm-pack --log-level warn build "$ROOT/crates/wolfcore-wasm" "$PROFILE" --target web \
  --out-dir ../../pkg/wasm --out-name wolfcore --no-pack
rm -f "$ROOT/pkg/wasm/.gitignore"
# The ledger alone (issue 22): the same crate without the feature `engine` (no `Game`, bots,
# simulator, boards, autosave; catalogs without the engine's sections), as ledger.js +
# ledger_bg.wasm next to the whole module. Built into its own folder first: wasm-pack owns its
# out-dir.
log "wasm-pack build $PROFILE --target web --no-default-features (wolfcore/ledger)"
rm -rf "$ROOT/target/wasm-ledger"
CARGO_PROFILE_RELEASE_STRIP=false wasm-pack --log-level warn build "$ROOT/crates/wolfcore-wasm" "$PROFILE" --target web \
  --out-dir ../../target/wasm-ledger --out-name ledger --no-pack -- --no-default-features
for f in ledger.js ledger.d.ts ledger_bg.wasm ledger_bg.wasm.d.ts; do cp "$ROOT/target/wasm-ledger/$f" "$ROOT/pkg/wasm/$f"; done
# The Node entry's module (issue 22): the same code at opt-level 3. Node reads it from
# embedded.js, never over a network, so speed wins over size there: the simulator runs ~2× and a
# Ledger update ~1.6× faster than at opt-level "z" (BENCHMARKS.md, "Two builds"). Its own target
# dir keeps both builds cached. Browsers keep the small module. The glue must be byte-identical
# (same exports, same imports), or the build stops.
# The same for the ledger module (ledger-node.js embeds target/wasm-ledger-node/ledger_bg.wasm).
NODE_WASM="$ROOT/pkg/wasm/wolfcore_bg.wasm"
LEDGER_NODE_WASM="$ROOT/pkg/wasm/ledger_bg.wasm"
opt3() { # out-name, out folder below target/, cargo args… → the opt-level 3 build's glue checked
  local name="$1" dir="$2"
  shift 2
  rm -rf "$ROOT/target/$dir"
  CARGO_TARGET_DIR="$ROOT/target/node-opt3" CARGO_PROFILE_RELEASE_OPT_LEVEL=3 CARGO_PROFILE_RELEASE_STRIP=false \
    wasm-pack --log-level warn build "$ROOT/crates/wolfcore-wasm" --release --target web \
    --out-dir "../../target/$dir" --out-name "$name" --no-pack "$@"
  if ! cmp -s "$ROOT/target/$dir/$name.js" "$ROOT/pkg/wasm/$name.js"; then
    log "the opt-level 3 build's glue ($name.js) differs from the release glue: not embedding it"
    exit 1
  fi
}
if [ "$PROFILE" = "--release" ] && [ "${WOLFCORE_ONE_BUILD:-}" != "1" ]; then
  log "wasm-pack build --release at opt-level 3 for the Node entries (WOLFCORE_ONE_BUILD=1 skips both)"
  opt3 wolfcore wasm-node
  NODE_WASM="$ROOT/target/wasm-node/wolfcore_bg.wasm"
  opt3 ledger wasm-ledger-node -- --no-default-features
  LEDGER_NODE_WASM="$ROOT/target/wasm-ledger-node/ledger_bg.wasm"
fi
# wasm/api.js and wasm/ledger-api.js (every export guarded against use before init, generated
# from each module's own export list) and wasm/embedded.js, wasm/ledger-embedded.js (the Node
# entries' .wasm as brotli+base64).
WOLFCORE_NODE_WASM="$NODE_WASM" WOLFCORE_LEDGER_NODE_WASM="$LEDGER_NODE_WASM" node "$ROOT/scripts/pkg-entries.mjs"
# The tarball ships the licence (`files` lists it); a missing LICENSE is a build error.
cp "$ROOT/LICENSE" "$ROOT/pkg/LICENSE"

mkdir -p "$ROOT/pkg/dist"
rm -f "$ROOT/pkg/dist/"*.tgz
(cd "$ROOT/pkg" && npm pack --silent --pack-destination dist >/dev/null)
TARBALL="$(ls "$ROOT/pkg/dist/"wolfcore-*.tgz)"
# The web lobby's board data (web/lib/boards.generated.ts, issue 17: generated, not committed)
# comes from this package: rewritten with every build so it never lags behind it. Needs the web's
# npm dependencies (scripts/setup.sh); without them `npm run dev`/`build` write it later.
if [ -e "$ROOT/web/node_modules/tsx" ] && [ -e "$ROOT/web/node_modules/wolfcore" ]; then
  (cd "$ROOT/web" && node --import tsx scripts/lobby-boards.ts >/dev/null)
  log "wrote web/lib/boards.generated.ts"
else
  log "web/node_modules missing: web/lib/boards.generated.ts not written (scripts/setup.sh, then npm run build in web/)"
fi
log "built $(du -b "$ROOT/pkg/wasm/wolfcore_bg.wasm" | cut -f1) bytes of wasm (wolfcore), $(du -b "$ROOT/pkg/wasm/ledger_bg.wasm" | cut -f1) (wolfcore/ledger); packed ${TARBALL#$ROOT/}"
