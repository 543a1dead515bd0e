//! `boards()`: the standard boards for a lobby (docs/rules.md#r8.3); `roles()`: every role with
//! its side, in a lobby's order (issue 17).

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

#[wasm_bindgen]
extern "C" {
    /// `RoleInfo[]` on the way out.
    #[wasm_bindgen(typescript_type = "RoleInfo[]")]
    pub type RoleInfoList;
}

/// Every role a board may deal, in the order a lobby lists a board's roles: the wolf side, then
/// the village's gods, then the other village roles (docs/rules.md#r1.1), each with its side
/// and whether it is a god, so a client shows any board without a role table of its own.
///
/// @throws never in practice (a conversion failure would be `invalid_argument`).
#[wasm_bindgen]
pub fn roles() -> Result<RoleInfoList, BindingError> {
    cast(to_js(&wolfcore::engine::roles()))
}

#[wasm_bindgen]
extern "C" {
    /// `Record<ActionKind, CommandType>` on the way out.
    #[wasm_bindgen(typescript_type = "Record<ActionKind, CommandType>")]
    pub type ActionCommandMap;
}

/// Which command answers each kind of move (R5.1, the engine's `ActionKind::command`):
/// `{ speak: "speak", pk_speak: "speak", pk_vote: "vote", knight_duel: "knight_duel", … }`, so a
/// client sends `{ type: actionCommands()[move.action], seat, … }` with the fields that command
/// takes and keeps no table of its own (issue 17: no rule restated in a client).
///
/// @throws never in practice (a conversion failure would be `invalid_argument`).
#[wasm_bindgen(js_name = actionCommands)]
pub fn action_commands() -> Result<ActionCommandMap, BindingError> {
    use wolfcore::engine::{ActionKind, MoveChoice};
    let map: std::collections::BTreeMap<&str, &str> = ActionKind::ALL
        .into_iter()
        .filter_map(|kind| {
            // Every kind answers a choice with a target (R5.1); the command's type is what matters.
            let choice = MoveChoice { target: Some(0), ..MoveChoice::default() };
            kind.command(0, choice).map(|c| (kind.as_str(), c.type_name()))
        })
        .collect();
    cast(to_js(&map))
}
