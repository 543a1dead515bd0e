// Lenient reading of a model's JSON reply: the last fallback after `json_schema` and
// `json_object`. Models wrap JSON in code fences or in prose ("Sure! Here is my move: {...}");
// this finds the first complete JSON object in the text. It never evaluates anything and never
// throws: a reply without one is `null`.

/** Longest reply we try to read (a seat's reply is a few hundred characters). */
export const MAX_REPLY_CHARS = 32_000;

function tryParse(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The end index (exclusive) of the balanced `{…}` starting at `start`, or -1 when it never closes. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/** The first JSON object in `text` (whole, fenced or inside prose), or `null`. */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  if (text.length > MAX_REPLY_CHARS) return null;
  // Reasoning models (DeepSeek-R1, Qwen3, …) may prefix their answer with a <think> block.
  text = text.replace(/<think>[\s\S]*?<\/think>/gi, " ");
  const whole = tryParse(text.trim());
  if (whole) return whole;
  // A fenced block first (```json … ```), then any balanced object in the prose.
  const fence = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  if (fence) {
    const inner = tryParse(fence[1]!.trim());
    if (inner) return inner;
  }
  // Bounded: at most 64 candidate openings (a reply is short; this keeps hostile text linear-ish).
  let tries = 0;
  for (let start = text.indexOf("{"); start >= 0 && tries < 64; start = text.indexOf("{", start + 1), tries++) {
    const end = objectEnd(text, start);
    if (end < 0) continue; // never closes from here (truncated, or a stray brace): try the next one
    const found = tryParse(text.slice(start, end));
    if (found) return found;
  }
  return null;
}
