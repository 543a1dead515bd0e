"use client";
// The UI language: next-intl over the merged catalogs, switchable at any time without a reload.
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { LOCALE_COOKIE, MESSAGES, type Locale } from "@/lib/messages";
import { withSeatNames, type Translate } from "@/lib/translate";

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function Providers({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((next: Locale) => {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = next === "zh" ? "zh-CN" : "en";
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
        {children}
      </NextIntlClientProvider>
    </LocaleContext>
  );
}

export function useLocaleState(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error("useLocaleState outside <Providers>");
  return state;
}

/** The table's player names (R10.2), which `useT()` adds to seat labels inside a game. */
const SeatNamesContext = createContext<readonly (string | undefined)[] | null>(null);

export function SeatNames({ names, children }: { names: readonly (string | undefined)[]; children: ReactNode }) {
  return <SeatNamesContext value={names}>{children}</SeatNamesContext>;
}

/** The root translator (core namespaces and `web.*`), typed as the pure modules expect; names seats inside `<SeatNames>`. */
export function useT(): Translate {
  const t = useTranslations() as unknown as Translate;
  const names = useContext(SeatNamesContext);
  return useMemo(() => (names ? withSeatNames(t, names) : t), [t, names]);
}
