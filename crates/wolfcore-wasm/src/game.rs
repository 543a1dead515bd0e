//! The `Game` class: one game of the engine (R1–R6) living in wasm memory.
//!
//! The class is a thin skin over [`wolfcore::engine::GameState`]: every rule is in the core.
//! Arguments are read by [`crate::convert`] (guarded, size-checked, copied through
//! `JSON.stringify` and parsed by the core's serde, so `deny_unknown_fields` applies and a
//! throwing getter becomes a typed error), core errors convert through [`crate::errors::Coded`]
//! (`self.state.apply_json(&json)?`), and nothing here can panic. A refused call returns
//! through `Result`, so the object stays usable after any throw. The TypeScript types are in
//! `game_ts.rs`, the option readers of this class below.

use wasm_bindgen::prelude::*;
use wolfcore::engine::{
    GameOptions, GameState, HostSectionInput, HostSections, IngestError, PromptOptions, PromptSectionError,
    PromptSectionProblem, SectionSlot, Viewer, MAX_HOST_SECTIONS, MAX_HOST_SECTION_CHARS,
};
use wolfcore::ledger::merge::MAX_LEDGER_CLAIMS;
use wolfcore::parse::{ParseError, Rejection};
use wolfcore::Lang;

use crate::claims::valid_claims;
use crate::convert::{
    cast, check_keys, get, is_missing, lang_from_js, object_json, options_object, seat_arg, short_array_copy,
    string_units, text, to_js, uint_from_js, MAX_SAVE_UNITS, MAX_TEXT_UNITS,
};
use crate::errors::{code, BindingError};
use crate::storage;
use crate::types::{
    AppliedValue, CommandArg, GameEventList, GameOptionsArg, GameOutcomeValue, GameViewValue, IngestReportValue,
    IngestSummaryOptionsArg, IngestSummaryResultValue, LegalMoveList, PendingActionList, PromptContextValue,
    PromptOptionsArg, PublicClaimInputList, PublicClaimList, SeatArg, TextArg,
};

/// Codes raised by the `Game` binding itself (the core's codes pass through unchanged).
mod game_code {
    /// `Game.restore`: nothing saved under that key.
    pub(super) const NO_AUTOSAVE: &str = "no_autosave";
}

/// The largest character budget a prompt option may set.
const MAX_PROMPT_CHARS: usize = 1_000_000;

/// Longest `localStorage` key (UTF-16 units).
const MAX_KEY_UNITS: u32 = 1024;

/// One game of werewolf (R1–R6), owned by the WebAssembly module.
///
/// Seats are **0-based** everywhere. `pending()`, `godView()`, `eventLog()` and `save()` are
/// moderator-level (the whole truth, including every role); a player's UI or prompt must use
/// `view(seat)` / `promptContext(seat)` only. Every method either succeeds or throws a
/// `GameError` and leaves the game exactly as it was; the object stays usable after a throw.
/// Call `free()` when done (or rely on the finalizer).
#[wasm_bindgen]
pub struct Game {
    pub(crate) state: GameState,
}

#[wasm_bindgen]
impl Game {
    /// Deals a new game (R1) and runs it to the first input (night 1).
    ///
    /// @throws {GameError} `invalid_options` (wrong shape, unknown key, bad seed),
    /// `invalid_player_count`, `no_preset_board`,
    /// `player_count_mismatch`, `missing_board`, `invalid_roles` (with `reason`),
    /// `invalid_seat_roles` (with `reason`, maybe `seat` and `role`), `invalid_preferred_role`
    /// (with `reason`), `invalid_seat_names` (with `reason`, maybe `index`).
    #[wasm_bindgen(constructor)]
    pub fn new(options: &GameOptionsArg) -> Result<Game, BindingError> {
        let json = object_json(options, "options", "invalid_options")?;
        let options = GameOptions::from_json(&json)?;
        let state = GameState::new(options)?;
        Ok(Game { state })
    }

    /// Restores a game from a save written by `save()`: deals it from the saved options and
    /// replays the saved inputs, each checked as it was live.
    ///
    /// @throws {GameError} `invalid_argument` (not a string), `invalid_json`, `not_a_snapshot`,
    /// `unsupported_version` (with `version`; version-1 saves are no longer read),
    /// `engine_mismatch` (with `engine`), `corrupted` (missing or extra keys),
    /// `rejected_options` (with `cause`), `rejected_input` (with `index` and `cause`, the code
    /// the input gets live).
    pub fn load(snapshot: &TextArg) -> Result<Game, BindingError> {
        let text = text(snapshot, "snapshot", MAX_SAVE_UNITS)?;
        let state = GameState::load(&text)?;
        Ok(Game { state })
    }

    /// The game as a versioned JSON save: its options and every input it accepted
    /// (`{"format":"wolfcore-game","version":2,"engine":…,"options":…,"inputs":[…]}`).
    /// Moderator-level: it holds the seed. `Game.load(s).save() === s`.
    #[must_use]
    pub fn save(&self) -> String {
        self.state.save()
    }

    /// Everyone the engine is waiting for and what is legal for each (R5), in seat order.
    /// Moderator-level: night actions reveal roles; a seat's UI should read `view(seat).pending`.
    pub fn pending(&self) -> Result<PendingActionList, BindingError> {
        cast(to_js(&self.state.pending()))
    }

    /// Every legal move of every seat now (R5.1): the awaited ones of `pending()` and the
    /// out-of-turn ones (a wolf's `self_reveal`, the King's explosion, a candidate's
    /// withdrawal), with their targets and whether they end the step. Moderator-level (out-of-turn
    /// moves reveal roles); a seat's UI reads its own in `view(seat).moves`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<LegalMoveList, BindingError> {
        cast(to_js(&self.state.legal_moves()))
    }

    /// Applies one command (R5). A refused command throws and changes nothing.
    ///
    /// @throws {GameError} `invalid_command` (wrong shape or unknown field), `game_over`,
    /// `unknown_seat`, `wrong_phase`, `dead_player`, `not_your_turn`, `already_acted`,
    /// `invalid_target`, `ability_used`, `same_guard_target`, `self_save_forbidden`,
    /// `self_poison_forbidden`, `one_potion_per_night`, `text_too_long`, `not_a_werewolf`, `not_a_white_wolf_king`, `not_a_knight`,
    /// `no_vote`, `not_a_candidate`, `not_sheriff` (R9).
    pub fn apply(&mut self, command: &CommandArg) -> Result<AppliedValue, BindingError> {
        let json = object_json(command, "command", "invalid_command")?;
        let applied = self.state.apply_json(&json)?;
        cast(to_js(&applied))
    }

    /// The view of one seat (R6): public events, its own role and private results, the wolf
    /// team for wolves. Without a seat (`undefined`/`null`): the spectator view (public only).
    ///
    /// @throws {GameError} `invalid_argument` (not a non-negative integer), `unknown_seat`.
    pub fn view(&self, seat: Option<SeatArg>) -> Result<GameViewValue, BindingError> {
        let viewer = match seat.map(JsValue::from).filter(|s| !is_missing(s)) {
            Some(seat) => Viewer::Seat { seat: seat_arg(&seat, "seat", self.state.player_count())? },
            None => Viewer::Spectator,
        };
        let view = self.state.view(viewer)?;
        cast(to_js(&view))
    }

    /// The god view: everything, every role. For the moderator and replays; never for a
    /// player's prompt.
    #[wasm_bindgen(js_name = godView)]
    pub fn god_view(&self) -> Result<GameViewValue, BindingError> {
        cast(to_js(&self.state.god_view()))
    }

    /// The prompt context of one seat, built from its view only (R6): `<private_knowledge>`,
    /// `<public_facts>`, `<public_claims>` (when the ledger has claims), `<transcript>`,
    /// `<your_turn>` (when the seat must act). Every line is sanitised (C5.3). `options.sections`
    /// adds the host's own sections (personas, summaries) in the slots around those
    /// ([R10.4](docs/rules.md#r10.4)).
    ///
    /// @throws {GameError} `invalid_argument` (bad seat or options, unknown option key),
    /// `unsupported_lang`, `unknown_seat`, `invalid_prompt_section` (with `reason` and `index`).
    #[wasm_bindgen(js_name = promptContext)]
    pub fn prompt_context(
        &self,
        seat: &SeatArg,
        options: Option<PromptOptionsArg>,
    ) -> Result<PromptContextValue, BindingError> {
        let seat = seat_arg(seat, "seat", self.state.player_count())?;
        let opts = prompt_options(options.map(JsValue::from).as_ref())?;
        let context = self.state.prompt_context(seat, &opts)?;
        cast(to_js(&context))
    }

    /// The public-claims ledger (C3, verified by public ground truth, C4).
    #[wasm_bindgen(js_name = publicClaims)]
    pub fn public_claims(&self) -> Result<PublicClaimList, BindingError> {
        cast(to_js(self.state.public_claims()))
    }

    /// Reads a summary model's raw response (C2) with this game's seat count, talk day, phase
    /// and language, merges the valid claims into the ledger (C3) and verifies them (C4).
    /// A response that cannot be read is reported in `error` (not thrown) and changes nothing.
    ///
    /// @throws {GameError} `invalid_argument` (raw not a string, bad options), `future_day`,
    /// `too_many_claims`; the ledger is unchanged then.
    #[wasm_bindgen(js_name = ingestSummary)]
    pub fn ingest_summary(
        &mut self,
        raw: &TextArg,
        options: Option<IngestSummaryOptionsArg>,
    ) -> Result<IngestSummaryResultValue, BindingError> {
        let raw = text(raw, "raw", MAX_TEXT_UNITS)?;
        let day = summary_day(options.map(JsValue::from).as_ref())?;
        match self.state.ingest_summary(&raw, day) {
            Ok(report) => cast(to_js(&report)),
            Err(IngestError::Parse(error)) => cast(to_js(&RefusedSummary {
                offered: 0,
                added: 0,
                ledger_size: self.state.public_claims().len(),
                rejected: Vec::new(),
                error: &error,
            })),
            Err(e) => Err(e.into()),
        }
    }

    /// Merges claims into the ledger (C3) and verifies them (C4). Ids, statuses and reasons
    /// given are ignored: the game assigns ids from its seed and only ground truth sets a verdict.
    ///
    /// @throws {GameError} `invalid_argument`, `invalid_claim` (with `index`, `reason`),
    /// `seat_out_of_range`, `future_day`, `too_many_claims`; the ledger is unchanged then.
    #[wasm_bindgen(js_name = ingestClaims)]
    pub fn ingest_claims(&mut self, claims: &PublicClaimInputList) -> Result<IngestReportValue, BindingError> {
        let claims = valid_claims(claims)?;
        let report = self.state.ingest_claims(&claims)?;
        cast(to_js(&report))
    }

    /// The whole event log (moderator-level: private and wolves-only events included).
    #[wasm_bindgen(js_name = eventLog)]
    pub fn event_log(&self) -> Result<GameEventList, BindingError> {
        cast(to_js(self.state.events()))
    }

    /// The event log as JSON text: byte-identical for the same options and commands on every
    /// platform (native Rust, browsers, Node).
    #[wasm_bindgen(js_name = eventLogJson)]
    #[must_use]
    pub fn event_log_json(&self) -> String {
        self.state.event_log_json()
    }

    /// FNV-1a 64 of `eventLogJson()`, as 16 hex digits: the cross-platform parity check.
    #[wasm_bindgen(js_name = eventLogDigest)]
    #[must_use]
    pub fn event_log_digest(&self) -> String {
        self.state.event_log_digest()
    }

    /// Whether the game has ended (R4).
    #[wasm_bindgen(js_name = isOver)]
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The result once the game is over, else `undefined`.
    pub fn outcome(&self) -> Result<Option<GameOutcomeValue>, BindingError> {
        match self.state.outcome() {
            Some(outcome) => Ok(Some(cast(to_js(&outcome))?)),
            None => Ok(None),
        }
    }

    /// **Browser only.** Saves the snapshot in `localStorage` under `key`; read it back with
    /// `Game.restore(key)` (the stored value is exactly `save()`, so `Game.load` reads it too).
    /// Never called implicitly.
    ///
    /// @throws {GameError} `storage_unavailable` (Node, workers, storage disabled),
    /// `storage_failed` (e.g. quota exceeded), `invalid_argument`.
    pub fn autosave(&self, key: &TextArg) -> Result<(), BindingError> {
        let key = text(key, "key", MAX_KEY_UNITS)?;
        storage::write(&key, &self.state.save())?;
        Ok(())
    }

    /// **Browser only.** Loads the game `autosave(key)` stored.
    ///
    /// @throws {GameError} `storage_unavailable`, `no_autosave` (nothing under `key`), and the
    /// errors of `Game.load` for a stored value that is not a valid snapshot.
    pub fn restore(key: &TextArg) -> Result<Game, BindingError> {
        let key = text(key, "key", MAX_KEY_UNITS)?;
        let text = storage::read(&key)?
            .ok_or_else(|| BindingError::new(game_code::NO_AUTOSAVE, format!("no game is saved under {key:?}")))?;
        let state = GameState::load(&text)?;
        Ok(Game { state })
    }

    /// **Browser only.** Whether `autosave(key)` stored something under `key`.
    ///
    /// @throws {GameError} `storage_unavailable`, `invalid_argument`.
    #[wasm_bindgen(js_name = hasAutosave)]
    pub fn has_autosave(key: &TextArg) -> Result<bool, BindingError> {
        let key = text(key, "key", MAX_KEY_UNITS)?;
        Ok(storage::read(&key)?.is_some())
    }

    /// **Browser only.** Removes what `autosave(key)` stored (nothing happens if there is none).
    ///
    /// @throws {GameError} `storage_unavailable`, `invalid_argument`.
    #[wasm_bindgen(js_name = clearAutosave)]
    pub fn clear_autosave(key: &TextArg) -> Result<(), BindingError> {
        let key = text(key, "key", MAX_KEY_UNITS)?;
        storage::remove(&key)?;
        Ok(())
    }
}

const PROMPT_KEYS: [&str; 8] = [
    "lang",
    "maxClaims",
    "maxPrivateChars",
    "maxFactsChars",
    "maxClaimsChars",
    "maxTranscriptChars",
    "maxLineChars",
    "sections",
];

/// Longest JSON of `promptContext`'s `sections` (UTF-16 units): the most sections at their
/// longest content, every char escaped, with room for the names and positions.
const MAX_SECTIONS_UNITS: u32 = 512 * 1024;

/// R10.4: `options.sections`, read through a guarded copy, field by field (no serde: the
/// reader stays small), then checked by the core: `invalid_argument` for the wrong shape,
/// `invalid_prompt_section` for a section the core refuses.
fn host_sections(value: &JsValue) -> Result<HostSections, BindingError> {
    // One more than allowed gets through to the core, which names the problem (`too_many`).
    let list = short_array_copy(value, "options.sections", MAX_HOST_SECTIONS + 1, MAX_SECTIONS_UNITS)?;
    let mut inputs = Vec::with_capacity(list.length() as usize);
    for (index, item) in list.iter().enumerate() {
        let what = format!("options.sections[{index}]");
        let obj = options_object(&item, &what)?
            .ok_or_else(|| BindingError::new(code::INVALID_ARGUMENT, format!("{what} must be an object")))?;
        check_keys(&obj, &["name", "content", "position"], &what)?;
        let field = |key: &str, max: u32| text(&get(&obj, key, &what)?, &format!("{what}.{key}"), max);
        let name = field("name", 256)?;
        let content_value = get(&obj, "content", &what)?;
        // Longer than the core could accept whatever its chars: refused as the core would.
        if string_units(&content_value).is_some_and(|units| units as usize > 2 * MAX_HOST_SECTION_CHARS) {
            return Err(PromptSectionError { reason: PromptSectionProblem::TooLong, index }.into());
        }
        let content = text(&content_value, &format!("{what}.content"), MAX_SECTIONS_UNITS)?;
        let position = field("position", 64)?;
        let position = SectionSlot::parse(&position).ok_or_else(|| {
            let all: Vec<&str> = SectionSlot::ALL.iter().map(|s| s.as_str()).collect();
            BindingError::new(
                code::INVALID_ARGUMENT,
                format!("{what}.position: unknown slot {position:?} (expected one of {})", all.join(", ")),
            )
        })?;
        inputs.push(HostSectionInput { name, content, position });
    }
    Ok(HostSections::new(inputs)?)
}

fn prompt_options(options: Option<&JsValue>) -> Result<PromptOptions, BindingError> {
    let mut opts = PromptOptions::default();
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok(opts);
    };
    check_keys(&obj, &PROMPT_KEYS, "options")?;
    let lang: Option<Lang> = lang_from_js(&get(&obj, "lang", "options")?, "options.lang")?;
    opts.lang = lang;
    let sections = get(&obj, "sections", "options")?;
    if !is_missing(&sections) {
        opts.sections = host_sections(&sections)?;
    }
    let caps: [(&str, &mut usize); 6] = [
        ("maxClaims", &mut opts.max_claims),
        ("maxPrivateChars", &mut opts.max_private_chars),
        ("maxFactsChars", &mut opts.max_facts_chars),
        ("maxClaimsChars", &mut opts.max_claims_chars),
        ("maxTranscriptChars", &mut opts.max_transcript_chars),
        ("maxLineChars", &mut opts.max_line_chars),
    ];
    for (key, slot) in caps {
        let value = get(&obj, key, "options")?;
        if !is_missing(&value) {
            let cap: usize = uint_from_js(&value, &format!("options.{key}"))?;
            // Bounded like every other input (issue 8): a claim count no ledger exceeds, a
            // character budget no prompt needs.
            let max = if key == "maxClaims" { MAX_LEDGER_CLAIMS } else { MAX_PROMPT_CHARS };
            if cap > max {
                return Err(BindingError::new(code::INVALID_ARGUMENT, format!("options.{key} must be at most {max}")));
            }
            *slot = cap;
        }
    }
    Ok(opts)
}

fn summary_day(options: Option<&JsValue>) -> Result<Option<u32>, BindingError> {
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok(None);
    };
    check_keys(&obj, &["day"], "options")?;
    let day = get(&obj, "day", "options")?;
    if is_missing(&day) {
        return Ok(None);
    }
    let day: u32 = uint_from_js(&day, "options.day")?;
    if day == 0 {
        return Err(BindingError::new(code::INVALID_ARGUMENT, "options.day must be ≥ 1"));
    }
    Ok(Some(day))
}

/// The result of `ingestSummary` for a response refused whole (C2.2): nothing added, the
/// ledger as it was.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct RefusedSummary<'a> {
    offered: usize,
    added: usize,
    ledger_size: usize,
    rejected: Vec<Rejection>,
    error: &'a ParseError,
}
