//! The ledger: merging (C3) and verifying against public ground truth (C4).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::ledger::merge::{self, InvalidClaim, MergeOptions};
use wolfcore::ledger::tolerant;
use wolfcore::ledger::verify::{self, RevealedRoles};
use wolfcore::{Lang, PublicClaim, Role, Seat, MAX_PLAYERS};

use crate::convert::{
    check_keys, entries, from_js, get, is_array, is_map, is_missing, json_text, json_value, lang_from_js, map_entries,
    options_object, plain_array_copy, string_units, to_js,
};
use crate::errors::{code, invalid_claim_kind, js_type_name, BindingError, Detail};
use crate::ledger_io::{claims_from_text, values_from_text};
use crate::types::{MergeOptionsArg, MergeReportValue, PublicClaimInputList, PublicClaimList, RevealedRolesArg};

/// The role names `roleCounts` may use (the core's `RoleCounts` serde names).
const ROLE_COUNT_KEYS: [&str; 8] =
    ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf", "Idiot", "WhiteWolfKing"];
/// The keys of merge options.
const MERGE_KEYS: [&str; 3] = ["roleCounts", "playerCount", "lang"];

/// Merge options: the board (`playerCount`, `roleCounts`, resolved by the core) and the
/// language synthesised contents are written in (tolerant merge only; default `en`).
pub(crate) fn merge_options(options: Option<&JsValue>) -> Result<(MergeOptions, Lang), BindingError> {
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok((MergeOptions::default(), Lang::En));
    };
    check_keys(&obj, &MERGE_KEYS, "options")?;
    let counts = get(&obj, "roleCounts", "options")?;
    let role_counts = if is_missing(&counts) {
        None
    } else {
        // serde reads only the fields a struct names, so the core's
        // `deny_unknown_fields` is enforced here: a typo must not silently mean "0 Seers".
        check_keys(&counts, &ROLE_COUNT_KEYS, "options.roleCounts")?;
        let text = json_text(&counts, "options.roleCounts", code::INVALID_ARGUMENT, 4096)?;
        let text = text.as_string().unwrap_or_default();
        Some(
            serde_json::from_str(&text)
                .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("options.roleCounts: {e}")))?,
        )
    };
    let players = get(&obj, "playerCount", "options")?;
    let player_count = if is_missing(&players) { None } else { Some(from_js::<u8>(&players, "options.playerCount")?) };
    let lang = lang_from_js(&get(&obj, "lang", "options")?, "options.lang")?.unwrap_or(Lang::En);
    Ok((MergeOptions::for_board(player_count, role_counts)?, lang))
}

fn merge_impl(
    existing: &JsValue,
    incoming: &JsValue,
    options: Option<&JsValue>,
) -> Result<Vec<PublicClaim>, BindingError> {
    let mut existing = claims_from_text(existing, "existing")?;
    let mut incoming = claims_from_text(incoming, "incoming")?;
    // C3.3 (issue 18): statuses given with the claims are not the ledger's.
    merge::drop_statuses(&mut existing);
    merge::drop_statuses(&mut incoming);
    let (options, _) = merge_options(options)?;
    Ok(merge::merge_with_ids(&existing, &incoming, &options, &mut crate::ledger_io::uuid_v4)?)
}

/// A claim list read as JSON values for the tolerant merge: `undefined`/`null` is `[]`.
pub(crate) fn claim_values(value: &JsValue, list: &str) -> Result<Vec<serde_json::Value>, BindingError> {
    if is_missing(value) {
        return Ok(Vec::new());
    }
    let array = plain_array_copy(value, list, "claims")?;
    Ok(array.iter().map(|item| json_value(&item, 0)).collect())
}

fn report_impl(
    existing: &JsValue,
    incoming: &JsValue,
    options: Option<&JsValue>,
) -> Result<tolerant::MergeReport, BindingError> {
    let existing = values_from_text(existing, "existing")?;
    let incoming = values_from_text(incoming, "incoming")?;
    let (options, lang) = merge_options(options)?;
    Ok(tolerant::merge_values_with_ids(&existing, &incoming, &options, lang, &mut crate::ledger_io::uuid_v4))
}

/// Reads the `claims` argument of verify/render: the C1 shape, then the core's C1 checks
/// (`validate_claim`), so every function accepts exactly the claims the ledger can hold.
pub(crate) fn valid_claims(value: &JsValue) -> Result<Vec<PublicClaim>, BindingError> {
    let claims = claims_from_text(value, "claims")?;
    for (index, claim) in claims.iter().enumerate() {
        merge::validate_claim(claim).map_err(|reason| {
            BindingError::new(code::INVALID_CLAIM, format!("claims claim #{index} is invalid: {reason}"))
                .with("list", Detail::Text("claims".to_owned()))
                .with("index", Detail::Number(index as f64))
                .with("reason", Detail::Text(invalid_claim_kind(&reason).to_owned()))
        })?;
    }
    Ok(claims)
}

/// Reads the `claims` argument of render: as [`valid_claims`], except that over-long content
/// is allowed (the renderer cuts it with an ellipsis; rendering never refuses for length).
pub(crate) fn renderable_claims(value: &JsValue) -> Result<Vec<PublicClaim>, BindingError> {
    let claims = claims_from_text(value, "claims")?;
    for (index, claim) in claims.iter().enumerate() {
        match merge::validate_claim(claim) {
            Ok(()) | Err(InvalidClaim::ContentTooLong) => {}
            Err(reason) => {
                return Err(BindingError::new(
                    code::INVALID_CLAIM,
                    format!("claims claim #{index} is invalid: {reason}"),
                )
                .with("list", Detail::Text("claims".to_owned()))
                .with("index", Detail::Number(index as f64))
                .with("reason", Detail::Text(reason.kind().to_owned())))
            }
        }
    }
    Ok(claims)
}

fn claim_list(claims: &[PublicClaim]) -> Result<PublicClaimList, BindingError> {
    to_js(claims).map(JsCast::unchecked_into)
}

/// Merges `incoming` claims into the `existing` ledger (C3) and returns the new ledger; the
/// inputs are never mutated. Duplicates (same day, speaker, type, role, target, alignment) are
/// kept once; every non-final status is recomputed from the whole ledger: a unique role claimed
/// by two speakers, a self-contradiction, an over-claim or conflicting checks → `contested`.
/// Claims without an `id` get a fresh UUID v4.
///
/// @param existing - the current ledger (claims may omit `id`, `status`, `reasons`)
/// @param incoming - the new claims
/// @param options - `{ roleCounts }` of the board (default: the 12-player preset)
/// @throws {WolfcoreError} `invalid_argument` (not arrays, bad options), `invalid_claim` (with
/// `list`, `index`, `reason`), `too_many_claims`. Nothing is merged then.
#[wasm_bindgen(js_name = mergePublicClaims)]
pub fn merge_public_claims(
    existing: &PublicClaimInputList,
    incoming: &PublicClaimInputList,
    options: Option<MergeOptionsArg>,
) -> Result<PublicClaimList, JsValue> {
    let options = options.map(JsValue::from);
    let merged = merge_impl(existing, incoming, options.as_ref())?;
    // (C3) ids: claims without one got a UUID v4 from `crypto.getRandomValues`.
    Ok(claim_list(&merged)?)
}

/// Like {@link mergePublicClaims}, but tolerant and never throwing: each claim is read on its
/// own, what can be repaired is repaired (an empty phase, empty or over-long content, an
/// unknown role or claim type, a bad id…) and what cannot (a seat outside the board, a missing
/// day…) is left out, so one bad claim no longer costs the batch. `existing` may be
/// `undefined` or `null` (an empty ledger). Returns the new ledger only; use
/// {@link mergePublicClaimsReport} to learn what was repaired or left out. Only when the
/// arguments themselves are unusable (not arrays, unreadable, bad options) is the ledger
/// returned unchanged — the very `existing` array given, or `[]` if it was not an array.
#[wasm_bindgen(js_name = mergePublicClaimsSafe)]
#[must_use]
pub fn merge_public_claims_safe(
    existing: Option<PublicClaimInputList>,
    incoming: &PublicClaimInputList,
    options: Option<MergeOptionsArg>,
) -> PublicClaimList {
    let existing: JsValue = existing.map_or(JsValue::UNDEFINED, JsValue::from);
    let options = options.map(JsValue::from);
    match report_impl(&existing, incoming, options.as_ref()).and_then(|r| claim_list(&r.ledger)) {
        Ok(merged) => merged,
        Err(_) if is_array(&existing) => existing.unchecked_into(),
        Err(_) => js_sys::Array::new().unchecked_into(),
    }
}

/// The tolerant merge with its report: `{ ledger, rejected, rejectedCount, repaired,
/// repairedCount }`. `rejected` lists claims left out (`{ list, index, reason }`, reason codes
/// as `parsePublicClaims`' plus `too_many_claims`), `repaired` claims kept after repairs
/// (`{ list, index, fields }`); each list holds at most 100 entries, the counts go on.
///
/// @param existing - the current ledger (`undefined`/`null`: empty)
/// @param incoming - the new claims
/// @param options - `{ playerCount?, roleCounts?, lang? }`: the board (role counts default to
/// the preset for `playerCount`, else the 12-player preset) and the language of synthesised
/// contents (default `en`)
/// @throws {WolfcoreError} `invalid_argument` only for unusable arguments (not arrays,
/// unreadable values, bad options), `too_many_claims` for a list over 10,000 claims.
#[wasm_bindgen(js_name = mergePublicClaimsReport)]
pub fn merge_public_claims_report(
    existing: Option<PublicClaimInputList>,
    incoming: &PublicClaimInputList,
    options: Option<MergeOptionsArg>,
) -> Result<MergeReportValue, JsValue> {
    let existing: JsValue = existing.map_or(JsValue::UNDEFINED, JsValue::from);
    let report = report_impl(&existing, incoming, options.map(JsValue::from).as_ref())?;
    Ok(to_js(&report)?.unchecked_into())
}

/// Normalises a ledger written elsewhere (e.g. by a plain TypeScript claims module): the
/// tolerant merge with nothing incoming. Repairs what can be repaired, leaves out and reports
/// the rest, deduplicates and recomputes statuses. Same result shape and errors as
/// {@link mergePublicClaimsReport}.
#[wasm_bindgen(js_name = normalizePublicClaims)]
pub fn normalize_public_claims(
    claims: &PublicClaimInputList,
    options: Option<MergeOptionsArg>,
) -> Result<MergeReportValue, JsValue> {
    let report = report_impl(claims, &JsValue::UNDEFINED, options.map(JsValue::from).as_ref())?;
    Ok(to_js(&report)?.unchecked_into())
}

fn seat_key(key: &JsValue) -> Result<Seat, BindingError> {
    let text = key.as_string().or_else(|| key.as_f64().map(crate::convert::number_text));
    let seat = text
        .as_deref()
        .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|t| t.parse::<u8>().ok())
        .filter(|s| *s < MAX_PLAYERS);
    seat.ok_or_else(|| {
        BindingError::new(
            code::INVALID_ARGUMENT,
            format!(
                "revealedRoles: key {} is not a 0-based seat (0..{})",
                text.as_deref().map_or_else(|| js_type_name(key).to_owned(), |t| format!("{t:?}")),
                MAX_PLAYERS - 1
            ),
        )
    })
}

pub(crate) fn read_revealed_roles(value: &JsValue) -> Result<RevealedRoles, BindingError> {
    let entries: js_sys::Array = if is_map(value) {
        map_entries(value, "revealedRoles")?
    } else if let Some(obj) = options_object(value, "revealedRoles")? {
        entries(&obj, "revealedRoles")?
    } else {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("revealedRoles must be an object or a Map, got {}", js_type_name(value)),
        ));
    };
    let mut revealed = RevealedRoles::new();
    for entry in entries.iter() {
        if !is_array(&entry) {
            return Err(BindingError::new(
                code::INVALID_ARGUMENT,
                "revealedRoles: an entry is not a [seat, role] pair",
            ));
        }
        let entry: js_sys::Array = entry.unchecked_into();
        let seat = seat_key(&entry.get(0))?;
        let role = entry.get(1);
        let role: Role = match string_units(&role) {
            Some(n) if n <= 16 => from_js(&role, &format!("revealedRoles[{seat}]"))?,
            _ => {
                return Err(BindingError::new(
                    code::INVALID_ARGUMENT,
                    format!("revealedRoles[{seat}] must be a role name, got {}", js_type_name(&role)),
                ))
            }
        };
        revealed.insert(seat, role);
    }
    Ok(revealed)
}

/// Applies public ground truth (C4): a role claim by a seat whose true role is revealed becomes
/// `corroborated` or `disproved`; so does a check or alignment statement about a revealed seat;
/// a disproved seer check disproves its speaker's Seer claim. Verdicts are final and carry
/// reason codes. Returns new claims; the input is not mutated.
///
/// @param claims - the ledger
/// @param revealedRoles - roles the moderator made public, by **0-based** seat: `{ 4: "Hunter" }`
/// or `new Map([[4, "Hunter"]])`
/// @throws {WolfcoreError} `invalid_argument` (bad seat key or role), `invalid_claim`.
#[wasm_bindgen(js_name = verifyPublicClaims)]
pub fn verify_public_claims(
    claims: &PublicClaimInputList,
    #[wasm_bindgen(js_name = revealedRoles)] revealed_roles: &RevealedRolesArg,
) -> Result<PublicClaimList, JsValue> {
    let claims = valid_claims(claims)?;
    let revealed = read_revealed_roles(revealed_roles)?;
    Ok(claim_list(&verify::verify(&claims, &revealed))?)
}
