//! C1: the `PublicClaim` record and its enums.
//!
//! Serde names are the wire contract shared with JS (camelCase fields, the enum spellings of
//! `docs/claims.md` C1). Inside the ledger seats are **0-based**; anything a model or a person
//! writes uses 1-based seats and is converted at the edge (parser, extractor, renderer).

use serde::{Deserialize, Serialize};

/// A 0-based seat index. Boards have at most [`MAX_PLAYERS`] seats.
pub type Seat = u8;

/// The largest board the rules allow (R1). Also the seat range used when a parse has no `playerCount`.
pub const MAX_PLAYERS: u8 = 16;

/// Longest claim id (chars, C1). A UUID has 36; apps' own ids (`claim-1700000000000-3`) fit
/// easily. The merge (C3) and the summary parser (C2) both hold ids to it.
pub const MAX_ID_CHARS: usize = 128;
/// The smallest board the rules allow (R1).
pub const MIN_PLAYERS: u8 = 6;

crate::unit_enum::wire_enum! {
    /// What kind of statement a claim records.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum ClaimType as "ClaimType" {
        /// "I am the Seer."
        RoleClaim = "role_claim",
        /// "I checked Seat 5: wolf." Implies a Seer claim (C3.2).
        SeerCheck = "seer_check",
        /// "I saved Seat 3 last night." Implies a Witch claim.
        WitchSave = "witch_save",
        /// "I poisoned Seat 7." Implies a Witch claim.
        WitchPoison = "witch_poison",
        /// "I guarded Seat 2." Implies a Guard claim.
        GuardProtect = "guard_protect",
        /// "Seat 4 is good / is a wolf" without claiming to have checked.
        AlignmentStatement = "alignment_statement",
        /// Anything else worth remembering.
        Other = "other",
    }
}

impl ClaimType {
    /// The role a claim of this type implies its speaker holds (C3.2), if any.
    #[must_use]
    pub fn implied_role(self) -> Option<Role> {
        match self {
            ClaimType::SeerCheck => Some(Role::Seer),
            ClaimType::WitchSave | ClaimType::WitchPoison => Some(Role::Witch),
            ClaimType::GuardProtect => Some(Role::Guard),
            _ => None,
        }
    }
}

crate::unit_enum::wire_enum! {
    /// A role in the game (R1), plus `Unknown` for claims that name no recognisable role.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Role as "Role" {
        /// Checks one player a night.
        Seer = "Seer",
        /// One antidote and one poison per game.
        Witch = "Witch",
        /// Protects one player a night.
        Guard = "Guard",
        /// Shoots when killed (unless poisoned).
        Hunter = "Hunter",
        /// No ability.
        Villager = "Villager",
        /// The wolf side.
        Werewolf = "Werewolf",
        /// 白痴 (R8.1): executed by vote → revealed, survives, never votes again.
        Idiot = "Idiot",
        /// 白狼王 (R8.2): a werewolf that may explode during day speeches, taking one player.
        WhiteWolfKing = "WhiteWolfKing",
        /// 骑士 (R8.4): once per game, during the day speeches, duels a player — a wolf dies and
        /// night falls, a good player's duel costs the Knight his life.
        Knight = "Knight",
        /// A role the speaker did not name clearly.
        Unknown = "Unknown",
    }
}

impl Role {
    /// The real roles (every role but `Unknown`, which comes last), in declaration order.
    pub const REAL: [Role; Role::ALL.len() - 1] = {
        let mut real = [Role::Seer; Role::ALL.len() - 1];
        let mut i = 0;
        while i < real.len() {
            real[i] = Role::ALL[i];
            i += 1;
        }
        assert!(matches!(Role::ALL[Role::ALL.len() - 1], Role::Unknown), "Unknown is the last role");
        real
    };

    /// The side this role plays for; `None` for `Unknown`.
    #[must_use]
    pub fn alignment(self) -> Option<Alignment> {
        match self {
            Role::Unknown => None,
            r if r.is_wolf() => Some(Alignment::Wolf),
            _ => Some(Alignment::Good),
        }
    }

    /// On the wolf team (R1.1): knows the other wolves, votes at night, counts as a wolf for R4.
    #[must_use]
    pub fn is_wolf(self) -> bool {
        // Exhaustive on purpose (issue 17): a new role does not compile until its side is decided.
        match self {
            Role::Werewolf | Role::WhiteWolfKing => true,
            Role::Seer
            | Role::Witch
            | Role::Guard
            | Role::Hunter
            | Role::Villager
            | Role::Idiot
            | Role::Knight
            | Role::Unknown => false,
        }
    }

    /// Seer, Witch, Guard, Hunter, Idiot and Knight are the village's "gods" (R1, R4 `sideKill`).
    #[must_use]
    pub fn is_god(self) -> bool {
        // Exhaustive on purpose (issue 17), as `is_wolf`.
        match self {
            Role::Seer | Role::Witch | Role::Guard | Role::Hunter | Role::Idiot | Role::Knight => true,
            Role::Villager | Role::Werewolf | Role::WhiteWolfKing | Role::Unknown => false,
        }
    }

    /// The role's words in English and Chinese (issue 17): the one table the summary parser
    /// (C2.3) and the seat-name check (R10.2) read, and the catalogs' role names are tested
    /// against. A new role fails to compile until it has its line.
    #[must_use]
    pub const fn words(self) -> RoleWords {
        let (en, zh): (&[&str], &[&str]) = match self {
            Role::Seer => (&["seer", "prophet"], &["预言家", "预言"]),
            Role::Witch => (&["witch"], &["女巫"]),
            Role::Guard => (&["guard", "bodyguard", "protector"], &["守卫"]),
            Role::Hunter => (&["hunter"], &["猎人"]),
            Role::Villager => (&["villager", "plainvillager", "civilian"], &["村民", "平民", "普通村民", "民"]),
            Role::Werewolf => (&["werewolf", "wolf"], &["狼人", "狼"]),
            Role::Idiot => (&["idiot"], &["白痴"]),
            Role::WhiteWolfKing => (&["whitewolfking"], &["白狼王"]),
            Role::Knight => (&["knight"], &["骑士"]),
            Role::Unknown => (&[], &[]),
        };
        RoleWords { en, zh }
    }
}

/// A role's names ([`Role::words`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleWords {
    /// English names and aliases as the parser compares them: lower-case ASCII without spaces,
    /// `_` or `-` (`whitewolfking`). The first is the role's name.
    pub en: &'static [&'static str],
    /// Chinese names and aliases; the first is the role's name (`publicClaims.role` in
    /// `i18n/zh.json`).
    pub zh: &'static [&'static str],
}

crate::unit_enum::wire_enum! {
    /// The verdict of a `seer_check` or `alignment_statement`.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Alignment as "Alignment" {
        /// Village side.
        Good = "good",
        /// Wolf side.
        Wolf = "wolf",
    }
}

impl Alignment {
    /// The other alignment.
    #[must_use]
    pub fn opposite(self) -> Alignment {
        match self {
            Alignment::Good => Alignment::Wolf,
            Alignment::Wolf => Alignment::Good,
        }
    }
}

crate::unit_enum::wire_enum! {
    /// Where a claim stands. Only the ledger sets it: `contested` from merging (C3.2),
    /// `corroborated`/`disproved` from public ground truth only (C4), and those two are final.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
    pub enum ClaimStatus as "ClaimStatus" {
        /// Nobody contradicted it and nothing public confirmed it.
        #[default]
        Unverified = "unverified",
        /// It conflicts with another claim in the ledger.
        Contested = "contested",
        /// Public ground truth confirmed it. Final.
        Corroborated = "corroborated",
        /// Public ground truth refuted it. Final.
        Disproved = "disproved",
    }
}

impl ClaimStatus {
    /// `corroborated` and `disproved` come from ground truth and never change again (C3.3).
    #[must_use]
    pub fn is_final(self) -> bool {
        matches!(self, ClaimStatus::Corroborated | ClaimStatus::Disproved)
    }
}

crate::unit_enum::wire_enum! {
    /// Who put the claim into the ledger.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum ClaimSource as "ClaimSource" {
        /// Parsed from the summary model's JSON (C2).
        Summary = "summary",
        /// Found by the rule-based extractor (C6).
        Regex = "regex",
        /// Entered by hand (a UI, a test).
        Manual = "manual",
    }
}

crate::unit_enum::wire_enum! {
    /// Stable machine codes explaining a status (C1 `reasons`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Reason as "Reason" {
        /// C3.2: a unique role claimed by two or more speakers.
        Counterclaim = "counterclaim",
        /// C3.2: more Villager claimants than the board has Villagers.
        OverClaim = "over_claim",
        /// C3.2: one speaker claimed two different roles.
        SelfContradiction = "self_contradiction",
        /// C3.2: two seer checks on one target with opposite verdicts.
        ConflictingCheck = "conflicting_check",
        /// C4.1: the speaker's role was made public (matches or not).
        RevealedRole = "revealed_role",
        /// C4.2: the target's alignment was made public (matches or not).
        RevealedAlignment = "revealed_alignment",
        /// C4.3: one of the speaker's seer checks was disproved, so their Seer claim is false.
        FalseCheck = "false_check",
        /// C4.5: at game end the night actions are public; the claimed potion or protect was (not) made.
        RevealedAction = "revealed_action",
    }
}

/// One public statement a player made, as the ledger remembers it (C1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PublicClaim {
    /// UUID v4, assigned by the ledger when the claim enters it. Empty before that.
    #[serde(default)]
    pub id: String,
    /// Game day (≥ 1) the claim was made.
    pub day: u32,
    /// Phase the claim was made in, e.g. `DAY_SPEECH`.
    pub phase: String,
    /// 0-based seat of the speaker.
    pub speaker_seat: Seat,
    /// What kind of statement this is.
    pub claim_type: ClaimType,
    /// The role claimed (role claims) or implied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
    /// 0-based seat the claim is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_seat: Option<Seat>,
    /// The verdict of a check or alignment statement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alignment: Option<Alignment>,
    /// One human-readable line; never empty.
    pub content: String,
    /// Set by the ledger only.
    #[serde(default)]
    pub status: ClaimStatus,
    /// Who recorded it.
    pub source: ClaimSource,
    /// Why it has its status.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<Reason>,
}

impl PublicClaim {
    /// The claim a JSON value holds, exactly when `serde_json::from_value::<PublicClaim>` reads
    /// one from it (`None` where serde would refuse it): an object with the C1 fields, `id`,
    /// `status`, `reasons` and the optional fields defaulted when missing, other keys ignored.
    /// One difference, on purpose: serde would also read a claim from an array of its fields in
    /// order, which no claim list holds; this refuses it. Written by hand so the module does not
    /// carry serde_json's `Value` deserializer and a second copy of the claim's `Deserialize`
    /// (issue 22, .wasm size); a proptest holds it to serde's answer.
    #[must_use]
    pub fn from_json(value: &serde_json::Value) -> Option<Self> {
        use serde_json::Value;
        let Value::Object(map) = value else { return None };
        let string = |key: &str| match map.get(key) {
            Some(Value::String(s)) => Some(s.clone()),
            _ => None,
        };
        let seat = |v: &Value| v.as_u64().and_then(|n| Seat::try_from(n).ok());
        // An optional field: missing or null is `None`; anything else must read.
        fn optional<T>(v: Option<&Value>, read: impl Fn(&Value) -> Option<T>) -> Option<Option<T>> {
            match v {
                None | Some(Value::Null) => Some(None),
                Some(v) => read(v).map(Some),
            }
        }
        Some(Self {
            id: match map.get("id") {
                None => String::new(),
                Some(_) => string("id")?,
            },
            day: map.get("day")?.as_u64().and_then(|n| u32::try_from(n).ok())?,
            phase: string("phase")?,
            speaker_seat: seat(map.get("speakerSeat")?)?,
            claim_type: ClaimType::from_json(map.get("claimType")?)?,
            role: optional(map.get("role"), Role::from_json)?,
            target_seat: optional(map.get("targetSeat"), seat)?,
            alignment: optional(map.get("alignment"), Alignment::from_json)?,
            content: string("content")?,
            status: match map.get("status") {
                None => ClaimStatus::default(),
                Some(v) => ClaimStatus::from_json(v)?,
            },
            source: ClaimSource::from_json(map.get("source")?)?,
            reasons: match map.get("reasons") {
                None => Vec::new(),
                Some(Value::Array(items)) => items.iter().map(Reason::from_json).collect::<Option<Vec<_>>>()?,
                Some(_) => return None,
            },
        })
    }
}

/// The C3.1 dedupe key: phase and source are deliberately not part of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClaimKey {
    /// Day.
    pub day: u32,
    /// Speaker.
    pub speaker_seat: Seat,
    /// Type.
    pub claim_type: ClaimType,
    /// Role.
    pub role: Option<Role>,
    /// Target.
    pub target_seat: Option<Seat>,
    /// Alignment.
    pub alignment: Option<Alignment>,
}

impl PublicClaim {
    /// The C3.1 dedupe key of this claim.
    #[must_use]
    pub fn key(&self) -> ClaimKey {
        ClaimKey {
            day: self.day,
            speaker_seat: self.speaker_seat,
            claim_type: self.claim_type,
            role: self.role,
            target_seat: self.target_seat,
            alignment: self.alignment,
        }
    }

    /// The C3.1 key of the claim's canonical form: `self.clone().canonical().key()` without
    /// the copy.
    #[must_use]
    pub fn canonical_key(&self) -> ClaimKey {
        let mut key = self.key();
        if self.claim_type.implied_role().is_some() {
            key.role = None;
        }
        key
    }

    /// The claim in canonical form: for a check, potion or protect the role is implied by the
    /// type (C3.2), so an explicit `role` there is dropped. Without this, "seer_check with
    /// role Seer" and "seer_check" would be two ledger entries for one statement (C3.1).
    #[must_use]
    pub fn canonical(mut self) -> PublicClaim {
        if self.claim_type.implied_role().is_some() {
            self.role = None;
        }
        self
    }

    /// The role this claim says its speaker holds: the named role of a `role_claim`
    /// (not `Unknown`), or the role a check/potion/protect implies (C3.2).
    #[must_use]
    pub fn claimed_role(&self) -> Option<Role> {
        match self.claim_type {
            ClaimType::RoleClaim => self.role.filter(|r| *r != Role::Unknown),
            other => other.implied_role(),
        }
    }
}

/// Serialises a seat-keyed map with decimal string keys (`{"4": "Hunter"}`): the keys a JS
/// object has. JSON output is unchanged (serde_json writes integer keys as strings anyway), and
/// the bindings' serializer, which refuses integer keys rather than build a `Map`, can take a
/// view as it is (issue 11: no mirror type in the bindings).
pub mod seat_keys {
    use std::collections::BTreeMap;

    use serde::ser::SerializeMap;
    use serde::{Serialize, Serializer};

    use super::Seat;

    /// `#[serde(serialize_with = "crate::model::seat_keys::serialize")]`.
    ///
    /// # Errors
    /// The serializer's.
    pub fn serialize<V: Serialize, S: Serializer>(map: &BTreeMap<Seat, V>, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_map(Some(map.len()))?;
        for (seat, value) in map {
            out.serialize_entry(&seat.to_string(), value)?;
        }
        out.end()
    }
}
