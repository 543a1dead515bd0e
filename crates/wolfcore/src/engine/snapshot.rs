//! R7: a save is the options and the input log; loading replays the inputs through the same
//! public entry points a live game uses.
//!
//! Nothing internal is written (no agenda, phase, event, night record, ledger or RNG state), so
//! the internals are free to change and a save cannot carry a forged fact: every input is
//! checked again on load, exactly as it was when it was first given, and the first one the
//! engine refuses makes the whole load fail with its index and its live error code.

use serde::{Deserialize, Serialize};

use super::claims::IngestError;
use super::command::{CommandError, Input};
use super::options::{GameOptions, OptionsError};
use super::state::GameState;

/// The `format` tag of a save.
pub const SNAPSHOT_FORMAT: &str = "wolfcore-game";
/// The save version this build writes and reads (version 1, a state dump, is no longer read).
pub const SNAPSHOT_VERSION: u64 = 2;
/// The engine (crate) version written into every save, for people reading it. Loading does not
/// depend on it (issue 18: a patch release must not lose every game in progress).
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
/// The version of the **rules** a save's inputs are played under (R7.3). It goes up only when a
/// change to the rules would make an old save's inputs mean something else; the engine then
/// keeps the older behaviour for saves of older rules versions. A save of a newer rules version
/// is refused (`save_from_newer_version`). Saves written before the field existed (they record
/// only `engine`) were made under rules version 1.
pub const RULES_VERSION: u64 = 1;
// `MAX_INPUTS` lives beside `Input` (command.rs), below both its users here and in claims.rs
// (issue 17: no import cycle).
pub use super::command::MAX_INPUTS;

/// Why an input of a save was refused on replay: the error it gets live.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    /// The entry is not a command, claims or summary of the documented shape.
    #[error("unreadable input: {message}")]
    Unreadable {
        /// serde's message.
        message: String,
    },
    /// [`GameState::apply`] refused the command.
    #[error(transparent)]
    Command(#[from] CommandError),
    /// [`GameState::ingest_claims`] / [`GameState::ingest_summary`] refused it.
    #[error(transparent)]
    Ingest(#[from] IngestError),
}

impl InputError {
    /// The code the input gets live (`invalid_input` for an unreadable entry).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            InputError::Unreadable { .. } => "invalid_input",
            InputError::Command(e) => e.code(),
            InputError::Ingest(e) => e.code(),
        }
    }
}

/// A save that cannot be loaded. No game is produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SnapshotError {
    /// Not JSON at all.
    #[error("snapshot is not valid JSON: {message}")]
    InvalidJson {
        /// serde's message.
        message: String,
    },
    /// JSON, but not `{"format":"wolfcore-game",...}`.
    #[error("not a wolfcore game snapshot")]
    NotASnapshot,
    /// A version this build cannot read (version 1, a future one, or garbage).
    #[error("unsupported snapshot version {version}")]
    UnsupportedVersion {
        /// The version found, as written.
        version: String,
    },
    /// Written under newer rules (or in a newer envelope) than this build knows: load it with
    /// the release that wrote it or a later one.
    #[error("the save was made under rules version {rules}; this build plays rules version {RULES_VERSION}")]
    NewerVersion {
        /// The rules version (or envelope version) found, as written.
        rules: String,
    },
    /// More inputs than [`MAX_INPUTS`]: refused before any is replayed.
    #[error("the save holds {count} inputs; at most {MAX_INPUTS} are loaded")]
    TooManyInputs {
        /// How many it holds.
        count: usize,
    },
    /// The envelope has missing, extra or mistyped keys.
    #[error("corrupted snapshot: {reason}")]
    Corrupted {
        /// What is wrong.
        reason: String,
    },
    /// The options cannot start a game (the error they get live).
    #[error("snapshot options refused: {0}")]
    RejectedOptions(OptionsError),
    /// An input is refused on replay (the error it gets live).
    #[error("snapshot input #{index} refused: {error}")]
    RejectedInput {
        /// Its position in `inputs`.
        index: usize,
        /// Why.
        error: InputError,
    },
}

crate::wire_type::error_codes! {
    SnapshotError {
        InvalidJson => "invalid_json",
        NotASnapshot => "not_a_snapshot",
        UnsupportedVersion => "unsupported_version",
        NewerVersion => "save_from_newer_version",
        TooManyInputs => "too_many_inputs",
        Corrupted => "corrupted",
        RejectedOptions => "rejected_options",
        RejectedInput => "rejected_input",
    }
}

impl SnapshotError {
    /// For `rejected_options` and `rejected_input`: the code the options or the input get live.
    #[must_use]
    pub fn cause(&self) -> Option<&'static str> {
        match self {
            SnapshotError::RejectedOptions(e) => Some(e.code()),
            SnapshotError::RejectedInput { error, .. } => Some(error.code()),
            _ => None,
        }
    }
}

#[derive(Serialize)]
struct SnapshotOut<'a> {
    format: &'static str,
    version: u64,
    rules: u64,
    engine: &'static str,
    options: &'a GameOptions,
    inputs: &'a [Input],
}

/// The keys of a save, in the order they are written.
const KEYS: [&str; 6] = ["format", "version", "rules", "engine", "options", "inputs"];

fn corrupted(reason: impl Into<String>) -> SnapshotError {
    SnapshotError::Corrupted { reason: reason.into() }
}

impl GameState {
    /// The game as a save `{"format":"wolfcore-game","version":2,"rules":1,"engine":…,"options":…,"inputs":[…]}`.
    /// Moderator-level: the options hold the seed.
    #[must_use]
    pub fn save(&self) -> String {
        serde_json::to_string(&SnapshotOut {
            format: SNAPSHOT_FORMAT,
            version: SNAPSHOT_VERSION,
            rules: RULES_VERSION,
            engine: ENGINE_VERSION,
            options: &self.options,
            inputs: &self.inputs,
        })
        .unwrap_or_default()
    }

    /// The inputs accepted so far, in order (what [`GameState::save`] writes).
    #[must_use]
    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    /// Loads a save written by [`GameState::save`]: deals the game from its options and replays
    /// its inputs through [`GameState::apply`], [`GameState::ingest_claims`] and
    /// [`GameState::ingest_summary`].
    ///
    /// # Errors
    /// [`SnapshotError`]: never a half-loaded game.
    pub fn load(json: &str) -> Result<GameState, SnapshotError> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| SnapshotError::InvalidJson { message: e.to_string() })?;
        let serde_json::Value::Object(mut top) = value else {
            return Err(SnapshotError::NotASnapshot);
        };
        if top.get("format").and_then(serde_json::Value::as_str) != Some(SNAPSHOT_FORMAT) {
            return Err(SnapshotError::NotASnapshot);
        }
        match top.get("version") {
            Some(v) if v.as_u64() == Some(SNAPSHOT_VERSION) => {}
            // A later envelope: written by a newer release.
            Some(v) if v.as_u64().is_some_and(|n| n > SNAPSHOT_VERSION) => {
                return Err(SnapshotError::NewerVersion { rules: format!("envelope {v}") })
            }
            Some(v) => return Err(SnapshotError::UnsupportedVersion { version: v.to_string() }),
            None => return Err(SnapshotError::UnsupportedVersion { version: "missing".to_owned() }),
        }
        // R7.3 (issue 18): the rules version decides, not the crate's. Saves without one were
        // written by 0.1.0 (they name the engine only) under rules version 1.
        match top.get("rules") {
            None => {}
            Some(v) => match v.as_u64() {
                Some(n) if (1..=RULES_VERSION).contains(&n) => {}
                Some(n) if n > RULES_VERSION => return Err(SnapshotError::NewerVersion { rules: n.to_string() }),
                _ => return Err(corrupted(format!("rules must be a version number ≥ 1, got {v}"))),
            },
        }
        match top.get("engine") {
            Some(serde_json::Value::String(_)) => {}
            Some(_) => return Err(corrupted("engine must be a string")),
            None => return Err(corrupted("missing key engine")),
        }
        if let Some(extra) = top.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(corrupted(format!("unknown key {extra}")));
        }
        let options = top.remove("options").ok_or_else(|| corrupted("missing key options"))?;
        let Some(serde_json::Value::Array(inputs)) = top.remove("inputs") else {
            return Err(corrupted("inputs must be an array"));
        };
        // Issue 18: bounded load work. No more inputs than a live game can record.
        if inputs.len() > MAX_INPUTS {
            return Err(SnapshotError::TooManyInputs { count: inputs.len() });
        }
        let options: GameOptions = serde_json::from_value(options)
            .map_err(|e| SnapshotError::RejectedOptions(OptionsError::InvalidOptions { message: e.to_string() }))?;
        let mut game = GameState::from_saved_options(options).map_err(SnapshotError::RejectedOptions)?;
        for (index, raw) in inputs.into_iter().enumerate() {
            let rejected = |error: InputError| SnapshotError::RejectedInput { index, error };
            // A command of the wrong shape is what `apply_json` calls it live.
            let is_command = raw.get("command").is_some();
            // Read from the owned value: the same reader `Command::from_json` uses (one copy in
            // the .wasm instead of a second one for `&Value`).
            let input = Input::deserialize(raw).map_err(|e| {
                let message = e.to_string();
                rejected(if is_command {
                    InputError::Command(CommandError::InvalidCommand { message })
                } else {
                    InputError::Unreadable { message }
                })
            })?;
            game.replay(&input).map_err(rejected)?;
        }
        Ok(game)
    }

    /// Gives one input to the public entry point it came through.
    fn replay(&mut self, input: &Input) -> Result<(), InputError> {
        match input {
            Input::Command(cmd) => self.apply(cmd).map(|_| ())?,
            Input::Claims(claims) => self.ingest_claims(claims).map(|_| ())?,
            Input::Summary { raw, day } => self.ingest_summary(raw, *day).map(|_| ())?,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::expect_used)] // test: a failed step must stop the test

    use super::*;
    use crate::engine::command::Command;
    use crate::model::{ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role};

    /// Issue 18 item 3 (R7.1): a live game records at most `MAX_INPUTS` inputs; past that every
    /// entry point that would record one is refused `too_many_inputs` before anything else and
    /// changes nothing, so every save a live game writes stays loadable. (A live game cannot get
    /// there through its entry points in a test's time: the ledger's 10,000-claim cap stops the
    /// ingestions first. The input log is filled here directly.)
    #[test]
    fn issue18_r7_1_a_live_game_refuses_inputs_past_the_cap() {
        let fresh = GameState::new(GameOptions::preset(9, 5)).expect("game");
        let first = fresh.pending().first().cloned().expect("a first move");
        let claim = PublicClaim {
            id: String::new(),
            day: 1,
            phase: "DAY_SPEECH".into(),
            speaker_seat: 2,
            claim_type: ClaimType::RoleClaim,
            role: Some(Role::Seer),
            target_seat: None,
            alignment: None,
            content: "I am the Seer.".into(),
            status: ClaimStatus::Unverified,
            source: ClaimSource::Manual,
            reasons: Vec::new(),
        };
        let summary = r#"[{"speakerSeat":4,"claimType":"role_claim","role":"Witch","content":"I am the Witch."}]"#;
        let command = Command::Speak { seat: first.seat, text: "hello".into() };

        // One below the cap every entry point still works as it does live.
        let mut below = fresh.clone();
        below.inputs = vec![Input::Claims(Vec::new()); MAX_INPUTS - 1];
        let mut g = below.clone();
        assert!(g.ingest_claims(std::slice::from_ref(&claim)).is_ok());
        assert_eq!(g.inputs.len(), MAX_INPUTS);
        let mut g = below.clone();
        assert!(g.ingest_summary(summary, Some(1)).is_ok());
        assert_eq!(g.inputs.len(), MAX_INPUTS);
        let mut g = below.clone();
        assert_ne!(g.apply(&command).map(|_| ()).map_err(|e| e.code()), Err("too_many_inputs"));

        // At the cap: refused, coded, nothing changed.
        let mut full = fresh.clone();
        full.inputs = vec![Input::Claims(Vec::new()); MAX_INPUTS];
        let before = full.clone();
        assert_eq!(full.ingest_claims(&[claim]).map(|_| ()).map_err(|e| e.code()), Err("too_many_inputs"));
        assert_eq!(full.ingest_summary(summary, Some(1)).map(|_| ()).map_err(|e| e.code()), Err("too_many_inputs"));
        assert_eq!(full.apply(&command).map(|_| ()).map_err(|e| e.code()), Err("too_many_inputs"));
        assert!(full == before, "a refused call changed the game");
        assert!(full.public_claims().is_empty());
    }
}
