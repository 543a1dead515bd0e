// The message catalogs next-intl serves: the core's catalogs (`i18n/en.json`, `i18n/zh.json`,
// also embedded in the .wasm) merged with the UI's own (`i18n/web/*.json`) under `web`.
import coreEn from "../../i18n/en.json";
import coreZh from "../../i18n/zh.json";
import webEn from "../../i18n/web/en.json";
import webZh from "../../i18n/web/zh.json";

export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Cookie that remembers the language between visits (read by the server layout). */
export const LOCALE_COOKIE = "wolfcore-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export const MESSAGES = {
  en: { ...coreEn, web: webEn },
  zh: { ...coreZh, web: webZh },
} as const;

export type Messages = (typeof MESSAGES)["en"];
