//! Board options (R1) and their validation.

use serde::{Deserialize, Serialize};

use crate::board::RoleCounts;
use crate::i18n::Lang;
use crate::model::{Role, Seat, MAX_PLAYERS, MIN_PLAYERS};

use super::vocab::VoteWeight;

crate::unit_enum::wire_enum! {
    /// R4: when the wolves win.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum WinRule as "WinRule" {
        /// Wolves win when living wolves ≥ living non-wolves.
        #[default]
        Parity = "parity",
        /// Wolves win when every god or every villager is dead (屠边).
        SideKill = "sideKill",
    }
}

crate::unit_enum::wire_enum! {
    /// R2.3: when the Witch may use the antidote on herself.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum WitchSelfSave as "WitchSelfSave" {
        /// Any night.
        #[default]
        Always = "always",
        /// Only on night 1.
        FirstNightOnly = "firstNightOnly",
        /// Never.
        Never = "never",
    }
}

crate::unit_enum::wire_enum! {
    /// R3.3: who gives last words.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum LastWordsRule as "LastWordsRule" {
        /// Executed players, and players who died on night 1.
        #[default]
        ExecutedAndFirstNight = "executedAndFirstNight",
        /// Executed players only.
        ExecutedOnly = "executedOnly",
    }
}

crate::wire_type::wire_type! {
    /// Options of a new game (R1; `new Game(options)` in JS): give `players` (6–12 use the preset
    /// board) or a custom `roles` list (6–16 seats), or both when they agree.
    ///
    /// Serde camelCase; the JS edge passes exactly these keys.
    ///
    /// `seed` accepts a JSON number **or** a decimal string: JS numbers lose precision above 2^53,
    /// so a caller that wants the full 64-bit range passes a string (`"18446744073709551615"`).
    /// It is always written back as a string.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    pub struct GameOptions {
        /// Number of seats (6–16). Boards of 6–12 use the R1 preset unless `roles` is given;
        /// boards of 13–16 need `roles`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub players: Option<u8>,
        /// A custom board: one role per seat, dealt in a seeded random order (≥ 1 werewolf,
        /// wolves < non-wolves, at most one of each god).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub roles: Option<Vec<Role>>,
        /// The deal seed, an integer 0..2^64−1. JS numbers lose precision above 2^53
        /// (`Number.MAX_SAFE_INTEGER`), so pass larger seeds as a decimal string.
        /// Secret-equivalent: it determines every role, so it never appears in a view.
        #[serde(with = "crate::seed")]
        pub seed: u64 as "number | string",
        /// R4 win rule (default `parity`).
        #[serde(default)]
        pub win_rule: WinRule,
        /// R2.3 witch self-save (default `always`).
        #[serde(default)]
        pub witch_self_save: WitchSelfSave,
        /// R3.1: announce the role of every dead player (default false).
        #[serde(default)]
        pub reveal_role_on_death: bool,
        /// R3.3 last words (default `executedAndFirstNight`).
        #[serde(default)]
        pub last_words: LastWordsRule,
        /// R8.2: whether the player a White Wolf King takes gives last words (default: no).
        #[serde(default, skip_serializing_if = "is_false")]
        pub white_wolf_king_last_words: bool,
        /// R2.3 / R10.3: whether the Witch may poison herself (default: yes). Left out of a save when
        /// `true`, so games without the option save (and digest) as before.
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        pub witch_self_poison: bool,
        /// R10.1: seats whose role is fixed (all of them: a fixed deal; some: the rest is dealt by
        /// the seed). Moderator-level, like the seed: it never appears in a view.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub seat_roles: Option<SeatRoles>,
        /// R10.1: a role one seat (the human) would like, honoured when the board has it free.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub preferred_role: Option<PreferredRole>,
        /// R10.2: player names, one per seat, shown beside the seat number in prompts and views.
        /// Untrusted: sanitised (letters, digits, spaces, `-_.'·・`, at most 24 chars); a name
        /// empty after that, or equal to another ignoring case, is refused.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub seat_names: Option<Vec<String>>,
        /// R3.4 / R10.5: where day speeches start after a night nobody died in, when no sheriff
        /// orders them (0-based seat; default seat 0). A seat off the board is refused
        /// (`invalid_first_speaker`). Left out of saves when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub first_speaker: Option<Seat>,
        /// R9: a sheriff election on day 1 and the badge (allowed on every board).
        #[serde(default)]
        pub sheriff: bool,
        /// R9.5: the weight of the sheriff's ballot in the day vote (1, 1.5 or 2; default 1.5).
        /// Left out of saves at its default, so saves of games without it are unchanged.
        #[serde(default, skip_serializing_if = "is_default_weight")]
        pub sheriff_vote_weight: VoteWeight as "1 | 1.5 | 2",
        /// Language of prompts and synthesised claim content (default `en`).
        #[serde(default)]
        pub lang: Lang,
    }
}

impl GameOptions {
    /// Preset board for `players` seats with every other option at its default.
    #[must_use]
    pub fn preset(players: u8, seed: u64) -> GameOptions {
        GameOptions {
            players: Some(players),
            roles: None,
            seed,
            win_rule: WinRule::default(),
            witch_self_save: WitchSelfSave::default(),
            reveal_role_on_death: false,
            last_words: LastWordsRule::default(),
            white_wolf_king_last_words: false,
            witch_self_poison: true,
            seat_roles: None,
            preferred_role: None,
            seat_names: None,
            first_speaker: None,
            sheriff: false,
            sheriff_vote_weight: VoteWeight::default(),
            lang: Lang::default(),
        }
    }

    /// Parses options from JSON (the JS edge).
    ///
    /// # Errors
    /// [`OptionsError::InvalidOptions`] when the JSON does not have the documented shape.
    pub fn from_json(json: &str) -> Result<GameOptions, OptionsError> {
        serde_json::from_str(json)
            .and_then(serde_json::from_value)
            .map_err(|e| OptionsError::InvalidOptions { message: e.to_string() })
    }

    /// The rule options only (no seed): what every seat may know about the board.
    #[must_use]
    pub fn rules(&self) -> BoardRules {
        BoardRules {
            win_rule: self.win_rule,
            witch_self_save: self.witch_self_save,
            reveal_role_on_death: self.reveal_role_on_death,
            last_words: self.last_words,
            white_wolf_king_last_words: self.white_wolf_king_last_words,
            witch_self_poison: self.witch_self_poison,
            sheriff: self.sheriff,
            sheriff_vote_weight: self.sheriff.then_some(self.sheriff_vote_weight),
        }
    }

    /// Validates the options (R1) and returns the roles to deal, in canonical order
    /// (wolves, Seer, Witch, Guard, Hunter, Villagers), so a custom list's order never matters.
    ///
    /// # Errors
    /// See [`OptionsError`].
    pub fn board_roles(&self) -> Result<Vec<Role>, OptionsError> {
        let roles = match (&self.roles, self.players) {
            (Some(roles), players) => {
                let len = u8::try_from(roles.len()).unwrap_or(u8::MAX);
                if let Some(p) = players {
                    if p != len {
                        return Err(OptionsError::PlayerCountMismatch { players: p, roles: roles.len() });
                    }
                }
                check_player_count(roles.len())?;
                roles.clone()
            }
            (None, Some(p)) => {
                check_player_count(usize::from(p))?;
                let counts = RoleCounts::preset(p).ok_or(OptionsError::NoPresetBoard { players: p })?;
                roles_of(&counts)
            }
            (None, None) => return Err(OptionsError::MissingBoard),
        };
        let counts = RoleCounts::from_roles(&roles);
        if roles.contains(&Role::Unknown) {
            return Err(OptionsError::InvalidRoles { reason: RolesProblem::UnknownRole });
        }
        if counts.wolves() == 0 {
            return Err(OptionsError::InvalidRoles { reason: RolesProblem::NoWerewolf });
        }
        let non_wolves = counts.total().saturating_sub(u32::from(counts.wolves()));
        if u32::from(counts.wolves()) >= non_wolves {
            return Err(OptionsError::InvalidRoles { reason: RolesProblem::TooManyWerewolves });
        }
        for god in Role::REAL.into_iter().filter(|r| r.is_god() || *r == Role::WhiteWolfKing) {
            if counts.count(god) > 1 {
                return Err(OptionsError::InvalidRoles { reason: RolesProblem::DuplicateGod });
            }
        }
        Ok(roles_of(&counts))
    }
}

fn check_player_count(n: usize) -> Result<(), OptionsError> {
    if (usize::from(MIN_PLAYERS)..=usize::from(MAX_PLAYERS)).contains(&n) {
        Ok(())
    } else {
        Err(OptionsError::InvalidPlayerCount { players: n })
    }
}

/// The roles of a board in canonical order: the wolf team first, then the others, each in
/// [`Role::REAL`] order (the order the seeded shuffle starts from, so it must never change).
fn roles_of(counts: &RoleCounts) -> Vec<Role> {
    let wolves = Role::REAL.into_iter().filter(|r| r.is_wolf());
    let others = Role::REAL.into_iter().filter(|r| !r.is_wolf());
    wolves.chain(others).flat_map(|r| std::iter::repeat_n(r, usize::from(counts.count(r)))).collect()
}

/// R10.1: fixed seats, as the host wrote them: an array with one entry per seat (`null` for a
/// seat dealt by the seed) or an object keyed by 0-based seat numbers in decimal. Kept as given
/// so a save writes back exactly what it read. (Read by a visitor, not `#[serde(untagged)]`,
/// which buffers through serde's `Content` and costs kilobytes of .wasm.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatRoles {
    /// `["Seer", null, …]`: one entry per seat.
    List(Vec<Option<Role>>),
    /// `{"0": "Seer"}`: only the fixed seats, in the order written (a JSON object's keys are
    /// unique, so each seat appears once).
    Map(Vec<(String, Role)>),
}

impl Serialize for SeatRoles {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SeatRoles::List(list) => serializer.collect_seq(list),
            SeatRoles::Map(map) => serializer.collect_map(map.iter().map(|(k, v)| (k, v))),
        }
    }
}

impl<'de> Deserialize<'de> for SeatRoles {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<SeatRoles, D::Error> {
        deserializer.deserialize_any(SeatRolesVisitor)
    }
}

struct SeatRolesVisitor;

impl<'de> serde::de::Visitor<'de> for SeatRolesVisitor {
    type Value = SeatRoles;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("an array of roles or nulls, or an object from seat numbers to roles")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<SeatRoles, A::Error> {
        let mut list = Vec::new();
        while let Some(role) = seq.next_element::<Option<Role>>()? {
            list.push(role);
        }
        Ok(SeatRoles::List(list))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<SeatRoles, A::Error> {
        let mut out: Vec<(String, Role)> = Vec::new();
        while let Some((seat, role)) = map.next_entry::<String, Role>()? {
            // JSON text with a repeated key: the last one wins, as in a JS object.
            out.retain(|(k, _)| *k != seat);
            out.push((seat, role));
        }
        Ok(SeatRoles::Map(out))
    }
}

crate::wire_type::wire_type! {
    /// R10.1: the role one seat (usually the human's) would like.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    pub struct PreferredRole {
        /// 0-based seat.
        pub seat: Seat,
        /// The role it would like.
        pub role: Role,
    }
}

crate::wire_type::wire_type! {
    /// The board's rule options, without the seed (public knowledge, part of every view).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct BoardRules {
        /// R4.
        pub win_rule: WinRule,
        /// R2.3.
        pub witch_self_save: WitchSelfSave,
        /// R3.1.
        pub reveal_role_on_death: bool,
        /// R3.3.
        pub last_words: LastWordsRule,
        /// R8.2 (left out when `false`, so boards without the option serialise as before).
        #[serde(default, skip_serializing_if = "is_false")]
        pub white_wolf_king_last_words: bool,
        /// R10.3 (left out when `true`, the default, so boards without the option serialise as before).
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        pub witch_self_poison: bool,
        /// R9: a sheriff election on day 1 (left out when `false`).
        #[serde(default, skip_serializing_if = "is_false")]
        pub sheriff: bool,
        /// R9.5: the sheriff's vote weight (only when `sheriff`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub sheriff_vote_weight: Option<VoteWeight>,
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_default_weight(w: &VoteWeight) -> bool {
    *w == VoteWeight::default()
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_false(b: &bool) -> bool {
    !*b
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_true(b: &bool) -> bool {
    *b
}

fn yes() -> bool {
    true
}

/// Why a custom role list was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RolesProblem {
    /// R1: at least one werewolf.
    NoWerewolf,
    /// R1: wolves must be fewer than non-wolves.
    TooManyWerewolves,
    /// `Unknown` is not a role that can be dealt.
    UnknownRole,
    /// The engine runs each god step for one holder: at most one Seer, Witch, Guard, Hunter, Idiot;
    /// likewise at most one White Wolf King (R8.2).
    DuplicateGod,
}

impl RolesProblem {
    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RolesProblem::NoWerewolf => "no_werewolf",
            RolesProblem::TooManyWerewolves => "too_many_werewolves",
            RolesProblem::UnknownRole => "unknown_role",
            RolesProblem::DuplicateGod => "duplicate_god",
        }
    }
}

/// R10.1: why `seatRoles` or `preferredRole` was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatRolesProblem {
    /// An array whose length is not the number of seats.
    WrongLength,
    /// A map key that is not a canonical decimal seat number (`"3"`, not `"03"` or `"x"`).
    BadSeat,
    /// A seat the board does not have.
    SeatOutOfRange,
    /// `Unknown` cannot be dealt.
    UnknownRole,
    /// More seats fixed to a role than the board has of it (or a role the board lacks).
    NotOnBoard,
    /// `preferredRole` names a seat that `seatRoles` already fixes.
    SeatFixed,
}

impl SeatRolesProblem {
    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            SeatRolesProblem::WrongLength => "wrong_length",
            SeatRolesProblem::BadSeat => "bad_seat",
            SeatRolesProblem::SeatOutOfRange => "seat_out_of_range",
            SeatRolesProblem::UnknownRole => "unknown_role",
            SeatRolesProblem::NotOnBoard => "not_on_board",
            SeatRolesProblem::SeatFixed => "seat_fixed",
        }
    }
}

/// R10.2: why `seatNames` was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatNamesProblem {
    /// Not one name per seat.
    WrongCount,
    /// Nothing is left of a name after sanitising.
    EmptyName,
    /// Two seats' names are the same after sanitising (ignoring ASCII case).
    DuplicateName,
    /// A name with the shape of a role or a seat label (`Werewolf`, `Seat 5`, `5号`, `预言家`):
    /// in trusted sections it would read as a revealed role or another seat (issue 18).
    ReservedName,
}

impl SeatNamesProblem {
    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            SeatNamesProblem::WrongCount => "wrong_count",
            SeatNamesProblem::EmptyName => "empty_name",
            SeatNamesProblem::DuplicateName => "duplicate_name",
            SeatNamesProblem::ReservedName => "reserved_name",
        }
    }
}

/// Options that cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    /// An option the engine does not support yet (`sheriff: true`).
    #[error("option {option} is not supported")]
    UnsupportedOption {
        /// The option's name.
        option: &'static str,
    },
    /// R1: 6–16 players.
    #[error("a game needs 6 to 16 players, got {players}")]
    InvalidPlayerCount {
        /// The number asked for.
        players: usize,
    },
    /// R1 presets cover 6–12 players; larger boards need a custom `roles` list.
    #[error("no preset board for {players} players: pass a roles list")]
    NoPresetBoard {
        /// The number asked for.
        players: u8,
    },
    /// `players` and the length of `roles` disagree.
    #[error("players is {players} but roles lists {roles}")]
    PlayerCountMismatch {
        /// `players`.
        players: u8,
        /// `roles.len()`.
        roles: usize,
    },
    /// Neither `players` nor `roles` was given.
    #[error("options need players or roles")]
    MissingBoard,
    /// R1 validation of a custom role list failed.
    #[error("invalid roles: {}", reason.as_str())]
    InvalidRoles {
        /// What is wrong.
        reason: RolesProblem,
    },
    /// R10.1: `seatRoles` does not fit the board.
    #[error("invalid seatRoles: {}", reason.as_str())]
    InvalidSeatRoles {
        /// What is wrong.
        reason: SeatRolesProblem,
        /// The seat concerned, when one is.
        seat: Option<Seat>,
        /// The role concerned, when one is.
        role: Option<Role>,
    },
    /// R10.1: `preferredRole` names a seat the board lacks, a role that cannot be dealt, or a
    /// seat `seatRoles` already fixes.
    #[error("invalid preferredRole: {}", reason.as_str())]
    InvalidPreferredRole {
        /// What is wrong.
        reason: SeatRolesProblem,
    },
    /// R10.2: `seatNames` has the wrong length, or a name is empty after sanitising or repeats
    /// another.
    #[error("invalid seatNames: {}", reason.as_str())]
    InvalidSeatNames {
        /// What is wrong.
        reason: SeatNamesProblem,
        /// The 0-based index of the bad name, when one is.
        index: Option<usize>,
    },
    /// R10.5: `firstSpeaker` names a seat the board lacks.
    #[error("invalid firstSpeaker: seat {seat} is not on the board")]
    InvalidFirstSpeaker {
        /// The seat given (0-based).
        seat: Seat,
    },
    /// The options JSON has the wrong shape.
    #[error("invalid options: {message}")]
    InvalidOptions {
        /// serde's message.
        message: String,
    },
}

crate::wire_type::error_codes! {
    OptionsError {
        UnsupportedOption => "unsupported_option",
        InvalidPlayerCount => "invalid_player_count",
        NoPresetBoard => "no_preset_board",
        PlayerCountMismatch => "player_count_mismatch",
        MissingBoard => "missing_board",
        InvalidRoles => "invalid_roles",
        InvalidSeatRoles => "invalid_seat_roles",
        InvalidPreferredRole => "invalid_preferred_role",
        InvalidSeatNames => "invalid_seat_names",
        InvalidFirstSpeaker => "invalid_first_speaker",
        InvalidOptions => "invalid_options",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_seed_accepts_numbers_and_strings() {
        let o = GameOptions::from_json(r#"{"players":9,"seed":"18446744073709551615"}"#).expect("opts");
        assert_eq!(o.seed, u64::MAX);
        let o = GameOptions::from_json(r#"{"players":9,"seed":12}"#).expect("opts");
        assert_eq!(o.seed, 12);
        let json = serde_json::to_string(&o).expect("ser");
        assert!(json.contains(r#""seed":"12""#), "{json}");
        for bad in [
            r#"{"players":9,"seed":-1}"#,
            r#"{"players":9,"seed":1.5}"#,
            r#"{"players":9,"seed":"x"}"#,
            r#"{"players":9}"#,
        ] {
            assert_eq!(GameOptions::from_json(bad).map_err(|e| e.code()), Err("invalid_options"), "{bad}");
        }
        let message = |json: &str| GameOptions::from_json(json).map_err(|e| e.to_string()).expect_err("refused");
        for bad in ["-1", "1.5", "true", "null", "[1]", "{}"] {
            let m = message(&format!(r#"{{"players":9,"seed":{bad}}}"#));
            assert!(m.contains("seed must be a non-negative integer (number or decimal string)"), "{bad}: {m}");
        }
        let m = message(r#"{"players":9,"seed":"18446744073709551616"}"#);
        assert!(m.contains("seed must be an integer 0..=18446744073709551615"), "{m}");
        let o = GameOptions::from_json(r#"{"players":9,"seed":" 7 "}"#).expect("opts");
        assert_eq!(o.seed, 7, "a decimal string is trimmed");
    }

    #[test]
    fn r1_option_names_are_camel_case() {
        let o = GameOptions::from_json(
            r#"{"players":8,"seed":1,"winRule":"sideKill","witchSelfSave":"firstNightOnly","revealRoleOnDeath":true,"lastWords":"executedOnly","lang":"zh"}"#,
        )
        .expect("opts");
        assert_eq!(o.win_rule, WinRule::SideKill);
        assert_eq!(o.witch_self_save, WitchSelfSave::FirstNightOnly);
        assert!(o.reveal_role_on_death);
        assert_eq!(o.last_words, LastWordsRule::ExecutedOnly);
        assert_eq!(o.lang, Lang::Zh);
        assert!(GameOptions::from_json(r#"{"players":8,"seed":1,"bogus":1}"#).is_err());
    }

    #[test]
    fn r1_board_validation() {
        let code = |o: &GameOptions| o.board_roles().map(|_| ()).map_err(|e| e.code());
        let mut o = GameOptions::preset(9, 1);
        assert_eq!(o.board_roles().map(|r| r.len()), Ok(9));
        o.sheriff = true;
        assert_eq!(o.board_roles().map(|r| r.len()), Ok(9), "R9.1: sheriff is allowed on every board");
        assert_eq!(code(&GameOptions::preset(5, 1)), Err("invalid_player_count"));
        assert_eq!(code(&GameOptions::preset(17, 1)), Err("invalid_player_count"));
        assert_eq!(code(&GameOptions::preset(14, 1)), Err("no_preset_board"));
        let mut o = GameOptions::preset(6, 1);
        o.players = None;
        assert_eq!(code(&o), Err("missing_board"));
        use Role::*;
        o.roles = Some(vec![Werewolf, Werewolf, Werewolf, Seer, Villager, Villager]);
        assert_eq!(code(&o), Err("invalid_roles"));
        o.roles = Some(vec![Villager, Villager, Seer, Witch, Hunter, Guard]);
        assert_eq!(code(&o), Err("invalid_roles"));
        o.roles = Some(vec![Werewolf, Seer, Seer, Villager, Villager, Villager]);
        assert_eq!(code(&o), Err("invalid_roles"));
        o.roles = Some(vec![Werewolf, Unknown, Seer, Villager, Villager, Villager]);
        assert_eq!(code(&o), Err("invalid_roles"));
        o.roles = Some(vec![Villager, Werewolf, Seer, Villager, Villager, Villager]);
        assert_eq!(o.board_roles(), Ok(vec![Werewolf, Seer, Villager, Villager, Villager, Villager]));
        o.players = Some(7);
        assert_eq!(code(&o), Err("player_count_mismatch"));
        let mut big = GameOptions::preset(16, 1);
        big.roles = Some([vec![Werewolf; 5], vec![Seer, Witch, Guard, Hunter], vec![Villager; 7]].concat());
        assert_eq!(big.board_roles().map(|r| r.len()), Ok(16));
    }
}
