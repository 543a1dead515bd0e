// Every refused move or failed load becomes a stable `code`, and the UI shows the translated
// message for it (`web.errors.<code>`), never a raw exception.
import type { Translate } from "./translate";

/** The `code` of a wolfcore error (or of the app's own coded errors); `unknown` otherwise. */
export function errorCode(err: unknown): string {
  if (typeof err === "object" && err !== null && "code" in err) {
    const code = (err as { code: unknown }).code;
    if (typeof code === "string" && /^[a-z0-9_]{1,64}$/.test(code)) return code;
  }
  return "unknown";
}

/** The translated message for a code; unknown codes get the generic message naming the code. */
export function errorMessage(t: Translate, code: string): string {
  const key = `web.errors.${code}`;
  return t.has(key) ? t(key) : t("web.errors.unknown", { code });
}

/** An error of the app itself, coded like the core's. */
export class AppError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = "AppError";
    this.code = code;
  }
}
