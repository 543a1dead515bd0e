//! The wire vocabulary's TypeScript, generated (issue 17): every fieldless wire enum is defined
//! once with `wire_enum!` (the enum, its serde, `as_str`, `ALL`, its TS union); this module
//! only collects the unions. It sits above the modules whose enums it lists, so nothing imports it.

/// The TypeScript declarations of every fieldless wire enum, generated from their
/// `wire_enum!` definitions: the text of `crates/wolfcore-wasm/src/wire.d.ts`, which the
/// bindings ship in the package's `.d.ts` (`tests/wire_ts.rs` keeps the file fresh:
/// `WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts` rewrites it).
#[must_use]
pub fn wire_typescript() -> String {
    use crate::bots::{Difficulty, VillageLedger};
    use crate::engine::{
        Ability, ActionKind, DeathCause, Direction, ElectionEnd, EventPhase, LastWordsRule, SectionName, Side,
        VoteRound, WinReason, WinRule, WitchSelfSave,
    };
    use crate::i18n::Lang;
    use crate::model::{Alignment, ClaimSource, ClaimStatus, ClaimType, Reason, Role};
    let all = [
        Role::TS,
        ClaimType::TS,
        Alignment::TS,
        ClaimStatus::TS,
        ClaimSource::TS,
        Reason::TS,
        Lang::TS,
        WinRule::TS,
        WitchSelfSave::TS,
        LastWordsRule::TS,
        Direction::TS,
        ActionKind::TS,
        Ability::TS,
        Side::TS,
        WinReason::TS,
        EventPhase::TS,
        VoteRound::TS,
        ElectionEnd::TS,
        DeathCause::TS,
        SectionName::TS,
        VillageLedger::TS,
        Difficulty::TS,
    ];
    let mut out = String::from(
        "// Generated from the core's wire enums (wire_enum!): do not edit. Regenerate with\n\
         // WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts\n",
    );
    for ts in all {
        out.push_str(ts);
    }
    out
}
