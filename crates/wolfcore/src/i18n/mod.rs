//! The shared message catalogs (`i18n/en.json`, `i18n/zh.json` at the repo root).
//!
//! The web app reads the same files with next-intl; the core embeds them at build time (all but
//! the `web` section, the web game's own UI strings), so there is one source of truth. Messages use next-intl's ICU MessageFormat subset that the core
//! needs: `{name}` arguments and apostrophe quoting (`'{'` … `'`, `''`). See [`icu`].

pub mod icu;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::OnceLock;

use crate::model::{Alignment, ClaimStatus, ClaimType, Role, MAX_PLAYERS};

// Minified copies written by build.rs from `i18n/{en,zh}.json` (which stay readable).
const EN_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/en.min.json"));
const ZH_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/zh.min.json"));

crate::unit_enum::wire_enum! {
    /// A language the catalogs cover.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum Lang as "Lang" ts "GameLang" {
        /// English.
        #[default]
        En = "en",
        /// Simplified Chinese.
        Zh = "zh",
    }
}

impl Lang {
    /// Parses `en`, `zh`, and regional forms such as `en-US`, `zh-CN`, `zh_Hans` (case-insensitive).
    #[must_use]
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }
}

/// One language's catalog: the nested JSON flattened to dotted keys (`publicClaims.header`).
#[derive(Debug)]
pub struct Catalog {
    lang: Lang,
    raw: &'static str,
    messages: BTreeMap<String, String>,
    /// Messages the claim lines need, looked up once (see [`Catalog::claim_content`]).
    names: Names,
}

/// Per catalog, looked up when it loads: role and alignment names (formatted), and the raw
/// seat-label and claim-content messages, so a claim line costs no key building or map search.
#[derive(Debug, Default)]
struct Names {
    /// `publicClaims.role.*`, in [`Role::ALL`] order.
    roles: Vec<String>,
    /// `publicClaims.alignment.*`: good, wolf — a Seer check's verdict (金水 / 查杀 in Chinese).
    alignments: [String; 2],
    /// `publicClaims.opinion.*`: good, wolf — an alignment statement's verdict, worded as an
    /// opinion (好人 / 狼人), never with the Seer's terms (issue 23).
    opinions: [String; 2],
    /// `publicClaims.seat` (raw).
    seat: String,
    /// `publicClaims.seat` formatted for seats 1..=[`MAX_PLAYERS`].
    seat_labels: Vec<String>,
    /// `publicClaims.content.*` (raw, or the key when missing), in [`ClaimType::ALL`] order.
    content: Vec<String>,
}

/// The catalog key of a claim type's content line.
fn content_key(claim_type: ClaimType) -> &'static str {
    match claim_type {
        ClaimType::RoleClaim => "publicClaims.content.roleClaim",
        ClaimType::SeerCheck => "publicClaims.content.seerCheck",
        ClaimType::WitchSave => "publicClaims.content.witchSave",
        ClaimType::WitchPoison => "publicClaims.content.witchPoison",
        ClaimType::GuardProtect => "publicClaims.content.guardProtect",
        ClaimType::AlignmentStatement => "publicClaims.content.alignmentStatement",
        ClaimType::Other => "publicClaims.content.other",
    }
}

fn flatten(prefix: &str, value: &serde_json::Value, out: &mut BTreeMap<String, String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                flatten(&key, v, out);
            }
        }
        serde_json::Value::String(s) => {
            out.insert(prefix.to_owned(), s.clone());
        }
        // The catalogs are ours and checked by tests; other value kinds are not messages.
        _ => {}
    }
}

fn load(lang: Lang, raw: &'static str) -> Catalog {
    let mut messages = BTreeMap::new();
    // A malformed embedded catalog is caught by the catalog tests; at run time it degrades
    // to key fallbacks instead of panicking.
    if let Ok(value) = serde_json::from_str::<serde_json::Value>(raw) {
        flatten("", &value, &mut messages);
    }
    let mut catalog = Catalog { lang, raw, messages, names: Names::default() };
    let raw_or_key = |c: &Catalog, key: &str| c.message(key).unwrap_or(key).to_owned();
    catalog.names = Names {
        roles: Role::ALL.iter().map(|r| catalog.format(&format!("publicClaims.role.{}", r.as_str()), &[])).collect(),
        alignments: [Alignment::Good, Alignment::Wolf]
            .map(|a| catalog.format(&format!("publicClaims.alignment.{}", a.as_str()), &[])),
        opinions: [Alignment::Good, Alignment::Wolf]
            .map(|a| catalog.format(&format!("publicClaims.opinion.{}", a.as_str()), &[])),
        seat: raw_or_key(&catalog, "publicClaims.seat"),
        seat_labels: Vec::new(),
        content: ClaimType::ALL.iter().map(|t| raw_or_key(&catalog, content_key(*t))).collect(),
    };
    catalog.names.seat_labels = (1..=u32::from(MAX_PLAYERS)).map(|n| catalog.seat_label(n)).collect();
    catalog
}

impl Catalog {
    /// The catalog for `lang` (parsed once, then shared).
    #[must_use]
    pub fn get(lang: Lang) -> &'static Catalog {
        static EN: OnceLock<Catalog> = OnceLock::new();
        static ZH: OnceLock<Catalog> = OnceLock::new();
        match lang {
            Lang::En => EN.get_or_init(|| load(Lang::En, EN_JSON)),
            Lang::Zh => ZH.get_or_init(|| load(Lang::Zh, ZH_JSON)),
        }
    }

    /// This catalog's language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The catalog file exactly as embedded (nested JSON, as next-intl reads it).
    #[must_use]
    pub fn raw_json(&self) -> &'static str {
        self.raw
    }

    /// All messages by dotted key.
    #[must_use]
    pub fn messages(&self) -> &BTreeMap<String, String> {
        &self.messages
    }

    /// The raw ICU message for a dotted key.
    #[must_use]
    pub fn message(&self, key: &str) -> Option<&str> {
        self.messages.get(key).map(String::as_str)
    }

    /// Formats the message `key` with named arguments. A missing key yields the key itself
    /// (what next-intl shows too), so a gap in a catalog is visible but never fatal.
    #[must_use]
    pub fn format(&self, key: &str, args: &[(&str, &str)]) -> String {
        match self.message(key) {
            Some(msg) => icu::format(msg, args),
            None => key.to_owned(),
        }
    }

    /// `Seat {seat}` / `{seat}号` for a **1-based** seat number.
    #[must_use]
    pub fn seat_label(&self, seat_1_based: u32) -> String {
        memo(Wording::Seat(self.lang, seat_1_based), || {
            icu::format(&self.names.seat, &[("seat", &seat_1_based.to_string())])
        })
    }

    /// The localised status label (C5.4).
    #[must_use]
    pub fn status_label(&self, status: ClaimStatus) -> String {
        memo(Wording::Status(self.lang, status), || {
            self.format(&format!("publicClaims.status.{}", status.as_str()), &[])
        })
    }

    /// The localised role name.
    #[must_use]
    pub fn role_name(&self, role: Role) -> String {
        match Role::ALL.iter().position(|r| *r == role).and_then(|i| self.names.roles.get(i)) {
            Some(name) => name.clone(),
            None => self.format(&format!("publicClaims.role.{}", role.as_str()), &[]),
        }
    }

    /// The localised alignment word.
    #[must_use]
    pub fn alignment_name(&self, alignment: Alignment) -> String {
        let [good, wolf] = &self.names.alignments;
        match alignment {
            Alignment::Good => good.clone(),
            Alignment::Wolf => wolf.clone(),
        }
    }

    /// The public-claims section header (C5).
    #[must_use]
    pub fn claims_header(&self) -> String {
        self.format("publicClaims.header", &[])
    }

    /// The "these are unverified" disclaimer (C5).
    #[must_use]
    pub fn claims_disclaimer(&self) -> String {
        self.format("publicClaims.disclaimer", &[])
    }

    /// Synthesises a claim's content line from its structured fields (C2.3), seats 0-based.
    #[must_use]
    pub fn claim_content(
        &self,
        claim_type: ClaimType,
        speaker_seat: u8,
        role: Option<Role>,
        target_seat: Option<u8>,
        alignment: Option<Alignment>,
    ) -> String {
        self.with_content_message(claim_type, speaker_seat, role, target_seat, alignment, |msg, args| match msg {
            Some(msg) => icu::format(msg, args),
            None => self.format(content_key(claim_type), args),
        })
    }

    /// Whether `text` is exactly what [`Catalog::claim_content`] writes for these fields,
    /// decided without writing it (issue 13: C5 asks this for every printed claim).
    #[must_use]
    pub fn is_claim_content(
        &self,
        text: &str,
        claim_type: ClaimType,
        speaker_seat: u8,
        role: Option<Role>,
        target_seat: Option<u8>,
        alignment: Option<Alignment>,
    ) -> bool {
        self.with_content_message(claim_type, speaker_seat, role, target_seat, alignment, |msg, args| {
            match msg.or_else(|| self.message(content_key(claim_type))) {
                Some(msg) => icu::matches(msg, args, text),
                None => text == content_key(claim_type),
            }
        })
    }

    /// Calls `with` with the content message of `claim_type` (`None` when the catalog lacks
    /// it) and the message's arguments for these fields.
    fn with_content_message<R>(
        &self,
        claim_type: ClaimType,
        speaker_seat: u8,
        role: Option<Role>,
        target_seat: Option<u8>,
        alignment: Option<Alignment>,
        with: impl FnOnce(Option<&str>, &[(&str, &str)]) -> R,
    ) -> R {
        // Borrowed where the catalog has the text ready: no allocation.
        let label = |seat: u8| -> Cow<'_, str> {
            match self.names.seat_labels.get(usize::from(seat)) {
                Some(l) => Cow::Borrowed(l),
                None => Cow::Owned(self.seat_label(u32::from(seat) + 1)),
            }
        };
        let speaker = label(speaker_seat);
        let target = target_seat.map_or(Cow::Borrowed(""), label);
        let role = role.or(claim_type.implied_role()).unwrap_or(Role::Unknown);
        let role: Cow<'_, str> = match Role::ALL.iter().position(|r| *r == role).and_then(|i| self.names.roles.get(i)) {
            Some(name) => Cow::Borrowed(name),
            None => Cow::Owned(self.role_name(role)),
        };
        // An opinion is worded as one; only a Seer check gets the check's terms (金水 / 查杀).
        let [good, wolf] = match claim_type {
            ClaimType::AlignmentStatement => &self.names.opinions,
            _ => &self.names.alignments,
        };
        let alignment = match alignment {
            Some(Alignment::Good) => good.as_str(),
            Some(Alignment::Wolf) => wolf.as_str(),
            None => "",
        };
        let args = [("speaker", &*speaker), ("target", &*target), ("role", &*role), ("alignment", alignment)];
        let msg = ClaimType::ALL.iter().position(|t| *t == claim_type).and_then(|i| self.names.content.get(i));
        with(msg.map(String::as_str), &args)
    }

    /// [`Catalog::format`], appending to `out`.
    pub fn format_into(&self, out: &mut String, key: &str, args: &[(&str, &str)]) {
        match self.message(key) {
            Some(msg) => icu::format_into(out, msg, args),
            None => out.push_str(key),
        }
    }
}

/// A catalog wording that is formatted often with the same arguments (every printed claim
/// line, every synthesised content checked by C5's re-wording): formatted once through the ICU
/// message, then copied from the memo (issue 13: ~2 µs per format natively).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Wording {
    Seat(Lang, u32),
    Status(Lang, ClaimStatus),
}

/// Most wordings kept (all seat and status labels and the contents of a long game fit).
const MEMO_CAP: usize = crate::caches::WORDINGS;

fn memo(key: Wording, format: impl FnOnce() -> String) -> String {
    thread_local! {
        static MEMO: std::cell::RefCell<std::collections::HashMap<Wording, String>> =
            std::cell::RefCell::new(std::collections::HashMap::new());
    }
    if let Some(hit) = MEMO.with(|m| m.borrow().get(&key).cloned()) {
        return hit;
    }
    let text = format();
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MEMO_CAP {
            m.clear();
        }
        m.insert(key, text.clone());
    });
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn catalogs_parse_and_are_non_empty() {
        for lang in Lang::ALL {
            let raw = Catalog::get(lang).raw_json();
            assert!(serde_json::from_str::<serde_json::Value>(raw).is_ok(), "{lang:?} is not JSON");
            assert!(Catalog::get(lang).messages().len() > 10);
        }
    }

    #[test]
    fn embedded_catalogs_are_the_minified_files() {
        for (lang, file) in [(Lang::En, "en.json"), (Lang::Zh, "zh.json")] {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../i18n").join(file);
            let source = std::fs::read_to_string(path).expect("read the catalog");
            let raw = Catalog::get(lang).raw_json();
            let expected = crate::minify::embedded(&source).expect("a JSON object");
            assert_eq!(raw, expected, "{file}: the embedded copy is not the minified file without `web`");
            let parsed = |text: &str| serde_json::from_str::<serde_json::Value>(text).expect("JSON");
            let mut source_json = parsed(&source);
            let web = source_json.as_object_mut().and_then(|o| o.remove(crate::minify::WEB_SECTION));
            assert!(web.is_some_and(|w| w.is_object()), "{file}: the web game's section is in the file");
            assert_eq!(parsed(raw), source_json);
            assert!(raw.len() < source.len(), "{file}: nothing was minified");
        }
    }

    #[test]
    fn catalogs_have_the_same_keys_and_placeholders() {
        let en = Catalog::get(Lang::En).messages();
        let zh = Catalog::get(Lang::Zh).messages();
        let en_keys: BTreeSet<_> = en.keys().collect();
        let zh_keys: BTreeSet<_> = zh.keys().collect();
        assert_eq!(en_keys, zh_keys, "en and zh catalogs differ in keys");
        for (key, en_msg) in en {
            let en_args = icu::placeholders(en_msg).map_err(|e| format!("en {key}: {e}"));
            let zh_args = icu::placeholders(&zh[key]).map_err(|e| format!("zh {key}: {e}"));
            assert!(en_args.is_ok() && zh_args.is_ok(), "{en_args:?} {zh_args:?}");
            assert_eq!(en_args, zh_args, "placeholders differ for {key}");
        }
    }

    #[test]
    fn catalogs_have_no_tag_characters_outside_quotes() {
        // next-intl parses `<x>` as rich-text tags; a stray one would break `t()` in the web app.
        for lang in Lang::ALL {
            for (key, msg) in Catalog::get(lang).messages() {
                let literal = icu::format(msg, &[]);
                let unquoted_has_tag = icu::unquoted_text(msg).contains(['<', '>']);
                assert!(!unquoted_has_tag, "{lang:?} {key} has an unquoted < or >: {literal}");
            }
        }
    }

    #[test]
    fn c5_4_status_labels_are_localised() {
        let en = Catalog::get(Lang::En);
        let zh = Catalog::get(Lang::Zh);
        let en_labels: Vec<_> = ClaimStatus::ALL.iter().map(|s| en.status_label(*s)).collect();
        let zh_labels: Vec<_> = ClaimStatus::ALL.iter().map(|s| zh.status_label(*s)).collect();
        assert_eq!(en_labels, ["unverified", "contested", "corroborated", "disproved"]);
        assert_eq!(zh_labels, ["未证实", "有争议", "已证实", "已证伪"]);
    }

    #[test]
    fn seat_labels() {
        assert_eq!(Catalog::get(Lang::En).seat_label(5), "Seat 5");
        assert_eq!(Catalog::get(Lang::Zh).seat_label(5), "5号");
    }

    #[test]
    fn summary_prompt_shows_the_exact_json_with_literal_braces() {
        let sys = Catalog::get(Lang::En).format("summary.system", &[]);
        assert!(sys.contains(r#"{"claims": [{"day": 2, "speakerSeat": 3"#), "{sys}");
        assert!(sys.contains("not a fact"));
        let zh = Catalog::get(Lang::Zh).format("summary.system", &[]);
        assert!(zh.contains(r#"{"claims": []}"#), "{zh}");
        let user = Catalog::get(Lang::En)
            .format("summary.user", &[("day", "2"), ("playerCount", "9"), ("transcript", "hello")]);
        assert!(user.contains("Day 2, 9 players") && user.contains("hello"), "{user}");
    }

    #[test]
    fn the_summary_prompt_lists_every_real_role_by_its_wire_name() {
        // Issue 17: the summary model may only answer with a role the parser reads (C2.3); a
        // role added to `Role` fails here until both prompts list it, in `Role::REAL` order.
        let names: Vec<&str> = Role::REAL.iter().map(|r| r.as_str()).collect();
        for (lang, sep) in [(Lang::En, ", "), (Lang::Zh, "、")] {
            let sys = Catalog::get(lang).format("summary.system", &[]);
            let list = names.join(sep);
            assert!(sys.contains(&list), "{lang:?} summary.system must list the roles as `{list}`");
        }
    }

    #[test]
    fn synthesised_content() {
        let en = Catalog::get(Lang::En);
        let s = en.claim_content(ClaimType::SeerCheck, 1, None, Some(5), Some(Alignment::Good));
        assert_eq!(s, "Seat 2 says they checked Seat 6: good");
        let zh = Catalog::get(Lang::Zh);
        let s = zh.claim_content(ClaimType::RoleClaim, 0, Some(Role::Witch), None, None);
        assert_eq!(s, "1号声称自己是女巫");
    }

    #[test]
    fn lang_tags() {
        assert_eq!(Lang::parse("zh-CN"), Some(Lang::Zh));
        assert_eq!(Lang::parse("EN_us"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
    }
}
