//! R1: how many of each role a board has. The ledger uses it to tell a unique role (a
//! counterclaim is a conflict) from a shared one (several Villagers are fine), C3.2.

use serde::{Deserialize, Serialize};

use crate::model::Role;

crate::wire_type::wire_type! {
    /// How many seats hold each role. Serialised as `{"Seer":1,"Witch":1,…}` (missing roles are 0).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct RoleCounts as "BoardCounts" {
        /// Seers.
        #[serde(rename = "Seer", default)]
        pub seer: u8,
        /// Witches.
        #[serde(rename = "Witch", default)]
        pub witch: u8,
        /// Guards.
        #[serde(rename = "Guard", default)]
        pub guard: u8,
        /// Hunters.
        #[serde(rename = "Hunter", default)]
        pub hunter: u8,
        /// Villagers.
        #[serde(rename = "Villager", default)]
        pub villager: u8,
        /// Werewolves.
        #[serde(rename = "Werewolf", default)]
        pub werewolf: u8,
        /// Idiots (R8.1). Left out of the JSON when 0, so boards without one serialise as before.
        #[serde(rename = "Idiot", default, skip_serializing_if = "is_zero")]
        pub idiot: u8,
        /// White Wolf Kings (R8.2). Left out of the JSON when 0.
        #[serde(rename = "WhiteWolfKing", default, skip_serializing_if = "is_zero")]
        pub white_wolf_king: u8,
        /// Knights (R8.4). Left out of the JSON when 0.
        #[serde(rename = "Knight", default, skip_serializing_if = "is_zero")]
        pub knight: u8,
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Default for RoleCounts {
    /// The 12-player preset (4 wolves, Seer, Witch, Hunter, Guard, 4 Villagers): the largest
    /// preset, so without board information no Villager claim is over-claimed too early.
    fn default() -> Self {
        RoleCounts::preset(12).unwrap_or(RoleCounts {
            seer: 1,
            witch: 1,
            guard: 1,
            hunter: 1,
            villager: 4,
            werewolf: 4,
            ..RoleCounts::EMPTY
        })
    }
}

impl RoleCounts {
    /// No seats at all.
    pub const EMPTY: RoleCounts = RoleCounts {
        seer: 0,
        witch: 0,
        guard: 0,
        hunter: 0,
        villager: 0,
        werewolf: 0,
        idiot: 0,
        white_wolf_king: 0,
        knight: 0,
    };

    /// Seats on the wolf team (Werewolves and White Wolf Kings, R1.1).
    #[must_use]
    pub fn wolves(&self) -> u8 {
        Role::REAL.iter().filter(|r| r.is_wolf()).map(|r| self.count(*r)).fold(0, u8::saturating_add)
    }

    /// The R1 preset board for `players` (6–12), or `None`.
    #[must_use]
    pub fn preset(players: u8) -> Option<RoleCounts> {
        // (werewolf, seer, witch, hunter, guard, villager)
        let (werewolf, hunter, guard, villager) = match players {
            6 => (2, 0, 0, 2),
            7 => (2, 1, 0, 2),
            8 => (3, 1, 0, 2),
            9 => (3, 1, 0, 3),
            // The spec's 10-player row lists 9 roles (3 wolves, 4 gods, 2 Villagers); the seat
            // count wins, so this board has 3 Villagers, the common 10-player table.
            10 => (3, 1, 1, 3),
            11 => (4, 1, 1, 3),
            12 => (4, 1, 1, 4),
            _ => return None,
        };
        Some(RoleCounts { seer: 1, witch: 1, guard, hunter, villager, werewolf, ..RoleCounts::EMPTY })
    }

    /// Counts the roles of a dealt board.
    #[must_use]
    pub fn from_roles(roles: &[Role]) -> RoleCounts {
        let mut c = RoleCounts::EMPTY;
        for r in roles {
            if let Some(slot) = c.slot_mut(*r) {
                *slot = slot.saturating_add(1);
            }
        }
        c
    }

    fn slot_mut(&mut self, role: Role) -> Option<&mut u8> {
        match role {
            Role::Seer => Some(&mut self.seer),
            Role::Witch => Some(&mut self.witch),
            Role::Guard => Some(&mut self.guard),
            Role::Hunter => Some(&mut self.hunter),
            Role::Villager => Some(&mut self.villager),
            Role::Werewolf => Some(&mut self.werewolf),
            Role::Idiot => Some(&mut self.idiot),
            Role::WhiteWolfKing => Some(&mut self.white_wolf_king),
            Role::Knight => Some(&mut self.knight),
            Role::Unknown => None,
        }
    }

    /// How many seats hold `role` (`Unknown` → 0).
    #[must_use]
    pub fn count(&self, role: Role) -> u8 {
        match role {
            Role::Seer => self.seer,
            Role::Witch => self.witch,
            Role::Guard => self.guard,
            Role::Hunter => self.hunter,
            Role::Villager => self.villager,
            Role::Werewolf => self.werewolf,
            Role::Idiot => self.idiot,
            Role::WhiteWolfKing => self.white_wolf_king,
            Role::Knight => self.knight,
            Role::Unknown => 0,
        }
    }

    /// Total seats.
    #[must_use]
    pub fn total(&self) -> u32 {
        Role::REAL.iter().map(|r| u32::from(self.count(*r))).sum()
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_presets_match_the_table() {
        for (players, wolves) in [(6, 2), (7, 2), (8, 3), (9, 3), (10, 3), (11, 4), (12, 4)] {
            let b = RoleCounts::preset(players).expect("preset");
            assert_eq!(b.total(), u32::from(players), "{players}");
            assert_eq!(b.werewolf, wolves, "{players}");
        }
        assert_eq!(RoleCounts::preset(9).map(|b| (b.guard, b.villager)), Some((0, 3)));
        assert!(RoleCounts::preset(5).is_none() && RoleCounts::preset(13).is_none());
    }

    #[test]
    fn serde_shape_is_role_names() {
        let b: RoleCounts = serde_json::from_str(r#"{"Seer":1,"Villager":3}"#).expect("parse");
        assert_eq!((b.seer, b.villager, b.witch), (1, 3, 0));
        assert!(serde_json::from_str::<RoleCounts>(r#"{"Dragon":1}"#).is_err());
    }
}
