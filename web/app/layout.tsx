import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/Providers";
import { DEFAULT_LOCALE, LOCALE_COOKIE, MESSAGES, isLocale } from "@/lib/messages";
import "./globals.css";

async function cookieLocale() {
  const saved = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const web = MESSAGES[await cookieLocale()].web;
  return { title: web.app.title, description: web.lobby.tagline };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f1424" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await cookieLocale();
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      <body>
        <Providers initialLocale={locale}>{children}</Providers>
      </body>
    </html>
  );
}
