//! The stateful `Ledger` class (issue 13): a claims ledger kept in wasm memory, like `Game`
//! keeps its game, so a day's update costs what the day adds, not a re-read and re-write of
//! the whole ledger.
//!
//! It is also what the package's free functions remember behind their results (pkg/remember.js):
//! the versions and undo steps live in the core ([`VersionedLedger`], tested natively against
//! the full merge), so a result array that names `(ledger, version)` can be merged into again —
//! from the newest version, or from an older one after undoing the newer steps — and the JS
//! side learns which claims changed since a version (structural sharing). This file only
//! carries that state across the boundary: the `_`-prefixed methods are the internal protocol
//! of remember.js, left out of the TypeScript declarations.

use std::cell::RefCell;
use std::collections::VecDeque;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use wasm_bindgen::prelude::*;
use wolfcore::ledger::index::IndexedLedger;
use wolfcore::ledger::merge::{self, fresh_id, validate_claim_on, MergeOptions, MAX_LEDGER_CLAIMS};
use wolfcore::ledger::tolerant;
use wolfcore::ledger::verify::{self, RevealedRoles};
use wolfcore::ledger::versioned::VersionedLedger;
use wolfcore::parse::{self, ParseContext, ParseError, ParseOutcome, Rejection};
use wolfcore::{ClaimStatus, Lang, PublicClaim, Reason, RoleCounts};

use crate::claims::{merge_options, read_revealed_roles};
use crate::convert::{
    check_keys, get, is_missing, json_to_js, options_object, string_units, text, uint_from_js, MAX_SAVE_UNITS,
};
use crate::errors::{code, js_type_name, BindingError, Detail};
use crate::ledger_io::{
    claims_from_text, json, push_claim_packed, push_outcome_packed, push_packed_num, push_packed_reasons,
    push_packed_str, uuid_v4, values_from_text,
};
use crate::types::{MergeOptionsArg, PublicClaimInputList, RenderOptionsArg, RevealedRolesArg, TextArg};

#[wasm_bindgen(typescript_custom_section)]
const TS_LEDGER: &'static str = r#"
/** Context of `Ledger.ingestReply`: the day and phase of the talk the reply summarises. */
export interface LedgerReplyContext {
  /** The day claims without their own `day` are dated (C2.3). */
  day?: number;
  /** The phase of the claims (default `DAY_SPEECH`). */
  phase?: string;
}
/** What `Ledger.ingestReply` did. A reply refused whole (`error`) changes nothing (C2.5). */
export interface LedgerIngestReport {
  /** Valid claims in the reply. */
  offered: number;
  /** Claims that were new to the ledger (C3.1). */
  added: number;
  /** Claims in the ledger afterwards. */
  ledgerSize: number;
  /** Claims of the reply left out, as `parsePublicClaims` reports them (the first 200). */
  rejected: Rejection[];
  /** How many were left out in all. */
  rejectedCount: number;
  /** Why the reply was refused whole, if it was. */
  error?: ParseError;
}
/** What `Ledger.merge` did. */
export interface LedgerMergeReport {
  /** Claims given. */
  offered: number;
  /** Claims that were new to the ledger (C3.1). */
  added: number;
  /** Claims in the ledger afterwards. */
  ledgerSize: number;
}
export interface Ledger {
  /**
   * The claims, in ledger order, as a **frozen** array of frozen claims (C1). The same array
   * while the ledger is unchanged; after a change, claims that did not change keep their
   * previous objects (structural sharing, so React's identity checks work). Mutate a copy.
   */
  claims(): readonly PublicClaim[];
}
"#;

#[wasm_bindgen]
extern "C" {
    /// `{ playerCount?, roleCounts?, lang? }`, as `mergePublicClaimsReport`'s options.
    #[wasm_bindgen(typescript_type = "MergeOptions")]
    pub type LedgerOptionsArg;
    /// `LedgerReplyContext`.
    #[wasm_bindgen(typescript_type = "LedgerReplyContext")]
    pub type LedgerReplyContextArg;
    /// `LedgerIngestReport`.
    #[wasm_bindgen(typescript_type = "LedgerIngestReport")]
    pub type LedgerIngestReportValue;
    /// `LedgerMergeReport`.
    #[wasm_bindgen(typescript_type = "LedgerMergeReport")]
    pub type LedgerMergeReportValue;
}

/// A public-claims ledger (C1–C5) kept in wasm memory: merge, verify and render without
/// shipping the ledger across the JS↔wasm boundary on every call.
///
/// `new Ledger({ playerCount?, roleCounts?, lang? })` starts empty; `Ledger.from(claims)` reads a
/// ledger written elsewhere (tolerant, like `normalizePublicClaims`); `Ledger.load(save())`
/// restores one. Every method either succeeds or throws a `WolfcoreError` and leaves the ledger
/// as it was. Call `free()` when done (or `using`, or rely on the finalizer).
#[wasm_bindgen]
pub struct Ledger {
    /// The claims, their board, versions and undo steps (the core's).
    state: VersionedLedger,
    /// The language of contents the ledger synthesises and renders by default.
    lang: Lang,
    /// Every role the ground truth given to `verify` revealed (the first one given for a seat):
    /// saved, so a load re-derives the verdicts instead of trusting them (C3.3, issue 18).
    revealed: RevealedRoles,
}

/// A change as the JS side applies it: the ledger's length and every claim (by position) that
/// differs from the version asked about; `full` when that version is unknown (all claims).
/// After merging a kept parse batch ([`Ledger::merge_batch`]), `b` lists the appended claims
/// that are the batch's own (all fields but `status` and `reasons` as parsed) as `[position,
/// index in the batch, status, reasons]`: the JS side builds them from its copy of the parse
/// result instead of reading them again.
struct Delta<'a> {
    v: u32,
    n: usize,
    full: bool,
    c: Vec<(usize, &'a PublicClaim)>,
    b: Vec<(usize, usize, ClaimStatus, &'a [Reason])>,
}

impl Delta<'_> {
    /// Packed (ledger_io.rs): `v n full` (`full` 1 or 0), the count of `c` and each
    /// `position claim`, the count of `b` and each `position index status reasons`
    /// (`readDelta` in pkg/remember-core.js is the reader).
    fn to_packed(&self) -> String {
        let mut out = String::with_capacity(64 + 160 * self.c.len() + 48 * self.b.len());
        push_packed_num(&mut out, self.v as usize);
        push_packed_num(&mut out, self.n);
        push_packed_num(&mut out, usize::from(self.full));
        push_packed_num(&mut out, self.c.len());
        for (at, claim) in &self.c {
            push_packed_num(&mut out, *at);
            push_claim_packed(&mut out, claim);
        }
        push_packed_num(&mut out, self.b.len());
        for (at, index, status, reasons) in &self.b {
            push_packed_num(&mut out, *at);
            push_packed_num(&mut out, *index);
            push_packed_str(&mut out, status.as_str());
            push_packed_reasons(&mut out, reasons);
        }
        out
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct IngestReport {
    offered: usize,
    added: usize,
    ledger_size: usize,
    rejected: Vec<Rejection>,
    rejected_count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ParseError>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MergeReport {
    offered: usize,
    added: usize,
    ledger_size: usize,
}

/// Parse results kept in wasm memory (`Ledger._parseKept`), so merging one unchanged into a
/// remembered ledger (`_mergeBatch`) does not read its claims back from JS. Bounded: the
/// oldest batch is dropped first (its arrays then take the ordinary path).
struct Batches {
    next: u32,
    kept: VecDeque<(u32, Vec<PublicClaim>)>,
}

/// Parse batches kept at most.
const KEPT_BATCHES: usize = wolfcore::caches::KEPT_PARSES;

thread_local! {
    static BATCHES: RefCell<Batches> = const { RefCell::new(Batches { next: 1, kept: VecDeque::new() }) };
}

/// Keeps a parse batch; its id, or 0 (nothing kept: the result takes the ordinary path) when
/// called while a kept batch is being merged (only a JS callback reached from inside that
/// merge, e.g. a replaced `crypto.getRandomValues`, could do that).
fn keep_batch(claims: Vec<PublicClaim>) -> u32 {
    BATCHES.with(|b| {
        let Ok(mut b) = b.try_borrow_mut() else { return 0 };
        let id = b.next;
        b.next = b.next.checked_add(1).unwrap_or(1);
        b.kept.push_back((id, claims));
        while b.kept.len() > KEPT_BATCHES {
            b.kept.pop_front();
        }
        id
    })
}

/// Whether a batch is still kept.
fn is_kept(id: u32) -> bool {
    BATCHES.with(|b| b.borrow().kept.iter().any(|(k, _)| *k == id))
}

/// `f` of a kept batch's claims (borrowed, not copied), if it is still kept. `f` must not call
/// into JS (a JS callback could parse again and keep a batch while this one is borrowed).
fn with_kept_batch<R>(id: u32, f: impl FnOnce(&[PublicClaim]) -> R) -> Option<R> {
    BATCHES.with(|b| b.borrow().kept.iter().find(|(k, _)| *k == id).map(|(_, claims)| f(claims)))
}

/// The save format (`Ledger.save()`).
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Save {
    format: String,
    version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    player_count: Option<u8>,
    role_counts: RoleCounts,
    lang: String,
    claims: Vec<PublicClaim>,
    /// The ground truth the ledger was given (0-based seat → role); absent when none.
    #[serde(default, skip_serializing_if = "RevealedRoles::is_empty")]
    revealed: RevealedRoles,
}

/// A save's `format` and `version`, whatever their JSON type, read from any JSON object (the
/// last of a key given twice, as a `serde_json::Value` would keep it) with the other keys
/// skipped; anything but an object is refused as data.
#[derive(Default)]
struct SaveHeader {
    format: Option<Value>,
    version: Option<Value>,
}

impl<'de> Deserialize<'de> for SaveHeader {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = SaveHeader;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a ledger save")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<SaveHeader, A::Error> {
                let mut header = SaveHeader::default();
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    match key.as_ref() {
                        "format" => header.format = Some(map.next_value()?),
                        "version" => header.version = Some(map.next_value()?),
                        _ => {
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                Ok(header)
            }
        }
        d.deserialize_map(Visitor)
    }
}

const SAVE_FORMAT: &str = "wolfcore-ledger";
const SAVE_VERSION: u32 = 1;
const OPTION_KEYS: [&str; 3] = ["playerCount", "roleCounts", "lang"];
const REPLY_KEYS: [&str; 2] = ["day", "phase"];

fn ledger_options(options: Option<&JsValue>) -> Result<(MergeOptions, Lang), BindingError> {
    if let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() {
        check_keys(&obj, &OPTION_KEYS, "options")?;
    }
    merge_options(options)
}

/// Whether the ledger's `claim` is the parsed `given` (which has no reasons) with only its
/// status and reasons set: the JS side can then build it from its copy of `given`.
fn same_but_status(given: &PublicClaim, claim: &PublicClaim) -> bool {
    // Every field named, so a new field of `PublicClaim` does not compile until it is compared.
    let PublicClaim {
        id,
        day,
        phase,
        speaker_seat,
        claim_type,
        role,
        target_seat,
        alignment,
        content,
        status: _,
        source,
        reasons,
    } = given;
    reasons.is_empty()
        && *id == claim.id
        && *day == claim.day
        && *phase == claim.phase
        && *speaker_seat == claim.speaker_seat
        && *claim_type == claim.claim_type
        && *role == claim.role
        && *target_seat == claim.target_seat
        && *alignment == claim.alignment
        && *content == claim.content
        && *source == claim.source
}

/// An index of `claims` exactly as given — statuses kept, all pending, so the next merge
/// recomputes them — or `None` unless they form a ledger as they are: each passes `valid`, is
/// canonical and has an id, and no two share an id or a key (every result of the package does).
fn ledger_as_given(
    claims: Vec<PublicClaim>,
    opts: &MergeOptions,
    valid: &dyn Fn(&PublicClaim) -> bool,
) -> Option<IndexedLedger> {
    let mut ledger = IndexedLedger::new(opts.role_counts);
    for claim in claims {
        let sound = valid(&claim)
            && claim.clone().canonical() == claim
            && !claim.id.is_empty()
            && !ledger.has_id(&claim.id)
            && !ledger.contains_key(&claim.key());
        if !sound {
            return None;
        }
        ledger.offer(claim, &mut |_| String::new());
    }
    Some(ledger)
}

fn corrupted(why: impl Into<String>) -> BindingError {
    BindingError::new("corrupted", format!("not a ledger save: {}", why.into()))
}

/// Internal: the constructors' common part and the delta protocol.
impl Ledger {
    fn with(ledger: IndexedLedger, opts: MergeOptions, lang: Lang) -> Ledger {
        Ledger { state: VersionedLedger::new(ledger, opts), lang, revealed: RevealedRoles::new() }
    }

    /// C4 verdicts (the core's `VersionedLedger::verify`), remembering the ground truth for
    /// `save()`. Returns how many claims got a verdict.
    fn apply_verdicts(&mut self, revealed: &RevealedRoles) -> usize {
        for (seat, role) in revealed {
            self.revealed.entry(*seat).or_insert(*role);
        }
        self.state.verify(revealed)
    }

    /// Merges claims (C3) after checking them (C1 on this board), fresh ids from the UUID
    /// pool; how many were new.
    fn merge_claims(&mut self, claims: Vec<PublicClaim>) -> Result<usize, BindingError> {
        Ok(self.state.merge(claims, &mut uuid_v4)?)
    }

    /// [`Ledger::merge_claims`] of claims already checked, or parsed for this board (C2.3).
    fn merge_checked(&mut self, claims: Vec<PublicClaim>) -> Result<usize, BindingError> {
        Ok(self.state.merge_checked(claims, &mut uuid_v4)?)
    }

    /// The part of `_mergeBatch` after the board check, on the kept batch's claims: no JS
    /// runs here.
    fn merge_kept(&mut self, version: u32, incoming: &[PublicClaim]) -> Result<Option<String>, BindingError> {
        self.state.check(incoming)?;
        if !self.state.rollback_to(version) {
            return Ok(None);
        }
        let len_before = self.state.len();
        self.merge_checked(incoming.to_vec())?;
        let Some(changed) = self.state.changed_since(version) else { return self.delta_json(version).map(Some) };
        let claims = self.state.claims();
        let mut delta = Delta { v: self.state.version(), n: claims.len(), full: false, c: Vec::new(), b: Vec::new() };
        // Appended claims come in the batch's order (C3.1 skips duplicates), so one cursor
        // finds each one's index.
        let mut next = 0;
        for at in changed {
            let Some(claim) = claims.get(at) else { continue };
            let mut own = None;
            if at >= len_before {
                if let Some(i) = (next..incoming.len()).find(|i| incoming[*i].id == claim.id) {
                    next = i + 1;
                    own = same_but_status(&incoming[i], claim).then_some(i);
                }
            }
            match own {
                Some(i) => delta.b.push((at, i, claim.status, &claim.reasons)),
                None => delta.c.push((at, claim)),
            }
        }
        Ok(Some(delta.to_packed()))
    }

    /// JSON `{v, n, full, c}`: the claims changed since version `since` (all when unknown).
    fn delta_json(&self, since: u32) -> Result<String, BindingError> {
        let claims = self.state.claims();
        let delta = match self.state.changed_since(since) {
            Some(changed) => Delta {
                v: self.state.version(),
                n: claims.len(),
                full: false,
                c: changed.into_iter().filter_map(|at| claims.get(at).map(|c| (at, c))).collect(),
                b: Vec::new(),
            },
            None => Delta {
                v: self.state.version(),
                n: claims.len(),
                full: true,
                c: claims.iter().enumerate().collect(),
                b: Vec::new(),
            },
        };
        Ok(delta.to_packed())
    }

    /// Whether `options` (read as `mergePublicClaims` reads them) describe this ledger's board.
    fn same_board(&self, options: Option<&JsValue>) -> Result<bool, BindingError> {
        let (opts, _) = merge_options(options)?;
        Ok(opts == *self.state.opts())
    }
}

#[wasm_bindgen]
impl Ledger {
    /// An empty ledger for a board: `playerCount` and/or `roleCounts` (default: the 12-player
    /// preset, seats up to 16) and the language of contents it synthesises (default `en`).
    ///
    /// @throws {WolfcoreError} `invalid_argument` (unknown key, a board that does not add up),
    /// `unsupported_lang`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: Option<LedgerOptionsArg>) -> Result<Ledger, BindingError> {
        let options = options.map(JsValue::from);
        let (opts, lang) = ledger_options(options.as_ref())?;
        Ok(Ledger::with(IndexedLedger::new(opts.role_counts), opts, lang))
    }

    /// A ledger from claims written elsewhere (a plain TS module, an old save): read like
    /// `normalizePublicClaims` — repaired claim by claim, the unusable ones left out,
    /// deduplicated, statuses recomputed. Use `normalizePublicClaims` to learn what was left out.
    ///
    /// @throws {WolfcoreError} `invalid_argument` (not an array, unreadable, bad options),
    /// `too_many_claims`.
    pub fn from(claims: &PublicClaimInputList, options: Option<LedgerOptionsArg>) -> Result<Ledger, BindingError> {
        let options = options.map(JsValue::from);
        let (opts, lang) = ledger_options(options.as_ref())?;
        let values = values_from_text(claims, "claims")?;
        let report = tolerant::merge_values_with_ids(&values, &[], &opts, lang, &mut uuid_v4);
        let mut ledger = IndexedLedger::new(opts.role_counts);
        for claim in report.ledger {
            ledger.offer(claim, &mut |taken| fresh_id(&mut uuid_v4, taken));
        }
        ledger.recompute();
        Ok(Ledger::with(ledger, opts, lang))
    }

    /// Restores a ledger written by `save()`: the same claims, ids, statuses and board.
    ///
    /// @throws {WolfcoreError} `invalid_argument` (not a string), `too_large` (over 32 Mi
    /// UTF-16 units), `invalid_json`, `not_a_snapshot` (not a ledger save),
    /// `unsupported_version`, `save_from_newer_version` (with `version`: a later save format,
    /// written by a newer release), `corrupted` (a bad claim, a duplicate, a board that does not add up).
    pub fn load(save: &TextArg) -> Result<Ledger, BindingError> {
        let text = text(save, "save", MAX_SAVE_UNITS)?;
        // The header first (the rest skipped, not built): a save of another release is told
        // apart by `format` and `version` before its shape is judged.
        let header = match serde_json::from_str::<SaveHeader>(&text) {
            Ok(header) => header,
            // Valid JSON that is no object: not a save.
            Err(e) if e.is_data() => SaveHeader::default(),
            Err(e) => return Err(BindingError::new("invalid_json", format!("the save is not JSON: {e}"))),
        };
        if header.format.as_ref().and_then(Value::as_str) != Some(SAVE_FORMAT) {
            return Err(BindingError::new("not_a_snapshot", "not a wolfcore ledger save"));
        }
        let version = header.version.as_ref().and_then(Value::as_u64);
        // A later save format is a newer release's save (issue 18, as `Game.load` says it).
        if let Some(newer) = version.filter(|v| *v > u64::from(SAVE_VERSION)) {
            return Err(BindingError::new(
                "save_from_newer_version",
                format!("ledger save version {newer} was written by a newer release; this build reads {SAVE_VERSION}"),
            )
            .with("version", Detail::Number(newer as f64)));
        }
        if version != Some(u64::from(SAVE_VERSION)) {
            return Err(BindingError::new(
                "unsupported_version",
                format!("ledger save version {version:?} is not {SAVE_VERSION}"),
            )
            .with("version", Detail::Number(version.map_or(f64::NAN, |v| v as f64))));
        }
        // Read whole from the text: no `Value` tree of the claims, and serde_json's `Value`
        // deserializer stays out of the .wasm (issue 22); a key given twice is refused.
        let save: Save = serde_json::from_str(&text).map_err(|e| corrupted(e.to_string()))?;
        let opts =
            MergeOptions::for_board(save.player_count, Some(save.role_counts)).map_err(|e| corrupted(e.to_string()))?;
        let lang = Lang::parse(&save.lang).ok_or_else(|| corrupted(format!("unknown lang {:?}", save.lang)))?;
        if save.claims.len() > MAX_LEDGER_CLAIMS {
            return Err(corrupted("more claims than a ledger holds"));
        }
        let mut ledger = IndexedLedger::new(opts.role_counts);
        let mut claims = Vec::with_capacity(save.claims.len());
        for (index, claim) in save.claims.into_iter().enumerate() {
            validate_claim_on(&claim, opts.seats()).map_err(|e| corrupted(format!("claim #{index}: {e}")))?;
            let claim = claim.canonical();
            if claim.id.is_empty() || ledger.has_id(&claim.id) || ledger.contains_key(&claim.key()) {
                return Err(corrupted(format!("claim #{index} repeats an id or a claim")));
            }
            ledger.offer(claim.clone(), &mut |_| String::new());
            claims.push(claim);
        }
        // C3.3 (issue 18): statuses are the ledger's alone, and a save is text anyone can edit.
        // A saved verdict is kept only if the saved ground truth gives exactly that verdict
        // (what `verify` gave it live); every other status is recomputed (C3.2).
        let saved: Vec<(ClaimStatus, Vec<Reason>)> =
            claims.iter_mut().map(|c| (c.status, std::mem::take(&mut c.reasons))).collect();
        merge::drop_statuses(&mut claims);
        let mut derived: Vec<Option<(ClaimStatus, Reason)>> = vec![None; claims.len()];
        for (at, status, reason) in verify::verdicts(&claims, &save.revealed) {
            if let Some(slot) = derived.get_mut(at) {
                *slot = Some((status, reason));
            }
        }
        for (at, ((status, reasons), derived)) in saved.into_iter().zip(derived).enumerate() {
            let kept = status.is_final() && derived.is_some_and(|(s, r)| s == status && reasons == [r]);
            if kept {
                ledger.set_status(at, status, reasons);
            } else {
                ledger.set_status(at, ClaimStatus::Unverified, Vec::new());
            }
        }
        ledger.recompute();
        let mut loaded = Ledger::with(ledger, opts, lang);
        loaded.revealed = save.revealed;
        Ok(loaded)
    }

    /// The ledger as a versioned JSON save (`{"format":"wolfcore-ledger","version":1,…}`):
    /// the board, the language and every claim. `Ledger.load(s).save() === s`.
    ///
    /// @throws {WolfcoreError} never in practice (a claim that cannot be written).
    pub fn save(&self) -> Result<String, BindingError> {
        json(&Save {
            format: SAVE_FORMAT.to_owned(),
            version: SAVE_VERSION,
            player_count: self.state.opts().player_count,
            role_counts: self.state.opts().role_counts,
            lang: self.lang.as_str().to_owned(),
            claims: self.state.claims().to_vec(),
            revealed: self.revealed.clone(),
        })
    }

    /// Number of claims.
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn size(&self) -> u32 {
        u32::try_from(self.state.len()).unwrap_or(u32::MAX)
    }

    /// Parses a summary model's reply (C2, with this ledger's seat count and language) and
    /// merges its valid claims (C3). A reply refused whole comes back as `error` and changes
    /// nothing (C2.5); claims rejected one by one are reported.
    ///
    /// @throws {WolfcoreError} `invalid_argument` (`raw` not a string, bad context),
    /// `too_many_claims` (nothing is merged then).
    #[wasm_bindgen(js_name = ingestReply)]
    pub fn ingest_reply(
        &mut self,
        raw: &TextArg,
        context: Option<LedgerReplyContextArg>,
    ) -> Result<LedgerIngestReportValue, BindingError> {
        let context = context.map(JsValue::from);
        let mut ctx =
            ParseContext { player_count: self.state.opts().player_count, lang: self.lang, ..ParseContext::default() };
        if let Some(obj) = context.as_ref().map(|o| options_object(o, "context")).transpose()?.flatten() {
            check_keys(&obj, &REPLY_KEYS, "context")?;
            let day = get(&obj, "day", "context")?;
            if !is_missing(&day) {
                ctx.day = Some(uint_from_js(&day, "context.day")?);
            }
            let phase = get(&obj, "phase", "context")?;
            if !is_missing(&phase) {
                ctx.phase = Some(text(&phase, "context.phase", 64)?);
            }
        }
        let Some(units) = string_units(raw) else {
            return Err(BindingError::new(
                code::INVALID_ARGUMENT,
                format!("raw must be a string, got {}", js_type_name(raw)),
            ));
        };
        let outcome = if units as usize > parse::MAX_INPUT_BYTES {
            parse::ParseOutcome { error: Some(ParseError::TooLarge { bytes: units as usize }), ..Default::default() }
        } else {
            parse::parse_summary(&crate::convert::string_of(raw).unwrap_or_default(), &ctx)
        };
        let offered = outcome.claims.len();
        // Parsed claims are valid C1 claims on this board (C2.3), ids empty.
        let added = if outcome.error.is_none() { self.merge_checked(outcome.claims)? } else { 0 };
        let report = IngestReport {
            offered,
            added,
            ledger_size: self.state.len(),
            rejected: outcome.rejected,
            rejected_count: outcome.rejected_count,
            error: outcome.error,
        };
        Ok(json_to_js(&report)?.unchecked_into())
    }

    /// Merges claims into the ledger (C3): duplicates (C3.1) kept once, statuses recomputed
    /// (C3.2), verdicts final (C3.3). Claims without an `id` get a UUID v4.
    ///
    /// @throws {WolfcoreError} `invalid_argument` (not an array), `invalid_claim` (with `list:
    /// "incoming"`, `index`, `reason`), `too_many_claims`. Nothing is merged then.
    pub fn merge(&mut self, claims: &PublicClaimInputList) -> Result<LedgerMergeReportValue, BindingError> {
        let mut claims = claims_from_text(claims, "incoming")?;
        // C3.3 (issue 18): statuses given with the claims are not the ledger's.
        merge::drop_statuses(&mut claims);
        let offered = claims.len();
        let added = self.merge_claims(claims)?;
        Ok(json_to_js(&MergeReport { offered, added, ledger_size: self.state.len() })?.unchecked_into())
    }

    /// Applies public ground truth (C4), as `verifyPublicClaims`: verdicts are final and carry
    /// reasons; the other statuses follow at the next merge (C3.2). Returns how many claims
    /// got a verdict.
    ///
    /// @param revealedRoles - roles the moderator made public, by **0-based** seat
    /// @throws {WolfcoreError} `invalid_argument` (bad seat key or role).
    pub fn verify(
        &mut self,
        #[wasm_bindgen(js_name = revealedRoles)] revealed_roles: &RevealedRolesArg,
    ) -> Result<u32, BindingError> {
        let revealed = read_revealed_roles(revealed_roles)?;
        Ok(u32::try_from(self.apply_verdicts(&revealed)).unwrap_or(u32::MAX))
    }

    /// Renders the `<public_claims>` prompt section (C5), with the options of
    /// `renderPublicClaimsSection`; copies only the printed claims.
    ///
    /// @throws {WolfcoreError} `invalid_argument` (bad options), `label_callback_failed`,
    /// `label_not_string`.
    pub fn render(&self, options: &RenderOptionsArg) -> Result<String, BindingError> {
        crate::render::render_claims(self.state.claims(), options)
    }

    // --- the protocol of pkg/remember.js (not in the TypeScript declarations) ----------------

    /// How many ledgers pkg/remember.js keeps alive (`wolfcore::caches::LIVE_LEDGERS`).
    #[wasm_bindgen(js_name = _liveLedgers, skip_typescript)]
    #[must_use]
    pub fn live_ledgers() -> u32 {
        u32::try_from(wolfcore::caches::LIVE_LEDGERS).unwrap_or(u32::MAX)
    }

    /// How many parse results pkg/remember.js remembers for a later merge: as many as are kept
    /// here (`wolfcore::caches::KEPT_PARSES`).
    #[wasm_bindgen(js_name = _keptParses, skip_typescript)]
    #[must_use]
    pub fn kept_parses() -> u32 {
        u32::try_from(KEPT_BATCHES).unwrap_or(u32::MAX)
    }

    /// The current version.
    #[wasm_bindgen(getter, js_name = _version, skip_typescript)]
    #[must_use]
    pub fn current_version(&self) -> u32 {
        self.state.version()
    }

    /// JSON `{v, n, full, c: [[position, claim], …]}`: the claims changed since `since`.
    #[wasm_bindgen(js_name = _delta, skip_typescript)]
    pub fn delta(&self, since: u32) -> Result<String, BindingError> {
        self.delta_json(since)
    }

    /// `mergePublicClaims(existing, incoming, options)` for a foreign `existing`: read, merged,
    /// kept (errors exactly as `mergePublicClaims`).
    #[wasm_bindgen(js_name = _mergeNew, skip_typescript)]
    pub fn merge_new(
        existing: &PublicClaimInputList,
        incoming: &PublicClaimInputList,
        options: Option<MergeOptionsArg>,
    ) -> Result<Ledger, BindingError> {
        let mut existing = claims_from_text(existing, "existing")?;
        let mut incoming = claims_from_text(incoming, "incoming")?;
        // C3.3 (issue 18): a foreign array's statuses are not the ledger's.
        merge::drop_statuses(&mut existing);
        merge::drop_statuses(&mut incoming);
        let options = options.map(JsValue::from);
        let (opts, lang) = merge_options(options.as_ref())?;
        let ledger = merge::merge_indexed(&existing, &incoming, &opts, &mut uuid_v4)?;
        Ok(Ledger::with(ledger, opts, lang))
    }

    /// A kept ledger for claims the package returned earlier whose ledger was freed or moved
    /// on (`undefined` unless they form a ledger on this board as they are: valid, canonical,
    /// distinct keys and ids). Statuses are kept as given and all pending, so the next merge
    /// recomputes them as `mergePublicClaims` does.
    #[wasm_bindgen(js_name = _adopt, skip_typescript)]
    pub fn adopt(
        claims: &PublicClaimInputList,
        options: Option<MergeOptionsArg>,
    ) -> Result<Option<Ledger>, BindingError> {
        let claims = claims_from_text(claims, "existing")?;
        let options = options.map(JsValue::from);
        let (opts, lang) = merge_options(options.as_ref())?;
        let seats = opts.seats();
        let Some(ledger) = ledger_as_given(claims, &opts, &|c| validate_claim_on(c, seats).is_ok()) else {
            return Ok(None);
        };
        Ok(Some(Ledger::with(ledger, opts, lang)))
    }

    /// `mergePublicClaims(result at version, incoming, options)`: the delta JSON, or
    /// `undefined` when that version is gone or the options name another board (the caller
    /// then takes the full path). Errors as `mergePublicClaims`; nothing changes then.
    #[wasm_bindgen(js_name = _mergeFrom, skip_typescript)]
    pub fn merge_from(
        &mut self,
        version: u32,
        incoming: &PublicClaimInputList,
        options: Option<MergeOptionsArg>,
    ) -> Result<Option<String>, BindingError> {
        let mut incoming = claims_from_text(incoming, "incoming")?;
        merge::drop_statuses(&mut incoming); // C3.3 (issue 18)
        let options = options.map(JsValue::from);
        if !self.same_board(options.as_ref())? {
            return Ok(None);
        }
        // Checked before going back, so a refused batch leaves the ledger where it was.
        self.state.check(&incoming)?;
        if !self.state.rollback_to(version) {
            return Ok(None);
        }
        self.merge_checked(incoming)?;
        self.delta_json(version).map(Some)
    }

    /// `parsePublicClaims(raw, options)` (or, with `claims_only`, `parsePublicClaimsResponse`)
    /// that also keeps the parsed claims in wasm memory. Packed text (ledger_io.rs): the kept
    /// batch's id (0 when nothing was kept), then the result (`readParsed` in
    /// pkg/remember-core.js builds the very value of those functions). Errors exactly as
    /// theirs; with `claims_only` nothing is thrown (an unusable call gives no claims).
    #[wasm_bindgen(js_name = _parseKept, skip_typescript)]
    pub fn parse_kept(
        raw: &TextArg,
        options: Option<crate::types::ParseOptionsArg>,
        claims_only: bool,
    ) -> Result<String, BindingError> {
        let outcome = match crate::parse::parse_with_ids(raw, options.map(JsValue::from).as_ref()) {
            Ok(outcome) => outcome,
            Err(e) if !claims_only => return Err(e),
            Err(_) => ParseOutcome::default(),
        };
        // Room for the batch id (written in front once the claims are kept), then the result.
        let mut out = String::with_capacity(76 + 160 * outcome.claims.len());
        push_outcome_packed(&mut out, &outcome, claims_only)?;
        let batch = if outcome.claims.is_empty() { 0 } else { keep_batch(outcome.claims) };
        let mut id = String::with_capacity(12);
        push_packed_num(&mut id, batch as usize);
        out.insert_str(0, &id);
        Ok(out)
    }

    /// `mergePublicClaims(result at version, parsed, options)` where `parsed` is the unchanged
    /// claims of kept parse batch `batch`: as `_mergeFrom` (same checks, same errors, same
    /// ledger), without reading the claims from JS; the delta names the batch's claims by
    /// index. `undefined` when the batch is no longer kept, the version is gone or the board
    /// differs (the caller then takes `_mergeFrom`).
    #[wasm_bindgen(js_name = _mergeBatch, skip_typescript)]
    pub fn merge_batch(
        &mut self,
        version: u32,
        batch: u32,
        options: Option<MergeOptionsArg>,
    ) -> Result<Option<String>, BindingError> {
        if !is_kept(batch) {
            return Ok(None);
        }
        // Options are read (JS may run) before the batch is borrowed.
        let options = options.map(JsValue::from);
        if !self.same_board(options.as_ref())? {
            return Ok(None);
        }
        with_kept_batch(batch, |incoming| self.merge_kept(version, incoming)).unwrap_or(Ok(None))
    }

    /// `verifyPublicClaims(claims, revealed)` for claims the package does not remember: a kept
    /// ledger when they form one as they are (valid, canonical, distinct keys and ids — every
    /// result of the package does), else `undefined` (the caller verifies them one by one:
    /// duplicates are verified as given). Errors as `verifyPublicClaims`.
    #[wasm_bindgen(js_name = _verifyNew, skip_typescript)]
    pub fn verify_new(
        claims: &PublicClaimInputList,
        revealed: &RevealedRolesArg,
    ) -> Result<Option<Ledger>, BindingError> {
        let claims = crate::claims::valid_claims(claims)?;
        let revealed = read_revealed_roles(revealed)?;
        let opts = MergeOptions::default();
        // `valid_claims` has checked each claim already.
        let Some(ledger) = ledger_as_given(claims, &opts, &|_| true) else {
            return Ok(None);
        };
        let mut kept = Ledger::with(ledger, opts, Lang::En);
        kept.apply_verdicts(&revealed);
        Ok(Some(kept))
    }

    /// `verifyPublicClaims(result at version, revealed)`: the delta JSON, or `undefined` when
    /// that version is gone.
    #[wasm_bindgen(js_name = _verifyFrom, skip_typescript)]
    pub fn verify_from(&mut self, version: u32, revealed: &RevealedRolesArg) -> Result<Option<String>, BindingError> {
        let revealed = read_revealed_roles(revealed)?;
        if !self.state.rollback_to(version) {
            return Ok(None);
        }
        self.apply_verdicts(&revealed);
        self.delta_json(version).map(Some)
    }

    /// `renderPublicClaimsSection(result at version, options)`, or `undefined` when the ledger
    /// is no longer at that version.
    #[wasm_bindgen(js_name = _renderAt, skip_typescript)]
    pub fn render_at(&self, version: u32, options: &RenderOptionsArg) -> Result<Option<String>, BindingError> {
        if version != self.state.version() {
            return Ok(None);
        }
        crate::render::render_claims(self.state.claims(), options).map(Some)
    }
}
