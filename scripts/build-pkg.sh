#!/usr/bin/env bash
# Builds the npm package `wolfcore` into pkg/: wasm-pack (release, --target web, wasm-opt -Oz)
# writes pkg/wasm/; a second build of the same code at opt-level 3 (the Node entry's module, see
# below) goes to target/wasm-node/; scripts/pkg-entries.mjs generates pkg/wasm/api.js and
# pkg/wasm/embedded.js;
# the hand-written pkg/package.json, node.js, browser.js, loader.js, index.d.ts wrap them.
# Then packs it into pkg/dist/wolfcore-<version>.tgz, the exact file a user would install.
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
# The Node entry's module (issue 22): the same code at opt-level 3. Node reads it from
# embedded.js, never over a network, so speed wins over size there: the simulator runs ~2× and a
# Ledger update ~1.6× faster than at opt-level "z" (BENCHMARKS.md, "Two builds"). Its own target
# dir keeps both builds cached. Browsers keep the small module. The glue must be byte-identical
# (same exports, same imports), or the build stops.
NODE_WASM="$ROOT/pkg/wasm/wolfcore_bg.wasm"
if [ "$PROFILE" = "--release" ] && [ "${WOLFCORE_ONE_BUILD:-}" != "1" ]; then
  log "wasm-pack build --release at opt-level 3 for the Node entry (WOLFCORE_ONE_BUILD=1 skips it)"
  rm -rf "$ROOT/target/wasm-node"
  CARGO_TARGET_DIR="$ROOT/target/node-opt3" CARGO_PROFILE_RELEASE_OPT_LEVEL=3 CARGO_PROFILE_RELEASE_STRIP=false \
    wasm-pack --log-level warn build "$ROOT/crates/wolfcore-wasm" --release --target web \
    --out-dir ../../target/wasm-node --out-name wolfcore --no-pack
  if ! cmp -s "$ROOT/target/wasm-node/wolfcore.js" "$ROOT/pkg/wasm/wolfcore.js"; then
    log "the opt-level 3 build's glue differs from the release glue: not embedding it"
    exit 1
  fi
  NODE_WASM="$ROOT/target/wasm-node/wolfcore_bg.wasm"
fi
# wasm/api.js (every export guarded against use before init, generated from the module's own
# export list) and wasm/embedded.js (the .wasm as brotli+base64 for the Node entry).
WOLFCORE_NODE_WASM="$NODE_WASM" node "$ROOT/scripts/pkg-entries.mjs"
# The tarball ships the licence (`files` lists it); a missing LICENSE is a build error.
cp "$ROOT/LICENSE" "$ROOT/pkg/LICENSE"

mkdir -p "$ROOT/pkg/dist"
rm -f "$ROOT/pkg/dist/"*.tgz
(cd "$ROOT/pkg" && npm pack --silent --pack-destination dist >/dev/null)
TARBALL="$(ls "$ROOT/pkg/dist/"wolfcore-*.tgz)"
log "built $(du -b "$ROOT/pkg/wasm/wolfcore_bg.wasm" | cut -f1) bytes of wasm; packed ${TARBALL#$ROOT/}"
