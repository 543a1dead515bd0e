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
/// The smallest board the rules allow (R1).
pub const MIN_PLAYERS: u8 = 6;

/// What kind of statement a claim records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimType {
    /// "I am the Seer."
    RoleClaim,
    /// "I checked Seat 5: wolf." Implies a Seer claim (C3.2).
    SeerCheck,
    /// "I saved Seat 3 last night." Implies a Witch claim.
    WitchSave,
    /// "I poisoned Seat 7." Implies a Witch claim.
    WitchPoison,
    /// "I guarded Seat 2." Implies a Guard claim.
    GuardProtect,
    /// "Seat 4 is good / is a wolf" without claiming to have checked.
    AlignmentStatement,
    /// Anything else worth remembering.
    Other,
}

crate::unit_enum::unit_enum_deserialize!(
    ClaimType,
    "ClaimType",
    [
        RoleClaim = "role_claim",
        SeerCheck = "seer_check",
        WitchSave = "witch_save",
        WitchPoison = "witch_poison",
        GuardProtect = "guard_protect",
        AlignmentStatement = "alignment_statement",
        Other = "other"
    ]
);

impl ClaimType {
    /// All claim types, in declaration order.
    pub const ALL: [ClaimType; 7] = [
        ClaimType::RoleClaim,
        ClaimType::SeerCheck,
        ClaimType::WitchSave,
        ClaimType::WitchPoison,
        ClaimType::GuardProtect,
        ClaimType::AlignmentStatement,
        ClaimType::Other,
    ];

    /// The wire name (`role_claim`, …).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ClaimType::RoleClaim => "role_claim",
            ClaimType::SeerCheck => "seer_check",
            ClaimType::WitchSave => "witch_save",
            ClaimType::WitchPoison => "witch_poison",
            ClaimType::GuardProtect => "guard_protect",
            ClaimType::AlignmentStatement => "alignment_statement",
            ClaimType::Other => "other",
        }
    }

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

/// A role in the game (R1), plus `Unknown` for claims that name no recognisable role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Role {
    /// Checks one player a night.
    Seer,
    /// One antidote and one poison per game.
    Witch,
    /// Protects one player a night.
    Guard,
    /// Shoots when killed (unless poisoned).
    Hunter,
    /// No ability.
    Villager,
    /// The wolf side.
    Werewolf,
    /// 白痴 (R8.1): executed by vote → revealed, survives, never votes again.
    Idiot,
    /// 白狼王 (R8.2): a werewolf that may explode during day speeches, taking one player.
    WhiteWolfKing,
    /// A role the speaker did not name clearly.
    Unknown,
}

crate::unit_enum::unit_enum_deserialize!(
    Role,
    "Role",
    [
        Seer = "Seer",
        Witch = "Witch",
        Guard = "Guard",
        Hunter = "Hunter",
        Villager = "Villager",
        Werewolf = "Werewolf",
        Idiot = "Idiot",
        WhiteWolfKing = "WhiteWolfKing",
        Unknown = "Unknown"
    ]
);

impl Role {
    /// Every role, `Unknown` last, in declaration order: the one list every other role list is
    /// derived from.
    pub const ALL: [Role; 9] = [
        Role::Seer,
        Role::Witch,
        Role::Guard,
        Role::Hunter,
        Role::Villager,
        Role::Werewolf,
        Role::Idiot,
        Role::WhiteWolfKing,
        Role::Unknown,
    ];

    /// The real roles (every role but `Unknown`), in declaration order.
    pub const REAL: [Role; 8] = [
        Role::Seer,
        Role::Witch,
        Role::Guard,
        Role::Hunter,
        Role::Villager,
        Role::Werewolf,
        Role::Idiot,
        Role::WhiteWolfKing,
    ];

    /// The wire name (`Seer`, …).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Seer => "Seer",
            Role::Witch => "Witch",
            Role::Guard => "Guard",
            Role::Hunter => "Hunter",
            Role::Villager => "Villager",
            Role::Werewolf => "Werewolf",
            Role::Idiot => "Idiot",
            Role::WhiteWolfKing => "WhiteWolfKing",
            Role::Unknown => "Unknown",
        }
    }

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
        matches!(self, Role::Werewolf | Role::WhiteWolfKing)
    }

    /// Seer, Witch, Guard, Hunter and Idiot are the village's "gods" (R1, R4 `sideKill`).
    #[must_use]
    pub fn is_god(self) -> bool {
        matches!(self, Role::Seer | Role::Witch | Role::Guard | Role::Hunter | Role::Idiot)
    }
}

/// The verdict of a `seer_check` or `alignment_statement`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Alignment {
    /// Village side.
    Good,
    /// Wolf side.
    Wolf,
}

crate::unit_enum::unit_enum_deserialize!(Alignment, "Alignment", [Good = "good", Wolf = "wolf"]);

impl Alignment {
    /// The wire name (`good` / `wolf`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Alignment::Good => "good",
            Alignment::Wolf => "wolf",
        }
    }

    /// The other alignment.
    #[must_use]
    pub fn opposite(self) -> Alignment {
        match self {
            Alignment::Good => Alignment::Wolf,
            Alignment::Wolf => Alignment::Good,
        }
    }
}

/// Where a claim stands. Only the ledger sets it: `contested` from merging (C3.2),
/// `corroborated`/`disproved` from public ground truth only (C4), and those two are final.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ClaimStatus {
    /// Nobody contradicted it and nothing public confirmed it.
    #[default]
    Unverified,
    /// It conflicts with another claim in the ledger.
    Contested,
    /// Public ground truth confirmed it. Final.
    Corroborated,
    /// Public ground truth refuted it. Final.
    Disproved,
}

crate::unit_enum::unit_enum_deserialize!(
    ClaimStatus,
    "ClaimStatus",
    [Unverified = "unverified", Contested = "contested", Corroborated = "corroborated", Disproved = "disproved"]
);

impl ClaimStatus {
    /// All statuses, in declaration order.
    pub const ALL: [ClaimStatus; 4] =
        [ClaimStatus::Unverified, ClaimStatus::Contested, ClaimStatus::Corroborated, ClaimStatus::Disproved];

    /// `corroborated` and `disproved` come from ground truth and never change again (C3.3).
    #[must_use]
    pub fn is_final(self) -> bool {
        matches!(self, ClaimStatus::Corroborated | ClaimStatus::Disproved)
    }

    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ClaimStatus::Unverified => "unverified",
            ClaimStatus::Contested => "contested",
            ClaimStatus::Corroborated => "corroborated",
            ClaimStatus::Disproved => "disproved",
        }
    }
}

/// Who put the claim into the ledger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ClaimSource {
    /// Parsed from the summary model's JSON (C2).
    Summary,
    /// Found by the rule-based extractor (C6).
    Regex,
    /// Entered by hand (a UI, a test).
    Manual,
}

crate::unit_enum::unit_enum_deserialize!(
    ClaimSource,
    "ClaimSource",
    [Summary = "summary", Regex = "regex", Manual = "manual"]
);

/// Stable machine codes explaining a status (C1 `reasons`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// C3.2: a unique role claimed by two or more speakers.
    Counterclaim,
    /// C3.2: more Villager claimants than the board has Villagers.
    OverClaim,
    /// C3.2: one speaker claimed two different roles.
    SelfContradiction,
    /// C3.2: two seer checks on one target with opposite verdicts.
    ConflictingCheck,
    /// C4.1: the speaker's role was made public (matches or not).
    RevealedRole,
    /// C4.2: the target's alignment was made public (matches or not).
    RevealedAlignment,
    /// C4.3: one of the speaker's seer checks was disproved, so their Seer claim is false.
    FalseCheck,
    /// C4.5: at game end the night actions are public; the claimed potion or protect was (not) made.
    RevealedAction,
}

crate::unit_enum::unit_enum_deserialize!(
    Reason,
    "Reason",
    [
        Counterclaim = "counterclaim",
        OverClaim = "over_claim",
        SelfContradiction = "self_contradiction",
        ConflictingCheck = "conflicting_check",
        RevealedRole = "revealed_role",
        RevealedAlignment = "revealed_alignment",
        FalseCheck = "false_check",
        RevealedAction = "revealed_action"
    ]
);

impl Reason {
    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Counterclaim => "counterclaim",
            Reason::OverClaim => "over_claim",
            Reason::SelfContradiction => "self_contradiction",
            Reason::ConflictingCheck => "conflicting_check",
            Reason::RevealedRole => "revealed_role",
            Reason::RevealedAlignment => "revealed_alignment",
            Reason::FalseCheck => "false_check",
            Reason::RevealedAction => "revealed_action",
        }
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
