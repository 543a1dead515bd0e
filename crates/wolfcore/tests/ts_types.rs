//! One spelling per name: every tag the core serialises to JS and every error `code` it raises
//! must appear in the package's shipped TypeScript declarations (`pkg/wasm/wolfcore.d.ts`,
//! `pkg/index.d.ts`).
//!
//! Most of them are generated from their one Rust definition (issue 17: `wire_enum!` →
//! `wire.d.ts`, `wire_type!` and `error_codes!` → `game.d.ts`, written at build time by
//! `crates/wolfcore-wasm/build.rs`),
//! so no list of variants is kept here. What is checked: real bot games on the standard boards
//! serialise no key and no tag the shipped declarations lack (whatever their source), the
//! generated files are in the package as generated, and the names still spelled by hand (host
//! section slots, option problems, the codes of errors whose code is computed) are declared.
//!
//! The declarations exist once the package is built (`scripts/build-pkg.sh`; `scripts/test.sh`
//! builds it before the tests). Without them the test says so and checks nothing else.

use std::collections::BTreeSet;
use std::path::Path;

use serde::Serialize;
use wolfcore::bots::{play_pending, BotConfig, BotError, BotTable, DriveError};
use wolfcore::engine::{
    boards, Command, CommandError, GameOptions, GameState, IngestError, Input, OptionsError, PromptSectionError,
    PromptSectionProblem, RolesProblem, SeatNamesProblem, SeatRolesProblem, SectionSlot, SnapshotError, Viewer,
};

fn declarations() -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut text = String::new();
    for file in ["pkg/wasm/wolfcore.d.ts", "pkg/index.d.ts"] {
        text.push_str(&std::fs::read_to_string(root.join(file)).ok()?);
    }
    Some(text)
}

/// The serde tag of a value: the string itself for a unit variant, else the value of `key`.
fn tag(value: &impl Serialize, key: &str) -> String {
    match serde_json::to_value(value).expect("serialisable") {
        serde_json::Value::String(s) => s,
        v => v.get(key).and_then(serde_json::Value::as_str).map(str::to_owned).expect("tagged"),
    }
}

/// Every key and every tag (`type`, `kind`, `scope`, `result`) of `value` that `declared` lacks.
fn walk(value: &serde_json::Value, declared: &str, missing: &mut BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, v) in map {
                let numeric = key.chars().all(|c| c.is_ascii_digit());
                if !numeric && !declared.contains(&format!("{key}:")) && !declared.contains(&format!("{key}?:")) {
                    missing.insert(format!("key {key}"));
                }
                if let ("type" | "kind" | "scope" | "result", serde_json::Value::String(tag)) = (key.as_str(), v) {
                    if !declared.contains(&format!("\"{tag}\"")) {
                        missing.insert(format!("{key} {tag}"));
                    }
                }
                walk(v, declared, missing);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, declared, missing)),
        _ => {}
    }
}

/// What real games serialise, undeclared: bot games on the 12-seat boards with a sheriff and on
/// the smallest board without, each replayed input by input (phase, pending, legal moves at
/// every step), then the god view and every seat's view at the end.
fn undeclared_in_real_games(declared: &str) -> BTreeSet<String> {
    let mut missing = BTreeSet::new();
    let mut check = |value: serde_json::Value| walk(&value, declared, &mut missing);
    let all = boards();
    let smallest = all.iter().map(|b| b.players).min().unwrap_or_default();
    for board in all.iter().filter(|b| b.players == 12 || b.players == smallest) {
        let mut options = GameOptions::preset(board.players, 7);
        options.roles = Some(board.roles.clone());
        options.win_rule = board.win_rule;
        options.sheriff = board.players == 12;
        let mut game = GameState::new(options.clone()).expect("a standard board");
        let mut table = BotTable::new(board.players, 7, &BotConfig::default()).expect("bots");
        play_pending(&mut game, &mut table).expect("a bot game");
        let mut replay = GameState::new(options).expect("a standard board");
        for input in game.inputs() {
            if let Input::Command(command) = input {
                replay.apply(command).expect("replays");
            }
            check(serde_json::to_value(replay.pending()).expect("json"));
            check(serde_json::to_value(replay.legal_moves()).expect("json"));
            check(serde_json::to_value(replay.view(Viewer::Spectator).expect("spectator").phase).expect("json"));
        }
        check(serde_json::to_value(game.god_view()).expect("json"));
        for seat in 0..board.players {
            check(serde_json::to_value(game.view(Viewer::Seat { seat }).expect("a seat")).expect("json"));
        }
    }
    missing
}

fn vocabulary() -> Vec<String> {
    let mut out = Vec::new();
    // R10: the host hooks' vocabularies.
    for v in [
        SectionSlot::Start,
        SectionSlot::AfterPrivateKnowledge,
        SectionSlot::AfterPublicFacts,
        SectionSlot::AfterPublicClaims,
        SectionSlot::AfterTranscript,
        SectionSlot::End,
    ] {
        out.push(tag(&v, ""));
    }
    for r in [
        SeatRolesProblem::WrongLength,
        SeatRolesProblem::BadSeat,
        SeatRolesProblem::SeatOutOfRange,
        SeatRolesProblem::UnknownRole,
        SeatRolesProblem::NotOnBoard,
        SeatRolesProblem::SeatFixed,
    ] {
        out.push(r.as_str().to_owned());
    }
    for r in [
        SeatNamesProblem::WrongCount,
        SeatNamesProblem::EmptyName,
        SeatNamesProblem::DuplicateName,
        SeatNamesProblem::ReservedName,
    ] {
        out.push(r.as_str().to_owned());
    }
    for r in [
        PromptSectionProblem::TooMany,
        PromptSectionProblem::BadName,
        PromptSectionProblem::ReservedName,
        PromptSectionProblem::DuplicateName,
        PromptSectionProblem::TooLong,
    ] {
        out.push(r.as_str().to_owned());
    }
    for r in [
        RolesProblem::NoWerewolf,
        RolesProblem::TooManyWerewolves,
        RolesProblem::UnknownRole,
        RolesProblem::DuplicateGod,
    ] {
        out.push(r.as_str().to_owned());
    }
    out
}

/// Every `code` the engine, the ledger inside it, saves and the bots can raise: the generated
/// lists (`error_codes!`) and samples of the errors whose codes are computed.
fn codes() -> Vec<&'static str> {
    let ingest = [
        IngestError::SeatOutOfRange { index: 0, seat: 0, players: 0 },
        IngestError::FutureDay { index: 0, day: 0, current: 0 },
        IngestError::SummaryDay { day: 0, current: 0 },
        IngestError::SummaryDay { day: 9, current: 1 },
        IngestError::TooManyInputs { max: 0 },
    ];
    let bots = [
        BotError::NotASeatView,
        BotError::WrongSeat { view: 0, pending: 1 },
        BotError::MissingSelf,
        BotError::NoLegalMove,
    ];
    let drive = [
        DriveError::Refused {
            seat: 0,
            command: Box::new(Command::SelfReveal { seat: 0 }),
            error: CommandError::GameOver,
        },
        DriveError::View(CommandError::GameOver),
        DriveError::TooManyCommands { limit: 0 },
        DriveError::Stalled,
        DriveError::NotPending { seat: 0 },
    ];
    let mut out: Vec<&'static str> = CommandError::CODES.to_vec();
    out.extend(OptionsError::CODES);
    out.extend(SnapshotError::CODES);
    out.extend(ingest.iter().map(IngestError::code));
    out.extend(bots.iter().map(BotError::code));
    out.extend(drive.iter().map(DriveError::code));
    out.push(PromptSectionError { reason: PromptSectionProblem::TooMany, index: 0 }.code());
    out
}

#[test]
fn every_serialised_tag_and_error_code_is_in_the_shipped_declarations() {
    let Some(dts) = declarations() else {
        // CI (scripts/test.sh) builds the package first, so there a missing file is a failure.
        assert!(std::env::var_os("CI").is_none(), "pkg/wasm/wolfcore.d.ts or pkg/index.d.ts is missing");
        eprintln!("SKIPPED: pkg/wasm/wolfcore.d.ts is not built (run scripts/build-pkg.sh); nothing was checked");
        return;
    };
    // The generated declarations ship as generated (wasm-bindgen re-indents custom sections,
    // so lines are compared without their indentation).
    let unindented =
        |text: &str| text.lines().map(str::trim).filter(|l| !l.starts_with("//")).collect::<Vec<_>>().join("\n");
    let shipped = unindented(&dts);
    let game_dts = wolfcore::game_typescript().unwrap_or_default();
    for generated in [wolfcore::wire_typescript(), game_dts] {
        let body = unindented(&generated);
        assert!(!body.is_empty() && shipped.contains(&body), "a generated .d.ts is not in the package: rebuild it");
    }
    let mut missing = undeclared_in_real_games(&dts);
    for name in vocabulary().iter().map(String::as_str).chain(codes()) {
        if !dts.contains(&format!("\"{name}\"")) {
            missing.insert(name.to_owned());
        }
    }
    assert!(missing.is_empty(), "spelled in Rust but not in the TypeScript declarations: {missing:?}");
    // The check itself can fail: a name that is not in the declarations is found missing.
    assert!(!dts.contains("\"no_such_tag_anywhere\""));
    let mut found = BTreeSet::new();
    walk(&serde_json::json!({ "noSuchKeyAnywhere": 1 }), &dts, &mut found);
    assert_eq!(found.len(), 1);
}
