//! R1: how many of each role a board has. The ledger uses it to tell a unique role (a
//! counterclaim is a conflict) from a shared one (several Villagers are fine), C3.2.
//!
//! One count per real role, indexed by [`Role::REAL`] (issue 17): a role new to the game is
//! counted, read, written and typed (`BoardCounts` in the package's TypeScript) the moment it
//! is in `Role`, with no field to add here.

use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};

use crate::model::Role;

/// The roles every R1.2 preset lists (`Role::REAL[..6]`: Seer, Witch, Guard, Hunter, Villager,
/// Werewolf): always written, 0 or not. A later role (Idiot, White Wolf King, Knight, …) is
/// left out of the JSON when 0, so boards without it serialise — and digest — as before.
const ALWAYS_WRITTEN: usize = 6;

/// How many seats hold each role. Serialised as `{"Seer":1,"Witch":1,…}` (missing roles are 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoleCounts([u8; Role::REAL.len()]);

/// The slot of a real role in [`RoleCounts`] (its place in [`Role::REAL`]); `None` for `Unknown`.
const fn slot(role: Role) -> Option<usize> {
    let i = role as usize;
    if i < Role::REAL.len() {
        Some(i)
    } else {
        None
    }
}

const _: () = {
    // `role as usize` is the role's place in `Role::REAL` (declaration order, `Unknown` last).
    let mut i = 0;
    while i < Role::REAL.len() {
        assert!(Role::REAL[i] as usize == i);
        i += 1;
    }
    assert!(Role::REAL.len() >= ALWAYS_WRITTEN);
};

impl Default for RoleCounts {
    /// The 12-seat preset (R1.2).
    fn default() -> Self {
        RoleCounts::preset(12).unwrap_or(RoleCounts::EMPTY)
    }
}

impl RoleCounts {
    /// No seats.
    pub const EMPTY: RoleCounts = RoleCounts([0; Role::REAL.len()]);

    /// This board with `n` seats of `role` (`Unknown` is never dealt: unchanged).
    #[must_use]
    pub const fn with(mut self, role: Role, n: u8) -> RoleCounts {
        if let Some(i) = slot(role) {
            self.0[i] = n;
        }
        self
    }

    /// Every real role with its count, in `Role::REAL` order (0s included).
    pub fn iter(&self) -> impl Iterator<Item = (Role, u8)> + '_ {
        Role::REAL.iter().zip(self.0.iter()).map(|(r, n)| (*r, *n))
    }

    /// Seats on the wolf team (R1.1).
    #[must_use]
    pub fn wolves(&self) -> u8 {
        self.iter().filter(|(r, _)| r.is_wolf()).map(|(_, n)| n).fold(0, u8::saturating_add)
    }

    /// R1.2 presets by player count; `None` outside 6–12.
    #[must_use]
    pub fn preset(players: u8) -> Option<RoleCounts> {
        let (werewolf, hunter, guard, villager) = match players {
            6 => (2, 0, 0, 2),
            7 => (2, 1, 0, 2),
            8 => (3, 1, 0, 2),
            9 => (3, 1, 0, 3),
            10 => (3, 1, 1, 3),
            11 => (4, 1, 1, 3),
            12 => (4, 1, 1, 4),
            _ => return None,
        };
        Some(
            RoleCounts::EMPTY
                .with(Role::Seer, 1)
                .with(Role::Witch, 1)
                .with(Role::Guard, guard)
                .with(Role::Hunter, hunter)
                .with(Role::Villager, villager)
                .with(Role::Werewolf, werewolf),
        )
    }

    /// Counts from a list of roles (`Unknown`s ignored).
    #[must_use]
    pub fn from_roles(roles: &[Role]) -> RoleCounts {
        let mut c = RoleCounts::EMPTY;
        for i in roles.iter().filter_map(|r| slot(*r)) {
            c.0[i] = c.0[i].saturating_add(1);
        }
        c
    }

    /// Seats holding `role` (0 for `Unknown`).
    #[must_use]
    pub const fn count(&self, role: Role) -> u8 {
        match slot(role) {
            Some(i) => self.0[i],
            None => 0,
        }
    }

    /// Total seats.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|n| u32::from(*n)).sum()
    }

    /// A role held by at most one seat: two different claimants cannot both be honest (C3.2).
    /// Villagers and Werewolves are never "unique" for counterclaims; Villager over-claims are
    /// judged by count instead.
    #[must_use]
    pub fn is_unique(&self, role: Role) -> bool {
        match role {
            Role::Villager | Role::Werewolf | Role::Unknown => false,
            r => self.count(r) <= 1,
        }
    }

    /// Whether `role`'s count is written when it is 0 (the preset roles, [`ALWAYS_WRITTEN`]).
    fn always_written(role: Role) -> bool {
        slot(role).is_some_and(|i| i < ALWAYS_WRITTEN)
    }

    /// The members of the `BoardCounts` TypeScript interface, one per real role (the package's
    /// generated `game.d.ts`): the preset roles required, later ones optional (left out when 0).
    #[must_use]
    pub fn typescript_members() -> String {
        Role::REAL
            .iter()
            .map(|r| {
                let (opt, note) = if RoleCounts::always_written(*r) { ("", "") } else { ("?", " Left out when 0.") };
                format!("  /** Seats dealt the {}.{note} */\n  {}{opt}: number;\n", r.as_str(), r.as_str())
            })
            .collect()
    }
}

/// `BoardCounts`'s shape for the generated TypeScript (`wolfcore::wire`).
impl RoleCounts {
    /// This type's shape: its members come from `Role::REAL` ([`RoleCounts::typescript_members`]).
    pub const WIRE: crate::wire_type::WireType = crate::wire_type::WireType {
        rust: "RoleCounts",
        ts: "BoardCounts",
        attrs: &["doc = \" How many seats hold each role. Serialised as `{\\\"Seer\\\":1,\\\"Witch\\\":1,…}` (missing roles are 0).\""],
        shape: crate::wire_type::WireShape::Members(RoleCounts::typescript_members),
    };
}

impl Serialize for RoleCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let written = |(r, n): &(Role, u8)| *n > 0 || RoleCounts::always_written(*r);
        let mut map = s.serialize_map(Some(self.iter().filter(written).count()))?;
        for (role, n) in self.iter().filter(written) {
            map.serialize_entry(role.as_str(), &n)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for RoleCounts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Counts;
        impl<'de> Visitor<'de> for Counts {
            type Value = RoleCounts;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("an object of role names to seat counts")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RoleCounts, A::Error> {
                use serde::de::Error;
                let mut c = RoleCounts::EMPTY;
                let mut seen = [false; Role::REAL.len()];
                while let Some(RoleKey(i)) = map.next_key()? {
                    if seen[i] {
                        return Err(A::Error::duplicate_field(Role::WIRE_NAMES[i]));
                    }
                    seen[i] = true;
                    c.0[i] = map.next_value()?;
                }
                Ok(c)
            }
        }
        d.deserialize_map(Counts)
    }
}

/// A key of the counts' object: a real role's wire name, as its slot.
struct RoleKey(usize);

impl<'de> Deserialize<'de> for RoleKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Key;
        impl Visitor<'_> for Key {
            type Value = RoleKey;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a role name")
            }
            fn visit_str<E: serde::de::Error>(self, key: &str) -> Result<RoleKey, E> {
                Role::REAL
                    .iter()
                    .position(|r| r.as_str() == key)
                    .map(RoleKey)
                    .ok_or_else(|| E::unknown_field(key, &Role::WIRE_NAMES[..Role::REAL.len()]))
            }
        }
        d.deserialize_identifier(Key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_presets_match_the_table() {
        for (players, wolves) in [(6, 2), (7, 2), (8, 3), (9, 3), (10, 3), (11, 4), (12, 4)] {
            let b = RoleCounts::preset(players).expect("preset");
            assert_eq!(b.total(), u32::from(players), "{players}");
            assert_eq!(b.count(Role::Werewolf), wolves, "{players}");
        }
        assert_eq!(RoleCounts::preset(9).map(|b| (b.count(Role::Guard), b.count(Role::Villager))), Some((0, 3)));
        assert!(RoleCounts::preset(5).is_none() && RoleCounts::preset(13).is_none());
    }

    #[test]
    fn serde_shape_is_role_names() {
        let b: RoleCounts = serde_json::from_str(r#"{"Seer":1,"Villager":3}"#).expect("parse");
        assert_eq!((b.count(Role::Seer), b.count(Role::Villager), b.count(Role::Witch)), (1, 3, 0));
        assert!(serde_json::from_str::<RoleCounts>(r#"{"Dragon":1}"#).is_err());
    }

    #[test]
    fn r1_every_real_role_round_trips_and_later_roles_are_left_out_when_zero() {
        // The preset roles are always written (the R1.2 boards' JSON and digests predate the
        // later roles); a later role only when dealt.
        let preset = RoleCounts::preset(9).expect("preset");
        let json = serde_json::to_string(&preset).expect("write");
        assert_eq!(json, r#"{"Seer":1,"Witch":1,"Guard":0,"Hunter":1,"Villager":3,"Werewolf":3}"#);
        for (i, role) in Role::REAL.iter().enumerate() {
            let n = u8::try_from(i + 1).expect("small");
            let b = preset.with(*role, n);
            assert_eq!(b.count(*role), n);
            let back: RoleCounts = serde_json::from_str(&serde_json::to_string(&b).expect("write")).expect("read");
            assert_eq!(back, b, "{role:?}");
            assert_eq!(RoleCounts::from_roles(&[*role, *role, Role::Unknown]).count(*role), 2);
        }
        assert_eq!(RoleCounts::EMPTY.with(Role::Unknown, 3), RoleCounts::EMPTY);
    }

    #[test]
    fn r1_counts_refuse_a_repeated_role_and_a_non_number() {
        assert!(serde_json::from_str::<RoleCounts>(r#"{"Seer":1,"Seer":2}"#).is_err());
        assert!(serde_json::from_str::<RoleCounts>(r#"{"Seer":"1"}"#).is_err());
        assert!(serde_json::from_str::<RoleCounts>(r#"{"Seer":300}"#).is_err());
        assert!(serde_json::from_str::<RoleCounts>(r#"{"Unknown":1}"#).is_err());
        assert!(serde_json::from_str::<RoleCounts>("[1,2]").is_err());
    }
}
