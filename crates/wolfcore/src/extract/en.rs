//! English lexer for the extractor (C6): words, contractions, seat references and table-talk
//! phrases ("gold water", "counter-claim", "came back") become [`Tok`]s.
//!
//! Input is already normalised by [`super::normalize`]: ASCII lower case, full-width forms folded.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;

use super::token::{english_role, extend_described, small, Punct, Tok};
use crate::model::{Alignment, Role};
use crate::words::{in_list, look_up};

/// A piece of text before phrase matching.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Item<'a> {
    /// A lower-case word without apostrophes or hyphens (borrowed from the speech's text, owned
    /// only when a word had to be rebuilt: "o'neil's").
    W(Cow<'a, str>),
    /// Digits.
    N(u32),
    /// `#` or "no." in front of a number.
    SeatMark,
    /// A token already decided (punctuation, a contraction's tail).
    T(Tok),
}

const GOOD: Tok = Tok::Verdict(Alignment::Good);
const WOLF: Tok = Tok::Verdict(Alignment::Wolf);

/// Words that may follow "seat" / "player" and name a number.
fn number_word(w: &str) -> Option<u32> {
    const WORDS: [&str; 16] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen",
    ];
    WORDS.iter().position(|x| *x == w).and_then(|i| u32::try_from(i + 1).ok())
}

fn is_seat_word(w: &str) -> bool {
    matches!(w, "seat" | "seats" | "player" | "players" | "number" | "num" | "nr")
}

/// Contractions whose apostrophe form is not a possessive, with their tokens (a table, not a
/// `match`: issue 22).
const CONTRACTIONS: &[(&str, &[Tok])] = &[
    ("i'm im", &[Tok::I, Tok::Be]),
    ("i've ive", &[Tok::I, Tok::Aux]),
    ("i'll", &[Tok::I, Tok::Future]),
    ("i'd", &[Tok::I, Tok::Modal]),
    ("he's she's", &[Tok::Third, Tok::Be]),
    ("they're theyre", &[Tok::Third, Tok::Be]),
    ("you're youre", &[Tok::You, Tok::Be]),
    ("we're", &[Tok::We, Tok::Be]),
    ("it's its that's thats there's here's", &[Tok::Other, Tok::Be]),
    ("what's whats who's whos where's how's", &[Tok::Question, Tok::Be]),
    ("isn't isnt aren't arent wasn't wasnt weren't werent ain't aint", &[Tok::Be, Tok::Neg]),
    ("don't dont doesn't doesnt didn't didnt", &[Tok::Aux, Tok::Neg]),
    ("won't wont", &[Tok::Future, Tok::Neg]),
    ("wouldn't wouldnt couldn't couldnt shouldn't shouldnt mustn't", &[Tok::Modal, Tok::Neg]),
    ("can't cant cannot haven't havent hasn't hasnt hadn't", &[Tok::Neg]),
];

/// Contractions whose apostrophe form is not a possessive.
fn contraction(w: &str) -> Option<&'static [Tok]> {
    look_up(CONTRACTIONS, w)
}

/// Multi-word phrases (words separated by one space); the longest match wins.
const PHRASES: &[(&str, &[Tok])] = &[
    ("if you ask me", &[]),
    // "Last words from the seer.": the speaker's last words name their role.
    ("last words from", &[Tok::I, Tok::Be]),
    ("final words from", &[Tok::I, Tok::Be]),
    // "9 said he checked me and I'm a wolf, that's false, I'm the hunter": the speaker's verdict
    // on the report ends it, as "but" does.
    ("that's false", &[Tok::But]),
    ("thats false", &[Tok::But]),
    ("that's a lie", &[Tok::But]),
    ("thats a lie", &[Tok::But]),
    ("that is false", &[Tok::But]),
    ("that is a lie", &[Tok::But]),
    ("that's not true", &[Tok::But]),
    ("thats not true", &[Tok::But]),
    ("no question", &[]),
    // Self-corrections: "I checked 5 — no wait, 6".
    ("i mean", &[Tok::Correct]),
    ("i meant", &[Tok::Correct]),
    ("sorry i mean", &[Tok::Correct]),
    ("no wait", &[Tok::Correct]),
    ("wait no", &[Tok::Correct]),
    ("no sorry", &[Tok::Correct]),
    ("sorry no", &[Tok::Correct]),
    ("scratch that", &[Tok::Correct]),
    ("my bad", &[Tok::Correct]),
    ("no cap", &[]),
    // Concessives: "I'm the seer whatever you think" reports nobody's opinion.
    ("whatever you think", &[]),
    ("whatever you say", &[]),
    ("no matter what you think", &[]),
    ("believe it or not", &[]),
    ("like it or not", &[]),
    ("for real", &[]),
    ("full stop", &[Tok::Punct(Punct::Stop)]),
    ("question mark", &[Tok::Punct(Punct::Ask)]),
    // "Both potions here", "potions here": the Witch named by her potions, as "Seer here".
    ("both potions here", &[Tok::Role(Role::Witch), Tok::Here]),
    ("potions here", &[Tok::Role(Role::Witch), Tok::Here]),
    ("came up", &[Tok::Result]),
    ("comes up", &[Tok::Result]),
    ("wolf pair", &[WOLF]),
    ("wolf duo", &[WOLF]),
    ("if you want the truth", &[]),
    ("if you must know", &[]),
    ("if you want to know", &[]),
    ("truth be told", &[]),
    ("on the other hand", &[]),
    // Sarcastic openers: nothing after them in the sentence is asserted ("yeah sure, 5 is totally good").
    ("yeah sure", &[Tok::Hypo]),
    ("oh sure", &[Tok::Hypo]),
    ("yeah right", &[Tok::Hypo]),
    ("sure sure", &[Tok::Hypo]),
    // Role descriptions (C6.3): "I check people at night" is the Seer's night, "5 gets gold water".
    ("check people", &[Tok::Be, Tok::Role(Role::Seer)]),
    ("check ppl", &[Tok::Be, Tok::Role(Role::Seer)]),
    ("check someone", &[Tok::Be, Tok::Role(Role::Seer)]),
    ("check players", &[Tok::Be, Tok::Role(Role::Seer)]),
    ("check a player", &[Tok::Be, Tok::Role(Role::Seer)]),
    ("gets gold water", &[Tok::Be, Tok::GoldWater]),
    ("get gold water", &[Tok::Be, Tok::GoldWater]),
    ("got gold water", &[Tok::Be, Tok::GoldWater]),
    ("vouch for", &[Tok::Trust]),
    ("looked at", &[Tok::Check]),
    ("it said", &[Tok::Result]),
    ("it says", &[Tok::Result]),
    ("it showed", &[Tok::Result]),
    ("the one who", &[]),
    ("protects someone", &[Tok::Be, Tok::Role(Role::Guard)]),
    ("checks people", &[Tok::Be, Tok::Role(Role::Seer)]),
    ("checks someone", &[Tok::Be, Tok::Role(Role::Seer)]),
    // "That tells you 8 is good": the speaker's telling; "you" is no subject of what follows.
    ("tells you", &[Tok::Report]),
    ("tell you", &[Tok::Report]),
    ("telling you", &[Tok::Report]),
    // "5 was like I'm the witch": the quotative "like" of chat reports someone's words.
    ("was like", &[Tok::Report]),
    ("were like", &[Tok::Report]),
    ("is like", &[Tok::Report]),
    ("was all like", &[Tok::Report]),
    ("goes like", &[Tok::Report]),
    // "I flipped Idiot yesterday": the Idiot's reveal on being voted out.
    ("flipped idiot", &[Tok::Claim, Tok::Role(Role::Idiot)]),
    ("flipped the idiot", &[Tok::Claim, Tok::Role(Role::Idiot)]),
    ("flipped my idiot", &[Tok::Claim, Tok::Role(Role::Idiot)]),
    ("revealed idiot", &[Tok::Claim, Tok::Role(Role::Idiot)]),
    // 悍跳 in English: a bold fake claim is a werewolf's.
    ("hard jumped", &[Tok::BoldFake]),
    ("hard claimed", &[Tok::BoldFake]),
    ("hard-claimed", &[Tok::BoldFake]),
    ("hard claiming", &[Tok::BoldFake]),
    ("hard-claiming", &[Tok::BoldFake]),
    ("fake-claimed", &[Tok::BoldFake]),
    ("fake-claiming", &[Tok::BoldFake]),
    ("hard jumping", &[Tok::BoldFake]),
    ("hard jump", &[Tok::BoldFake]),
    ("fake jumped", &[Tok::BoldFake]),
    ("fake jumping", &[Tok::BoldFake]),
    ("look at", &[Tok::Check]),
    ("my kill", &[Tok::My, Tok::WolfCheck]),
    ("believe in", &[Tok::Trust]),
    ("faith in", &[Tok::Trust]),
    ("confidence in", &[Tok::Trust]),
    ("protect someone", &[Tok::Be, Tok::Role(Role::Guard)]),
    ("protect people", &[Tok::Be, Tok::Role(Role::Guard)]),
    ("guard someone", &[Tok::Be, Tok::Role(Role::Guard)]),
    ("guard people", &[Tok::Be, Tok::Role(Role::Guard)]),
    ("my read", &[Tok::I, Tok::Assert]),
    ("my reads", &[Tok::I, Tok::Assert]),
    ("my take", &[Tok::I, Tok::Assert]),
    ("according to me", &[]),
    ("according to", &[Tok::ReportOther]),
    ("without a doubt", &[]),
    ("no doubt", &[]),
    ("for sure", &[]),
    ("of course", &[]),
    ("in my book", &[]),
    ("in my eyes", &[]),
    ("in my opinion", &[]),
    ("in my view", &[]),
    ("to me", &[]),
    ("as well as", &[Tok::And]),
    ("as well", &[]),
    ("as if", &[Tok::Hypo]),
    ("even if", &[Tok::Hypo]),
    ("only if", &[Tok::Hypo]),
    ("what if", &[Tok::Hypo]),
    ("in case", &[Tok::Hypo]),
    ("lets say", &[Tok::Hypo]),
    ("let us say", &[Tok::Hypo]),
    ("say i'm", &[Tok::Hypo, Tok::I, Tok::Be]),
    // "I was going to claim seer but …": a plan of the past that was dropped asserts nothing.
    ("was going to", &[Tok::Hypo]),
    ("was gonna", &[Tok::Hypo]),
    ("going to", &[Tok::Future]),
    ("want to", &[Tok::Future]),
    ("plan to", &[Tok::Future]),
    // "I would like to reveal that …": a wish to tell, not a possibility.
    ("would like to", &[Tok::Future]),
    ("would love to", &[Tok::Future]),
    ("planning to", &[Tok::Future]),
    ("intend to", &[Tok::Future]),
    ("about to", &[Tok::Future]),
    ("not sure", &[Tok::Hedge]),
    // "I used to trust 9": a past opinion, no longer held.
    ("used to", &[Tok::Hedge]),
    ("no longer", &[Tok::Neg]),
    ("kind of", &[Tok::Hedge]),
    ("sort of", &[Tok::Hedge]),
    ("a bit", &[Tok::Hedge]),
    ("a little", &[Tok::Hedge]),
    ("looks like", &[Tok::Hedge]),
    ("feels like", &[Tok::Hedge]),
    ("one of the", &[Tok::Det]),
    ("one of", &[Tok::Det]),
    ("last night", &[]),
    ("yesterday night", &[]),
    ("first night", &[]),
    ("second night", &[]),
    ("night one", &[]),
    ("night two", &[]),
    ("night three", &[]),
    ("night four", &[]),
    ("third night", &[]),
    ("fourth night", &[]),
    ("this whole time", &[]),
    ("white wolf king", &[Tok::Role(Role::WhiteWolfKing)]),
    ("gold water", &[Tok::GoldWater]),
    ("golden water", &[Tok::GoldWater]),
    ("good check", &[Tok::GoldWater]),
    ("silver water", &[Tok::SilverWater]),
    ("wolf check", &[Tok::WolfCheck]),
    ("werewolf check", &[Tok::WolfCheck]),
    ("check kill", &[Tok::WolfCheck]),
    ("counter claim", &[Tok::Counter]),
    ("counter claiming", &[Tok::Counter]),
    ("counter claimed", &[Tok::Counter]),
    ("self destruct", &[Tok::SelfDestruct]),
    ("blow up", &[Tok::SelfDestruct]),
    ("blowing up", &[Tok::SelfDestruct]),
    ("blew up", &[Tok::SelfDestruct]),
    ("self guarded", &[Tok::Protect, Tok::SelfRef]),
    ("self guard", &[Tok::Protect, Tok::SelfRef]),
    ("self protected", &[Tok::Protect, Tok::SelfRef]),
    ("self saved", &[Tok::SelfSave]),
    ("self save", &[Tok::SelfSave]),
    ("come out as", &[Tok::Claim]),
    ("coming out as", &[Tok::Claim]),
    ("came out as", &[Tok::Claim]),
    ("come out", &[Tok::Claim]),
    ("coming out", &[Tok::Claim]),
    ("came out", &[Tok::Claim]),
    ("out myself as", &[Tok::Claim]),
    ("step forward as", &[Tok::Claim]),
    ("hard claim", &[Tok::Claim]),
    ("soft claim", &[Tok::Claim]),
    ("came back", &[Tok::Result]),
    ("comes back", &[Tok::Result]),
    ("come back", &[Tok::Result]),
    ("turned out", &[Tok::Result]),
    ("turns out", &[Tok::Result]),
    ("good guy", &[GOOD]),
    ("good guys", &[GOOD]),
    ("good person", &[GOOD]),
    ("good side", &[GOOD]),
    ("good team", &[GOOD]),
    ("bad guy", &[WOLF]),
    ("bad guys", &[WOLF]),
    ("wolf side", &[WOLF]),
    ("wolf team", &[WOLF]),
    ("wolf teammate", &[WOLF]),
    ("wolf pack", &[WOLF]),
];

/// Words after "good"/"wolf" that make them a modifier, not a verdict ("good at", "wolf kill").
fn blocks_verdict(next: &str) -> bool {
    in_list(
        "at with enough job point points speech speeches question questions idea call catch luck morning news thing \
         things try move moves reasoning logic argument play player players speaker liar actor kill kills killed \
         knife target targets pick choice vote votes perspective pov win chance read reads hunter hunting",
        next,
    )
}

/// After "a good …": only these nouns keep "good" a verdict ("a good villager").
fn good_noun_ok(next: &str) -> bool {
    in_list("villager citizen human man woman card role", next)
}

/// Function words that may follow a verdict without turning it into a modifier.
fn follows_verdict(next: &str) -> bool {
    in_list(
        "and but or in to for too as then now here though who that because since so imo tbh based from by if \
         according on again already anyway i no yet confirmed today tonight",
        next,
    )
}

/// Typing slips of the table's key words (issue 23: "wolfe", "checkd", "poisnd", "gud").
/// Short words get an explicit list; words of six letters or more are matched against the key
/// words with one letter added, dropped, changed or two swapped.
fn typo(w: &str) -> Option<&'static str> {
    const SHORT: &[(&str, &str)] = &[
        ("gud goood gd", "good"),
        ("wolfe wolff wolve wulf", "wolf"),
        ("seeer seerr sr", "seer"),
        ("witchh wich whitch", "witch"),
        ("gaurd", "guard"),
        ("poisnd poisond posioned", "poisoned"),
        ("chked chekd chkd", "checked"),
        ("savd saaved", "saved"),
        ("teh", "the"),
        ("nite", "night"),
    ];
    let short = look_up(SHORT, w);
    if short.is_some() || w.len() < 6 {
        return short;
    }
    const KEYS: [&str; 13] = [
        "poison",
        "checked",
        "protected",
        "poisoned",
        "guarded",
        "villager",
        "werewolf",
        "antidote",
        "werewolves",
        "claimed",
        "counterclaimed",
        "poisoning",
        "protecting",
    ];
    KEYS.iter().copied().find(|k| one_edit(w, k))
}

/// `a` and `b` differ by one inserted, deleted or changed letter, or two swapped neighbours.
fn one_edit(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a == b || a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (&a[prefix..], &b[prefix..]);
    match a.len().cmp(&b.len()) {
        std::cmp::Ordering::Equal => {
            ra.get(1..) == rb.get(1..) || (ra.len() >= 2 && ra[0] == rb[1] && ra[1] == rb[0] && ra[2..] == rb[2..])
        }
        std::cmp::Ordering::Less => ra == &rb[1..],
        std::cmp::Ordering::Greater => &ra[1..] == rb,
    }
}

fn word(w: &str) -> &'static [Tok] {
    let toks = known_word(w);
    if toks == [Tok::Other] {
        if let Some(fixed) = typo(w) {
            return known_word(fixed);
        }
    }
    toks
}

/// The lexicon of [`known_word`]: each entry's words (separated by single spaces) read as its
/// tokens; the first entry that holds a word wins. A table rather than a `match`: the `match`
/// compiled to a comparison per word, ~8 KB of .wasm code (issue 22); these are data.
const WORDS: &[(&str, &[Tok])] = &[
    ("i me", &[Tok::I]),
    ("myself", &[Tok::SelfRef]),
    ("my mine", &[Tok::My]),
    ("we us our ours", &[Tok::We]),
    // Indefinite pronouns are someone else too: "whoever poisoned seat 5".
    ("he she they him her them someone somebody anyone anybody everyone everybody nobody people", &[Tok::Third]),
    // "to whoever's been whispering that 11 is a wolf": "whoever" opens a clause of its own,
    // the subject of its verb even after a preposition.
    ("whoever whomever", &[Tok::Punct(Punct::Comma), Tok::Third]),
    ("his hers their theirs", &[Tok::ThirdPoss]),
    ("you u ya yall", &[Tok::You]),
    ("your yours ur", &[Tok::YourPoss]),
    ("who whom", &[Tok::Rel]),
    ("what why how whose", &[Tok::Question]),
    ("am is are was were be been being", &[Tok::Be]),
    ("do does did have has had can", &[Tok::Aux]),
    ("not never no nope neither nor", &[Tok::Neg]),
    (
        "if suppose supposing assume assuming imagine hypothetically unless whether pretend wish wished wishing",
        &[Tok::Hypo],
    ),
    ("would could might should may must", &[Tok::Modal]),
    ("will gonna shall", &[Tok::Future]),
    ("tonight tomorrow later", &[Tok::Later]),
    (
        "maybe perhaps probably possibly likely unlikely suspect suspects suspected seems seem seemed seemingly looks \
         looked appears appear feel feels felt guess wonder lean leaning leans kinda somewhat slightly apparently \
         presumably doubt hope hopefully wolfy wolfish unsure feeling hunch gut",
        &[Tok::Hedge],
    ),
    (
        "think thinks thought believe believes believed know knows knew sure certain convinced confident reckon bet \
         consider considers",
        &[Tok::Assert],
    ),
    ("trust trusts trusting vouch vouches vouched vouching backing", &[Tok::Trust]),
    // Only the Hunter shoots (C6.3): "I shoot 5 if you vote me" describes the role.
    ("shoot", &[Tok::Be, Tok::Role(Role::Hunter)]),
    // Verbs of saying by insinuation: "whoever's been whispering that 11 is a wolf".
    (
        "say says said saying tell tells told telling called calls calling accused accuses accusing stated states \
         insisted insists insisting mentioned announced reported denies denied admitted admits whisper whispers \
         whispered whispering hinting hinted implying implied suggesting suggested insinuating insinuated spreading",
        &[Tok::Report],
    ),
    (
        "claim claims claimed claiming jump jumps jumped jumping reveal reveals revealed revealing declare declares \
         declared declaring",
        &[Tok::Claim],
    ),
    ("counterclaim counterclaims counterclaimed counterclaiming", &[Tok::Counter]),
    ("selfdestruct self-destruct self-destructs self-destructing self-explode explode exploding", &[Tok::SelfDestruct]),
    (
        "check checks checked checking verified verify verifies inspected inspect investigated investigate scanned \
         scan peeked peek examined examine",
        &[Tok::Check],
    ),
    ("check-kill checkkill wolf-check", &[Tok::WolfCheck]),
    ("save saves saved saving antidote heal heals healed healing", &[Tok::Save]),
    ("poison poisons poisoned poisoning", &[Tok::Poison]),
    ("protect protects protected protecting protection guarded guarding shielded shield defended", &[Tok::Protect]),
    ("gold", &[Tok::GoldWater]),
    ("silver", &[Tok::SilverWater]),
    ("wolf wolves werewolf werewolves evil bad", &[WOLF]),
    ("good innocent clean", &[GOOD]),
    ("seer prophet", &[Tok::Role(Role::Seer)]),
    ("witch", &[Tok::Role(Role::Witch)]),
    ("guard bodyguard protector", &[Tok::Role(Role::Guard)]),
    ("hunter gun", &[Tok::Role(Role::Hunter)]),
    ("villager villagers vanilla civilian townie", &[Tok::Role(Role::Villager)]),
    ("role identity card", &[Tok::Identity]),
    ("here speaking", &[Tok::Here]),
    ("as", &[Tok::As]),
    ("give gives gave giving given hand hands handed handing", &[Tok::Give]),
    ("to on onto at for into", &[Tok::Prep]),
    ("by", &[Tok::By]),
    ("from", &[Tok::From]),
    ("and plus", &[Tok::And]),
    ("but however although though tho anyway", &[Tok::But]),
    ("because cause since", &[Tok::Because]),
    ("which while when where then whereas meaning", &[Tok::Conj]),
    ("so therefore thus hence", &[Tok::So]),
    ("a an the this another", &[Tok::Det]),
    ("result results verdict returned showed shows", &[Tok::Result]),
    // Chat shorthand for the White Wolf King.
    ("wwk", &[Tok::Role(Role::WhiteWolfKing)]),
    // Words that carry nothing for the grammar: intensifiers, fillers, time words, "that".
    (
        "that just actually really definitely surely certainly clearly obviously absolutely totally truly honestly \
         literally simply plain plainly also too still both all real true genuine actual confirmed pretty very quite \
         imo imho tbh yes yeah yep ok okay well simple normal ordinary regular humble yesterday today now again \
         already even 100% hundred percent 100 btw fyi lol lmao haha def defo deffo defs legit obv obvs ofc ngl tbf \
         iirc fr",
        &[],
    ),
    // Fillers of chat and voice (issue 23): "uh so like im the seer", "bro 4 is a wolf".
    ("uh uhh um umm uhm erm er hmm hmmm mm ah eh bro dude guys hey hi yo whatever anyways basically lmfao xd", &[]),
    // "10 is the last wolf", "the only wolf left": an adjective between article and verdict.
    ("last final remaining only", &[]),
    // "n1 3 good n2 11 wolf": a night marker separates the lines of a run-on result list.
    ("n1 n2 n3 n4 n5", &[Tok::Punct(Punct::Night)]),
    ("d1 d2 d3 d4", &[Tok::Punct(Punct::Comma)]),
    // Voice dictation spells punctuation out.
    ("comma", &[Tok::Punct(Punct::Comma)]),
    ("correction typo mistyped sry", &[Tok::Correct]),
    // "I'm the white wolf king lol jk": a joke taken back.
    ("jk jking kidding joking psych psyche", &[Tok::Joke]),
    // The night kill named ("4 got knifed", "7 got bit"): a save naming no seat may mean it.
    ("knifed bitten bit attacked", &[Tok::Knife]),
    ("period", &[Tok::Punct(Punct::Stop)]),
    ("self", &[Tok::SelfRef]),
    ("selfguard selfguarded selfprotected", &[Tok::Protect, Tok::SelfRef]),
    // "I flipped the Idiot card": a card turned over names the role, like 翻了白痴.
    ("flipped", &[Tok::Claim]),
    ("lets", &[Tok::Future]),
];

fn known_word(w: &str) -> &'static [Tok] {
    match look_up(WORDS, w) {
        Some(toks) => toks,
        // A role by any of its words (`Role::words`): "idiot", "knight", a role new to the game.
        None => english_role(w).unwrap_or(&[Tok::Other]),
    }
}

/// Answers of [`word`] and [`contraction`] per distinct word. Their tables are searched word
/// after word (issue 13: the lookups were the largest cost of a simulated game in Node). Both are
/// pure, so a remembered answer is the answer; at most [`MEMO_CAP`] words each, after which new
/// words are looked up directly (hostile input cannot grow it without bound). Both maps have one
/// type, so the .wasm holds one copy of the map code (issue 22).
#[derive(Default)]
struct Memo {
    words: HashMap<Box<str>, Option<&'static [Tok]>>,
    contractions: HashMap<Box<str>, Option<&'static [Tok]>>,
}

const MEMO_CAP: usize = crate::caches::EN_WORDS;

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// [`contraction`] of `w` (with `contractions`), else `Some(`[`word`]`(w))`, remembered.
fn memo(w: &str, contractions: bool) -> Option<&'static [Tok]> {
    MEMO.with(|cell| {
        let mut m = cell.borrow_mut();
        let map = if contractions { &mut m.contractions } else { &mut m.words };
        if let Some(t) = map.get(w) {
            return *t;
        }
        let t = if contractions { contraction(w) } else { Some(word(w)) };
        if map.len() < MEMO_CAP {
            map.insert(w.into(), t);
        }
        t
    })
}

/// [`word`], remembered.
fn memo_word(w: &str) -> &'static [Tok] {
    memo(w, false).unwrap_or_default()
}

/// Splits a raw word (letters, digits, inner apostrophes and hyphens) into items.
fn push_word<'a>(raw: &'a str, out: &mut Vec<Item<'a>>) {
    if raw == "let's" {
        out.push(Item::W(Cow::Borrowed("lets")));
        return;
    }
    if let Some(toks) = memo(raw, true) {
        out.extend(toks.iter().map(|t| Item::T(*t)));
        return;
    }
    // p5 = player 5
    if let Some(rest) = raw.strip_prefix('p') {
        if !rest.is_empty() && rest.len() <= 2 && rest.bytes().all(|b| b.is_ascii_digit()) {
            if let Ok(n) = rest.parse::<u32>() {
                out.push(Item::SeatMark);
                out.push(Item::N(n));
                return;
            }
        }
    }
    if raw.contains('\'') {
        // The first ending that fits (a table rather than a chain of `if let`s: issue 22).
        const ENDINGS: &[(&str, &[Tok])] = &[
            ("n't", &[Tok::Neg]),
            ("'s", &[Tok::Poss]),
            ("s'", &[Tok::Poss]),
            ("'ll", &[Tok::Future]),
            ("'d", &[Tok::Modal]),
            ("'re", &[Tok::Be]),
            ("'m", &[Tok::Be]),
            ("'ve", &[]),
        ];
        let (base, tail): (&str, &[Tok]) = ENDINGS
            .iter()
            .find_map(|(ending, toks)| raw.strip_suffix(*ending).map(|b| (b, *toks)))
            .unwrap_or((raw, &[]));
        if !base.contains('\'') {
            if !base.is_empty() {
                push_word(base, out);
            }
        } else {
            // Rare ("o'neil's"): the word without its apostrophes is new text.
            let joined: String = base.chars().filter(|c| *c != '\'').collect();
            let mut inner = Vec::new();
            push_word(&joined, &mut inner);
            out.extend(inner.into_iter().map(|item| -> Item<'a> { item.into_owned() }));
        }
        out.extend(tail.iter().map(|t| Item::T(*t)));
        return;
    }
    if raw.contains('-') && memo_word(raw) == [Tok::Other] {
        for part in raw.split('-').filter(|p| !p.is_empty()) {
            push_word(part, out);
        }
        return;
    }
    out.push(Item::W(Cow::Borrowed(raw)));
}

impl Item<'_> {
    fn into_owned(self) -> Item<'static> {
        match self {
            Item::W(w) => Item::W(Cow::Owned(w.into_owned())),
            Item::N(n) => Item::N(n),
            Item::SeatMark => Item::SeatMark,
            Item::T(t) => Item::T(t),
        }
    }
}

/// First pass: characters to items. `text` is `chars` as a string: words (ASCII only) are
/// borrowed from it rather than copied.
fn scan<'a>(chars: &[char], text: &'a str) -> Vec<Item<'a>> {
    let mut out: Vec<Item<'a>> = Vec::new();
    // Byte offset of the character being read: `at` is the byte offset of `chars[seen]`.
    let (mut seen, mut at) = (0usize, 0usize);
    let mut byte_of = |i: usize| {
        for c in chars.get(seen..i).unwrap_or_default() {
            at += c.len_utf8();
        }
        seen = seen.max(i);
        at
    };
    let mut single_open = false;
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c.is_ascii_lowercase() {
            let start = i;
            while let Some(&d) = chars.get(i) {
                let inner = matches!(d, '\'' | '-')
                    && chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase() || n.is_ascii_digit());
                if d.is_ascii_lowercase() || d.is_ascii_digit() || inner {
                    i += 1;
                } else {
                    break;
                }
            }
            // Word characters are ASCII: `i - start` characters are as many bytes.
            let from = byte_of(start);
            let raw = text.get(from..from + (i - start)).unwrap_or_default();
            push_word(raw, &mut out);
            continue;
        }
        if c.is_ascii_digit() {
            let mut n: u32 = 0;
            while let Some(d) = chars.get(i).and_then(|d| d.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                i += 1;
            }
            // "100% wolf": a percentage is an intensifier, not a seat.
            if chars.get(i) == Some(&'%') {
                i += 1;
                continue;
            }
            // "1st check", "2nd": an ordinal counts checks or nights, it names no seat.
            let suffix: String = chars.get(i..(i + 2).min(chars.len())).unwrap_or_default().iter().collect();
            let ends = chars.get(i + 2).is_none_or(|c| !c.is_ascii_alphanumeric());
            if in_list("st nd rd th", suffix.as_str()) && ends {
                // ("1st check 5 wolf, 2nd 10 good": it also starts a line of a list.)
                out.push(Item::T(Tok::Punct(Punct::Comma)));
                i += 2;
                continue;
            }
            // "5号" inside English talk is a seat.
            if chars.get(i) == Some(&'号') {
                out.push(Item::SeatMark);
                i += 1;
            }
            out.push(Item::N(n));
            // "5's", "5th"
            if chars.get(i) == Some(&'\'') && chars.get(i + 1) == Some(&'s') {
                out.push(Item::T(Tok::Poss));
                i += 2;
            }
            while chars.get(i).is_some_and(char::is_ascii_lowercase) {
                i += 1;
            }
            continue;
        }
        i += 1;
        let item = match c {
            '.' => {
                // "No. 5" / "no.5": the dot belongs to the seat mark, not the sentence.
                let next_digit =
                    chars.get(i..).unwrap_or_default().iter().find(|x| **x != ' ').is_some_and(char::is_ascii_digit);
                if next_digit && matches!(out.last(), Some(Item::W(w)) if w == "no") {
                    out.pop();
                    Item::SeatMark
                } else {
                    while chars.get(i) == Some(&'.') {
                        i += 1;
                    }
                    Item::T(Tok::Punct(Punct::Stop))
                }
            }
            '#' => Item::SeatMark,
            '!' | '\n' | '\r' | '…' | '\u{2028}' | '\u{2029}' => Item::T(Tok::Punct(Punct::Stop)),
            '?' => Item::T(Tok::Punct(Punct::Ask)),
            ',' | '(' | ')' | '[' | ']' => Item::T(Tok::Punct(Punct::Comma)),
            ':' => Item::T(Tok::Punct(Punct::Colon)),
            ';' => Item::T(Tok::Punct(Punct::Semi)),
            '—' | '–' => Item::T(Tok::Punct(Punct::Dash)),
            '-' => Item::T(Tok::Punct(Punct::Dash)),
            '"' => Item::T(Tok::Punct(Punct::QuoteToggle)),
            // A single quote at a word's edge quotes ("2 said 'I'm the witch.'"); inside a word it
            // is an apostrophe and never gets here.
            '\'' => {
                let before = if i >= 2 { chars.get(i - 2).copied() } else { None };
                let after = chars.get(i).copied();
                let opens = before.is_none_or(|b| b.is_whitespace() || matches!(b, '(' | '[' | ':' | ','))
                    && after.is_some_and(|a| a.is_ascii_alphanumeric());
                let closes = before.is_some_and(|b| !b.is_whitespace())
                    && after.is_none_or(|a| a.is_whitespace() || matches!(a, ',' | '.' | '!' | '?' | ';' | ':' | ')'));
                // A closing quote only closes an open one: "the wolves' target" is a possessive.
                if opens && !single_open {
                    single_open = true;
                    Item::T(Tok::Punct(Punct::QuoteOpen))
                } else if closes && single_open {
                    single_open = false;
                    Item::T(Tok::Punct(Punct::QuoteClose))
                } else {
                    continue;
                }
            }
            '“' | '«' => Item::T(Tok::Punct(Punct::QuoteOpen)),
            '”' | '»' => Item::T(Tok::Punct(Punct::QuoteClose)),
            '&' => Item::T(Tok::And),
            // Table terms of Chinese inside English talk: 对跳 seer, the 双狼, a 悍跳 wolf.
            '对' | '悍' | '双' if matches!((c, chars.get(i)), ('对' | '悍', Some('跳')) | ('双', Some('狼'))) =>
            {
                i += 1;
                Item::T(match c {
                    '对' => Tok::Counter,
                    '悍' => Tok::BoldFake,
                    _ => Tok::Verdict(Alignment::Wolf),
                })
            }
            // 金水 / 查杀 / 银水 inside English talk (issue 23).
            '金' | '查' | '银' if matches!(chars.get(i), Some('水' | '杀')) => {
                let term = match (c, chars.get(i)) {
                    ('金', Some('水')) => Some(Tok::GoldWater),
                    ('查', Some('杀')) => Some(Tok::WolfCheck),
                    ('银', Some('水')) => Some(Tok::SilverWater),
                    _ => None,
                };
                match term {
                    Some(t) => {
                        i += 1;
                        Item::T(t)
                    }
                    None => Item::T(Tok::Other),
                }
            }
            // Night-action verbs of Chinese inside English talk: "守了 seat 8", "验了 5", 守卫 the role.
            '守' | '验' | '救' | '毒' => {
                let t = match (c, chars.get(i)) {
                    ('守', Some('卫')) => {
                        i += 1;
                        Tok::Role(Role::Guard)
                    }
                    ('守', _) => Tok::Protect,
                    ('验', _) => Tok::Check,
                    ('救', _) => Tok::Save,
                    _ => Tok::Poison,
                };
                if matches!(chars.get(i), Some('了' | '过')) {
                    i += 1;
                }
                Item::T(t)
            }
            '。' | '！' => Item::T(Tok::Punct(Punct::Stop)),
            '？' => Item::T(Tok::Punct(Punct::Ask)),
            '，' => Item::T(Tok::Punct(Punct::Comma)),
            c if c.is_alphabetic() => Item::T(Tok::Other),
            c if super::token::is_emoji(c) => Item::T(Tok::Punct(Punct::Stop)),
            _ => continue,
        };
        out.push(item);
    }
    out
}

fn item_word<'i>(items: &'i [Item<'_>], i: usize) -> Option<&'i str> {
    match items.get(i) {
        Some(Item::W(w)) => Some(w),
        _ => None,
    }
}

/// A time phrase just read ("on night one", "first night", "day two"): the preposition before it
/// goes with it ("On night one seat 6 claimed seer"), and a night opens an item of a night log at
/// the start of a clause ("first night, 5 good") or after a finished object ("I guarded nine second
/// night myself").
fn time_phrase(out: &mut Vec<Tok>, night: bool) {
    if out.last() == Some(&Tok::Prep) {
        out.pop();
    }
    if night
        && (matches!(out.last(), Some(Tok::Seat(_) | Tok::Num(_) | Tok::SelfRef | Tok::Verdict(_)))
            || out.last().is_none_or(|x| matches!(x, Tok::Punct(_))))
    {
        out.push(Tok::Punct(Punct::Night));
    }
}

/// Lexes normalised English text.
pub(crate) fn lex(chars: &[char]) -> Vec<Tok> {
    let text: String = chars.iter().collect();
    let items = scan(chars, &text);
    let mut out = Vec::with_capacity(items.len());
    // A word already read as part of an earlier one ("back" in "pulled 4 back").
    let mut skip: Option<usize> = None;
    let mut i = 0;
    while let Some(item) = items.get(i) {
        match item {
            // "8's a wolf", "seat 3's clean": after a seat, 's before a predicate is "is".
            Item::T(Tok::Poss)
                if matches!(out.last(), Some(Tok::Seat(_) | Tok::Num(_)))
                    && item_word(&items, i + 1).is_some_and(is_predicate_start) =>
            {
                out.push(Tok::Be);
                i += 1;
            }
            Item::T(t) => {
                out.push(*t);
                i += 1;
            }
            Item::N(n) => {
                out.push(Tok::Num(small(*n)));
                i += 1;
            }
            Item::SeatMark => {
                // "#5", "No. 5", "p5"; a stray mark means nothing.
                if let Some(Item::N(n)) = items.get(i + 1) {
                    out.push(Tok::Seat(small(*n)));
                    i += 2;
                } else {
                    i += 1;
                }
            }
            Item::W(w) => {
                if is_seat_word(w) {
                    let mut j = i + 1;
                    if items.get(j) == Some(&Item::SeatMark) {
                        j += 1;
                    }
                    let n = match items.get(j) {
                        Some(Item::N(n)) => Some(*n),
                        // ("number one" is an idiom, but not as the object of a night action:
                        // "I checked number one".)
                        Some(Item::W(x))
                            if w != "number"
                                || x != "one"
                                || matches!(
                                    out.last(),
                                    Some(Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::Trust)
                                ) =>
                        {
                            number_word(x)
                        }
                        _ => None,
                    };
                    if let Some(n) = n {
                        out.push(Tok::Seat(small(n)));
                        i = j + 1;
                        continue;
                    }
                }
                // "on day two", "night 3", "round 2": a number counting days or nights names no seat
                // (a night count after an object starts the next item of a list, as "night two" does).
                if matches!(w.as_ref(), "day" | "night" | "nite" | "round") {
                    let count = match items.get(i + 1) {
                        Some(Item::N(_)) => true,
                        Some(Item::W(x)) => number_word(x).is_some(),
                        _ => false,
                    };
                    if count {
                        // ("On day one seat 6 claimed seer": "on" goes with its time phrase.)
                        time_phrase(&mut out, w != "day");
                        i += 2;
                        continue;
                    }
                }
                // Voice input spells quotation marks: "quote … unquote" (only with its "unquote").
                if w == "quote" && items.iter().skip(i + 1).any(|x| matches!(x, Item::W(u) if u == "unquote")) {
                    out.push(Tok::Punct(Punct::QuoteOpen));
                    i += 1;
                    continue;
                }
                // "I got 8 as a wolf": "got" before a seat and "as" reads like "had" (a result held).
                if w == "got"
                    && out.last() == Some(&Tok::I)
                    && matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark))
                    && items.iter().skip(i + 2).take(3).any(|x| matches!(x, Item::W(a) if a == "as"))
                {
                    out.push(Tok::Aux);
                    i += 1;
                    continue;
                }
                // "I think one is good": "one" after a verb of opinion and before a copula is seat 1.
                if w == "one"
                    && matches!(out.last(), Some(Tok::Assert))
                    && (item_word(&items, i + 1).is_some_and(|x| in_list("is was", x))
                        || items.get(i + 1) == Some(&Item::T(Tok::Poss)))
                {
                    out.push(Tok::Num(1));
                    i += 1;
                    continue;
                }
                // "second night I guard 2": "guard" after a subject and before its object is the verb.
                if matches!(w.as_ref(), "guard" | "guards")
                    && matches!(out.last(), Some(Tok::I | Tok::We | Tok::Third))
                    && (matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark | Item::T(Tok::SelfRef)))
                        || item_word(&items, i + 1).is_some_and(|x| {
                            is_seat_word(x) || number_word(x).is_some() || in_list("myself him her them", x)
                        }))
                {
                    out.push(Tok::Protect);
                    i += 1;
                    continue;
                }
                // "he said he checked 8 and that I'm a wolf": "and that" before a subject goes on
                // with the words reported.
                if w == "that"
                    && i > 0
                    && item_word(&items, i - 1) == Some("and")
                    && (item_word(&items, i + 1).is_some_and(|x| in_list("i im he she they seat number", x))
                        || matches!(items.get(i + 1), Some(Item::T(Tok::I | Tok::Third | Tok::Seat(_)))))
                {
                    out.push(Tok::ReportOther);
                    i += 1;
                    continue;
                }
                if w == "unquote" {
                    out.push(Tok::Punct(Punct::QuoteClose));
                    i += 1;
                    continue;
                }
                // "3 himself claimed seer": an emphatic reflexive after a seat adds nothing (and
                // must not read as the speaker's "myself").
                if matches!(w.as_ref(), "himself" | "herself" | "themselves" | "themself")
                    && matches!(out.last(), Some(Tok::Num(_) | Tok::Seat(_) | Tok::Third))
                {
                    i += 1;
                    continue;
                }
                // "i kept 5 thats why no one died", "which is why": "why" right after a copula
                // gives a reason, it asks nothing.
                if w == "why" && matches!(out.last(), Some(Tok::Be)) {
                    out.pop();
                    if out.last() == Some(&Tok::Other) {
                        out.pop();
                    }
                    out.push(Tok::So);
                    i += 1;
                    continue;
                }
                if let Some((len, toks)) = possession(&items, i) {
                    extend_described(&mut out, toks);
                    i += len;
                    continue;
                }
                if let Some((len, toks)) = phrase_at(&items, i) {
                    // Voice input: "I guarded nine second night myself last night two" — a night
                    // marker after a finished object starts the next item of the list.
                    let night = toks.is_empty() && (item_word(&items, i + len - 1) == Some("night") || w == "night");
                    if night {
                        time_phrase(&mut out, true);
                    }
                    // "Last words from the seer." names the speaker only as a heading: the role ends
                    // its sentence (not "Last words from the seer were fake").
                    if toks == [Tok::I, Tok::Be] {
                        let mut k = i + len;
                        if item_word(&items, k).is_some_and(|x| in_list("the a your", x)) {
                            k += 1;
                        }
                        let role = item_word(&items, k).is_some_and(|x| matches!(word(x), [Tok::Role(_)]));
                        let ends = matches!(items.get(k + 1), None | Some(Item::T(Tok::Punct(_))));
                        if !(role && ends) {
                            i += len;
                            continue;
                        }
                    }
                    extend_described(&mut out, toks);
                    i += len;
                    continue;
                }
                if skip == Some(i) {
                    i += 1;
                    continue;
                }
                // "six is good", "checked nine": number words stand for seats as digits do ("one"
                // is too often a pronoun: "the one who", "no one").
                if let (Some(n), false) = (number_word(w), w == "one") {
                    out.push(Tok::Num(small(n)));
                    i += 1;
                    continue;
                }
                // "two wolves left", "3 werewolves": a plural after a count is no verdict on a seat.
                // "the two wolves" names them: a count after "the" / a copula is no count.
                let count_at = |k: usize| {
                    let number = matches!(items.get(k), Some(Item::N(_)))
                        || item_word(&items, k).is_some_and(|x| number_word(x).is_some());
                    number && !(k > 0 && item_word(&items, k - 1).is_some_and(|x| in_list("the are were both", x)))
                };
                // "two regular wolves": an adjective may stand between the count and the noun.
                if matches!(w.as_ref(), "wolves" | "werewolves")
                    && ((i >= 1 && count_at(i - 1))
                        || (i >= 2
                            && count_at(i - 2)
                            && item_word(&items, i - 1)
                                .is_some_and(|x| !in_list("are is were was be both all as the and", x))))
                {
                    out.push(Tok::Other);
                    i += 1;
                    continue;
                }
                // "two gold waters": a count of checks, no seat's check.
                if matches!(w.as_ref(), "gold" | "silver")
                    && item_word(&items, i + 1) == Some("waters")
                    && i > 0
                    && count_at(i - 1)
                {
                    out.push(Tok::Other);
                    i += 2;
                    continue;
                }
                // "I pulled them back", "brought 4 back": the Witch's antidote in slang.
                if matches!(w.as_ref(), "pulled" | "pull" | "brought" | "bring" | "pulling" | "bringing") {
                    if let Some(k) = (i + 2..i + 4).find(|&k| item_word(&items, k) == Some("back")) {
                        out.push(Tok::Save);
                        skip = Some(k);
                        i += 1;
                        continue;
                    }
                }
                // "like" is a filler in chat ("so like im the seer") unless it compares ("6 is like a
                // wolf", "like a wolf"), which hedges.
                if w == "like" {
                    let compares = matches!(out.last(), Some(Tok::Be))
                        || item_word(&items, i + 1).is_some_and(|x| in_list("a an the wolf good werewolf", x));
                    if compares {
                        out.push(Tok::Hedge);
                    }
                    i += 1;
                    continue;
                }
                let toks = verdict_or_word(&items, i, w);
                // "gave 4 the antidote", "gave 9 my poison": the potion given is the act done to the seat.
                if let (
                    [potion @ (Tok::Save | Tok::Poison)],
                    [.., Tok::Give, Tok::Seat(n) | Tok::Num(n), Tok::Det | Tok::My],
                ) = (toks, out.as_slice())
                {
                    let (potion, n) = (*potion, *n);
                    out.truncate(out.len() - 3);
                    out.push(potion);
                    out.push(Tok::Seat(n));
                    i += 1;
                    continue;
                }
                // "I got a villager card", "drew the witch card": holding a role's card is the role.
                let role_at = |k: usize| item_word(&items, k).is_some_and(|x| matches!(word(x), [Tok::Role(_)]));
                let card_at = |k: usize| item_word(&items, k).is_some_and(|x| in_list("card role", x));
                if matches!(w.as_ref(), "got" | "drew" | "draw" | "hold" | "holding" | "pulled")
                    && item_word(&items, i + 1).is_some_and(|x| in_list("a the", x))
                    && role_at(i + 2)
                    && card_at(i + 3)
                {
                    out.push(Tok::Be);
                    i += 1;
                    continue;
                }
                // "covered 5 last night": covering a seat is guarding it.
                let seat_next = matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark))
                    || item_word(&items, i + 1).is_some_and(is_seat_word);
                if w == "covered" && seat_next {
                    out.push(Tok::Protect);
                    i += 1;
                    continue;
                }
                // "my poison is for 8", "my poison goes to 8": a potion kept for someone is a threat
                // or a plan, not a night action (C6.1); "my antidote went to 4" is one.
                let potion_before = |k: usize| matches!(out.iter().rev().nth(k), Some(Tok::Poison | Tok::Save));
                if (w == "for" && out.last() == Some(&Tok::Be) && potion_before(1))
                    || (matches!(w.as_ref(), "goes" | "go") && potion_before(0))
                {
                    out.push(Tok::Future);
                    out.extend_from_slice(toks);
                    i += 1;
                    continue;
                }
                // "n1 kept 5": keeping a seat is guarding it.
                let kept_object = matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark))
                    || item_word(&items, i + 1).is_some_and(|x| is_seat_word(x) || number_word(x).is_some())
                    || (item_word(&items, i + 1) == Some("the")
                        && item_word(&items, i + 2).is_some_and(|x| in_list("seer witch hunter idiot", x)));
                if matches!(w.as_ref(), "kept" | "keep") && kept_object {
                    out.push(Tok::Protect);
                    i += 1;
                    continue;
                }
                // "protect 7, he's the real seer", "save 8 tonight": a potion or guard verb in its base
                // form opening a clause with no subject is an order to someone else, not a report.
                let opens_clause = i == 0
                    || matches!(
                        items.get(i - 1),
                        Some(Item::T(Tok::Punct(Punct::Stop | Punct::Ask | Punct::Comma | Punct::Semi | Punct::Colon)))
                    );
                let object_next = matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark))
                    || item_word(&items, i + 1).is_some_and(is_seat_word);
                if opens_clause
                    && object_next
                    && matches!(w.as_ref(), "protect" | "save" | "poison" | "heal" | "shield" | "cover")
                {
                    out.push(Tok::Future);
                    if w == "cover" {
                        out.push(Tok::Protect);
                    } else {
                        out.extend_from_slice(toks);
                    }
                    i += 1;
                    continue;
                }
                // "I trust nobody", "checked someone": a quantifier as the object names no seat
                // (as a subject it is someone else, like "he").
                if matches!(
                    out.last(),
                    Some(Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::Trust | Tok::Give)
                ) && matches!(
                    w.as_ref(),
                    "nobody" | "anyone" | "anybody" | "everyone" | "everybody" | "someone" | "somebody" | "people"
                ) {
                    out.push(Tok::Other);
                    i += 1;
                    continue;
                }
                // "5 or 6 is a wolf": alternatives assert neither.
                if w == "or" && matches!(out.last(), Some(Tok::Seat(_) | Tok::Num(_))) {
                    out.push(Tok::Hedge);
                    i += 1;
                    continue;
                }
                // "Checked four", "saved seven": a number word where a seat is the object.
                let seat_slot = matches!(
                    out.last(),
                    Some(Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::Trust | Tok::WolfCheck)
                );
                if let (Some(n), true) = (number_word(w), seat_slot) {
                    out.push(Tok::Num(small(n)));
                    i += 1;
                    continue;
                }
                // "3 red", "checked 12: red": red marks a wolf check (table slang) after a seat.
                if w == "red"
                    && (matches!(out.last(), Some(Tok::Seat(_) | Tok::Num(_)))
                        || (matches!(out.last(), Some(Tok::Punct(Punct::Colon)))
                            && matches!(out.iter().rev().nth(1), Some(Tok::Seat(_) | Tok::Num(_)))))
                {
                    out.push(WOLF);
                    i += 1;
                    continue;
                }
                // "Sure, 2 is the seer, and I'm the White Wolf King.": a sentence opening with a
                // bare "sure," is a sarcastic retort, like "yeah sure".
                // "Oh yeah, sure, I'm definitely the White Wolf King": interjections may come first.
                let mut b = i;
                while w == "sure"
                    && b > 0
                    && (matches!(items.get(b - 1), Some(Item::T(Tok::Punct(Punct::Comma))))
                        || item_word(&items, b - 1).is_some_and(|x| in_list("oh yeah yes well ok okay ah uh um ya", x)))
                {
                    b -= 1;
                }
                if w == "sure"
                    && matches!(items.get(i + 1), Some(Item::T(Tok::Punct(Punct::Comma))))
                    && (b == 0 || matches!(items.get(b - 1), Some(Item::T(Tok::Punct(Punct::Stop | Punct::Ask)))))
                {
                    out.push(Tok::Hypo);
                    i += 1;
                    continue;
                }
                // "I poisoned seat 7, sorry, seat 1": "sorry" between two seats corrects the first.
                let after_seat_comma = i >= 2
                    && matches!(items.get(i - 1), Some(Item::T(Tok::Punct(Punct::Comma | Punct::Dash))))
                    && matches!(items.get(i - 2), Some(Item::N(_)));
                // "7 = wolf... sry 7 = good": before a seat as well.
                let seat_next = matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark));
                if matches!(w.as_ref(), "sorry" | "oops") && (after_seat_comma || seat_next) {
                    out.push(Tok::Correct);
                    i += 1;
                    continue;
                }
                // "I checked 5 — no, 6": a bare "no" between two seats corrects the first ("seat 2,
                // not 6" does not: "not" keeps the first).
                let seat_after = matches!(items.get(i + 1), Some(Item::N(_) | Item::SeatMark))
                    || (matches!(items.get(i + 1), Some(Item::T(Tok::Punct(Punct::Comma))))
                        && matches!(items.get(i + 2), Some(Item::N(_) | Item::SeatMark)));
                if w == "no" && after_seat_comma && seat_after {
                    out.push(Tok::Correct);
                    i += 1;
                    continue;
                }
                // "Both protected 1": "both" opening a sentence is its (plural) subject.
                let opens_sentence =
                    i == 0 || matches!(items.get(i - 1), Some(Item::T(Tok::Punct(Punct::Stop | Punct::Ask))));
                if w == "both" && opens_sentence {
                    out.push(Tok::Third);
                    i += 1;
                    continue;
                }
                // "Right, because I'm obviously a wolf": the sarcastic "because" asserts nothing.
                let sarcastic = w == "because"
                    && i >= 2
                    && matches!(items.get(i - 1), Some(Item::T(Tok::Punct(Punct::Comma))))
                    && item_word(&items, i - 2).is_some_and(|x| in_list("right yeah sure oh", x))
                    && (i == 2 || matches!(items.get(i - 3), Some(Item::T(Tok::Punct(Punct::Stop | Punct::Ask)))));
                if sarcastic {
                    out.push(Tok::Hypo);
                    i += 1;
                    continue;
                }
                // "I shoot", "I'll shoot 5": only with the speaker as its subject, not "Hunter, shoot 5".
                let mine =
                    out.iter().rev().find(|t| !matches!(t, Tok::Future | Tok::Modal | Tok::Aux)) == Some(&Tok::I);
                if w == "shoot" && !mine {
                    out.push(Tok::Other);
                } else {
                    extend_described(&mut out, toks);
                }
                i += 1;
            }
        }
    }
    out
}

/// [`PHRASES`] split into words once and sorted by first word (stably, so phrases sharing a first
/// word keep their order). The lexer asks at every word; a linear scan that split every phrase
/// there was about a third of a simulated game's time.
type IndexedPhrase = (Vec<&'static str>, &'static [Tok]);

fn phrase_index() -> &'static [IndexedPhrase] {
    static INDEX: std::sync::OnceLock<Vec<IndexedPhrase>> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index: Vec<IndexedPhrase> =
            PHRASES.iter().map(|(phrase, toks)| (phrase.split(' ').collect(), *toks)).collect();
        crate::sort::sort_by(&mut index, |a, b| a.0.first().cmp(&b.0.first()));
        index
    })
}

/// The longest phrase starting at item `i` (on equal lengths the later one in [`PHRASES`], as
/// the linear scan it replaces did).
fn phrase_at(items: &[Item<'_>], i: usize) -> Option<(usize, &'static [Tok])> {
    let first = item_word(items, i)?;
    let index = phrase_index();
    let start = index.partition_point(|(words, _)| words.first().is_some_and(|w| *w < first));
    index[start..]
        .iter()
        .take_while(|(words, _)| words.first() == Some(&first))
        .filter(|(words, _)| words.iter().enumerate().skip(1).all(|(k, w)| item_word(items, i + k) == Some(w)))
        .map(|(words, toks)| (words.len(), *toks))
        .max_by_key(|(n, _)| *n)
}

/// "I have the potions", "got both potions", "I have the gun": holding a role's tools describes the
/// role (C6.3), read as "is the Witch" / "is the Hunter". Returns the items used and the tokens.
fn possession(items: &[Item], i: usize) -> Option<(usize, &'static [Tok])> {
    const WITCH: &[Tok] = &[Tok::Be, Tok::Role(Role::Witch)];
    const HUNTER: &[Tok] = &[Tok::Be, Tok::Role(Role::Hunter)];
    if !matches!(item_word(items, i)?, "have" | "has" | "had" | "got" | "hold" | "holding") {
        return None;
    }
    let mut j = i + 1;
    if item_word(items, j).is_some_and(|x| in_list("the both my two all 2", x)) {
        j += 1;
    }
    if matches!(items.get(j), Some(Item::N(2))) {
        j += 1;
    }
    // "Got both potions still." opening a sentence: the subject left out is the speaker.
    let opens = i == 0 || matches!(items.get(i - 1), Some(Item::T(Tok::Punct(Punct::Stop | Punct::Ask))));
    let (witch, hunter): (&'static [Tok], &'static [Tok]) = if opens {
        (&[Tok::I, Tok::Be, Tok::Role(Role::Witch)], &[Tok::I, Tok::Be, Tok::Role(Role::Hunter)])
    } else {
        (WITCH, HUNTER)
    };
    match item_word(items, j)? {
        "potions" | "pots" | "potion" | "poison" | "antidote" if j > i + 1 || item_word(items, j) != Some("poison") => {
            Some((j + 1 - i, witch))
        }
        "gun" if j > i + 1 => Some((j + 1 - i, hunter)),
        _ => None,
    }
}

/// "idiot" names the role only as a title ("I am the Idiot", "Idiot here"): after "a/an/what/such…"
/// or before a noun ("an idiot move") it is an insult (C6.3).
fn idiot_or_insult(items: &[Item], i: usize) -> bool {
    let prev = if i == 0 { None } else { item_word(items, i - 1) };
    let insult_before =
        prev.is_some_and(|x| in_list("a an what such total complete absolute utter real big you u like some", x));
    let next = item_word(items, i + 1);
    // After "the" it is a title ("I'm the idiot the real one") unless a noun follows ("the idiot move").
    let modifier = if prev == Some("the") {
        next.is_some_and(|n| in_list("move moves play plays vote votes mistake thing things logic", n))
    } else {
        next.is_some_and(|n| !follows_verdict(n) && !matches!(n, "claim" | "card" | "role" | "is" | "was"))
    };
    insult_before || modifier
}

/// Words that start a predicate, not a possessed noun: "8's *a* wolf", "3's *clean*" (but "8's check").
fn is_predicate_start(w: &str) -> bool {
    in_list(
        "a an the not never my clean good wolf werewolf evil bad town scum innocent def definitely totally clearly \
         obviously surely certainly prob probably likely maybe just also still so very pretty lying fake sus",
        w,
    )
}

/// "good"/"wolf" are verdicts unless a following noun makes them modifiers.
fn verdict_or_word(items: &[Item<'_>], i: usize, w: &str) -> &'static [Tok] {
    let toks = memo_word(w);
    if w == "idiot" && idiot_or_insult(items, i) {
        return &[Tok::Other];
    }
    // Forum slang after a copula: "3 is town" (good), "5 is scum" (a wolf); elsewhere "the town"
    // is the village and "scum" an insult.
    if matches!(w, "town" | "scum") {
        let after_be = i > 0
            && (matches!(items.get(i - 1), Some(Item::T(Tok::Be)))
                || item_word(items, i - 1).is_some_and(|x| in_list("is are was were be", x)));
        if !after_be || item_word(items, i + 1).is_some_and(blocks_verdict) {
            return &[Tok::Other];
        }
        return if w == "town" { &[GOOD] } else { &[WOLF] };
    }
    let is_verdict = matches!(toks, [Tok::Verdict(_)]);
    if !is_verdict {
        return toks;
    }
    let next = item_word(items, i + 1);
    // "11 wolf vote 11": right after a seat number the word is the seat's verdict, a new phrase
    // following it ("wolf kill" still names the kill).
    let after_number = i > 0 && matches!(items.get(i - 1), Some(Item::N(_)));
    let modifier = next.is_some_and(|n| {
        if after_number {
            in_list("kill kills killed knife target targets", n)
        } else {
            blocks_verdict(n)
        }
    });
    if modifier {
        return &[Tok::Other];
    }
    let after_det = i > 0 && item_word(items, i - 1).is_some_and(|x| in_list("a an the very so pretty", x));
    if matches!(w, "good" | "bad" | "clean" | "evil") && after_det {
        if let Some(n) = next {
            if !(good_noun_ok(n) || follows_verdict(n)) {
                return &[Tok::Other];
            }
        }
    }
    toks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex_str(s: &str) -> Vec<Tok> {
        let chars: Vec<char> = s.chars().collect();
        lex(&chars)
    }

    /// The linear scan `phrase_at` replaced (issue 13), kept as the reference.
    #[test]
    fn c6_word_tables_hold_single_spaced_words() {
        // `in_list` splits at single spaces: an empty word would match an empty input.
        for (words, _) in WORDS.iter().chain(CONTRACTIONS) {
            assert!(words.split(' ').all(|w| !w.is_empty()), "{words:?}");
        }
    }

    fn phrase_at_linear(items: &[Item<'_>], i: usize) -> Option<(usize, &'static [Tok])> {
        PHRASES
            .iter()
            .filter_map(|(phrase, toks)| {
                let mut n = 0;
                for w in phrase.split(' ') {
                    if item_word(items, i + n) != Some(w) {
                        return None;
                    }
                    n += 1;
                }
                Some((n, *toks))
            })
            .max_by_key(|(n, _)| *n)
    }

    proptest::proptest! {
        /// C6: the indexed phrase lookup finds exactly what the linear scan found, on word
        /// sequences built from the phrases' own words (so long and overlapping matches occur).
        #[test]
        fn c6_phrase_index_matches_linear_scan(picks in proptest::collection::vec(0usize..10_000, 1..12)) {
            let vocab: Vec<&str> = PHRASES.iter().flat_map(|(p, _)| p.split(' ')).chain(["seat", "x"]).collect();
            let items: Vec<Item> = picks.iter().map(|k| Item::W(vocab[k % vocab.len()].into())).collect();
            for i in 0..items.len() {
                proptest::prop_assert_eq!(phrase_at(&items, i), phrase_at_linear(&items, i));
            }
        }
    }

    proptest::proptest! {
        /// C6: words are read from the text by byte offset; characters of any UTF-8 width
        /// before them (each one an `Other` token) never shift what a word reads as.
        #[test]
        fn c6_words_read_the_same_after_wide_characters(
            picks in proptest::collection::vec((0usize..10_000, 0usize..4), 1..16)
        ) {
            let vocab: Vec<&str> = PHRASES.iter().flat_map(|(p, _)| p.split(' ')).chain(["seat 5", "o'neil's", "i'm", "p5", "no. 3"]).collect();
            let text = |filler: &str| -> Vec<char> {
                let mut t = String::new();
                for (k, f) in &picks {
                    t.push_str(&filler.repeat(*f));
                    t.push(' ');
                    t.push_str(vocab[k % vocab.len()]);
                    t.push(' ');
                }
                t.chars().collect()
            };
            let narrow = lex(&text("é"));
            proptest::prop_assert_eq!(&lex(&text("我")), &narrow);
            proptest::prop_assert_eq!(&lex(&text("ж")), &narrow);
        }
    }

    proptest::proptest! {
        /// C6: the memo answers what `word` and `contraction` answer, asked once or again,
        /// also past its cap.
        #[test]
        fn c6_memo_answers_like_the_lookups(ws in proptest::collection::vec("[a-z']{1,8}|seer|wolf|i'm|isn't", 1..40)) {
            for w in ws.iter().chain(ws.iter()) {
                proptest::prop_assert_eq!(memo_word(w), word(w));
                proptest::prop_assert_eq!(memo(w, true), contraction(w));
            }
        }
    }

    #[test]
    fn c6_memo_stops_growing_at_its_cap() {
        for i in 0..MEMO_CAP + 100 {
            let w = format!("zz{i}");
            assert_eq!(memo_word(&w), word(&w));
        }
        assert!(MEMO.with(|m| m.borrow().words.len()) <= MEMO_CAP);
        assert_eq!(memo_word("seer"), word("seer"));
    }

    #[test]
    fn c6_phrase_index_covers_every_phrase() {
        for (phrase, _) in PHRASES {
            let items: Vec<Item> = phrase.split(' ').map(|w| Item::W(w.into())).collect();
            assert_eq!(phrase_at(&items, 0), phrase_at_linear(&items, 0), "{phrase}");
            assert_eq!(phrase_at(&items, 0).map(|(n, _)| n), Some(items.len()), "{phrase}");
        }
    }

    #[test]
    fn c6_seat_forms() {
        for s in ["seat 5", "seat five", "no. 5", "no.5", "#5", "player #5", "player 5", "p5", "seat #5"] {
            assert_eq!(lex_str(s), vec![Tok::Seat(5)], "{s}");
        }
        assert_eq!(lex_str("seat 5's"), vec![Tok::Seat(5), Tok::Poss]);
        assert_eq!(lex_str("no, seat 3"), vec![Tok::Neg, Tok::Punct(Punct::Comma), Tok::Seat(3)]);
    }

    #[test]
    fn c6_contractions_and_phrases() {
        assert_eq!(lex_str("i'm not"), vec![Tok::I, Tok::Be, Tok::Neg]);
        assert_eq!(lex_str("he isn't"), vec![Tok::Third, Tok::Be, Tok::Neg]);
        assert_eq!(lex_str("seer's gold water"), vec![Tok::Role(Role::Seer), Tok::Poss, Tok::GoldWater]);
        assert_eq!(lex_str("counter-claim"), vec![Tok::Counter]);
        assert_eq!(lex_str("fake-claimed"), vec![Tok::Other, Tok::Claim]);
        assert_eq!(lex_str("if you ask me"), Vec::<Tok>::new());
    }

    #[test]
    fn c6_good_as_modifier_is_not_a_verdict() {
        assert_eq!(lex_str("good at"), vec![Tok::Other, Tok::Prep]);
        assert_eq!(lex_str("a good speaker"), vec![Tok::Det, Tok::Other, Tok::Other]);
        assert_eq!(lex_str("is good based"), vec![Tok::Be, GOOD, Tok::Other]);
        assert_eq!(lex_str("wolf kill"), vec![Tok::Other, Tok::Other]);
    }
}
