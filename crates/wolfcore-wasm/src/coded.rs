//! [`Coded`] for every core error the bindings throw: its stable code and its details
//! (`err.seat`, `err.target`, …). With the one generic conversion in [`crate::errors`], a
//! binding reads `state.apply(cmd)?`.

use wolfcore::bots::{BotError, DriveError, SimError};
use wolfcore::engine::{Ability, CommandError, IngestError, OptionsError, PromptSectionError, SnapshotError};
use wolfcore::parse::ParseError;
use wolfcore::Seat;

use crate::errors::{Coded, Detail};

fn seat(seat: Seat) -> Detail {
    Detail::Number(f64::from(seat))
}

fn count(n: usize) -> Detail {
    Detail::Number(n as f64)
}

impl Coded for CommandError {
    fn code(&self) -> &'static str {
        CommandError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            CommandError::UnknownSeat { seat: s }
            | CommandError::DeadPlayer { seat: s }
            | CommandError::NotYourTurn { seat: s }
            | CommandError::AlreadyActed { seat: s }
            | CommandError::NotACandidate { seat: s }
            | CommandError::NotSheriff { seat: s } => vec![("seat", seat(*s))],
            CommandError::InvalidTarget { target: Some(t) } => vec![("target", seat(*t))],
            CommandError::AbilityUsed { ability } => {
                let name = match ability {
                    Ability::Antidote => "antidote",
                    Ability::Poison => "poison",
                };
                vec![("ability", Detail::Text(name.to_owned()))]
            }
            CommandError::TextTooLong { chars, max } => vec![("chars", count(*chars)), ("max", count(*max))],
            _ => Vec::new(),
        }
    }
}

impl Coded for OptionsError {
    fn code(&self) -> &'static str {
        OptionsError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            OptionsError::UnsupportedOption { option } => vec![("option", Detail::Text((*option).to_owned()))],
            OptionsError::InvalidPlayerCount { players } => vec![("players", Detail::Number(*players as f64))],
            OptionsError::NoPresetBoard { players } => vec![("players", Detail::Number(f64::from(*players)))],
            OptionsError::PlayerCountMismatch { players, roles } => {
                vec![("players", Detail::Number(f64::from(*players))), ("roles", Detail::Number(*roles as f64))]
            }
            OptionsError::InvalidRoles { reason } => vec![("reason", Detail::Text(reason.as_str().to_owned()))],
            OptionsError::InvalidSeatRoles { reason, seat: s, role } => {
                let mut details = vec![("reason", Detail::Text(reason.as_str().to_owned()))];
                details.extend(s.map(|s| ("seat", seat(s))));
                details.extend(role.map(|r| ("role", Detail::Text(r.as_str().to_owned()))));
                details
            }
            OptionsError::InvalidPreferredRole { reason } => {
                vec![("reason", Detail::Text(reason.as_str().to_owned()))]
            }
            OptionsError::InvalidSeatNames { reason, index } => {
                let mut details = vec![("reason", Detail::Text(reason.as_str().to_owned()))];
                details.extend(index.map(|i| ("index", count(i))));
                details
            }
            OptionsError::InvalidFirstSpeaker { seat: s } => vec![("seat", seat(*s))],
            OptionsError::MissingBoard | OptionsError::InvalidOptions { .. } => Vec::new(),
        }
    }
}

impl Coded for SnapshotError {
    fn code(&self) -> &'static str {
        SnapshotError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            SnapshotError::UnsupportedVersion { version } => vec![("version", Detail::Text(version.clone()))],
            SnapshotError::NewerVersion { rules } => vec![("rules", Detail::Text(rules.clone()))],
            SnapshotError::TooManyInputs { count: n } => vec![("count", count(*n))],
            SnapshotError::RejectedInput { index, error } => {
                vec![("index", Detail::Number(*index as f64)), ("cause", Detail::Text(error.code().to_owned()))]
            }
            SnapshotError::RejectedOptions(error) => vec![("cause", Detail::Text(error.code().to_owned()))],
            _ => Vec::new(),
        }
    }
}

impl Coded for PromptSectionError {
    fn code(&self) -> &'static str {
        PromptSectionError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        vec![("reason", Detail::Text(self.reason.as_str().to_owned())), ("index", count(self.index))]
    }
}

impl Coded for ParseError {
    fn code(&self) -> &'static str {
        ParseError::code(self)
    }
}

impl Coded for IngestError {
    fn code(&self) -> &'static str {
        IngestError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            IngestError::SeatOutOfRange { index, seat: s, players } => {
                vec![("index", count(*index)), ("seat", seat(*s)), ("players", Detail::Number(f64::from(*players)))]
            }
            IngestError::FutureDay { index, day, current } => vec![
                ("index", count(*index)),
                ("day", Detail::Number(f64::from(*day))),
                ("current", Detail::Number(f64::from(*current))),
            ],
            IngestError::SummaryDay { day, current } => {
                vec![("day", Detail::Number(f64::from(*day))), ("current", Detail::Number(f64::from(*current)))]
            }
            IngestError::TooManyInputs { max } => vec![("max", count(*max))],
            IngestError::Ledger(e) => e.details(),
            IngestError::Parse(e) => e.details(),
        }
    }
}

impl Coded for BotError {
    fn code(&self) -> &'static str {
        BotError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            BotError::InvalidConfig { field } => vec![("field", Detail::Text((*field).to_owned()))],
            BotError::WrongSeat { pending, .. } => vec![("seat", seat(*pending))],
            _ => Vec::new(),
        }
    }
}

impl Coded for DriveError {
    fn code(&self) -> &'static str {
        match self {
            DriveError::Bot(e) => e.code(),
            DriveError::View(e) => Coded::code(e),
            DriveError::Options(e) => Coded::code(e),
            _ => DriveError::code(self),
        }
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            DriveError::Bot(e) => e.details(),
            DriveError::View(e) => e.details(),
            DriveError::Options(e) => e.details(),
            DriveError::NotPending { seat: s } | DriveError::Refused { seat: s, .. } => vec![("seat", seat(*s))],
            DriveError::Ingest(_) | DriveError::TooManyCommands { .. } | DriveError::Stalled => Vec::new(),
        }
    }
}

impl Coded for SimError {
    fn code(&self) -> &'static str {
        match self {
            SimError::Options(e) => Coded::code(e),
            SimError::Bots(e) => Coded::code(e),
            _ => SimError::code(self),
        }
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            SimError::Options(e) => e.details(),
            SimError::Bots(e) => e.details(),
            SimError::Game { index, seed, error } => {
                let mut details =
                    vec![("index", Detail::Number(f64::from(*index))), ("seed", Detail::Text(seed.to_string()))];
                // The failed game's own details (its seat, …).
                details.extend(error.details());
                details
            }
            SimError::NoGames | SimError::InvalidConfig { .. } => Vec::new(),
        }
    }
}
