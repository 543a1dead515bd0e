import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/Providers";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from "@/lib/messages";
import "./globals.css";

export const metadata: Metadata = {
  title: "Wolfcore · 狼人杀",
  description: "Werewolf in the browser, with AI players and a public-claims ledger.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f1424" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const saved = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(saved) ? saved : DEFAULT_LOCALE;
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      <body>
        <Providers initialLocale={locale}>{children}</Providers>
      </body>
    </html>
  );
}
