//! Hand-written deserialisation of the engine's internally tagged enums (`{"type":"vote",…}`).
//!
//! serde's derive buffers an internally tagged enum through its private `Content` type and
//! then instantiates every variant, and every field type inside it, a second time for
//! `ContentDeserializer`. For the event log, phases and commands that doubled the
//! snapshot loader's code (about 100 KB of the .wasm). Here the object is read once into
//! `(key, serde_json::Value)` pairs and each field is deserialised from its `Value` — the
//! same instantiations the rest of the snapshot already uses. The snapshot's plain structs are
//! read the same way ([`object`]): one straight-line function per type instead of serde's
//! derived visitor (`visit_map`, `visit_seq`, field identifier visitor) per deserializer.
//!
//! Accepted input and error messages follow serde's derive: the tag may sit anywhere in the
//! object; a missing tag is `missing field `type``; an unknown one is `unknown variant …,
//! expected one of …`; repeated keys are `duplicate field …`; fields are camelCase;
//! missing `Option` fields are `None`; unknown fields are ignored, or refused where the type
//! is strict (commands). The sequence form serde also accepts (`["vote", 3, null]`: tag,
//! then the fields in declaration order) is kept.

use std::fmt;

use serde::de::{self, Deserialize, DeserializeOwned, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::{Error, Value};

/// How one internally tagged enum is spelled.
pub(crate) struct Tagged {
    /// The Rust name, for `expected internally tagged enum …`.
    pub(crate) name: &'static str,
    /// The tag key (`type`, `kind`, …).
    pub(crate) tag: &'static str,
    /// Every tag value, declaration order.
    pub(crate) variants: &'static [&'static str],
    /// Refuse fields a variant does not have (serde's `deny_unknown_fields`).
    pub(crate) deny_unknown: bool,
}

/// Reads an internally tagged enum: `build` gets the tag (one of `spec.variants`) and the
/// remaining fields.
pub(crate) fn tagged<'de, D, T>(
    deserializer: D,
    spec: &'static Tagged,
    build: fn(&'static str, &mut Fields) -> Result<T, Error>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    let raw = deserializer.deserialize_any(RawVisitor { kind: "internally tagged enum ", name: spec.name })?;
    read(raw, spec, build).map_err(D::Error::custom)
}

/// How one struct is spelled.
pub(crate) struct Object {
    /// The Rust name, for `expected struct …`.
    pub(crate) name: &'static str,
    /// Refuse fields the struct does not have (serde's `deny_unknown_fields`).
    pub(crate) deny_unknown: bool,
}

/// Reads a struct (an object by field name, or serde's sequence form, fields in order) with
/// `build`. One small function per type instead of serde's derived visitor.
pub(crate) fn object<'de, D, T>(
    deserializer: D,
    spec: &'static Object,
    build: fn(&mut Fields) -> Result<T, Error>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    let raw = deserializer.deserialize_any(RawVisitor { kind: "struct ", name: spec.name })?;
    let kind = match raw {
        Raw::Map(pairs) => Kind::Map(pairs),
        Raw::Seq(items) => Kind::Seq { items: items.into_iter(), taken: 0 },
    };
    let mut fields = Fields { kind, asked: Vec::new() };
    build(&mut fields).and_then(|value| fields.finish(spec.deny_unknown).map(|()| value)).map_err(D::Error::custom)
}

fn read<T>(
    raw: Raw,
    spec: &'static Tagged,
    build: fn(&'static str, &mut Fields) -> Result<T, Error>,
) -> Result<T, Error> {
    let (tag, kind) = match raw {
        Raw::Map(mut pairs) => {
            let Some(at) = pairs.iter().position(|(k, _)| k == spec.tag) else {
                return Err(Error::missing_field(spec.tag));
            };
            let (_, tag) = pairs.remove(at);
            if pairs.iter().any(|(k, _)| k == spec.tag) {
                return Err(Error::duplicate_field(spec.tag));
            }
            (tag, Kind::Map(pairs))
        }
        Raw::Seq(items) => {
            let mut items = items.into_iter();
            let Some(tag) = items.next() else {
                return Err(Error::missing_field(spec.tag));
            };
            (tag, Kind::Seq { items, taken: 0 })
        }
    };
    let variant = de::DeserializeSeed::deserialize(VariantName(spec.variants), tag)?;
    let mut fields = Fields { kind, asked: Vec::new() };
    let value = build(variant, &mut fields)?;
    fields.finish(spec.deny_unknown)?;
    Ok(value)
}

/// The object (or sequence) of one tagged value, tag removed.
enum Raw {
    Map(Vec<(String, Value)>),
    Seq(Vec<Value>),
}

struct RawVisitor {
    kind: &'static str,
    name: &'static str,
}

impl<'de> Visitor<'de> for RawVisitor {
    type Value = Raw;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.kind, self.name)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Raw, A::Error> {
        let mut pairs = Vec::new();
        while let Some(pair) = map.next_entry::<String, Value>()? {
            pairs.push(pair);
        }
        Ok(Raw::Map(pairs))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Raw, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<Value>()? {
            items.push(item);
        }
        Ok(Raw::Seq(items))
    }
}

/// Reads a fieldless enum as serde's derive does (`"wolf_kill"`, or `{"wolf_kill":null}`):
/// the index of its name in `names`. [`read_unit_enum`] maps it to the variant.
pub(crate) fn unit_variant<'de, D: Deserializer<'de>>(
    deserializer: D,
    name: &'static str,
    names: &'static [&'static str],
) -> Result<usize, D::Error> {
    deserializer.deserialize_enum(name, names, UnitVisitor { name, names })
}

struct UnitVisitor {
    name: &'static str,
    names: &'static [&'static str],
}

impl<'de> Visitor<'de> for UnitVisitor {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "enum {}", self.name)
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<usize, A::Error> {
        let (name, variant) = data.variant_seed(VariantName(self.names))?;
        de::VariantAccess::unit_variant(variant)?;
        self.names.iter().position(|n| *n == name).ok_or_else(|| A::Error::unknown_variant(name, self.names))
    }
}

/// `impl Deserialize` for a fieldless enum from its variants and their serialised names.
macro_rules! read_unit_enum {
    ($ty:ident { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                const NAMES: &[&str] = &[$($name),+];
                const ALL: &[$ty] = &[$($ty::$variant),+];
                let at = $crate::engine::de::unit_variant(deserializer, stringify!($ty), NAMES)?;
                ALL.get(at).copied().ok_or_else(|| <D::Error as serde::de::Error>::custom("variant out of range"))
            }
        }
    };
}
pub(crate) use read_unit_enum;

/// The tag as a variant identifier: a known variant name, or serde's error.
struct VariantName(&'static [&'static str]);

impl<'de> de::DeserializeSeed<'de> for VariantName {
    type Value = &'static str;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<&'static str, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for VariantName {
    type Value = &'static str;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<&'static str, E> {
        self.0.iter().copied().find(|name| *name == v).ok_or_else(|| E::unknown_variant(v, self.0))
    }
}

enum Kind {
    Map(Vec<(String, Value)>),
    Seq { items: std::vec::IntoIter<Value>, taken: usize },
}

/// The fields of one variant, read by name (or, in the sequence form, in order).
pub(crate) struct Fields {
    kind: Kind,
    /// Every field name asked for, for the `unknown field` message.
    asked: Vec<&'static str>,
}

impl Fields {
    /// The raw value of `key`; `Err` if it is repeated.
    fn take(&mut self, key: &'static str) -> Result<Option<Value>, Error> {
        self.asked.push(key);
        match &mut self.kind {
            Kind::Map(pairs) => {
                let Some(at) = pairs.iter().position(|(k, _)| k == key) else {
                    return Ok(None);
                };
                let (_, value) = pairs.remove(at);
                if pairs.iter().any(|(k, _)| k == key) {
                    return Err(Error::duplicate_field(key));
                }
                Ok(Some(value))
            }
            Kind::Seq { items, taken } => {
                let item = items.next();
                if item.is_some() {
                    *taken += 1;
                }
                Ok(item)
            }
        }
    }

    fn absent(&self, key: &'static str) -> Error {
        match &self.kind {
            Kind::Map(_) => Error::missing_field(key),
            Kind::Seq { taken, .. } => Error::invalid_length(*taken, &"more elements"),
        }
    }

    /// A required field.
    pub(crate) fn req<T: DeserializeOwned>(&mut self, key: &'static str) -> Result<T, Error> {
        match self.take(key)? {
            Some(value) => T::deserialize(value),
            None => Err(self.absent(key)),
        }
    }

    /// An `Option` field: `null` or (in an object) absent is `None`.
    pub(crate) fn opt<T: DeserializeOwned>(&mut self, key: &'static str) -> Result<Option<T>, Error> {
        match self.take(key)? {
            Some(value) => Option::<T>::deserialize(value),
            None if matches!(self.kind, Kind::Map(_)) => Ok(None),
            None => Err(self.absent(key)),
        }
    }

    /// A `#[serde(default)]` field.
    pub(crate) fn or_default<T: DeserializeOwned + Default>(&mut self, key: &'static str) -> Result<T, Error> {
        match self.take(key)? {
            Some(value) => T::deserialize(value),
            None => Ok(T::default()),
        }
    }

    /// After the variant is built: leftover fields are an error when `deny_unknown`; leftover
    /// sequence elements always are.
    fn finish(self, deny_unknown: bool) -> Result<(), Error> {
        match self.kind {
            Kind::Map(pairs) => match pairs.first() {
                Some((key, _)) if deny_unknown => Err(Error::custom(UnknownField { key, expected: &self.asked })),
                _ => Ok(()),
            },
            Kind::Seq { items, taken } => match items.len() {
                0 => Ok(()),
                rest => Err(Error::invalid_length(taken + rest, &"fewer elements in array")),
            },
        }
    }
}

/// serde's `unknown field` message, for a field list known only at run time.
struct UnknownField<'a> {
    key: &'a str,
    expected: &'a [&'static str],
}

impl fmt::Display for UnknownField<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown field `{}`, ", self.key)?;
        match self.expected {
            [] => f.write_str("there are no fields"),
            [one] => write!(f, "expected `{one}`"),
            [a, b] => write!(f, "expected `{a}` or `{b}`"),
            [first, rest @ ..] => {
                write!(f, "expected one of `{first}`")?;
                for name in rest {
                    write!(f, ", `{name}`")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Demo {
        Unit,
        Pair { seat: u8, target: Option<u8>, save: bool },
    }

    static DEMO: Tagged = Tagged { name: "Demo", tag: "type", variants: &["unit", "pair"], deny_unknown: true };
    static LAX: Tagged = Tagged { name: "Demo", tag: "type", variants: &["unit", "pair"], deny_unknown: false };

    fn build(tag: &'static str, f: &mut Fields) -> Result<Demo, Error> {
        Ok(match tag {
            "unit" => Demo::Unit,
            _ => Demo::Pair { seat: f.req("seat")?, target: f.opt("target")?, save: f.or_default("save")? },
        })
    }

    fn strict(json: &str) -> Result<Demo, String> {
        let mut de = serde_json::Deserializer::from_str(json);
        tagged(&mut de, &DEMO, build).map_err(|e| e.to_string())
    }

    fn lax(json: &str) -> Result<Demo, String> {
        let value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
        tagged(value, &LAX, build).map_err(|e| e.to_string())
    }

    #[test]
    fn r5_tagged_objects_read_like_serde_derive() {
        assert_eq!(strict(r#"{"seat":3,"type":"pair"}"#), Ok(Demo::Pair { seat: 3, target: None, save: false }));
        assert_eq!(
            lax(r#"{"type":"pair","seat":3,"target":4,"save":true}"#),
            Ok(Demo::Pair { seat: 3, target: Some(4), save: true })
        );
        assert_eq!(lax(r#"{"type":"unit","extra":1}"#), Ok(Demo::Unit));
        assert_eq!(lax(r#"["pair",1,null,true]"#), Ok(Demo::Pair { seat: 1, target: None, save: true }));
        assert_eq!(lax(r#"["pair",1,null]"#), Ok(Demo::Pair { seat: 1, target: None, save: false }));
    }

    #[test]
    fn r5_tagged_errors_name_the_problem() {
        let err = |r: Result<Demo, String>| r.expect_err("must be refused");
        assert!(err(strict(r#"{"seat":3}"#)).starts_with("missing field `type`"));
        assert!(err(strict(r#"{"type":"fly"}"#)).starts_with("unknown variant `fly`, expected `unit` or `pair`"));
        assert!(err(strict(r#"{"type":5}"#)).contains("expected variant identifier"));
        assert!(err(strict(r#"{"type":"pair"}"#)).starts_with("missing field `seat`"));
        assert!(err(strict(r#"{"type":"pair","seat":1,"seat":2}"#)).starts_with("duplicate field `seat`"));
        assert!(err(strict(r#"{"type":"pair","type":"unit","seat":1}"#)).starts_with("duplicate field `type`"));
        assert_eq!(
            err(strict(r#"{"type":"pair","seat":1,"x":0}"#)),
            "unknown field `x`, expected one of `seat`, `target`, `save`"
        );
        assert!(err(strict(r#"{"type":"pair","seat":"1"}"#)).starts_with("invalid type: string \"1\", expected u8"));
        assert!(err(strict("42")).starts_with("invalid type: integer `42`, expected internally tagged enum Demo"));
        assert!(err(lax("[]")).starts_with("missing field `type`"));
        assert!(err(lax(r#"["pair"]"#)).starts_with("invalid length 0"));
        assert!(err(lax(r#"["pair",1]"#)).starts_with("invalid length 1"));
        assert!(err(lax(r#"["unit",1]"#)).starts_with("invalid length 1"));
    }

    mod engine_enums {
        use serde::Serialize;

        use super::super::Tagged;
        use crate::board::RoleCounts;
        use crate::engine::command::COMMAND;
        use crate::engine::event::{EVENT_KIND, VISIBILITY};
        use crate::engine::state::{Step, PHASE, STEP, VOTE_OUTCOME};
        use crate::engine::*;
        use crate::model::{Alignment, Role};

        /// Every sample serialises with the tag the hand-written reader lists (same order, every
        /// variant once) and reads back equal, from text and from a `Value`.
        fn round_trip<T>(spec: &Tagged, samples: &[T])
        where
            T: Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
        {
            let mut tags = Vec::new();
            for sample in samples {
                let json = serde_json::to_string(sample).expect("serialise");
                let value: serde_json::Value = serde_json::from_str(&json).expect("json");
                tags.push(value[spec.tag].as_str().expect("tag").to_owned());
                assert_eq!(&serde_json::from_str::<T>(&json).expect("from text"), sample, "{json}");
                assert_eq!(&serde_json::from_value::<T>(value).expect("from value"), sample, "{json}");
            }
            assert_eq!(tags, spec.variants, "{}", spec.name);
        }

        #[test]
        fn r6_every_event_kind_and_visibility_round_trips() {
            let rules = GameOptions::preset(9, 1).rules();
            round_trip(
                &EVENT_KIND,
                &[
                    EventKind::GameStarted { players: 9, board: RoleCounts::preset(9).unwrap_or_default(), rules },
                    EventKind::RoleDealt { seat: 1, role: Role::Seer },
                    EventKind::WolfTeam { wolves: vec![1, 2] },
                    EventKind::NightFell { night: 2 },
                    EventKind::GuardProtected { seat: 3, target: None },
                    EventKind::WolfVoted { seat: 1, target: Some(4) },
                    EventKind::WolvesChose { target: Some(4) },
                    EventKind::WitchTold { seat: 5, target: None },
                    EventKind::WitchActed { seat: 5, save: Some(4), poison: None },
                    EventKind::SeerResult { seat: 6, target: 1, alignment: Alignment::Wolf },
                    EventKind::NightResolved {
                        night: 1,
                        wolf_target: Some(4),
                        guarded: Some(3),
                        saved: None,
                        poisoned: Some(7),
                        deaths: vec![NightDeath { seat: 7, cause: DeathCause::Poison }],
                    },
                    EventKind::DeathsAnnounced {
                        seats: vec![7],
                        roles: vec![SeatRole { seat: 7, role: Role::Hunter }],
                    },
                    EventKind::CannotShoot { seat: 7 },
                    EventKind::HunterShot { seat: 7, target: 1, target_role: Some(Role::Werewolf) },
                    EventKind::HunterHeldFire { seat: 7 },
                    EventKind::LastWords { seat: 7, text: "bye".into() },
                    EventKind::Speech { seat: 2, text: "hi".into(), pk: true },
                    EventKind::VoteCast { seat: 2, target: None, round: VoteRound::Pk },
                    EventKind::VoteTallied {
                        round: VoteRound::Main,
                        ballots: vec![Ballot { voter: 2, target: Some(1) }],
                        outcome: VoteOutcome::Tie { seats: vec![1, 2] },
                    },
                    EventKind::Executed { seat: 1, role: None },
                    EventKind::SelfRevealed { seat: 2 },
                    EventKind::GameEnded { winner: Side::Village, reason: WinReason::Parity, roles: vec![Role::Seer] },
                ],
            );
            round_trip(&VISIBILITY, &[Visibility::Public, Visibility::seat(3), Visibility::Wolves, Visibility::God]);
        }

        #[test]
        fn item6_every_phase_step_and_outcome_round_trips() {
            let ballots = vec![Ballot { voter: 0, target: None }];
            round_trip(
                &PHASE,
                &[
                    Phase::Night { step: NightStep::Witch },
                    Phase::HunterShot { seat: 1, context: DeathContext::Dawn },
                    Phase::LastWords { seat: 1, context: DeathContext::Execution },
                    Phase::DaySpeech { seat: 2 },
                    Phase::Vote { ballots: ballots.clone() },
                    Phase::PkSpeech { seat: 2, candidates: vec![2, 3] },
                    Phase::PkVote { candidates: vec![2, 3], ballots },
                    Phase::GameOver,
                ],
            );
            round_trip(
                &STEP,
                &[
                    Step::BeginNight,
                    Step::Night { step: NightStep::Seer },
                    Step::ResolveNight,
                    Step::HunterShot { seat: 1, context: DeathContext::Dawn },
                    Step::LastWords { seat: 1, context: DeathContext::Dawn },
                    Step::WinCheck,
                    Step::BeginDay,
                    Step::Speech { seat: 4 },
                    Step::Vote,
                    Step::PkSpeech { seat: 4, candidates: vec![4, 5] },
                    Step::PkVote { candidates: vec![4, 5] },
                ],
            );
            round_trip(
                &VOTE_OUTCOME,
                &[VoteOutcome::Executed { seat: 3 }, VoteOutcome::Tie { seats: vec![1, 2] }, VoteOutcome::NoVotes],
            );
        }

        #[test]
        fn item6_structs_read_like_serde_derive() {
            let ballot = |json: &str| serde_json::from_str::<Ballot>(json).map_err(|e| e.to_string());
            assert_eq!(ballot(r#"{"voter":2}"#), Ok(Ballot { voter: 2, target: None }), "absent Option is None");
            assert_eq!(ballot(r#"{"voter":2,"target":3,"x":1}"#), Ok(Ballot { voter: 2, target: Some(3) }));
            assert_eq!(ballot("[2,null]"), Ok(Ballot { voter: 2, target: None }), "sequence form");
            assert!(ballot(r#"{"target":3}"#).is_err_and(|e| e.starts_with("missing field `voter`")));
            assert!(
                ballot(r#""x""#).is_err_and(|e| e.starts_with("invalid type: string \"x\", expected struct Ballot"))
            );
            assert!(ballot(r#"{"voter":-1}"#).is_err_and(|e| e.starts_with("invalid value: integer `-1`, expected u8")));
            let snapshot =
                serde_json::to_value(GameState::new(GameOptions::preset(9, 3)).expect("game")).expect("json");
            let mut bad = snapshot.clone();
            bad["cheat"] = serde_json::json!(1);
            let e = serde_json::from_value::<GameState>(bad).expect_err("unknown field refused");
            assert!(e.to_string().starts_with("unknown field `cheat`, expected one of `options`"), "{e}");
            assert!(serde_json::from_value::<GameState>(snapshot).is_ok());
        }

        fn units<T>(all: &[T])
        where
            T: Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
        {
            for v in all {
                let json = serde_json::to_string(v).expect("serialise");
                assert_eq!(&serde_json::from_str::<T>(&json).expect("from text"), v, "{json}");
                let value: serde_json::Value = serde_json::from_str(&json).expect("json");
                assert_eq!(&serde_json::from_value::<T>(value).expect("from value"), v, "{json}");
                let wrapped = format!("{{{json}:null}}");
                assert_eq!(&serde_json::from_str::<T>(&wrapped).expect("externally tagged form"), v, "{wrapped}");
            }
            assert!(serde_json::from_str::<T>(r#""no_such_variant""#)
                .is_err_and(|e| e.to_string().starts_with("unknown variant")));
            assert!(serde_json::from_str::<T>("3").is_err());
        }

        #[test]
        fn item6_every_fieldless_enum_round_trips() {
            use crate::engine::{LastWordsRule, WinRule, WitchSelfSave};
            units(&[
                EventPhase::Setup,
                EventPhase::Night,
                EventPhase::Dawn,
                EventPhase::DaySpeech,
                EventPhase::Vote,
                EventPhase::PkSpeech,
                EventPhase::PkVote,
                EventPhase::Execution,
                EventPhase::GameOver,
            ]);
            units(&[WinRule::Parity, WinRule::SideKill]);
            units(&[WitchSelfSave::Always, WitchSelfSave::FirstNightOnly, WitchSelfSave::Never]);
            units(&[LastWordsRule::ExecutedAndFirstNight, LastWordsRule::ExecutedOnly]);
            units(&[
                DeathCause::WolfKill,
                DeathCause::Poison,
                DeathCause::Execution,
                DeathCause::HunterShot,
                DeathCause::SelfReveal,
            ]);
            units(&[NightStep::Guard, NightStep::Wolves, NightStep::Witch, NightStep::Seer]);
            units(&[DeathContext::Dawn, DeathContext::Execution]);
            units(&[VoteRound::Main, VoteRound::Pk]);
            units(&[Side::Village, Side::Wolves]);
            units(&[WinReason::NoWolvesLeft, WinReason::Parity, WinReason::GodsDead, WinReason::VillagersDead]);
        }

        #[test]
        fn r5_every_command_round_trips() {
            round_trip(
                &COMMAND,
                &[
                    Command::GuardProtect { seat: 0, target: Some(1) },
                    Command::WolfKill { seat: 1, target: None },
                    Command::WitchAct { seat: 2, save: true, poison: Some(3) },
                    Command::SeerCheck { seat: 3, target: 4 },
                    Command::HunterShoot { seat: 4, target: Some(5) },
                    Command::Speak { seat: 5, text: "x".into() },
                    Command::LastWords { seat: 6, text: String::new() },
                    Command::Vote { seat: 7, target: None },
                    Command::SelfReveal { seat: 8 },
                ],
            );
        }
    }
}
