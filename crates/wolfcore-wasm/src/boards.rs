//! `boards()`: the standard boards for a lobby (docs/rules.md#r8.3).

use wasm_bindgen::prelude::*;

use crate::convert::{cast, to_js};
use crate::errors::BindingError;

#[wasm_bindgen(typescript_custom_section)]
const TS_BOARDS: &str = r#"
/**
 * A standard board (docs/rules.md#r8.3). Start it with
 * `new Game({ roles: board.roles, winRule: board.winRule, seed })`.
 */
export interface StandardBoard {
  /** Stable id, e.g. `standard-12`. */
  id: string;
  players: number;
  /** One role per seat, wolves first (the deal shuffles them). */
  roles: BoardRole[];
  counts: BoardCounts;
  /** Seats on the wolf side (Werewolves and the White Wolf King). */
  wolves: number;
  winRule: WinRule;
}
"#;

#[wasm_bindgen]
extern "C" {
    /// `StandardBoard[]` on the way out.
    #[wasm_bindgen(typescript_type = "StandardBoard[]")]
    pub type StandardBoardList;
}

/// The standard boards a lobby offers, smallest first (docs/rules.md#r8.3): named role lists
/// with the win rule their tables play, including the White Wolf King and Idiot boards.
///
/// @throws never in practice (a conversion failure would be `invalid_argument`).
#[wasm_bindgen]
pub fn boards() -> Result<StandardBoardList, BindingError> {
    cast(to_js(&wolfcore::engine::boards()))
}
