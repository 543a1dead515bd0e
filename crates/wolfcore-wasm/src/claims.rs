//! The ledger: merging (C3) and verifying against public ground truth (C4).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::ledger::merge::{self, MergeOptions};
use wolfcore::ledger::verify::{self, RevealedRoles};
use wolfcore::{PublicClaim, Role, Seat, MAX_PLAYERS};

use crate::convert::{claims_from_js, from_js, get, is_missing, options_object, to_js};
use crate::errors::{code, invalid_claim_kind, js_type_name, BindingError, Detail};
use crate::types::{MergeOptionsArg, PublicClaimInputList, PublicClaimList, RevealedRolesArg};

/// The role names `roleCounts` may use (the core's `RoleCounts` serde names).
const ROLE_COUNT_KEYS: [&str; 6] = ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf"];

fn merge_options(options: Option<&JsValue>) -> Result<MergeOptions, BindingError> {
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok(MergeOptions::default());
    };
    let counts = get(&obj, "roleCounts", "options")?;
    if !is_missing(&counts) {
        // serde-wasm-bindgen reads only the fields a struct names, so the core's
        // `deny_unknown_fields` is enforced here: a typo must not silently mean "0 Seers".
        let Some(counts_obj) = options_object(&counts, "options.roleCounts")? else {
            return Ok(MergeOptions::default());
        };
        for key in js_sys::Object::keys(&counts_obj).iter() {
            let key = key.as_string().unwrap_or_default();
            if !ROLE_COUNT_KEYS.contains(&key.as_str()) {
                return Err(BindingError::new(
                    code::INVALID_ARGUMENT,
                    format!(
                        "options.roleCounts: unknown role {key:?} (expected one of {})",
                        ROLE_COUNT_KEYS.join(", ")
                    ),
                ));
            }
        }
    }
    from_js(obj.into(), "options")
}

fn merge_impl(
    existing: &JsValue,
    incoming: &JsValue,
    options: Option<&JsValue>,
) -> Result<Vec<PublicClaim>, BindingError> {
    let existing = claims_from_js(existing, "existing")?;
    let incoming = claims_from_js(incoming, "incoming")?;
    let options = merge_options(options)?;
    merge::merge(&existing, &incoming, &options).map_err(|e| BindingError::from_ledger(&e))
}

/// Reads the `claims` argument of verify/render: the C1 shape, then the core's C1 checks
/// (`validate_claim`), so every function accepts exactly the claims the ledger can hold.
pub(crate) fn valid_claims(value: &JsValue) -> Result<Vec<PublicClaim>, BindingError> {
    let claims = claims_from_js(value, "claims")?;
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
    Ok(claim_list(&merged)?)
}

/// Like {@link mergePublicClaims}, but never throws: `existing` may be `undefined` or `null`
/// (an empty ledger), and when anything is invalid (either list, the options) the ledger is
/// returned unchanged — the very `existing` array given, or `[]` if it was not an array — so a
/// bad batch of claims loses nothing (C2.5).
#[wasm_bindgen(js_name = mergePublicClaimsSafe)]
#[must_use]
pub fn merge_public_claims_safe(
    existing: Option<PublicClaimInputList>,
    incoming: &PublicClaimInputList,
    options: Option<MergeOptionsArg>,
) -> PublicClaimList {
    let existing: JsValue = existing.map_or_else(|| js_sys::Array::new().into(), JsValue::from);
    let options = options.map(JsValue::from);
    match merge_impl(&existing, incoming, options.as_ref()).and_then(|m| claim_list(&m)) {
        Ok(merged) => merged,
        Err(_) if js_sys::Array::is_array(&existing) => existing.unchecked_into(),
        Err(_) => js_sys::Array::new().unchecked_into(),
    }
}

fn seat_key(key: &JsValue) -> Result<Seat, BindingError> {
    let text = key.as_string().or_else(|| key.as_f64().map(|n| n.to_string()));
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

fn read_revealed_roles(value: &JsValue) -> Result<RevealedRoles, BindingError> {
    let entries: js_sys::Array = if let Some(map) = value.dyn_ref::<js_sys::Map>() {
        js_sys::Array::from(&map.entries().into())
    } else if let Some(obj) = options_object(value, "revealedRoles")? {
        js_sys::Object::entries(&obj)
    } else {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("revealedRoles must be an object or a Map, got {}", js_type_name(value)),
        ));
    };
    let mut revealed = RevealedRoles::new();
    for entry in entries.iter() {
        let entry: js_sys::Array = entry.unchecked_into();
        let seat = seat_key(&entry.get(0))?;
        let role: Role = from_js(entry.get(1), &format!("revealedRoles[{seat}]"))?;
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
