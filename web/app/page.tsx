import { GameApp } from "@/components/GameApp";

export default function Page() {
  return <GameApp />;
}
