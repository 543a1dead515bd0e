//! The wire vocabulary's TypeScript, generated (issue 17): every fieldless wire enum is defined
//! once with `wire_enum!` (the enum, its serde, `as_str`, `ALL`, its TS union); this module
//! only collects the unions. It sits above the modules whose enums it lists, so nothing imports it.

/// The TypeScript declarations of every fieldless wire enum, generated from their
/// `wire_enum!` definitions: the text of `wire.d.ts`, which `crates/wolfcore-wasm/build.rs`
/// writes at build time (never committed) and the bindings ship in the package's `.d.ts`.
#[must_use]
pub fn wire_typescript() -> String {
    use crate::bots::{Difficulty, VillageLedger};
    use crate::engine::{
        Ability, ActionKind, DeathCause, Direction, ElectionEnd, EventPhase, LastWordsRule, SectionName, Side,
        VoteRound, WinReason, WinRule, WitchSelfSave,
    };
    use crate::i18n::Lang;
    use crate::model::{Alignment, ClaimSource, ClaimStatus, ClaimType, Reason, Role};
    let all = [
        Role::TS,
        ClaimType::TS,
        Alignment::TS,
        ClaimStatus::TS,
        ClaimSource::TS,
        Reason::TS,
        Lang::TS,
        WinRule::TS,
        WitchSelfSave::TS,
        LastWordsRule::TS,
        Direction::TS,
        ActionKind::TS,
        Ability::TS,
        Side::TS,
        WinReason::TS,
        EventPhase::TS,
        VoteRound::TS,
        ElectionEnd::TS,
        DeathCause::TS,
        SectionName::TS,
        VillageLedger::TS,
        Difficulty::TS,
    ];
    let mut out = String::from(
        "// Generated at build time from the core's wire enums (wire_enum!) by\n\
         // crates/wolfcore-wasm/build.rs: do not edit.\n",
    );
    for ts in all {
        out.push_str(ts);
    }
    out
}

/// Which way a type crosses the boundary, which decides how an absent value reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// A result, written by serde-wasm-bindgen: `None` is `undefined`, a field skipped when
    /// empty (`skip_serializing_if`) is optional.
    Out,
    /// An argument, read by serde_json: `None` is `null`; a field with a `default` may be
    /// left out.
    In,
}

/// How an internally tagged enum's variants are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantStyle {
    /// Each variant an object type inside the union.
    Inline,
    /// Each variant its own interface named variant + suffix (`GuardProtect` + `Command`).
    Interfaces(&'static str),
}

/// One generated declaration: the type, its direction and how its variants are written.
#[derive(Debug, Clone, Copy)]
pub struct Generated {
    /// The type.
    pub wire: crate::wire_type::WireType,
    /// Its direction.
    pub direction: Flow,
    /// Its variants' style (enums only).
    pub style: VariantStyle,
}

/// Parsed attributes: doc lines and serde's `key` / `key = "value"` items.
#[derive(Debug, Default)]
struct Attrs {
    docs: Vec<String>,
    serde: Vec<(String, Option<String>)>,
}

impl Attrs {
    fn get(&self, key: &str) -> Option<Option<&str>> {
        self.serde.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_deref())
    }

    fn value(&self, key: &str) -> Option<&str> {
        self.get(key).flatten()
    }

    fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Refuses serde keys outside `known` (the renderer would not honour them).
    fn only(&self, known: &[&str], what: &str) -> Result<(), String> {
        match self.serde.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            Some((k, _)) => Err(format!("{what}: serde attribute `{k}` is not understood by the TypeScript generator")),
            None => Ok(()),
        }
    }
}

/// Reads a string literal as `stringify!` writes it: `"…"` with escapes or `r#"…"#`.
fn literal(text: &str) -> Result<String, String> {
    let text = text.trim();
    if let Some(raw) = text.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body = &raw[hashes..];
        let end = body.len().checked_sub(hashes + 1).ok_or_else(|| format!("bad literal {text}"))?;
        return body.get(1..end).map(str::to_owned).ok_or_else(|| format!("bad literal {text}"));
    }
    let body = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .ok_or_else(|| format!("not a string literal: {text}"))?;
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('u') => {
                let code: String = chars.by_ref().skip(1).take_while(|c| *c != '}').collect();
                let c = u32::from_str_radix(&code, 16).ok().and_then(char::from_u32);
                out.push(c.ok_or_else(|| format!("bad escape in {text}"))?);
            }
            Some(c) => out.push(c),
            None => return Err(format!("bad literal {text}")),
        }
    }
    Ok(out)
}

/// Splits at the commas outside quotes and brackets.
fn split_top(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut quoted, mut escaped, mut start) = (0_i32, false, false, 0);
    for (i, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            '(' | '[' | '<' | '{' if !quoted => depth += 1,
            ')' | ']' | '>' | '}' if !quoted => depth -= 1,
            ',' if !quoted && depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() {
        parts.push(last);
    }
    parts
}

fn parse_attrs(attrs: &[&str]) -> Result<Attrs, String> {
    let mut out = Attrs::default();
    for attr in attrs {
        let attr = attr.trim();
        if let Some(rest) = attr.strip_prefix("doc") {
            if let Some(lit) = rest.trim_start().strip_prefix('=') {
                let line = literal(lit)?;
                out.docs.push(line.strip_prefix(' ').unwrap_or(&line).to_owned());
                continue;
            }
        }
        let Some(inner) = attr.strip_prefix("serde").map(str::trim_start).and_then(|r| r.strip_prefix('(')) else {
            continue; // derive, allow, cfg…: nothing to do with the wire
        };
        let inner = inner.strip_suffix(')').ok_or_else(|| format!("bad attribute {attr}"))?;
        for item in split_top(inner) {
            match item.split_once('=') {
                Some((k, v)) => out.serde.push((k.trim().to_owned(), Some(literal(v)?))),
                None => out.serde.push((item.to_owned(), None)),
            }
        }
    }
    Ok(out)
}

/// serde's `rename_all` applied to a variant name (PascalCase in Rust).
fn rename_variant(name: &str, rule: Option<&str>) -> Result<String, String> {
    Ok(match rule {
        None | Some("PascalCase") => name.to_owned(),
        Some("snake_case") => {
            let mut out = String::new();
            for (i, c) in name.char_indices() {
                if c.is_uppercase() && i > 0 {
                    out.push('_');
                }
                out.extend(c.to_lowercase());
            }
            out
        }
        Some("camelCase") => {
            let mut chars = name.chars();
            chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
        }
        Some(other) => return Err(format!("rename rule `{other}` is not understood by the TypeScript generator")),
    })
}

/// A snake_case field name in camelCase (serde's `rename_all = "camelCase"`).
#[must_use]
pub fn camel(name: &str) -> String {
    rename_field(name, Some("camelCase")).unwrap_or_default()
}

/// serde's `rename_all` applied to a field name (snake_case in Rust).
fn rename_field(name: &str, rule: Option<&str>) -> Result<String, String> {
    let name = name.strip_prefix("r#").unwrap_or(name);
    Ok(match rule {
        None | Some("snake_case") => name.to_owned(),
        Some("camelCase") => {
            let mut out = String::new();
            for (i, part) in name.split('_').enumerate() {
                let mut chars = part.chars();
                match chars.next() {
                    Some(c) if i > 0 => out.extend(c.to_uppercase().chain(chars)),
                    Some(c) => out.extend(std::iter::once(c).chain(chars)),
                    None => {}
                }
            }
            out
        }
        Some(other) => return Err(format!("rename rule `{other}` is not understood by the TypeScript generator")),
    })
}

/// The TypeScript of a Rust type as written (`Option<Vec<Seat>>`), through `names` for the
/// named ones.
fn ts_type(ty: &str, direction: Flow, names: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    let ty = ty.trim().trim_start_matches('&').trim();
    let (head, args) = match ty.find('<') {
        Some(open) => {
            let close = ty.rfind('>').ok_or_else(|| format!("bad type {ty}"))?;
            (ty[..open].trim(), split_top(&ty[open + 1..close]))
        }
        None => (ty, Vec::new()),
    };
    let name = head.rsplit("::").next().unwrap_or(head).trim();
    let arg = |i: usize| -> Result<String, String> {
        let a = args.get(i).ok_or_else(|| format!("{ty}: missing type argument"))?;
        ts_type(a, direction, names)
    };
    let group = |t: String| if t.contains(' ') { format!("({t})") } else { t };
    Ok(match name {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" | "f32" | "f64" => {
            "number".to_owned()
        }
        "bool" => "boolean".to_owned(),
        "String" | "str" => "string".to_owned(),
        "Box" => arg(0)?,
        "Vec" => format!("{}[]", group(arg(0)?)),
        "BTreeMap" | "HashMap" => format!("{{ [key: string]: {} }}", arg(1)?),
        "Option" => match direction {
            Flow::Out => format!("{} | undefined", arg(0)?),
            Flow::In => format!("{} | null", arg(0)?),
        },
        _ => names(name).ok_or_else(|| {
            format!("type `{name}` has no TypeScript name: define it with wire_type!/wire_enum! and list it in wolfcore::wire")
        })?,
    })
}

/// A doc line with rustdoc's intra-doc links (`[`View`]`, `[`View`](super::View)`) as plain
/// code spans: their targets mean nothing in TypeScript. Web links are kept.
fn unlink(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find("[`") {
        let Some(close) = rest[open..].find("`]").map(|c| open + c) else { break };
        out.push_str(&rest[..open]);
        out.push_str(&rest[open + 1..=close]);
        rest = &rest[close + 2..];
        if let Some(target) = rest.strip_prefix('(') {
            if let Some(end) = target.find(')').filter(|_| !target.starts_with("http")) {
                rest = &target[end + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A JSDoc block of `docs`, indented; nothing for no docs. `paragraph`: only the first one.
fn jsdoc(docs: &[String], indent: &str, paragraph: bool) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in docs {
        if paragraph && line.trim().is_empty() {
            break;
        }
        // Intra-doc links read as code in TypeScript; `*/` would close the comment.
        let line = unlink(line).replace("*/", "*\\/");
        lines.push(line.trim_end().to_owned());
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    match lines.as_slice() {
        [] => String::new(),
        [one] => format!("{indent}/** {one} */\n"),
        many => {
            let mut out = format!("{indent}/**\n");
            for l in many {
                if l.is_empty() {
                    out.push_str(&format!("{indent} *\n"));
                } else {
                    out.push_str(&format!("{indent} * {l}\n"));
                }
            }
            out.push_str(&format!("{indent} */\n"));
            out
        }
    }
}

/// How the fields of one object type are written: serde's `rename_all` for them, the
/// container's `default`, the direction.
#[derive(Debug, Clone, Copy)]
struct FieldRules<'a> {
    rename_all: Option<&'a str>,
    container_default: bool,
    direction: Flow,
}

/// The members of an object type: the tag first (if any), then each field with its docs.
fn members(
    owner: &str,
    tag: Option<(&str, &str)>,
    fields: &[crate::wire_type::WireField],
    rules: FieldRules<'_>,
    names: &dyn Fn(&str) -> Option<String>,
    indent: &str,
) -> Result<String, String> {
    let FieldRules { rename_all: rule, container_default, direction } = rules;
    let mut out = String::new();
    if let Some((key, value)) = tag {
        out.push_str(&format!("{indent}{key}: \"{value}\";\n"));
    }
    for field in fields {
        let what = format!("{owner}.{}", field.name);
        let attrs = parse_attrs(field.attrs)?;
        attrs.only(
            &["rename", "default", "skip_serializing_if", "with", "serialize_with", "deserialize_with", "skip"],
            &what,
        )?;
        if attrs.has("skip") {
            continue;
        }
        let name = match attrs.value("rename") {
            Some(n) => n.to_owned(),
            None => rename_field(field.name, rule)?,
        };
        let hand_written = ["with", "serialize_with", "deserialize_with"].iter().any(|k| attrs.has(k));
        let is_option = field.ty.trim().starts_with("Option");
        let (optional, ty) = match direction {
            Flow::Out if attrs.has("skip_serializing_if") && is_option => {
                let inner = field.ty.trim().strip_prefix("Option").unwrap_or_default().trim();
                let inner = inner.strip_prefix('<').and_then(|t| t.strip_suffix('>')).unwrap_or(inner);
                (true, inner)
            }
            Flow::Out => (attrs.has("skip_serializing_if"), field.ty),
            // Stricter than serde, on purpose: a missing `Option` reads as `None`, but the
            // TypeScript asks for `null` (a vote names its target or abstains) unless the field
            // says `default`.
            Flow::In => (attrs.has("default") || container_default, field.ty),
        };
        let ts = match field.ts {
            Some(ts) => ts.to_owned(),
            None if hand_written => {
                return Err(format!(
                    "{what}: its serde is hand-written; give its TypeScript (`{}: T as \"…\"`)",
                    field.name
                ))
            }
            None => ts_type(ty, direction, names)?,
        };
        out.push_str(&jsdoc(&attrs.docs, indent, false));
        out.push_str(&format!("{indent}{name}{}: {ts};\n", if optional { "?" } else { "" }));
    }
    Ok(out)
}

/// Whether the members rendered by [`members`] fit on one line (no docs, short).
fn one_line(members: &str) -> Option<String> {
    if members.contains("/**") {
        return None;
    }
    let parts: Vec<&str> = members.lines().map(|l| l.trim().trim_end_matches(';')).collect();
    let line = format!("{{ {} }}", parts.join("; "));
    (line.len() <= 100).then_some(line)
}

/// The TypeScript declaration of one generated type.
///
/// # Errors
/// A serde attribute, rename rule or type the generator does not understand (it would write
/// wrong TypeScript), named with the type and field.
pub fn render(g: &Generated, names: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    use crate::wire_type::WireShape;
    let t = &g.wire;
    let attrs = parse_attrs(t.attrs)?;
    attrs.only(&["tag", "rename_all", "rename_all_fields", "deny_unknown_fields", "default"], t.rust)?;
    let mut out = jsdoc(&attrs.docs, "", true);
    match t.shape {
        WireShape::Struct(fields) => {
            if attrs.has("tag") || attrs.has("rename_all_fields") {
                return Err(format!("{}: `tag` / `rename_all_fields` on a struct", t.rust));
            }
            let rules = FieldRules {
                rename_all: attrs.value("rename_all"),
                container_default: attrs.has("default"),
                direction: g.direction,
            };
            let body = members(t.rust, None, fields, rules, names, "  ")?;
            out.push_str(&format!("export interface {} {{\n{body}}}\n", t.ts));
        }
        WireShape::Members(body) => {
            out.push_str(&format!("export interface {} {{\n{}}}\n", t.ts, body()));
        }
        WireShape::Enum(variants) => {
            let Some(tag) = attrs.value("tag") else {
                return Err(format!("{}: only internally tagged enums (`tag = \"…\"`) are generated", t.rust));
            };
            let mut union = Vec::new();
            let mut interfaces = String::new();
            let mut inline = String::new();
            for v in variants {
                let vattrs = parse_attrs(v.attrs)?;
                let what = format!("{}::{}", t.rust, v.name);
                vattrs.only(&["rename"], &what)?;
                let wire = match vattrs.value("rename") {
                    Some(n) => n.to_owned(),
                    None => rename_variant(v.name, attrs.value("rename_all"))?,
                };
                let rules = FieldRules {
                    rename_all: attrs.value("rename_all_fields"),
                    container_default: false,
                    direction: g.direction,
                };
                match g.style {
                    VariantStyle::Interfaces(suffix) => {
                        let name = format!("{}{suffix}", v.name);
                        let body = members(&what, Some((tag, &wire)), v.fields, rules, names, "  ")?;
                        interfaces.push_str(&jsdoc(&vattrs.docs, "", false));
                        interfaces.push_str(&format!("export interface {name} {{\n{body}}}\n"));
                        union.push(name);
                    }
                    VariantStyle::Inline => {
                        let body = members(&what, Some((tag, &wire)), v.fields, rules, names, "      ")?;
                        inline.push_str(&jsdoc(&vattrs.docs, "  ", false));
                        match one_line(&body) {
                            Some(line) => inline.push_str(&format!("  | {line}\n")),
                            None => inline.push_str(&format!("  | {{\n{body}    }}\n")),
                        }
                    }
                }
            }
            match g.style {
                VariantStyle::Interfaces(_) => {
                    let head = out;
                    out = interfaces;
                    out.push_str(&head);
                    out.push_str(&format!("export type {} =\n", t.ts));
                    for name in union {
                        out.push_str(&format!("  | {name}\n"));
                    }
                }
                VariantStyle::Inline => {
                    out.push_str(&format!("export type {} =\n", t.ts));
                    out.push_str(&inline);
                }
            }
            let end = out.trim_end_matches('\n').len();
            out.truncate(end);
            out.push_str(";\n");
        }
    }
    Ok(out)
}

/// The TypeScript name of every named Rust type a generated type may hold: the wire enums
/// (their `TS_NAME`), the generated types (their `as "…"` name), and the few the bindings
/// declare by hand. Inside the engine's types a `Role` is a dealt role: `BoardRole`.
fn ts_name(rust: &str, generated: &[Generated]) -> Option<String> {
    use crate::bots::{Difficulty, VillageLedger};
    use crate::engine::{
        Ability, ActionKind, DeathCause, Direction, ElectionEnd, EventPhase, LastWordsRule, SectionName, Side,
        VoteRound, WinReason, WinRule, WitchSelfSave,
    };
    use crate::i18n::Lang;
    use crate::model::{Alignment, ClaimSource, ClaimStatus, ClaimType, Reason};
    let enums = [
        (ClaimType::RUST_NAME, ClaimType::TS_NAME),
        (Alignment::RUST_NAME, Alignment::TS_NAME),
        (ClaimStatus::RUST_NAME, ClaimStatus::TS_NAME),
        (ClaimSource::RUST_NAME, ClaimSource::TS_NAME),
        (Reason::RUST_NAME, Reason::TS_NAME),
        (Lang::RUST_NAME, Lang::TS_NAME),
        (WinRule::RUST_NAME, WinRule::TS_NAME),
        (WitchSelfSave::RUST_NAME, WitchSelfSave::TS_NAME),
        (LastWordsRule::RUST_NAME, LastWordsRule::TS_NAME),
        (Direction::RUST_NAME, Direction::TS_NAME),
        (ActionKind::RUST_NAME, ActionKind::TS_NAME),
        (Ability::RUST_NAME, Ability::TS_NAME),
        (Side::RUST_NAME, Side::TS_NAME),
        (WinReason::RUST_NAME, WinReason::TS_NAME),
        (EventPhase::RUST_NAME, EventPhase::TS_NAME),
        (VoteRound::RUST_NAME, VoteRound::TS_NAME),
        (ElectionEnd::RUST_NAME, ElectionEnd::TS_NAME),
        (DeathCause::RUST_NAME, DeathCause::TS_NAME),
        (SectionName::RUST_NAME, SectionName::TS_NAME),
        (VillageLedger::RUST_NAME, VillageLedger::TS_NAME),
        (Difficulty::RUST_NAME, Difficulty::TS_NAME),
    ];
    // Declared by hand in the bindings (`types.rs`, `game_ts.rs`).
    // `VoteWeight` serialises as its number (1, 1.5, 2).
    let by_hand = [
        ("Seat", "Seat"),
        ("Role", "BoardRole"),
        ("PublicClaim", "PublicClaim"),
        ("SeatRoles", "SeatRoles"),
        ("VoteWeight", "number"),
    ];
    let found = enums.iter().chain(&by_hand).find(|(r, _)| *r == rust).map(|(_, ts)| (*ts).to_owned());
    found.or_else(|| generated.iter().find(|g| g.wire.rust == rust).map(|g| g.wire.ts.to_owned()))
}

/// The engine's data-carrying wire types, in the order of the generated file.
fn generated_types() -> Vec<Generated> {
    use crate::board::RoleCounts;
    use crate::engine::{
        Applied, Ballot, BoardRules, Command, Election, ElectionOutcome, Event, EventKind, FirstSpeakers, GameOptions,
        GameOutcome, IngestReport, LegalMove, Moment, NightDeath, PendingAction, PlayerView, Potions, PreferredRole,
        PromptContext, PromptSection, PublicPhase, RoleInfo, SeatRole, SelfView, SheriffBallotWeight, View, Viewer,
        Visibility, VoteOutcome,
    };
    let out = |wire| Generated { wire, direction: Flow::Out, style: VariantStyle::Inline };
    let arg = |wire| Generated { wire, direction: Flow::In, style: VariantStyle::Inline };
    vec![
        arg(GameOptions::WIRE),
        arg(PreferredRole::WIRE),
        Generated { wire: Command::WIRE, direction: Flow::In, style: VariantStyle::Interfaces("Command") },
        out(PendingAction::WIRE),
        out(LegalMove::WIRE),
        out(FirstSpeakers::WIRE),
        out(Moment::WIRE),
        out(Applied::WIRE),
        out(GameOutcome::WIRE),
        out(RoleCounts::WIRE),
        out(RoleInfo::WIRE),
        out(BoardRules::WIRE),
        out(Visibility::WIRE),
        out(Ballot::WIRE),
        out(VoteOutcome::WIRE),
        out(ElectionOutcome::WIRE),
        out(SheriffBallotWeight::WIRE),
        out(Election::WIRE),
        out(NightDeath::WIRE),
        out(SeatRole::WIRE),
        out(EventKind::WIRE),
        out(Event::WIRE),
        out(Viewer::WIRE),
        out(PublicPhase::WIRE),
        out(PlayerView::WIRE),
        out(Potions::WIRE),
        out(SelfView::WIRE),
        out(View::WIRE),
        out(PromptSection::WIRE),
        out(PromptContext::WIRE),
        out(IngestReport::WIRE),
    ]
}

/// The union of the engine's error codes (`error_codes!`: commands, options, saves), each once.
fn engine_error_codes() -> String {
    use crate::engine::{CommandError, OptionsError, SnapshotError};
    let mut codes: Vec<&str> = Vec::new();
    for code in CommandError::CODES.iter().chain(OptionsError::CODES).chain(SnapshotError::CODES) {
        if !codes.contains(code) {
            codes.push(code);
        }
    }
    let mut out = String::from(
        "/** The codes of the engine's refusals: a command (R5), the options (R1, R10), a save (R7). */\n\
         export type EngineErrorCode =\n",
    );
    for code in codes {
        out.push_str(&format!("  | \"{code}\"\n"));
    }
    out.truncate(out.len() - 1);
    out.push_str(";\n");
    out
}

/// The TypeScript declarations of the engine's data-carrying wire types (commands, events,
/// phases, views, moves, …), generated from their `wire_type!` definitions: the text of
/// `game.d.ts`, which `crates/wolfcore-wasm/build.rs` writes at build time (never committed)
/// and the bindings ship with the `Game` class.
///
/// # Errors
/// A type the generator cannot render (see [`render`]).
pub fn game_typescript() -> Result<String, String> {
    let types = generated_types();
    let names = |rust: &str| ts_name(rust, &types);
    let mut out = String::from(
        "// Generated at build time from the core's wire types (wire_type!) by\n\
         // crates/wolfcore-wasm/build.rs: do not edit.\n",
    );
    for g in &types {
        out.push_str(&render(g, &names)?);
    }
    out.push_str(&engine_error_codes());
    Ok(out)
}
