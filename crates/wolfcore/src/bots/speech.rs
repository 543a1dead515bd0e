//! Speeches from the `bots.*` catalog templates, with the structured claims they make.
//!
//! Every template family has several variants (`bots.accuse.0`, `bots.accuse.1`, …) picked by
//! the bot's RNG, and the opinions and reasons may open with a lead-in (`bots.lead.*`:
//! "Honestly, …", "说实话，…") taken from the same single draw per line, so the catalogs' size
//! never moves the RNG stream (about a thousand surface forms per language). Both catalogs have
//! the same keys (a catalog test enforces it), so the draws — and therefore every decision — are
//! the same in English and Chinese. Claim sentences never take a lead-in and use the
//! plain forms the rule-based extractor reads (C6 labeling policy): "I am the Seer.", "I checked
//! Seat 5: werewolf.", "我是预言家。", "5号是我的金水。"; hedged opinions ("seems suspicious",
//! "感觉…有点可疑") are chosen exactly where no claim is meant.

use std::sync::OnceLock;

use crate::engine::{Rng, MAX_TEXT_CHARS};
use crate::i18n::{Catalog, Lang};
use crate::model::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role, Seat};

/// A claim's structured fields: `(type, role, target, alignment)`.
pub(crate) type ClaimShape = (ClaimType, Option<Role>, Option<Seat>, Option<Alignment>);

/// One sentence of a speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Line {
    /// Opening of a day speech.
    Open,
    /// Opening of last words.
    LastWords,
    /// Opening of a PK speech: "I am good, do not vote me out."
    PkDefence,
    /// "I am the {role}." (a god role) — a role claim.
    ClaimGod(Role),
    /// "I am a villager." — a role claim.
    ClaimVillager,
    /// A seer check with its verdict — a `seer_check` claim.
    SeerCheck(Seat, Alignment),
    /// "I saved Seat N." — a `witch_save` claim.
    WitchSave(Seat),
    /// "I poisoned Seat N." — a `witch_poison` claim.
    WitchPoison(Seat),
    /// "I guarded Seat N." — a `guard_protect` claim.
    GuardProtect(Seat),
    /// "Seat N is a wolf." — an `alignment_statement` (wolf).
    Accuse(Seat),
    /// "Seat N is a fake Seer, a wolf." — an `alignment_statement` (wolf).
    FakeSeer(Seat),
    /// "Seat N is good." — an `alignment_statement` (good).
    Vouch(Seat),
    /// A hedged suspicion: no claim.
    Suspect(Seat),
    /// "I side with Seat N." (about another's role claim): no claim.
    SideWith(Seat),
    /// "I have nothing to report." No claim.
    NoInfo,
    /// "I will vote Seat N." A plan: no claim.
    VoteFor(Seat),
    /// A reason from the votes: "Seat A and Seat B voted the same way yesterday." No claim.
    WhyVotes(Seat, Seat),
    /// A reason from a Seer's check: "Seat B's result on Seat A still stands." No claim.
    WhyCheck(Seat, Seat),
    /// A reason from rival claims: "Seat A and Seat B claim the same card." No claim.
    WhyCounter(Seat, Seat),
    /// A reason from a ballot: "Seat A voted against Seat B, whom I trust." No claim.
    WhyPush(Seat, Seat),
    /// A reason from the ledger's verdicts: "Seat A's story has fallen apart." No claim.
    WhyExposed(Seat),
    /// A reason from the night: "Seat A died at night …". No claim.
    WhyNight(Seat),
    /// Why the bot's read changed since yesterday. No claim.
    WhyChange(Seat),
    /// A closing sentence. No claim.
    Close,
    /// "I want to hear Seat N." No claim.
    Plan(Seat),
    /// "Nobody died last night …". No claim.
    Peace,
}

impl Line {
    /// The template family and the seat arguments (`{seat}`, `{other}`).
    pub(crate) fn template(self) -> (&'static str, Option<Seat>, Option<Seat>) {
        let (family, seat) = match self {
            Line::WhyVotes(a, b) => return ("whyVotes", Some(a), Some(b)),
            Line::WhyCheck(a, b) => return ("whyCheck", Some(a), Some(b)),
            Line::WhyCounter(a, b) => return ("whyCounter", Some(a), Some(b)),
            Line::WhyPush(a, b) => return ("whyPush", Some(a), Some(b)),
            Line::WhyExposed(a) => ("whyExposed", Some(a)),
            Line::WhyNight(a) => ("whyNight", Some(a)),
            Line::WhyChange(a) => ("whyChange", Some(a)),
            Line::Close => ("close", None),
            Line::Plan(a) => ("plan", Some(a)),
            Line::Peace => ("whyPeace", None),
            Line::Open => ("open", None),
            Line::LastWords => ("lastWords", None),
            Line::PkDefence => ("pkDefence", None),
            Line::ClaimGod(_) => ("claimGod", None),
            Line::ClaimVillager => ("claimVillager", None),
            Line::SeerCheck(t, Alignment::Wolf) => ("seerWolf", Some(t)),
            Line::SeerCheck(t, Alignment::Good) => ("seerGood", Some(t)),
            Line::WitchSave(t) => ("witchSave", Some(t)),
            Line::WitchPoison(t) => ("witchPoison", Some(t)),
            Line::GuardProtect(t) => ("guardProtect", Some(t)),
            Line::Accuse(t) => ("accuse", Some(t)),
            Line::FakeSeer(t) => ("fakeSeer", Some(t)),
            Line::Vouch(t) => ("vouch", Some(t)),
            Line::Suspect(t) => ("suspect", Some(t)),
            Line::SideWith(t) => ("sideWith", Some(t)),
            Line::NoInfo => ("noInfo", None),
            Line::VoteFor(t) => ("voteFor", Some(t)),
        };
        (family, seat, None)
    }

    /// Whether the line may open with a `bots.lead.*` lead-in ("Honestly, …", "说实话，…"):
    /// the opinions and the reasons. Claims, plans to vote, openings and closings never do, so
    /// a claim keeps the plain form the extractor reads (C6).
    pub(crate) fn takes_lead(self) -> bool {
        matches!(
            self,
            Line::Suspect(_)
                | Line::SideWith(_)
                | Line::NoInfo
                | Line::WhyVotes(..)
                | Line::WhyCheck(..)
                | Line::WhyCounter(..)
                | Line::WhyPush(..)
                | Line::WhyExposed(_)
                | Line::WhyNight(_)
                | Line::WhyChange(_)
                | Line::Plan(_)
                | Line::Peace
        )
    }

    /// `Some(false)` when the line makes a claim, `Some(true)` otherwise (`Option` for the
    /// callers' `any`).
    pub(crate) fn claim_free(self) -> Option<bool> {
        Some(self.claim().is_none())
    }

    /// The claim this line makes.
    pub(crate) fn claim(self) -> Option<ClaimShape> {
        match self {
            Line::ClaimGod(r) => Some((ClaimType::RoleClaim, Some(r), None, None)),
            Line::ClaimVillager => Some((ClaimType::RoleClaim, Some(Role::Villager), None, None)),
            Line::SeerCheck(t, a) => Some((ClaimType::SeerCheck, None, Some(t), Some(a))),
            Line::WitchSave(t) => Some((ClaimType::WitchSave, None, Some(t), None)),
            Line::WitchPoison(t) => Some((ClaimType::WitchPoison, None, Some(t), None)),
            Line::GuardProtect(t) => Some((ClaimType::GuardProtect, None, Some(t), None)),
            Line::Accuse(t) | Line::FakeSeer(t) => {
                Some((ClaimType::AlignmentStatement, None, Some(t), Some(Alignment::Wolf)))
            }
            Line::Vouch(t) => Some((ClaimType::AlignmentStatement, None, Some(t), Some(Alignment::Good))),
            _ => None,
        }
    }
}

/// How many variants the catalog has for `family` (`bots.{family}.0`, `.1`, …, counted up to
/// the first gap), computed once per language. (A short list, not a map: a dozen families, and
/// one `BTreeMap` type less in the .wasm.)
pub(crate) fn variants(catalog: &Catalog, family: &str) -> u64 {
    static EN: OnceLock<Vec<(String, u64)>> = OnceLock::new();
    static ZH: OnceLock<Vec<(String, u64)>> = OnceLock::new();
    let cell = match catalog.lang() {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    };
    let counts = cell.get_or_init(|| {
        let mut counts: Vec<(String, u64)> = Vec::new();
        for key in catalog.messages().keys() {
            if let Some(family) = key.strip_prefix("bots.").and_then(|rest| rest.split('.').next()) {
                if !counts.iter().any(|(known, _)| known == family) {
                    let mut n = 0u64;
                    while catalog.message(&format!("bots.{family}.{n}")).is_some() {
                        n += 1;
                    }
                    counts.push((family.to_owned(), n));
                }
            }
        }
        counts
    });
    counts.iter().find(|(known, _)| known == family).map_or(0, |(_, n)| *n)
}

/// Where a speech is given, as the ledger names phases (C1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stage {
    /// A day speech.
    Day,
    /// A PK speech.
    Pk,
    /// Last words.
    LastWords,
}

impl Stage {
    fn phase(self) -> &'static str {
        match self {
            Stage::Day => "DAY_SPEECH",
            Stage::Pk => "DAY_PK_SPEECH",
            Stage::LastWords => "DAY_LAST_WORDS",
        }
    }
}

/// A composed speech.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Speech {
    /// The text, as the engine receives it.
    pub(crate) text: String,
    /// The claims it makes (one per distinct C3.1 key).
    pub(crate) claims: Vec<PublicClaim>,
}

/// Renders `lines` in `lang`, drawing one variant per line from `rng`. Lines that would push the
/// text over the engine's limit are dropped (with their claims).
///
/// `heard` is the day's latest talk (speeches, campaign speeches, last words): a line whose
/// drawn form — its first sentence with these seats, or its lead-in — was just said, by anyone
/// or earlier in this speech, takes the next form nobody said (the draw is the same, so the RNG
/// stream and every later decision are unchanged; only the wording moves on). Three bots in a
/// row opening "Mark my words: Seat 1 is a wolf." read like one bot.
pub(crate) fn compose(
    lines: &[Line],
    lang: Lang,
    speaker: Seat,
    day: u32,
    stage: Stage,
    rng: &mut Rng,
    heard: &[&str],
) -> Speech {
    let catalog = Catalog::get(lang);
    let sep = match lang {
        Lang::En => " ",
        Lang::Zh => "",
    };
    let mut text = String::new();
    let mut chars = 0usize;
    let mut claims: Vec<PublicClaim> = Vec::new();
    // The day's talk so far, this speech's lines added as they are written.
    let mut seen = Said::of(catalog, heard);
    for line in lines {
        let count = variants(catalog, line.template().0);
        // One draw per line, however many forms there are (the RNG stream, and so every later
        // decision, does not depend on the catalogs' size): the variant is `pick % count`; a
        // line that takes a lead-in gets lead `pick / count` when that is below `leads`, and
        // none in the other half of the range.
        let leads = if line.takes_lead() { variants(catalog, "lead") } else { 0 };
        let pick = rng.below(count.saturating_mul((2 * leads).max(1)));
        let (variant, lead) = (pick % count.max(1), pick / count.max(1));
        // A lead-in somebody said today gives way to the next unused one.
        let lead = (lead < leads).then(|| fresh(lead, leads, |l| seen.lead(l)));
        // Written straight into the text, and taken back if it would not fit.
        let mark = text.len();
        if !text.is_empty() {
            text.push_str(sep);
        }
        // The drawn form, or the next one nobody has said today (all said: the drawn one).
        let start = text.len();
        let mut form = variant;
        for _ in 0..count.max(1) {
            let body = render(&mut text, catalog, *line, form, lead);
            if !text.get(body..).is_some_and(|b| seen.sentence(b)) {
                break;
            }
            text.truncate(start);
            form = (form + 1) % count.max(1);
            if form == variant {
                render(&mut text, catalog, *line, form, lead);
                break;
            }
        }
        let add = text.get(mark..).map_or(0, |t| t.chars().count());
        if chars + add > MAX_TEXT_CHARS {
            text.truncate(mark);
            break;
        }
        chars += add;
        if let Some(new) = text.get(mark..) {
            seen.hear(new);
        }
        if let Some((claim_type, role, target_seat, alignment)) = line.claim() {
            let claim = PublicClaim {
                id: String::new(),
                day: day.max(1),
                phase: stage.phase().to_owned(),
                speaker_seat: speaker,
                claim_type,
                role,
                target_seat,
                alignment,
                content: catalog.claim_content(claim_type, speaker, role, target_seat, alignment),
                status: ClaimStatus::Unverified,
                source: ClaimSource::Summary,
                reasons: Vec::new(),
            };
            if !claims.iter().any(|c| c.key() == claim.key()) {
                claims.push(claim);
            }
        }
    }
    // C6 labeling policy: a statement that is the verdict of a check the speaker reports on the
    // same seat in the same speech is recorded only as the check.
    let checks: Vec<(Option<Seat>, Option<Alignment>)> =
        claims.iter().filter(|c| c.claim_type == ClaimType::SeerCheck).map(|c| (c.target_seat, c.alignment)).collect();
    claims.retain(|c| c.claim_type != ClaimType::AlignmentStatement || !checks.contains(&(c.target_seat, c.alignment)));
    Speech { text, claims }
}

/// The lead-ins (`bots.lead.*`) in `catalog`'s language as [`hash_ci`]es, formatted once per
/// process.
fn lead_hashes(catalog: &Catalog) -> &'static [u64] {
    static EN: OnceLock<Vec<u64>> = OnceLock::new();
    static ZH: OnceLock<Vec<u64>> = OnceLock::new();
    let cell = match catalog.lang() {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    };
    cell.get_or_init(|| {
        (0..variants(catalog, "lead").min(64))
            .map(|l| hash_ci(catalog.format(&format!("bots.lead.{l}"), &[]).as_bytes()))
            .collect()
    })
}

/// What has been said lately, as [`compose`] asks it: a key per sentence (its first
/// [`KEY_BYTES`] bytes after any lead-in, ignoring ASCII case) and the lead-ins used. Built once
/// per speech, so a line's check is a lookup in a short list, not a search through the talk.
struct Said {
    lead_hashes: &'static [u64],
    sentences: Vec<u64>,
    leads: u64,
}

/// How much of a sentence its key reads: the forms of a line differ in their first words.
const KEY_BYTES: usize = 40;

/// Where a lead-in's closing `,` `:` or `，` may be: every `bots.lead.*` is shorter.
const LEAD_BYTES: usize = 24;

impl Said {
    fn of(catalog: &Catalog, heard: &[&str]) -> Said {
        let mut said = Said { lead_hashes: lead_hashes(catalog), sentences: Vec::new(), leads: 0 };
        for text in heard {
            said.hear(text);
        }
        said
    }

    /// Adds every sentence of `text`, and the lead-in it opens with, if any.
    fn hear(&mut self, text: &str) {
        let mut rest = text;
        while let Some((sentence, after)) = first_sentence(rest) {
            let (lead, key) = self.key(sentence);
            if let Some(l) = lead {
                self.leads |= 1 << l;
            }
            self.sentences.push(key);
            rest = after;
        }
    }

    /// The lead-in `sentence` opens with (its start up to the first `,` `:` or `，`, as every
    /// `bots.lead.*` ends) and the key of the rest; no lead-in: the key of the whole.
    fn key(&self, sentence: &str) -> (Option<usize>, u64) {
        let b = sentence.as_bytes();
        let cut = (0..b.len().min(LEAD_BYTES)).find_map(|i| match b[i] {
            b',' | b':' => Some(i + 1),
            0xEF if b.get(i + 1..i + 3) == Some(&[0xBC, 0x8C]) => Some(i + 3),
            _ => None,
        });
        if let Some(cut) = cut {
            let lead = hash_ci(&b[..cut]);
            if let Some(l) = self.lead_hashes.iter().position(|h| *h == lead) {
                return (Some(l), hash_ci(&b[cut..]));
            }
        }
        (None, hash_ci(b))
    }

    /// Whether lead-in `l` was used lately.
    fn lead(&self, l: u64) -> bool {
        l < 64 && self.leads & (1 << l) != 0
    }

    /// Whether the first sentence of `text` was said lately.
    fn sentence(&self, text: &str) -> bool {
        first_sentence(text).is_some_and(|(s, _)| self.sentences.contains(&self.key(s).1))
    }
}

/// The first sentence of `text` (through its `.` `!` `?` `。` `！` `？`, trimmed) and what follows;
/// `None` when only spaces are left.
fn first_sentence(text: &str) -> Option<(&str, &str)> {
    let text = text.trim_start();
    if text.is_empty() {
        return None;
    }
    let b = text.as_bytes();
    let end = (0..b.len())
        .find_map(|i| match b[i] {
            b'.' | b'!' | b'?' => Some(i + 1),
            0xE3 if b.get(i + 1..i + 3) == Some(&[0x80, 0x82]) => Some(i + 3),
            0xEF if matches!(b.get(i + 1..i + 3), Some([0xBC, 0x81 | 0x9F])) => Some(i + 3),
            _ => None,
        })
        .unwrap_or(b.len());
    Some((text.get(..end)?.trim_end(), text.get(end..)?))
}

/// A hash of the first [`KEY_BYTES`] bytes of `b` ignoring ASCII case and surrounding spaces
/// (FNV-1a 64: a collision only makes a line take another wording).
fn hash_ci(b: &[u8]) -> u64 {
    let b = b.trim_ascii();
    b[..b.len().min(KEY_BYTES)]
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, c| (h ^ u64::from(c.to_ascii_lowercase())).wrapping_mul(0x0100_0000_01b3))
}

/// The first of `first`, `first + 1`, … (mod `count`) that `said` rejects, or `first` when every
/// form was said.
fn fresh(first: u64, count: u64, said: impl Fn(u64) -> bool) -> u64 {
    (0..count).map(|i| (first + i) % count).find(|v| !said(*v)).unwrap_or(first)
}

/// Writes `line` in `catalog`'s language with template `variant` of its family, after lead-in
/// `lead` (`bots.lead.{lead}`) when given.
/// Returns where the template's text starts in `out` (after the lead-in).
pub(crate) fn render(out: &mut String, catalog: &Catalog, line: Line, variant: u64, lead: Option<u64>) -> usize {
    let (family, seat, other) = line.template();
    let key = format!("bots.{family}.{variant}");
    let seat_arg = seat.map(|s| (u32::from(s) + 1).to_string()).unwrap_or_default();
    let other_arg = other.map(|s| (u32::from(s) + 1).to_string()).unwrap_or_default();
    let role_arg = match line {
        Line::ClaimGod(r) => catalog.role_name(r),
        _ => String::new(),
    };
    let args = [("seat", seat_arg.as_str()), ("other", other_arg.as_str()), ("role", role_arg.as_str())];
    match lead {
        Some(lead) => {
            catalog.format_into(out, &format!("bots.lead.{lead}"), &[]);
            if catalog.lang() == Lang::En {
                out.push(' ');
            }
            let start = out.len();
            catalog.format_into(out, &key, &args);
            if catalog.lang() == Lang::En {
                lower_first(out, start);
            }
            start
        }
        None => {
            let start = out.len();
            catalog.format_into(out, &key, &args);
            start
        }
    }
}

/// After an English lead-in, the sentence from byte `start` goes on in lower case ("Honestly,
/// nobody died …"), except for the words that keep their capital: "I" ("I", "I'm", …) and
/// "Seat".
fn lower_first(text: &mut String, start: usize) {
    let Some(rest) = text.get(start..) else { return };
    let word = rest.split([' ', '\'']).next().unwrap_or("");
    if word == "I" || word == "Seat" {
        return;
    }
    if let Some(first) = rest.chars().next().filter(char::is_ascii_uppercase) {
        let lower = first.to_ascii_lowercase().to_string();
        text.replace_range(start..start + first.len_utf8(), &lower);
    }
}

#[cfg(test)]
mod said_tests {
    use super::*;

    #[test]
    fn every_lead_in_is_recognised_where_said_looks_for_it() {
        // `Said::key` finds a lead-in by its closing mark within LEAD_BYTES: a catalog lead-in
        // that broke either would never be avoided.
        for lang in [Lang::En, Lang::Zh] {
            let catalog = Catalog::get(lang);
            let said = Said::of(catalog, &[]);
            for l in 0..variants(catalog, "lead") {
                let lead = catalog.format(&format!("bots.lead.{l}"), &[]);
                assert!(lead.len() <= LEAD_BYTES, "{lang:?} {lead}");
                let sentence = format!("{lead} the rest of it.");
                assert_eq!(
                    said.key(&sentence),
                    (usize::try_from(l).ok(), hash_ci(b"The rest of it.")),
                    "{lang:?} {lead}"
                );
            }
        }
    }

    #[test]
    fn sentences_split_in_both_languages() {
        assert_eq!(first_sentence("  Hi. There! "), Some(("Hi.", " There! ")));
        assert_eq!(first_sentence("你好。再见！"), Some(("你好。", "再见！")));
        assert_eq!(first_sentence("no mark"), Some(("no mark", "")));
        assert_eq!(first_sentence("   "), None);
    }
}
