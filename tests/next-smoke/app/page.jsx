import Claims from "./claims.jsx";

export default function Page() {
  return (
    <main>
      <h1>wolfcore smoke test</h1>
      <Claims />
    </main>
  );
}
