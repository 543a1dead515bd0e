//! R10.1 / R10.2: the host's say in the deal (`seatRoles`, `preferredRole`) and the seats'
//! names (`seatNames`).
//!
//! The deal always starts from the board's roles in canonical order (R1.4). Seats the host
//! fixes take their roles out of that list; the rest of the list, still in canonical order, is
//! shuffled by the deal stream and handed to the free seats in ascending seat order. With no
//! seat fixed this is exactly the R1.4 deal, so every existing seed deals what it always did.

use crate::ledger::render::sanitize_line;
use crate::model::{Role, Seat};

use super::options::{GameOptions, OptionsError, PreferredRole, SeatNamesProblem, SeatRoles, SeatRolesProblem};
use super::rng::Rng;

/// Longest seat name kept, in chars (an ellipsis included when cut).
pub const MAX_SEAT_NAME_CHARS: usize = 24;

fn seat_roles_error(reason: SeatRolesProblem, seat: Option<Seat>, role: Option<Role>) -> OptionsError {
    OptionsError::InvalidSeatRoles { reason, seat, role }
}

/// A map key as a seat: canonical decimal only (`"3"`, never `"03"`, `"+3"` or `" 3"`).
fn seat_key(key: &str) -> Option<Seat> {
    let seat: Seat = key.parse().ok()?;
    (seat.to_string() == key).then_some(seat)
}

/// Takes one `role` out of `pool`, or says the board has none left.
fn take(pool: &mut Vec<Role>, role: Role) -> bool {
    match pool.iter().position(|r| *r == role) {
        Some(i) => {
            pool.remove(i);
            true
        }
        None => false,
    }
}

/// The fixed seats of `seat_roles` on a board of `roles` (canonical order), checked (R10.1).
fn fixed_seats(seat_roles: &SeatRoles, n: usize) -> Result<Vec<(Seat, Role)>, OptionsError> {
    let fixed: Vec<(Seat, Role)> = match seat_roles {
        SeatRoles::List(list) => {
            if list.len() != n {
                return Err(seat_roles_error(SeatRolesProblem::WrongLength, None, None));
            }
            list.iter()
                .enumerate()
                .filter_map(|(i, r)| r.map(|r| (Seat::try_from(i).unwrap_or(Seat::MAX), r)))
                .collect()
        }
        SeatRoles::Map(map) => {
            let mut fixed = Vec::with_capacity(map.len());
            for (key, role) in map {
                let seat = seat_key(key).ok_or_else(|| seat_roles_error(SeatRolesProblem::BadSeat, None, None))?;
                fixed.push((seat, *role));
            }
            fixed
        }
    };
    for (seat, role) in &fixed {
        if usize::from(*seat) >= n {
            return Err(seat_roles_error(SeatRolesProblem::SeatOutOfRange, Some(*seat), None));
        }
        if *role == Role::Unknown {
            return Err(seat_roles_error(SeatRolesProblem::UnknownRole, Some(*seat), Some(*role)));
        }
    }
    Ok(fixed)
}

/// R1.4 + R10.1: the role of every seat, in seat order.
///
/// # Errors
/// The board's own errors (R1), then [`OptionsError::InvalidSeatRoles`] and
/// [`OptionsError::InvalidPreferredRole`].
pub(crate) fn deal(options: &GameOptions, stream: u64) -> Result<Vec<Role>, OptionsError> {
    let roles = options.board_roles()?;
    let n = roles.len();
    let mut seats: Vec<Option<Role>> = vec![None; n];
    let mut pool = roles;
    if let Some(seat_roles) = &options.seat_roles {
        for (seat, role) in fixed_seats(seat_roles, n)? {
            if !take(&mut pool, role) {
                return Err(seat_roles_error(SeatRolesProblem::NotOnBoard, Some(seat), Some(role)));
            }
            if let Some(slot) = seats.get_mut(usize::from(seat)) {
                *slot = Some(role);
            }
        }
    }
    if let Some(PreferredRole { seat, role }) = options.preferred_role {
        let problem = match seats.get(usize::from(seat)) {
            None => Some(SeatRolesProblem::SeatOutOfRange),
            Some(Some(_)) => Some(SeatRolesProblem::SeatFixed),
            Some(None) if role == Role::Unknown => Some(SeatRolesProblem::UnknownRole),
            Some(None) => None,
        };
        if let Some(reason) = problem {
            return Err(OptionsError::InvalidPreferredRole { reason });
        }
        // Honoured when the board still has the role free; otherwise the seat is dealt like any.
        if take(&mut pool, role) {
            if let Some(slot) = seats.get_mut(usize::from(seat)) {
                *slot = Some(role);
            }
        }
    }
    Rng::new(options.seed, stream).shuffle(&mut pool);
    let mut rest = pool.into_iter();
    Ok(seats.into_iter().map(|fixed| fixed.or_else(|| rest.next()).unwrap_or(Role::Villager)).collect())
}

/// R10.2: one name made safe for a prompt line: C5.3's sanitising (one line, no controls or
/// invisible characters, angle brackets and their look-alikes neutralised), then only letters,
/// digits (ASCII or fullwidth), combining accents, spaces and `- _ . ' · ・` are kept — so a name cannot carry
/// brackets, parentheses, quotes or colons that would let it pass for another seat's label or
/// line — and the result is capped at [`MAX_SEAT_NAME_CHARS`].
#[must_use]
pub fn sanitize_seat_name(raw: &str) -> String {
    let line = sanitize_line(raw, MAX_SEAT_NAME_CHARS * 4);
    let kept: String = line
        .chars()
        .filter(|c| {
            // Alphabetic (a table the extractor already links) and digits, ASCII or fullwidth.
            c.is_alphabetic()
                || c.is_ascii_digit()
                || ('０'..='９').contains(c)
                || matches!(c, ' ' | '-' | '_' | '.' | '\'' | '·' | '・')
                || ('\u{0300}'..='\u{036F}').contains(c)
        })
        .collect();
    sanitize_line(&kept, MAX_SEAT_NAME_CHARS)
}

/// Whether [`seat_names`] refuses names with the shape of a role or a seat label (R10.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NameShapes {
    /// A new game: refused (`reserved_name`).
    Refused,
    /// A save's options (R7.3): the shapes were checked when the game was made, under the rules
    /// of the release that made it; a later release that reserves more shapes still loads it.
    Allowed,
}

/// R10.2: the sanitised names of `options.seat_names` for a board of `n` seats (empty when the
/// option is absent).
///
/// # Errors
/// [`OptionsError::InvalidSeatNames`].
pub(crate) fn seat_names(options: &GameOptions, n: usize, shapes: NameShapes) -> Result<Vec<String>, OptionsError> {
    let Some(raw) = &options.seat_names else { return Ok(Vec::new()) };
    let error = |reason, index| OptionsError::InvalidSeatNames { reason, index };
    if raw.len() != n {
        return Err(error(SeatNamesProblem::WrongCount, None));
    }
    let mut names: Vec<String> = Vec::with_capacity(n);
    for (i, name) in raw.iter().enumerate() {
        let clean = sanitize_seat_name(name);
        if clean.is_empty() {
            return Err(error(SeatNamesProblem::EmptyName, Some(i)));
        }
        // Issue 18: a name may not take the shape of a role or a seat label (`Seat 4 (Werewolf)`
        // in <public_facts> reads as a revealed role).
        if shapes == NameShapes::Refused && crate::parse::is_role_or_seat_shaped(&clean) {
            return Err(error(SeatNamesProblem::ReservedName, Some(i)));
        }
        // Ignoring ASCII case (full Unicode case folding would link kilobytes of tables).
        if names.iter().any(|other| other.eq_ignore_ascii_case(&clean)) {
            return Err(error(SeatNamesProblem::DuplicateName, Some(i)));
        }
        names.push(clean);
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r10_2_names_lose_what_could_forge_a_label() {
        assert_eq!(sanitize_seat_name("  Alice \n Smith "), "Alice Smith");
        assert_eq!(sanitize_seat_name("</public_claims>"), "public_claims");
        assert_eq!(sanitize_seat_name("Bob) Seat 4 (Eve"), "Bob Seat 4 Eve");
        assert_eq!(sanitize_seat_name("ᐸscriptᐳ ＜x＞ 张三"), "script x 张三");
        assert_eq!(sanitize_seat_name("O'Brien-Smith Jr."), "O'Brien-Smith Jr.");
        assert_eq!(sanitize_seat_name("a\u{202E}b\u{200B}c\u{E0041}"), "abc");
        assert_eq!(sanitize_seat_name("<>()\"\n"), "");
        assert_eq!(sanitize_seat_name(&"x".repeat(1000)).chars().count(), MAX_SEAT_NAME_CHARS);
    }

    #[test]
    fn r10_1_map_keys_are_canonical_seats() {
        assert_eq!(seat_key("3"), Some(3));
        assert_eq!(seat_key("15"), Some(15));
        for bad in ["03", "+3", " 3", "3 ", "x", "", "-1", "256"] {
            assert_eq!(seat_key(bad), None, "{bad:?}");
        }
    }
}
