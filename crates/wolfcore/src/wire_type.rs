//! One definition per data-carrying wire type (`wire_type!`, issue 17): the struct or enum
//! as written in Rust — its derives, its serde attributes, its doc comments — and, from that
//! same text, a description of its shape ([`WireType`]) that [`crate::wire`] renders as the
//! TypeScript of the package (`game.d.ts`, generated at build time by
//! `crates/wolfcore-wasm/build.rs`). A new variant or field is in the TypeScript the moment it is in Rust.
//!
//! The shape is the item's own tokens, stringified (`stringify!`): field names, types
//! (`Option<Seat>`) and attributes (`serde(default, skip_serializing_if = "Option::is_none")`,
//! `doc = "…"`). The renderer reads the subset of serde attributes the wire types use
//! (`tag`, `rename_all`, `rename_all_fields`, `rename`, `default`, `skip_serializing_if`, …) and
//! refuses any other, so an attribute it does not understand fails the freshness test instead
//! of producing wrong TypeScript. The descriptions are `const`s nothing in the bindings reads:
//! they cost the .wasm nothing.
//!
//! A leaf module: the types using the macro import it, it imports none of them.

/// A field: its name, attributes, Rust type and TypeScript override, as written.
#[derive(Debug, Clone, Copy)]
pub struct WireField {
    /// The Rust name (`save_target`).
    pub name: &'static str,
    /// Each attribute, stringified without `#[` `]` (`doc = " …"`, `serde(default)`).
    pub attrs: &'static [&'static str],
    /// The Rust type, stringified (`Option<Seat>`).
    pub ty: &'static str,
    /// The TypeScript type written beside the field (`field: T as "…"`), for a field whose
    /// serde is hand-written (`serialize_with`, `with`).
    pub ts: Option<&'static str>,
}

/// A variant of a wire enum: unit (no fields) or with named fields.
#[derive(Debug, Clone, Copy)]
pub struct WireVariant {
    /// The Rust name (`GuardProtect`).
    pub name: &'static str,
    /// Its attributes, stringified.
    pub attrs: &'static [&'static str],
    /// Its named fields (empty for a unit variant).
    pub fields: &'static [WireField],
}

/// A struct's fields or an enum's variants.
#[derive(Debug, Clone, Copy)]
pub enum WireShape {
    /// A struct with named fields.
    Struct(&'static [WireField]),
    /// An enum of unit and struct variants.
    Enum(&'static [WireVariant]),
    /// A struct whose members are one per item of a list the type itself renders (an
    /// interface body; `RoleCounts`: one count per real role, issue 17).
    Members(fn() -> String),
}

/// A data-carrying wire type as defined by `wire_type!`.
#[derive(Debug, Clone, Copy)]
pub struct WireType {
    /// The Rust name (`EventKind`).
    pub rust: &'static str,
    /// The TypeScript name (`GameEventKind`; the Rust name unless the definition says `as "…"`).
    pub ts: &'static str,
    /// The container's attributes, stringified.
    pub attrs: &'static [&'static str],
    /// Its fields or variants.
    pub shape: WireShape,
}

/// The first name of a list (the `as "…"` name when given, else the Rust name).
#[must_use]
pub const fn first(names: &[&'static str]) -> &'static str {
    names[0]
}

/// One definition per data-carrying wire type (issue 17). Wraps a plain struct (named fields)
/// or enum (unit and struct variants) and emits it unchanged, plus `WIRE`: the [`WireType`]
/// the TypeScript is rendered from. Two additions to Rust's syntax, both optional: the
/// TypeScript name after the type's name (`pub struct View as "GameView" {`), and a field's
/// TypeScript type after its Rust type when its serde is hand-written
/// (`revealed_roles: RevealedRoles as "{ [seat: number]: BoardRole }"`).
///
/// ```ignore
/// wire_type! {
///     /// Doc.
///     #[derive(Debug, Serialize)]
///     #[serde(rename_all = "camelCase")]
///     pub struct Moment {
///         /// Doc.
///         pub died: Vec<Seat>,
///         #[serde(default, skip_serializing_if = "Option::is_none")]
///         pub sheriff: Option<Seat>,
///     }
/// }
/// ```
macro_rules! wire_type {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident $(as $ts:literal)? {
            $( $(#[$fmeta:meta])* $fvis:vis $field:ident : $fty:ty $(as $fts:literal)? ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $( $(#[$fmeta])* $fvis $field : $fty ),*
        }

        impl $name {
            /// This type's shape, from its definition: its TypeScript is generated from it
            /// (`wolfcore::wire`, the generated `game.d.ts`).
            pub const WIRE: crate::wire_type::WireType = crate::wire_type::WireType {
                rust: stringify!($name),
                ts: crate::wire_type::first(&[$($ts,)? stringify!($name)]),
                attrs: &[$(stringify!($meta)),*],
                shape: crate::wire_type::WireShape::Struct(&[$(
                    crate::wire_type::WireField {
                        name: stringify!($field),
                        attrs: &[$(stringify!($fmeta)),*],
                        ty: stringify!($fty),
                        ts: crate::wire_type::first_opt(&[$($fts)?]),
                    }
                ),*]),
            };
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident $(as $ts:literal)? {
            $(
                $(#[$vmeta:meta])* $variant:ident $({
                    $( $(#[$fmeta:meta])* $field:ident : $fty:ty $(as $fts:literal)? ),* $(,)?
                })?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$vmeta])* $variant $({ $( $(#[$fmeta])* $field : $fty ),* })? ),*
        }

        impl $name {
            /// This type's shape, from its definition: its TypeScript is generated from it
            /// (`wolfcore::wire`, the generated `game.d.ts`).
            pub const WIRE: crate::wire_type::WireType = crate::wire_type::WireType {
                rust: stringify!($name),
                ts: crate::wire_type::first(&[$($ts,)? stringify!($name)]),
                attrs: &[$(stringify!($meta)),*],
                shape: crate::wire_type::WireShape::Enum(&[$(
                    crate::wire_type::WireVariant {
                        name: stringify!($variant),
                        attrs: &[$(stringify!($vmeta)),*],
                        fields: &[$($(
                            crate::wire_type::WireField {
                                name: stringify!($field),
                                attrs: &[$(stringify!($fmeta)),*],
                                ty: stringify!($fty),
                                ts: crate::wire_type::first_opt(&[$($fts)?]),
                            }
                        ),*)?],
                    }
                ),*]),
            };
        }
    };
}
pub(crate) use wire_type;

/// The first name of a list, if any (a field's `as "…"` TypeScript).
#[must_use]
pub const fn first_opt(names: &[&'static str]) -> Option<&'static str> {
    match names {
        [first, ..] => Some(*first),
        [] => None,
    }
}

/// One list of an error enum's stable codes (issue 17): `code()` (an exhaustive match, so a
/// new variant without its code fails to compile) and `CODES`, every code in declaration
/// order, which the generated TypeScript's `EngineErrorCode` union is made of.
///
/// ```ignore
/// error_codes! { CommandError { GameOver => "game_over", UnknownSeat => "unknown_seat" } }
/// ```
macro_rules! error_codes {
    ($ty:ident { $($variant:ident => $code:literal),+ $(,)? }) => {
        impl $ty {
            /// Stable snake_case code.
            #[must_use]
            pub fn code(&self) -> &'static str {
                match self {
                    $($ty::$variant { .. } => $code),+
                }
            }

            /// Every code, in declaration order (the generated `EngineErrorCode` union).
            pub const CODES: &'static [&'static str] = &[$($code),+];
        }
    };
}
pub(crate) use error_codes;
