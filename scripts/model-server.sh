#!/usr/bin/env bash
# Starts or stops the real local model of the web e2e layer (issue 20): llama-cpp-python's
# OpenAI-compatible server (.tools/llama-venv, installed by scripts/setup.sh) serving
# SmolLM2-135M-Instruct (.tools/models/) on 127.0.0.1, a free port, as model "smollm2".
#   scripts/model-server.sh start DIR   # waits until /v1/models answers; DIR/url = http://127.0.0.1:PORT/v1
#   scripts/model-server.sh stop DIR    # ends its process group (setsid), idempotent
# DIR/log keeps the server's output. One server per DIR; a second start reuses a live one.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CMD="${1:?start|stop}"
DIR="${2:?state directory}"
PY="$ROOT/.tools/llama-venv/bin/python"
MODEL="$ROOT/.tools/models/SmolLM2-135M-Instruct.Q4_1.gguf"
log() { printf '[model-server] %s\n' "$*" >&2; }

alive() { [ -f "$DIR/pid" ] && kill -0 "$(cat "$DIR/pid")" 2>/dev/null; }

case "$CMD" in
  start)
    mkdir -p "$DIR"
    if alive && curl -sf "$(cat "$DIR/url")/models" >/dev/null 2>&1; then log "already running: $(cat "$DIR/url")"; exit 0; fi
    if [ ! -x "$PY" ] || [ ! -s "$MODEL" ]; then log "no .tools/llama-venv or model: run scripts/setup.sh"; exit 1; fi
    PORT="$("$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
    # One thread: on a machine whose 2 cores are shared (next, Chromium, the tests) llama.cpp's threads
    # spin-wait on each other, and 2 threads ran 40x slower than 1 here; n_ctx 8192 holds a 12-seat day-6 prompt.
    # --interrupt_requests false: by default a request arriving while another streams cuts the streamed
    # one short (it ends with [DONE], a truncated reply); the route streams (issue 20), so requests queue
    # instead, and only a client that hangs up stops a generation (what tests/e2e/ai-model-abort checks).
    # PYTHONUNBUFFERED: the server's own log lines (access lines, "Disconnected from client") reach DIR/log
    # in the order they happen.
    PYTHONUNBUFFERED=1 setsid "$PY" -m llama_cpp.server --model "$MODEL" --host 127.0.0.1 --port "$PORT" --n_ctx 8192 \
      --n_threads 1 --n_threads_batch 1 --model_alias smollm2 --interrupt_requests false >"$DIR/log" 2>&1 < /dev/null &
    echo $! > "$DIR/pid"
    echo "http://127.0.0.1:$PORT/v1" > "$DIR/url"
    for _ in $(seq 1 120); do
      if curl -sf "http://127.0.0.1:$PORT/v1/models" >/dev/null 2>&1; then log "serving on http://127.0.0.1:$PORT/v1"; exit 0; fi
      if ! alive; then log "the server exited:"; tail -20 "$DIR/log" >&2; exit 1; fi
      sleep 1
    done
    log "no answer after 120 s"; tail -20 "$DIR/log" >&2
    kill -- -"$(cat "$DIR/pid")" 2>/dev/null || true
    exit 1
    ;;
  stop)
    if alive; then
      PID="$(cat "$DIR/pid")"
      kill -- -"$PID" 2>/dev/null || kill "$PID" 2>/dev/null || true
      for _ in $(seq 1 20); do kill -0 "$PID" 2>/dev/null || break; sleep 0.5; done
      kill -9 -- -"$PID" 2>/dev/null || true
      log "stopped"
    fi
    rm -f "$DIR/pid"
    ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
