// An inline icon: no /favicon.ico request, so the page makes no failing request at all.
export const metadata = { title: "wolfcore smoke test", icons: { icon: "data:," } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
