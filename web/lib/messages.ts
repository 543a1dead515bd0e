// The message catalogs next-intl serves: one file per language, `i18n/en.json` and `i18n/zh.json`
// — the core's sections (also embedded in the .wasm) and the UI's own strings under `web` (which
// the .wasm leaves out).
import en from "../../i18n/en.json";
import zh from "../../i18n/zh.json";

export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Cookie that remembers the language between visits (read by the server layout). */
export const LOCALE_COOKIE = "wolfcore-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export const MESSAGES = {
  en,
  zh,
} as const;

export type Messages = (typeof MESSAGES)["en"];
