//! R8.3: the standard boards a lobby offers, by name. Each is a custom `roles` list plus the
//! win rule its table plays; the R1.2 presets (`players` alone) stay as they were, so games,
//! saves and parity pins made from them keep their meaning.

use serde::Serialize;

use crate::board::RoleCounts;
use crate::model::Role;

use super::options::WinRule;

/// One named board (`boards()` in the package).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StandardBoard {
    /// Stable id (`standard-12`, …).
    pub id: &'static str,
    /// Seats.
    pub players: u8,
    /// One role per seat, wolves first, in the canonical order (pass as `roles`).
    pub roles: Vec<Role>,
    /// Role counts (Idiot / White Wolf King left out when 0).
    pub counts: RoleCounts,
    /// Seats on the wolf side (R1.1: Werewolves and the White Wolf King), for a lobby's label.
    pub wolves: u8,
    /// The win rule the table plays (pass as `winRule`).
    pub win_rule: WinRule,
}

crate::wire_type::wire_type! {
    /// A role as a lobby lists it (`roles()` in the package, issue 17): what a client needs to
    /// show a board without a table of its own.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct RoleInfo {
        /// The role.
        pub role: Role as "BoardRole",
        /// On the wolf team (R1.1).
        pub wolf: bool,
        /// One of the village's gods (R1.1).
        pub god: bool,
    }
}

/// Every real role in the order a lobby lists a board's roles (issue 17): the wolf side, then
/// the village's gods, then the other village roles, each in the canonical order
/// (`Role::REAL`). A new role takes its place here from `Role::is_wolf` / `Role::is_god`.
#[must_use]
pub fn roles() -> Vec<RoleInfo> {
    let rank = |r: &Role| {
        if r.is_wolf() {
            0
        } else if r.is_god() {
            1
        } else {
            2
        }
    };
    let mut all: Vec<Role> = Role::REAL.to_vec();
    all.sort_by_key(rank); // stable: canonical order within each group
    all.into_iter().map(|role| RoleInfo { role, wolf: role.is_wolf(), god: role.is_god() }).collect()
}

/// A board of the table below: a Seer and a Witch on every one, then the roles listed (a role
/// no board of the table deals stays 0, so a new role needs a line here only when a board
/// deals it).
const fn board(roles: &[(Role, u8)]) -> RoleCounts {
    let mut counts = RoleCounts::EMPTY.with(Role::Seer, 1).with(Role::Witch, 1);
    let mut i = 0;
    while i < roles.len() {
        counts = counts.with(roles[i].0, roles[i].1);
        i += 1;
    }
    counts
}

/// (id, roles besides the Seer and the Witch, win rule).
const TABLE: &[(&str, RoleCounts, WinRule)] = {
    use Role::{Guard, Hunter, Idiot, Knight, Villager, Werewolf, WhiteWolfKing};
    &[
        ("classic-8", board(&[(Werewolf, 3), (Hunter, 1), (Villager, 2)]), WinRule::Parity),
        ("standard-9", board(&[(Werewolf, 3), (Hunter, 1), (Villager, 3)]), WinRule::SideKill),
        (
            "standard-10",
            board(&[(Werewolf, 2), (WhiteWolfKing, 1), (Hunter, 1), (Guard, 1), (Villager, 3)]),
            WinRule::SideKill,
        ),
        (
            "standard-11",
            board(&[(Werewolf, 2), (WhiteWolfKing, 1), (Hunter, 1), (Guard, 1), (Idiot, 1), (Villager, 3)]),
            WinRule::SideKill,
        ),
        (
            "standard-12",
            board(&[(Werewolf, 3), (WhiteWolfKing, 1), (Hunter, 1), (Guard, 1), (Idiot, 1), (Villager, 3)]),
            WinRule::SideKill,
        ),
        (
            "seer-witch-hunter-idiot-12",
            board(&[(Werewolf, 4), (Hunter, 1), (Idiot, 1), (Villager, 4)]),
            WinRule::SideKill,
        ),
        (
            "white-wolf-king-guard-12",
            board(&[(Werewolf, 3), (WhiteWolfKing, 1), (Hunter, 1), (Guard, 1), (Villager, 4)]),
            WinRule::SideKill,
        ),
        // R8.4: the "White Wolf King + Knight" board (白狼王骑士): no Hunter, the Knight instead.
        (
            "white-wolf-king-knight-12",
            board(&[(Werewolf, 3), (WhiteWolfKing, 1), (Guard, 1), (Knight, 1), (Villager, 4)]),
            WinRule::SideKill,
        ),
    ]
};

/// The standard boards (R8.3), smallest first.
#[must_use]
pub fn boards() -> Vec<StandardBoard> {
    TABLE
        .iter()
        .map(|&(id, counts, win_rule)| {
            let wolves = Role::REAL.into_iter().filter(|r| r.is_wolf());
            let others = Role::REAL.into_iter().filter(|r| !r.is_wolf());
            let roles: Vec<Role> =
                wolves.chain(others).flat_map(|r| std::iter::repeat_n(r, usize::from(counts.count(r)))).collect();
            let players = u8::try_from(roles.len()).unwrap_or(u8::MAX);
            StandardBoard { id, players, roles, counts, wolves: counts.wolves(), win_rule }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameOptions, GameState};

    #[test]
    fn r1_1_roles_lists_every_real_role_once_wolves_then_gods_then_the_rest() {
        let all = roles();
        assert_eq!(all.len(), Role::REAL.len());
        for r in Role::REAL {
            assert_eq!(all.iter().filter(|i| i.role == r).count(), 1, "{r:?}");
        }
        let rank: Vec<u8> = all
            .iter()
            .map(|i| {
                if i.wolf {
                    0
                } else if i.god {
                    1
                } else {
                    2
                }
            })
            .collect();
        assert!(rank.windows(2).all(|w| w[0] <= w[1]), "{all:?}");
        assert!(all.iter().all(|i| i.wolf == i.role.is_wolf() && i.god == i.role.is_god()));
        // The roles of R1.1 in their order (a role added later takes its place among them).
        let known = ["Werewolf", "WhiteWolfKing", "Seer", "Witch", "Guard", "Hunter", "Idiot", "Knight", "Villager"];
        let names: Vec<&str> = all.iter().map(|i| i.role.as_str()).filter(|n| known.contains(n)).collect();
        assert_eq!(names, known);
        assert_eq!(
            serde_json::to_string(&all[1]).ok().as_deref(),
            Some(r#"{"role":"WhiteWolfKing","wolf":true,"god":false}"#)
        );
    }

    #[test]
    fn r8_3_every_standard_board_deals_and_ids_are_unique() {
        let all = boards();
        let mut ids: Vec<&str> = all.iter().map(|b| b.id).collect();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        for b in &all {
            assert_eq!(u32::from(b.players), b.counts.total(), "{}", b.id);
            let mut o = GameOptions::preset(b.players, 1);
            o.roles = Some(b.roles.clone());
            o.win_rule = b.win_rule;
            assert!(GameState::new(o).is_ok(), "{}", b.id);
        }
        let ten = all.iter().find(|b| b.id == "standard-10").map(|b| b.counts);
        assert_eq!(
            ten.map(|c| (
                c.count(Role::Werewolf),
                c.count(Role::WhiteWolfKing),
                c.count(Role::Guard),
                c.count(Role::Villager)
            )),
            Some((2, 1, 1, 3))
        );
        let twelve = all.iter().find(|b| b.id == "standard-12").map(|b| b.counts);
        assert_eq!(
            twelve.map(|c| (
                c.count(Role::Werewolf),
                c.count(Role::WhiteWolfKing),
                c.count(Role::Idiot),
                c.count(Role::Villager)
            )),
            Some((3, 1, 1, 3))
        );
        // R8.4: White Wolf King + Knight: 4 wolves, Seer, Witch, Guard, Knight, 4 Villagers.
        let knight = all.iter().find(|b| b.id == "white-wolf-king-knight-12").map(|b| b.counts);
        assert_eq!(
            knight.map(|c| (
                c.wolves(),
                c.count(Role::Seer),
                c.count(Role::Witch),
                c.count(Role::Guard),
                c.count(Role::Knight),
                c.count(Role::Hunter),
                c.count(Role::Villager)
            )),
            Some((4, 1, 1, 1, 1, 0, 4))
        );
    }
}
