//! Chinese lexer for the extractor (C6): seat numbers (5号, 五号, 十二号位, ５号), the table-talk
//! vocabulary (金水, 查杀, 银水, 跳/对跳/悍跳, 守了, 毒了) and the particles that matter (不, 吗, 的话)
//! become [`Tok`]s by longest match over a dictionary.
//!
//! Input is already normalised by [`super::normalize`]: full-width ASCII folded, ASCII lower case.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::token::{Punct, Tok};
use crate::model::{Alignment, Role};

const GOOD: Tok = Tok::Verdict(Alignment::Good);
const WOLF: Tok = Tok::Verdict(Alignment::Wolf);
const SEER: Tok = Tok::Role(Role::Seer);
const VILLAGER: Tok = Tok::Role(Role::Villager);

/// The dictionary. An empty token list means "a word that carries nothing" (intensifiers,
/// particles, time words): it is consumed so its characters cannot start another word.
const DICT: &[(&str, &[Tok])] = &[
    // Pronouns.
    ("我们", &[Tok::We]),
    ("咱们", &[Tok::We]),
    ("大家", &[Tok::We]),
    ("我的", &[Tok::My]),
    ("我看", &[Tok::I, Tok::Assert]),
    ("我", &[Tok::I]),
    ("本人", &[Tok::I]),
    ("自己", &[Tok::SelfRef]),
    ("他们的", &[Tok::ThirdPoss]),
    ("她们的", &[Tok::ThirdPoss]),
    ("他的", &[Tok::ThirdPoss]),
    ("她的", &[Tok::ThirdPoss]),
    ("他们", &[Tok::Third]),
    ("她们", &[Tok::Third]),
    ("他", &[Tok::Third]),
    ("她", &[Tok::Third]),
    ("别人", &[Tok::Third]),
    ("有人", &[Tok::Third]),
    ("对面", &[Tok::Third]),
    ("其他", &[Tok::Other]),
    ("你们的", &[Tok::YourPoss]),
    ("你的", &[Tok::YourPoss]),
    ("你们", &[Tok::You]),
    ("你", &[Tok::You]),
    ("您", &[Tok::You]),
    // Copula and possessive.
    ("是", &[Tok::Be]),
    ("为", &[Tok::Be]),
    ("的", &[Tok::Poss]),
    // Negation (and words that only look like it).
    ("不是", &[Tok::Neg, Tok::Be]),
    ("并非", &[Tok::Neg, Tok::Be]),
    ("并不", &[Tok::Neg]),
    ("并没有", &[Tok::Neg]),
    ("并没", &[Tok::Neg]),
    ("不会", &[Tok::Neg, Tok::Future]),
    ("不可能", &[Tok::Neg]),
    ("不要", &[Tok::Neg]),
    ("不太", &[Tok::Neg]),
    ("不", &[Tok::Neg]),
    ("没有疑问", &[]),
    ("毫无疑问", &[]),
    ("没跑", &[]),
    ("没什么", &[Tok::Other]),
    ("没事", &[Tok::Other]),
    ("没问题", &[Tok::Other]),
    ("没关系", &[Tok::Other]),
    ("没有", &[Tok::Neg]),
    ("没", &[Tok::Neg]),
    ("别", &[Tok::Neg]),
    ("未必", &[Tok::Hedge]),
    ("未", &[Tok::Neg]),
    ("非常", &[]),
    ("非", &[Tok::Neg]),
    ("不过", &[Tok::But]),
    ("不然", &[Tok::Conj]),
    ("不管", &[Tok::Other]),
    ("不错", &[Tok::Other]),
    ("不对", &[Tok::Other]),
    ("不少", &[Tok::Other]),
    ("不同", &[Tok::Other]),
    ("不行", &[Tok::Other]),
    ("不好说", &[Tok::Hedge]),
    ("不好", &[Tok::Other]),
    ("不如", &[Tok::Other]),
    ("不排除", &[Tok::Hedge]),
    ("不确定", &[Tok::Hedge]),
    ("不一定", &[Tok::Hedge]),
    ("不知道", &[Tok::Hedge]),
    ("不清楚", &[Tok::Hedge]),
    ("不像", &[Tok::Hedge]),
    ("说不准", &[Tok::Hedge]),
    ("看不清", &[Tok::Hedge]),
    ("看不出", &[Tok::Hedge]),
    // Hypotheticals.
    ("如果", &[Tok::Hypo]),
    ("假如", &[Tok::Hypo]),
    ("假设", &[Tok::Hypo]),
    ("要不是", &[Tok::Hypo, Tok::Neg]),
    ("要是", &[Tok::Hypo]),
    ("若是", &[Tok::Hypo]),
    ("倘若", &[Tok::Hypo]),
    ("假若", &[Tok::Hypo]),
    ("如若", &[Tok::Hypo]),
    ("若", &[Tok::Hypo]),
    ("万一", &[Tok::Hypo]),
    ("就算", &[Tok::Hypo]),
    ("即使", &[Tok::Hypo]),
    ("哪怕", &[Tok::Hypo]),
    ("的话", &[Tok::Hypo]),
    ("假装", &[Tok::Hypo]),
    ("只要", &[Tok::Hypo]),
    ("除非", &[Tok::Hypo]),
    // Plans.
    ("今晚", &[Tok::Later]),
    ("今天晚上", &[Tok::Later]),
    ("今夜", &[Tok::Later]),
    ("明晚", &[Tok::Later]),
    ("明天", &[Tok::Later]),
    ("待会", &[Tok::Later]),
    ("等会", &[Tok::Later]),
    ("打算", &[Tok::Future]),
    ("准备", &[Tok::Future]),
    ("计划", &[Tok::Future]),
    ("将会", &[Tok::Future]),
    ("将", &[Tok::Future]),
    ("想要", &[Tok::Future]),
    ("想想", &[Tok::Other]),
    ("想", &[Tok::Future]),
    ("主要", &[Tok::Other]),
    ("需要", &[Tok::Other]),
    ("重要", &[Tok::Other]),
    ("要么", &[Tok::Other]),
    ("要", &[Tok::Future]),
    ("机会", &[Tok::Other]),
    ("会", &[Tok::Future]),
    ("必须", &[Tok::Modal]),
    // Hedges.
    ("可能", &[Tok::Hedge]),
    ("也许", &[Tok::Hedge]),
    ("或许", &[Tok::Hedge]),
    ("大概率", &[Tok::Hedge]),
    ("大概", &[Tok::Hedge]),
    ("八成", &[Tok::Hedge]),
    ("估计", &[Tok::Hedge]),
    ("怀疑", &[Tok::Hedge]),
    ("感觉", &[Tok::Hedge]),
    ("好像", &[Tok::Hedge]),
    ("像是", &[Tok::Hedge]),
    ("像", &[Tok::Hedge]),
    ("似乎", &[Tok::Hedge]),
    ("应该", &[Tok::Hedge]),
    ("有点", &[Tok::Hedge]),
    ("有些", &[Tok::Hedge]),
    ("偏", &[Tok::Hedge]),
    ("疑似", &[Tok::Hedge]),
    ("猜", &[Tok::Hedge]),
    ("倾向", &[Tok::Hedge]),
    ("看起来", &[Tok::Hedge]),
    ("看着", &[Tok::Hedge]),
    ("貌似", &[Tok::Hedge]),
    ("算是", &[Tok::Hedge]),
    ("嫌疑", &[Tok::Hedge]),
    ("存疑", &[Tok::Hedge]),
    ("狼面", &[Tok::Hedge]),
    ("狼坑", &[Tok::Hedge]),
    ("好人面", &[Tok::Hedge]),
    // Opinions the speaker stands behind.
    ("认为", &[Tok::Assert]),
    ("以为", &[Tok::Assert]),
    ("觉得", &[Tok::Assert]),
    ("相信", &[Tok::Assert]),
    ("确定", &[Tok::Assert]),
    ("确信", &[Tok::Assert]),
    ("确认", &[Tok::Assert]),
    ("坚信", &[Tok::Assert]),
    ("知道", &[Tok::Assert]),
    ("看来", &[Tok::Assert]),
    ("判断", &[Tok::Assert]),
    ("认定", &[Tok::Assert]),
    ("信", &[Tok::Assert]),
    // Reports.
    ("说话", &[Tok::Other]),
    ("发言", &[Tok::Other]),
    ("说明", &[Tok::Other]),
    ("说一下", &[Tok::Other]),
    ("说实话", &[]),
    ("说白了", &[]),
    ("直说", &[Tok::Other]),
    ("说法", &[Tok::Report]),
    ("说过", &[Tok::Report]),
    ("说", &[Tok::Report]),
    ("讲", &[Tok::Report]),
    ("表示", &[Tok::Report]),
    ("声称", &[Tok::Report]),
    ("自称", &[Tok::Report]),
    ("宣称", &[Tok::Report]),
    ("号称", &[Tok::Report]),
    ("告诉", &[Tok::Report]),
    ("原话", &[Tok::Report]),
    ("指认", &[Tok::Report]),
    ("踩", &[Tok::Report]),
    ("称", &[Tok::Report]),
    ("据说", &[Tok::ReportOther]),
    ("听说", &[Tok::ReportOther]),
    ("根据", &[Tok::Other]),
    ("按照", &[Tok::Other]),
    ("据", &[Tok::ReportOther]),
    ("按", &[Tok::ReportOther]),
    // Role claims.
    ("对跳", &[Tok::Counter]),
    ("悍跳狼", &[WOLF]),
    ("悍跳的狼", &[WOLF]),
    ("悍跳", &[Tok::BoldFake]),
    ("起跳", &[Tok::Claim]),
    ("跳", &[Tok::Claim]),
    ("拍身份", &[Tok::Claim, Tok::Identity]),
    ("亮身份", &[Tok::Claim, Tok::Identity]),
    ("报身份", &[Tok::Claim, Tok::Identity]),
    ("亮明", &[Tok::Claim]),
    ("摊牌", &[Tok::Claim]),
    ("拍", &[Tok::Claim]),
    ("亮", &[Tok::Claim]),
    ("自爆", &[Tok::SelfDestruct]),
    ("作为", &[Tok::As]),
    ("身为", &[Tok::As]),
    // Night actions.
    ("查杀", &[Tok::WolfCheck]),
    ("验出来", &[Tok::Check, Tok::Result]),
    ("首验", &[Tok::Check]),
    ("查验", &[Tok::Check]),
    ("检验", &[Tok::Check]),
    ("验人", &[Tok::Check]),
    ("验证", &[Tok::Other]),
    ("考验", &[Tok::Other]),
    ("经验", &[Tok::Other]),
    ("体验", &[Tok::Other]),
    ("验", &[Tok::Check]),
    ("查看", &[Tok::Other]),
    ("调查", &[Tok::Other]),
    ("检查", &[Tok::Other]),
    ("查", &[Tok::Check]),
    ("自救", &[Tok::SelfSave]),
    ("解药", &[Tok::Save]),
    ("开药", &[Tok::Save]),
    ("用药", &[Tok::Save]),
    ("救", &[Tok::Save]),
    ("毒奶", &[Tok::Other]),
    ("毒药", &[Tok::Poison]),
    ("开毒", &[Tok::Poison]),
    ("撒毒", &[Tok::Poison]),
    ("用毒", &[Tok::Poison]),
    ("毒", &[Tok::Poison]),
    ("守卫", &[Tok::Role(Role::Guard)]),
    ("防守", &[Tok::Other]),
    ("遵守", &[Tok::Other]),
    ("守护", &[Tok::Protect]),
    ("守", &[Tok::Protect]),
    ("金水", &[Tok::GoldWater]),
    ("银水", &[Tok::SilverWater]),
    // Verdicts.
    ("好人视角", &[Tok::Other]),
    ("好人牌", &[GOOD]),
    ("好人阵营", &[GOOD]),
    ("好人", &[GOOD]),
    ("坏人", &[WOLF]),
    ("狼人杀", &[Tok::Other]),
    ("狼人刀", &[Tok::Other]),
    ("狼人牌", &[WOLF]),
    ("狼人", &[WOLF]),
    ("白狼王", &[WOLF]),
    ("狼王", &[WOLF]),
    ("狼牌", &[WOLF]),
    ("狼队友", &[WOLF]),
    ("狼同伴", &[WOLF]),
    ("狼美人", &[WOLF]),
    ("狼刀", &[Tok::Other]),
    ("狼踩", &[Tok::Other]),
    ("狼队", &[Tok::Other]),
    ("狼爪", &[Tok::Other]),
    ("狼群", &[Tok::Other]),
    ("狼窝", &[Tok::Other]),
    ("狼视角", &[Tok::Other]),
    ("狼", &[WOLF]),
    // Roles.
    ("预言家", &[SEER]),
    ("预家", &[SEER]),
    ("女巫", &[Tok::Role(Role::Witch)]),
    ("猎人", &[Tok::Role(Role::Hunter)]),
    ("平民", &[VILLAGER]),
    ("村民", &[VILLAGER]),
    ("白板", &[VILLAGER]),
    ("民牌", &[VILLAGER, Tok::Identity]),
    ("人民", &[Tok::Other]),
    ("神民", &[Tok::Other]),
    ("民", &[VILLAGER]),
    ("身份牌", &[Tok::Identity]),
    ("身份", &[Tok::Identity]),
    ("底牌", &[Tok::Identity]),
    ("角色", &[Tok::Identity]),
    ("牌", &[Tok::Identity]),
    ("在这里", &[Tok::Here]),
    ("在这", &[Tok::Here]),
    ("在此", &[Tok::Here]),
    // Giving and prepositions.
    ("发现", &[Tok::Other]),
    ("出发", &[Tok::Other]),
    ("发挥", &[Tok::Other]),
    ("发", &[Tok::Give]),
    ("给", &[Tok::Give]),
    ("送", &[Tok::Give]),
    ("把", &[Tok::Prep]),
    ("被", &[Tok::Prep]),
    ("向", &[Tok::Prep]),
    ("对", &[Tok::Prep]),
    // Conjunctions.
    ("和", &[Tok::And]),
    ("跟", &[Tok::And]),
    ("与", &[Tok::And]),
    ("以及", &[Tok::And]),
    ("但是", &[Tok::But]),
    ("但", &[Tok::But]),
    ("可是", &[Tok::But]),
    ("然而", &[Tok::But]),
    ("其实", &[Tok::But]),
    ("事实上", &[Tok::But]),
    ("只是", &[Tok::But]),
    ("反正", &[Tok::But]),
    ("所以", &[Tok::So]),
    ("因为", &[Tok::Conj]),
    ("然后", &[Tok::Conj]),
    ("而且", &[Tok::Conj]),
    ("因此", &[Tok::So]),
    ("于是", &[Tok::Conj]),
    ("并且", &[Tok::Conj]),
    ("既然", &[Tok::Conj]),
    ("否则", &[Tok::Conj]),
    // Questions.
    ("为什么", &[Tok::Question]),
    ("凭什么", &[Tok::Question]),
    ("干什么", &[Tok::Question]),
    ("什么", &[Tok::Question]),
    ("怎么可能", &[Tok::Question]),
    ("怎么", &[Tok::Question]),
    ("怎会", &[Tok::Question]),
    ("那么", &[]),
    ("这么", &[]),
    ("多么", &[]),
    ("是不是", &[Tok::Question]),
    ("是否", &[Tok::Question]),
    ("难道", &[Tok::Question]),
    ("几号", &[Tok::Question]),
    ("有没有", &[Tok::Question]),
    ("对吧", &[Tok::Question]),
    ("是吧", &[Tok::Question]),
    ("多少", &[Tok::Question]),
    ("干嘛", &[Tok::Question]),
    ("哪个", &[Tok::Question]),
    ("哪", &[Tok::Question]),
    ("谁", &[Tok::Question]),
    ("吗", &[Tok::Question]),
    ("么", &[Tok::Question]),
    ("呢", &[Tok::Question]),
    // Other structure words.
    ("结果", &[Tok::Result]),
    ("出来", &[]),
    ("一个", &[Tok::Det]),
    ("一张", &[Tok::Det]),
    ("一头", &[Tok::Det]),
    ("这张", &[Tok::Det]),
    ("那张", &[Tok::Det]),
    ("这个", &[Tok::Det]),
    ("那个", &[Tok::Det]),
    ("个", &[Tok::Det]),
    ("张", &[Tok::Det]),
    // Words that carry nothing: intensifiers, particles, time words.
    ("就", &[]),
    ("才", &[]),
    ("也", &[]),
    ("都", &[]),
    ("还", &[]),
    ("真的", &[]),
    ("真正的", &[]),
    ("真正", &[]),
    ("真", &[]),
    ("确实", &[]),
    ("肯定", &[]),
    ("一定", &[]),
    ("绝对", &[]),
    ("必然", &[]),
    ("必定", &[]),
    ("百分之百", &[]),
    ("百分百", &[]),
    ("铁", &[]),
    ("可疑", &[Tok::Other]),
    ("可惜", &[Tok::Other]),
    ("可以", &[Tok::Other]),
    ("可", &[]),
    ("又", &[]),
    ("直接", &[]),
    ("已经", &[]),
    ("一直", &[]),
    ("先", &[]),
    ("再", &[]),
    ("唯一的", &[]),
    ("唯一", &[]),
    ("正常", &[Tok::Other]),
    ("比较", &[]),
    ("很", &[]),
    ("十分", &[]),
    ("特别", &[]),
    ("最", &[]),
    ("普普通通", &[]),
    ("普通", &[]),
    ("纯", &[]),
    ("了", &[]),
    ("过", &[]),
    ("着", &[]),
    ("啊", &[]),
    ("呀", &[]),
    ("吧", &[]),
    ("嘛", &[]),
    ("哦", &[]),
    ("嗯", &[]),
    ("额", &[]),
    ("昨天晚上", &[]),
    ("昨晚", &[]),
    ("昨天", &[]),
    ("首夜", &[]),
    ("首晚", &[]),
    ("第一晚", &[]),
    ("第二晚", &[]),
    ("第三晚", &[]),
    ("第一夜", &[]),
    ("第二夜", &[]),
    ("第三夜", &[]),
    ("第一天", &[]),
    ("第二天", &[]),
    ("当晚", &[]),
    ("前一晚", &[]),
    ("上一晚", &[]),
    ("晚上", &[]),
    ("今天", &[]),
    ("那", &[]),
];

/// Dictionary entries sharing a first character, longest first.
type Bucket = Vec<(&'static str, &'static [Tok])>;

/// The dictionary indexed by first character.
fn index() -> &'static BTreeMap<char, Bucket> {
    static INDEX: OnceLock<BTreeMap<char, Bucket>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut map: BTreeMap<char, Bucket> = BTreeMap::new();
        for &(word, toks) in DICT {
            if let Some(first) = word.chars().next() {
                map.entry(first).or_default().push((word, toks));
            }
        }
        for list in map.values_mut() {
            list.sort_by_key(|(w, _)| std::cmp::Reverse(w.chars().count()));
        }
        map
    })
}

fn cn_digit(c: char) -> Option<u32> {
    Some(match c {
        '零' | '〇' => 0,
        '一' => 1,
        '二' | '两' => 2,
        '三' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => return None,
    })
}

/// Parses a Chinese numeral of up to two places: 五, 十, 十二, 二十, 二十三.
fn cn_number(chars: &[char]) -> Option<u32> {
    match chars {
        [d] => cn_digit(*d).or(if *d == '十' { Some(10) } else { None }),
        ['十', d] => cn_digit(*d).map(|d| 10 + d),
        [d, '十'] => cn_digit(*d).map(|d| d * 10),
        [a, '十', b] => Some(cn_digit(*a)? * 10 + cn_digit(*b)?),
        _ => None,
    }
}

fn is_cn_numeral(c: char) -> bool {
    c == '十' || cn_digit(c).is_some()
}

/// Characters that make a bare number a count, not a seat ("2个人", "3票").
fn is_classifier(c: char) -> bool {
    "个张票天晚夜轮人神狼民名分点遍次位条句年月日岁倍成%只".contains(c)
}

fn punct(c: char) -> Option<Tok> {
    Some(match c {
        '。' | '.' | '！' | '!' | '\n' | '\r' | '…' | '\u{2028}' | '\u{2029}' => Tok::Punct(Punct::Stop),
        '？' | '?' => Tok::Punct(Punct::Ask),
        '，' | ',' | '（' | '）' | '(' | ')' | '【' | '】' => Tok::Punct(Punct::Comma),
        '：' | ':' => Tok::Punct(Punct::Colon),
        '；' | ';' => Tok::Punct(Punct::Semi),
        '—' | '–' | '～' | '~' => Tok::Punct(Punct::Dash),
        '“' | '「' | '『' | '‘' | '《' => Tok::Punct(Punct::QuoteOpen),
        '”' | '」' | '』' | '’' | '》' => Tok::Punct(Punct::QuoteClose),
        '"' => Tok::Punct(Punct::QuoteToggle),
        '、' | '&' => Tok::And,
        _ => return None,
    })
}

/// After a seat number: 号, then optionally 位 / 玩家 / 选手. Returns how many characters follow.
fn seat_suffix(chars: &[char], at: usize) -> Option<usize> {
    if chars.get(at) != Some(&'号') {
        return None;
    }
    let rest = chars.get(at + 1..).unwrap_or_default();
    let extra = if rest.starts_with(&['位']) {
        1
    } else if rest.starts_with(&['玩', '家']) || rest.starts_with(&['选', '手']) {
        2
    } else {
        0
    };
    Some(1 + extra)
}

/// Lexes normalised Chinese text.
pub(crate) fn lex(chars: &[char]) -> Vec<Tok> {
    let text: String = chars.iter().collect();
    // Byte offset of every char, for `starts_with` on the string.
    let offsets: Vec<usize> = text.char_indices().map(|(b, _)| b).collect();
    let index = index();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        // Seats: digits or Chinese numerals followed by 号.
        if c.is_ascii_digit() {
            let start = i;
            let mut n: u32 = 0;
            while let Some(d) = chars.get(i).and_then(|d| d.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                i += 1;
            }
            if let Some(len) = seat_suffix(chars, i) {
                out.push(Tok::Seat(n));
                i += len;
            } else if chars.get(i).is_some_and(|c| is_classifier(*c)) || (start > 0 && chars.get(start - 1) == Some(&'第')) {
                out.push(Tok::Other);
            } else {
                out.push(Tok::Num(n));
            }
            continue;
        }
        if is_cn_numeral(c) {
            let mut j = i;
            while chars.get(j).is_some_and(|c| is_cn_numeral(*c)) && j - i < 3 {
                j += 1;
            }
            if let (Some(n), Some(len)) = (chars.get(i..j).and_then(cn_number), seat_suffix(chars, j)) {
                out.push(Tok::Seat(n));
                i = j + len;
                continue;
            }
        }
        // "No.5" / "#5" inside Chinese text.
        if c == '#' || (c == 'n' && chars.get(i + 1) == Some(&'o') && chars.get(i + 2) == Some(&'.')) {
            let j = if c == '#' { i + 1 } else { i + 3 };
            let mut k = j;
            let mut n: u32 = 0;
            while let Some(d) = chars.get(k).and_then(|d| d.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                k += 1;
            }
            if k > j {
                out.push(Tok::Seat(n));
                i = k + seat_suffix(chars, k).unwrap_or(0);
                continue;
            }
        }
        if let Some(t) = punct(c) {
            out.push(t);
            i += 1;
            continue;
        }
        if let (Some(list), Some(&at)) = (index.get(&c), offsets.get(i)) {
            let rest = text.get(at..).unwrap_or_default();
            if let Some((word, toks)) = list.iter().find(|(w, _)| rest.starts_with(w)) {
                out.extend_from_slice(toks);
                i += word.chars().count();
                continue;
            }
        }
        if c.is_ascii_alphabetic() {
            while chars.get(i).is_some_and(char::is_ascii_alphanumeric) {
                i += 1;
            }
            out.push(Tok::Other);
            continue;
        }
        if !c.is_whitespace() {
            out.push(Tok::Other);
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex_str(s: &str) -> Vec<Tok> {
        let chars: Vec<char> = s.chars().collect();
        lex(&chars)
    }

    #[test]
    fn c6_seat_forms() {
        for (s, n) in [("5号", 5), ("五号", 5), ("十二号", 12), ("十号", 10), ("3号位", 3), ("12号玩家", 12), ("#7", 7), ("no.7", 7)] {
            assert_eq!(lex_str(s), vec![Tok::Seat(n)], "{s}");
        }
        assert_eq!(lex_str("一张"), vec![Tok::Det]);
        assert_eq!(lex_str("2个人"), vec![Tok::Other, Tok::Det, Tok::Other]);
    }

    #[test]
    fn c6_vocabulary() {
        assert_eq!(lex_str("我不是预言家"), vec![Tok::I, Tok::Neg, Tok::Be, SEER]);
        assert_eq!(lex_str("查杀7号"), vec![Tok::WolfCheck, Tok::Seat(7)]);
        assert_eq!(lex_str("给5号发金水"), vec![Tok::Give, Tok::Seat(5), Tok::Give, Tok::GoldWater]);
        assert_eq!(lex_str("主要是"), vec![Tok::Other, Tok::Be]);
        assert_eq!(lex_str("狼人杀"), vec![Tok::Other]);
        assert_eq!(lex_str("如果我是女巫的话"), vec![Tok::Hypo, Tok::I, Tok::Be, Tok::Role(Role::Witch), Tok::Hypo]);
    }
}
