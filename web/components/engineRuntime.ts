// Everything that needs the wasm engine, in one chunk loaded off the lobby's critical path
// (components/engine.ts imports this module dynamically): the package's glue, the game session
// and the table. Nothing the lobby renders may import it statically (issue 22).
import init from "wolfcore";

export { GameSession } from "@/lib/session";
export { GameScreen } from "./GameScreen";

/** Fetches, compiles and instantiates the .wasm (streamed; later calls share the first load). */
export function ready(): Promise<void> {
  return init();
}
