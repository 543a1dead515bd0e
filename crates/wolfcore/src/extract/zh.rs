//! Chinese lexer for the extractor (C6): seat numbers (5号, 五号, 十二号位, ５号), the table-talk
//! vocabulary (金水, 查杀, 银水, 跳/对跳/悍跳, 守了, 毒了) and the particles that matter (不, 吗, 的话)
//! become [`Tok`]s by longest match over a dictionary.
//!
//! Input is already normalised by [`super::normalize`]: full-width ASCII folded, ASCII lower case.

use super::token::{english_role, extend_described, is_emoji, small, Punct, Tok};
use crate::model::{Alignment, Role};
use crate::words::look_up;

const GOOD: Tok = Tok::Verdict(Alignment::Good);
const WOLF: Tok = Tok::Verdict(Alignment::Wolf);
const SEER: Tok = Tok::Role(Role::Seer);
const VILLAGER: Tok = Tok::Role(Role::Villager);

/// A night word ("首夜", "二夜", "昨晚"): it opens an item of a night log at the start of a clause
/// ("守卫。首夜自守，二夜5号") and stands for nothing elsewhere (see `lex`).
const NIGHT: &[Tok] = &[Tok::Punct(Punct::Night)];

/// The dictionary. An empty token list means "a word that carries nothing" (intensifiers,
/// particles, time words): it is consumed so its characters cannot start another word.
const DICT: &[Entry] = &[
    // Pronouns.
    e("我们", &[Tok::We]),
    e("老子", &[Tok::I]),
    // "那我也是预言家": a retort, not a claim; "要我是女巫" is "if I were the witch".
    e("那我也是", &[Tok::Hypo, Tok::I]),
    e("要我是", &[Tok::Hypo, Tok::I]),
    e("要我说", &[Tok::I, Tok::Assert]),
    e("咱们", &[Tok::We]),
    // "Everyone" is everyone else: 大家都觉得我是狼.
    e("大家", &[Tok::Third]),
    e("我的", &[Tok::My]),
    e("我自己", &[Tok::SelfRef]),
    e("我看", &[Tok::I, Tok::Assert]),
    e("我", &[Tok::I]),
    e("本人", &[Tok::I]),
    e("自己", &[Tok::SelfRef]),
    e("他们的", &[Tok::ThirdPoss]),
    e("她们的", &[Tok::ThirdPoss]),
    e("他的", &[Tok::ThirdPoss]),
    e("她的", &[Tok::ThirdPoss]),
    e("他们", &[Tok::Third]),
    e("她们", &[Tok::Third]),
    e("他", &[Tok::Third]),
    e("她", &[Tok::Third]),
    e("别人", &[Tok::Third]),
    e("有人", &[Tok::Third]),
    e("对面", &[Tok::Third]),
    e("其他", &[Tok::Other]),
    e("你们的", &[Tok::YourPoss]),
    e("你的", &[Tok::YourPoss]),
    e("你们", &[Tok::You]),
    e("你", &[Tok::You]),
    // "8号你再悍跳，我就投你": "(if) … fakes again" is a threat's condition.
    e("再悍跳", &[Tok::Hypo, Tok::BoldFake]),
    e("您", &[Tok::You]),
    // Copula and possessive.
    e("是", &[Tok::Be]),
    e("为", &[Tok::Be]),
    e("的", &[Tok::Poss]),
    // Negation (and words that only look like it).
    e("不是", &[Tok::Neg, Tok::Be]),
    e("并非", &[Tok::Neg, Tok::Be]),
    e("并不", &[Tok::Neg]),
    e("并没有", &[Tok::Neg]),
    e("并没", &[Tok::Neg]),
    e("不会", &[Tok::Neg, Tok::Future]),
    e("不可能", &[Tok::Neg]),
    e("不要", &[Tok::Neg]),
    e("不太", &[Tok::Neg]),
    e("不", &[Tok::Neg]),
    e("没有疑问", &[]),
    e("毫无疑问", &[]),
    e("没跑", &[]),
    e("没什么", &[Tok::Other]),
    e("没事", &[Tok::Other]),
    e("没问题", &[Tok::Other]),
    e("没关系", &[Tok::Other]),
    e("没有", &[Tok::Neg]),
    e("没", &[Tok::Neg]),
    e("别", &[Tok::Neg]),
    e("未必", &[Tok::Hedge]),
    e("分别", &[]),
    e("典型", &[]),
    e("跑不掉", &[]),
    e("区别", &[Tok::Other]),
    e("特别", &[]),
    e("未", &[Tok::Neg]),
    e("非常", &[]),
    e("非", &[Tok::Neg]),
    e("不过", &[Tok::But]),
    e("不然", &[Tok::Conj]),
    e("不管", &[Tok::Other]),
    e("不错", &[Tok::Other]),
    // Self-corrections: "5号……不对，6号", "验的5号，说错了，是6号".
    e("不对", &[Tok::Correct]),
    e("不是不是", &[Tok::Correct]),
    e("说错了", &[Tok::Correct]),
    e("说错", &[Tok::Correct]),
    e("口误", &[Tok::Correct]),
    e("打错了", &[Tok::Correct]),
    e("打错", &[Tok::Correct]),
    e("念错了", &[Tok::Correct]),
    e("报错了", &[Tok::Correct]),
    e("等下不对", &[Tok::Correct]),
    e("更正", &[Tok::Correct]),
    e("纠正", &[Tok::Correct]),
    e("不少", &[Tok::Other]),
    e("不同", &[Tok::Other]),
    e("不行", &[Tok::Other]),
    e("不好说", &[Tok::Hedge]),
    e("不好", &[Tok::Other]),
    e("不如", &[Tok::Other]),
    e("不排除", &[Tok::Hedge]),
    e("不确定", &[Tok::Hedge]),
    e("不一定", &[Tok::Hedge]),
    e("不知道", &[Tok::Hedge]),
    e("不清楚", &[Tok::Hedge]),
    e("不像", &[Tok::Hedge]),
    e("说不准", &[Tok::Hedge]),
    e("看不清", &[Tok::Hedge]),
    e("看不出", &[Tok::Hedge]),
    // Hypotheticals.
    e("如果", &[Tok::Hypo]),
    // "我倒希望我是预言家": a wish asserts nothing.
    e("希望", &[Tok::Hypo]),
    e("假如", &[Tok::Hypo]),
    e("假设", &[Tok::Hypo]),
    e("要不是", &[Tok::Hypo, Tok::Neg]),
    e("要是", &[Tok::Hypo]),
    // "我要真是女巫，昨晚就把5号毒了": 要 before a copula is "if", even with 真 between.
    e("要真是", &[Tok::Hypo, Tok::Be]),
    e("要真的是", &[Tok::Hypo, Tok::Be]),
    e("若是", &[Tok::Hypo]),
    e("倘若", &[Tok::Hypo]),
    e("假若", &[Tok::Hypo]),
    e("如若", &[Tok::Hypo]),
    e("若", &[Tok::Hypo]),
    e("万一", &[Tok::Hypo]),
    e("就算", &[Tok::Hypo]),
    e("即使", &[Tok::Hypo]),
    e("哪怕", &[Tok::Hypo]),
    e("的话", &[Tok::Hypo]),
    e("假装", &[Tok::Hypo]),
    e("只要", &[Tok::Hypo]),
    e("除非", &[Tok::Hypo]),
    // Plans.
    e("今晚", &[Tok::Later]),
    e("今天晚上", &[Tok::Later]),
    e("今夜", &[Tok::Later]),
    e("明晚", &[Tok::Later]),
    e("明天", &[Tok::Later]),
    e("待会", &[Tok::Later]),
    e("等会", &[Tok::Later]),
    e("打算", &[Tok::Future]),
    e("准备", &[Tok::Future]),
    e("计划", &[Tok::Future]),
    e("将会", &[Tok::Future]),
    e("将", &[Tok::Future]),
    e("想要", &[Tok::Future]),
    e("想想", &[Tok::Other]),
    e("想", &[Tok::Future]),
    e("主要", &[Tok::Other]),
    e("需要", &[Tok::Other]),
    e("重要", &[Tok::Other]),
    // "要么六号是狼女巫要么一号是假的": either … or asserts neither.
    e("要么", &[Tok::Hedge]),
    e("或者", &[Tok::Hedge]),
    e("或", &[Tok::Hedge]),
    e("要", &[Tok::Future]),
    e("机会", &[Tok::Other]),
    e("会", &[Tok::Future]),
    e("必须", &[Tok::Modal]),
    // Hedges.
    e("可能", &[Tok::Hedge]),
    e("也许", &[Tok::Hedge]),
    e("或许", &[Tok::Hedge]),
    e("大概率", &[Tok::Hedge]),
    e("大概", &[Tok::Hedge]),
    e("八成", &[Tok::Hedge]),
    e("估计", &[Tok::Hedge]),
    e("怀疑", &[Tok::Hedge]),
    e("感觉", &[Tok::Hedge]),
    e("好像", &[Tok::Hedge]),
    e("像是", &[Tok::Hedge]),
    e("像", &[Tok::Hedge]),
    e("似乎", &[Tok::Hedge]),
    e("应该", &[Tok::Hedge]),
    e("有点", &[Tok::Hedge]),
    e("有些", &[Tok::Hedge]),
    e("偏", &[Tok::Hedge]),
    e("疑似", &[Tok::Hedge]),
    e("猜", &[Tok::Hedge]),
    e("倾向", &[Tok::Hedge]),
    e("看起来", &[Tok::Hedge]),
    e("看着", &[Tok::Hedge]),
    e("貌似", &[Tok::Hedge]),
    e("算是", &[Tok::Hedge]),
    e("嫌疑", &[Tok::Hedge]),
    e("存疑", &[Tok::Hedge]),
    e("狼面", &[Tok::Hedge]),
    e("狼坑", &[Tok::Hedge]),
    e("好人面", &[Tok::Hedge]),
    // Opinions the speaker stands behind.
    e("认为", &[Tok::Assert]),
    e("以为", &[Tok::Assert]),
    e("觉得", &[Tok::Assert]),
    e("相信", &[Tok::Trust]),
    // "双药都在我手上": a role's tools held by the speaker.
    e("在我手上", &[Tok::Be, Tok::I]),
    e("在我手里", &[Tok::Be, Tok::I]),
    // "我更相信5号一些": a comparison between claimants, not a vouch.
    e("更相信", &[Tok::Hedge, Tok::Trust]),
    e("更信", &[Tok::Hedge, Tok::Trust]),
    e("更倾向", &[Tok::Hedge]),
    e("确定", &[Tok::Assert]),
    e("确信", &[Tok::Assert]),
    e("确认", &[Tok::Assert]),
    e("坚信", &[Tok::Assert]),
    e("知道", &[Tok::Assert]),
    e("看来", &[Tok::Assert]),
    // "in my view": the speaker's own opinion, wherever it stands in the clause.
    e("在我看来", &[Tok::I, Tok::Assert]),
    e("在我这里", &[Tok::I, Tok::Assert]),
    e("在我这边", &[Tok::I, Tok::Assert]),
    e("在我这", &[Tok::I, Tok::Assert]),
    e("依我看", &[Tok::I, Tok::Assert]),
    e("判断", &[Tok::Assert]),
    e("认定", &[Tok::Assert]),
    e("认识", &[Tok::Other]),
    e("认真", &[Tok::Other]),
    e("否认", &[Tok::Report]),
    e("承认", &[Tok::Other]),
    e("认", &[Tok::Assert]),
    e("打成", &[Tok::Assert]),
    // Trust and vouching (C6.3): "我保5号", "我信3号", "7号我认好".
    e("信", &[Tok::Trust]),
    e("信息", &[Tok::Other]),
    e("信号", &[Tok::Other]),
    e("信不信", &[Tok::Other]),
    e("信用", &[Tok::Other]),
    e("自信", &[Tok::Other]),
    e("诚信", &[Tok::Other]),
    e("微信", &[Tok::Other]),
    e("确保", &[Tok::Other]),
    e("自保", &[Tok::Other]),
    e("担保", &[Tok::Trust]),
    e("信任", &[Tok::Trust]),
    // Taking a side in a claim war (站边3号, 我选择相信3号) is about the claim, not a verdict (C6.3).
    e("站边", &[Tok::Other]),
    e("选择相信", &[Tok::Other]),
    e("力保", &[Tok::Trust]),
    e("保护", &[Tok::Protect]),
    e("保证", &[Tok::Assert]),
    e("保留", &[Tok::Other]),
    e("保持", &[Tok::Other]),
    e("保险", &[Tok::Other]),
    e("保住", &[Tok::Other]),
    e("保", &[Tok::Trust]),
    e("认好", &[Tok::Assert, GOOD]),
    // Reports.
    e("说话", &[Tok::Other]),
    e("发言", &[Tok::Other]),
    e("说明", &[Tok::Other]),
    e("说一下", &[Tok::Other]),
    e("说实话", &[]),
    // "是的" = "yes": a discourse marker between clauses.
    e("是的", &[Tok::Punct(Punct::Comma)]),
    e("顺便说一句", &[]),
    e("说一句", &[]),
    e("不管怎么说", &[]),
    e("不管怎样", &[]),
    e("怎么说", &[Tok::Question]),
    e("不用多说", &[]),
    e("不用说", &[]),
    e("不多说", &[]),
    // "那我也可以说我是预言家": what the speaker could say is no claim.
    e("也可以说", &[Tok::Modal, Tok::Report]),
    e("说白了", &[]),
    e("直说", &[Tok::Other]),
    e("说法", &[Tok::Report]),
    // "我没啥好说的", "没什么可说的": nothing to say reports nothing.
    e("好说的", &[Tok::Other]),
    e("可说的", &[Tok::Other]),
    // "九号说他验了我说我是狼这是假的我是猎人": the speaker's verdict on a report ends it, as 但是 does.
    e("这是假的", &[Tok::But]),
    e("这是假话", &[Tok::But]),
    e("纯属胡说", &[Tok::But]),
    e("胡说八道", &[Tok::But]),
    e("胡说", &[Tok::But]),
    e("瞎说", &[Tok::But]),
    // "6号报假验人": someone reporting fake checks is talking, not checking.
    e("报假", &[Tok::Report]),
    // "10号又报了一个查杀": a seat's announcement reported (the speaker's "我报一下" stays theirs).
    e("报了", &[Tok::Report]),
    e("说过", &[Tok::Report]),
    e("说", &[Tok::Report]),
    e("讲", &[Tok::Report]),
    e("表示", &[Tok::Report]),
    e("声称", &[Tok::Report]),
    e("自称", &[Tok::Report]),
    e("宣称", &[Tok::Report]),
    e("号称", &[Tok::Report]),
    e("告诉", &[Tok::Report]),
    // "我跟你们说6号是狼": telling the table, not 跟 as "and".
    e("跟你们说", &[Tok::Report]),
    e("跟你们讲", &[Tok::Report]),
    e("跟大家说", &[Tok::Report]),
    e("跟你说", &[Tok::Report]),
    // "哦对对对 我是狼": sarcastic agreement, nothing after it is asserted.
    e("对对对", &[Tok::Hypo]),
    // "我是狼王 开玩笑的": a joke taken back.
    e("开玩笑", &[Tok::Joke]),
    e("开个玩笑", &[Tok::Joke]),
    e("骗你们的", &[Tok::Joke]),
    e("逗你们的", &[Tok::Joke]),
    e("原话", &[Tok::Report]),
    e("指认", &[Tok::Report]),
    e("踩", &[Tok::Report]),
    e("称", &[Tok::Report]),
    e("据说", &[Tok::ReportOther]),
    e("听说", &[Tok::ReportOther]),
    e("根据", &[Tok::Other]),
    e("按照", &[Tok::Other]),
    e("按顺序", &[]),
    e("据", &[Tok::ReportOther]),
    e("按", &[Tok::ReportOther]),
    // Role claims.
    e("对跳", &[Tok::Counter]),
    e("悍跳狼", &[WOLF]),
    e("悍跳的狼", &[WOLF]),
    e("悍跳", &[Tok::BoldFake]),
    e("起跳", &[Tok::Claim]),
    e("跳", &[Tok::Claim]),
    e("拍身份", &[Tok::Claim, Tok::Identity]),
    e("亮身份", &[Tok::Claim, Tok::Identity]),
    e("报身份", &[Tok::Claim, Tok::Identity]),
    e("亮明", &[Tok::Claim]),
    e("摊牌", &[Tok::Claim]),
    e("拍", &[Tok::Claim]),
    e("亮", &[Tok::Claim]),
    e("自爆", &[Tok::SelfDestruct]),
    e("作为", &[Tok::As]),
    e("身为", &[Tok::As]),
    // Night actions.
    e("查杀", &[Tok::WolfCheck]),
    e("验出来", &[Tok::Check, Tok::Result]),
    e("首验", &[Tok::Check]),
    e("查验", &[Tok::Check]),
    e("检验", &[Tok::Check]),
    e("验人", &[Tok::Check]),
    e("验证", &[Tok::Other]),
    e("考验", &[Tok::Other]),
    e("经验", &[Tok::Other]),
    e("体验", &[Tok::Other]),
    e("验", &[Tok::Check]),
    e("查看", &[Tok::Other]),
    e("摸", &[Tok::Check]),
    e("摸鱼", &[Tok::Other]),
    e("单走", &[Tok::Claim]),
    e("翻了", &[Tok::Claim]),
    e("属于", &[Tok::Be]),
    e("本局的", &[]),
    e("这局的", &[]),
    e("一名", &[Tok::Det]),
    e("调查", &[Tok::Other]),
    e("检查", &[Tok::Other]),
    e("查", &[Tok::Check]),
    e("自救", &[Tok::SelfSave]),
    e("解药", &[Tok::Save]),
    e("开药", &[Tok::Save]),
    e("用药", &[Tok::Save]),
    e("救", &[Tok::Save]),
    e("毒奶", &[Tok::Other]),
    e("毒药", &[Tok::Poison]),
    e("开毒", &[Tok::Poison]),
    e("撒毒", &[Tok::Poison]),
    e("用毒", &[Tok::Poison]),
    e("毒", &[Tok::Poison]),
    e("守卫", &[Tok::Role(Role::Guard)]),
    e("防守", &[Tok::Other]),
    e("遵守", &[Tok::Other]),
    e("守护", &[Tok::Protect]),
    e("自守", &[Tok::Protect, Tok::SelfRef]),
    e("守", &[Tok::Protect]),
    e("金水", &[Tok::GoldWater]),
    e("银水", &[Tok::SilverWater]),
    // Verdicts.
    e("好人视角", &[Tok::Other]),
    e("好人牌", &[GOOD]),
    e("好人阵营", &[GOOD]),
    e("好人", &[GOOD]),
    e("坏人", &[WOLF]),
    e("狼人杀", &[Tok::Other]),
    e("狼人刀", &[Tok::Other]),
    e("狼人牌", &[WOLF]),
    e("狼人", &[WOLF]),
    e("白狼王", &[Tok::Role(Role::WhiteWolfKing)]),
    e("狼王", &[WOLF]),
    // "3号8号双狼": a wolf pair.
    e("双狼", &[WOLF]),
    e("狼牌", &[WOLF]),
    e("狼队友", &[WOLF]),
    e("狼同伴", &[WOLF]),
    e("狼美人", &[WOLF]),
    e("狼刀", &[Tok::Other]),
    e("狼踩", &[Tok::Other]),
    e("狼队的", &[WOLF]),
    e("狼队", &[Tok::Other]),
    e("狼爪", &[Tok::Other]),
    e("狼群", &[Tok::Other]),
    e("狼窝", &[Tok::Other]),
    e("狼视角", &[Tok::Other]),
    e("狼", &[WOLF]),
    // Roles.
    e("预言家", &[SEER]),
    e("预家", &[SEER]),
    // 预 alone is the Seer in table talk ("我是预", "跳个预"); words starting with it are not.
    e("预", &[SEER]),
    e("预计", &[Tok::Hedge]),
    e("预测", &[Tok::Hedge]),
    e("预估", &[Tok::Hedge]),
    e("预期", &[Tok::Hedge]),
    e("预判", &[Tok::Hedge]),
    e("预防", &[Tok::Other]),
    e("预留", &[Tok::Other]),
    e("预警", &[Tok::Other]),
    e("预感", &[Tok::Hedge]),
    e("女巫", &[Tok::Role(Role::Witch)]),
    e("巫", &[Tok::Role(Role::Witch)]),
    e("猎人", &[Tok::Role(Role::Hunter)]),
    // The Hunter's gun stands for the Hunter (C6.3): 我是枪, 我带枪, 我枪在手; shooting is not the role.
    e("带枪", &[Tok::Role(Role::Hunter)]),
    e("开枪", &[Tok::Be, Tok::Role(Role::Hunter)]),
    e("有枪", &[Tok::Be, Tok::Role(Role::Hunter)]),
    e("枪口", &[Tok::Other]),
    e("枪声", &[Tok::Other]),
    e("枪", &[Tok::Role(Role::Hunter)]),
    e("在手", &[Tok::Here]),
    // The potions stand for the Witch: 双药在手, 我有解药也有毒药.
    e("双药", &[Tok::Role(Role::Witch)]),
    e("有双药", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("有解药", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("有毒药", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("有一瓶毒", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("有瓶毒", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("有一瓶药", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("有两瓶药", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("毒还在", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("药还在", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("解药还在", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("毒药还在", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("双药都在", &[Tok::Be, Tok::Role(Role::Witch)]),
    e("两瓶药都在", &[Tok::Be, Tok::Role(Role::Witch)]),
    // Other roles by what they do: 守人 (guard someone), 验人的 (the one who checks).
    e("守人", &[Tok::Be, Tok::Role(Role::Guard)]),
    e("验人的", &[Tok::Be, SEER]),
    e("闭眼民", &[VILLAGER]),
    e("闭眼玩家", &[VILLAGER]),
    e("平民", &[VILLAGER]),
    // Typing slips of the pinyin keyboard (issue 23): 贫民, 手卫, 女无, 茶杀, 金谁, 预言价.
    e("贫民", &[VILLAGER]),
    e("手卫", &[Tok::Role(Role::Guard)]),
    e("守位", &[Tok::Role(Role::Guard)]),
    e("预严家", &[SEER]),
    e("预言加", &[SEER]),
    e("女无", &[Tok::Role(Role::Witch)]),
    e("预言价", &[SEER]),
    e("茶杀", &[Tok::WolfCheck]),
    e("金谁", &[Tok::GoldWater]),
    e("银谁", &[Tok::SilverWater]),
    e("村民", &[VILLAGER]),
    e("白板", &[VILLAGER]),
    e("民牌", &[VILLAGER, Tok::Identity]),
    e("人民", &[Tok::Other]),
    e("神民", &[Tok::Other]),
    e("民", &[VILLAGER]),
    e("身份牌", &[Tok::Identity]),
    e("身份", &[Tok::Identity]),
    e("底牌", &[Tok::Identity]),
    e("角色", &[Tok::Identity]),
    e("牌", &[Tok::Identity]),
    e("在这里", &[Tok::Here]),
    e("在这", &[Tok::Here]),
    e("在此", &[Tok::Here]),
    // Giving and prepositions.
    e("发现", &[Tok::Other]),
    e("出发", &[Tok::Other]),
    e("发挥", &[Tok::Other]),
    // "毒药留给8号": a potion kept for a seat is a threat or a plan, not a night action.
    e("留给", &[Tok::Future, Tok::Give]),
    e("发", &[Tok::Give]),
    e("给", &[Tok::Give]),
    e("送", &[Tok::Give]),
    e("把", &[Tok::Prep]),
    // Witch slang: pulling a knifed player back up is the save ("3号被刀我把他拉起来了").
    e("拉起来", &[Tok::Save]),
    // Slang: 奶 (heal) a seat is the Witch's save; 护 / 盾 a seat is the Guard's protect.
    e("奶了", &[Tok::Save]),
    e("护了", &[Tok::Protect]),
    e("盾了", &[Tok::Protect]),
    e("拉起", &[Tok::Save]),
    e("拉回来", &[Tok::Save]),
    e("被", &[Tok::By]),
    e("被刀", &[Tok::By, Tok::Knife]),
    e("被狼刀", &[Tok::By, Tok::Knife]),
    e("吃刀", &[Tok::Knife]),
    e("刀口", &[Tok::Knife]),
    e("倒牌", &[Tok::Knife]),
    e("向", &[Tok::Prep]),
    e("对", &[Tok::Prep]),
    // Conjunctions.
    e("和", &[Tok::And]),
    e("跟", &[Tok::And]),
    e("与", &[Tok::And]),
    e("以及", &[Tok::And]),
    e("但是", &[Tok::But]),
    e("但", &[Tok::But]),
    e("可是", &[Tok::But]),
    e("然而", &[Tok::But]),
    // "本来想跳预言家的，其实我是守卫": a plan given up asserts nothing; 其实 ("in fact") turns to
    // what holds, as "but" does.
    e("其实", &[Tok::But]),
    e("实际上", &[Tok::But]),
    e("本来想", &[Tok::Hypo]),
    e("本来要", &[Tok::Hypo]),
    e("本想", &[Tok::Hypo]),
    e("原本想", &[Tok::Hypo]),
    e("事实上", &[]),
    e("明显", &[]),
    e("显然", &[]),
    e("只是", &[Tok::But]),
    e("反正", &[Tok::But]),
    e("所以", &[Tok::So]),
    e("因为", &[Tok::Because]),
    e("然后", &[Tok::Conj]),
    e("而且", &[Tok::Conj]),
    e("因此", &[Tok::So]),
    e("于是", &[Tok::Conj]),
    e("并且", &[Tok::Conj]),
    e("既然", &[Tok::Conj]),
    e("否则", &[Tok::Conj]),
    // Questions.
    e("为什么", &[Tok::Question]),
    e("凭什么", &[Tok::Question]),
    e("干什么", &[Tok::Question]),
    e("什么", &[Tok::Question]),
    e("怎么可能", &[Tok::Question]),
    e("怎么", &[Tok::Question]),
    e("怎会", &[Tok::Question]),
    e("那么", &[]),
    e("这么", &[]),
    e("多么", &[]),
    e("是不是", &[Tok::Question]),
    e("是否", &[Tok::Question]),
    e("难道", &[Tok::Question]),
    e("几号", &[Tok::Question]),
    e("有没有", &[Tok::Question]),
    e("对吧", &[Tok::Question]),
    e("是吧", &[Tok::Question]),
    e("多少", &[Tok::Question]),
    e("干嘛", &[Tok::Question]),
    e("哪个", &[Tok::Question]),
    e("哪", &[Tok::Question]),
    e("谁", &[Tok::Question]),
    e("吗", &[Tok::Question]),
    e("么", &[Tok::Question]),
    e("呢", &[Tok::Question]),
    // Other structure words.
    e("结果", &[Tok::Result]),
    e("出来", &[]),
    e("一个", &[Tok::Det]),
    e("一", &[Tok::Det]),
    e("一张", &[Tok::Det]),
    e("一头", &[Tok::Det]),
    e("一只", &[Tok::Det]),
    e("最后一只", &[Tok::Det]),
    e("最后一个", &[Tok::Det]),
    e("这张", &[Tok::Det]),
    e("那张", &[Tok::Det]),
    e("这个", &[Tok::Det]),
    e("那个", &[Tok::Det]),
    e("个", &[Tok::Det]),
    e("张", &[Tok::Det]),
    // Words that carry nothing: intensifiers, particles, time words.
    e("就", &[]),
    e("才", &[]),
    e("也", &[]),
    e("都", &[]),
    e("还", &[]),
    e("真的", &[]),
    e("真正的", &[]),
    e("真正", &[]),
    e("真", &[]),
    e("确实", &[]),
    e("肯定", &[]),
    e("一定", &[]),
    e("绝对", &[]),
    e("必然", &[]),
    e("必定", &[]),
    e("百分之百", &[]),
    e("百分百", &[]),
    e("铁", &[]),
    e("可疑", &[Tok::Other]),
    e("可惜", &[Tok::Other]),
    // "I can tell you" is a telling, like English "can"; "我可以跳预言家" is only a possibility.
    e("可以告诉", &[Tok::Aux, Tok::Report]),
    e("可以说", &[Tok::Aux, Tok::Report]),
    e("可以", &[Tok::Modal]),
    e("能够", &[Tok::Modal]),
    e("可", &[]),
    e("又", &[]),
    e("直接", &[]),
    e("当然", &[]),
    e("本来", &[]),
    e("已经", &[]),
    e("一直", &[]),
    e("先", &[]),
    e("再", &[]),
    e("唯一的", &[]),
    e("唯一", &[]),
    e("正常", &[Tok::Other]),
    e("比较", &[]),
    e("很", &[]),
    e("十分", &[]),
    e("最", &[]),
    e("普普通通", &[]),
    e("普通", &[]),
    e("纯", &[]),
    e("了", &[]),
    e("过", &[]),
    e("着", &[]),
    e("啊", &[]),
    e("呀", &[]),
    e("吧", &[]),
    e("嘛", &[]),
    e("哦", &[]),
    e("嗯", &[]),
    e("呃", &[]),
    e("额", &[]),
    e("昨天晚上", NIGHT),
    // Earlier times carry nothing either ("三号之前验过是狼", "之前的金水是4号").
    e("之前", &[]),
    e("以前", &[]),
    e("先前", &[]),
    e("此前", &[]),
    e("昨晚", NIGHT),
    e("昨天", &[]),
    e("首夜", NIGHT),
    e("首晚", NIGHT),
    e("第一晚", NIGHT),
    e("第二晚", NIGHT),
    e("第三晚", NIGHT),
    e("第一夜", NIGHT),
    e("第二夜", NIGHT),
    e("第三夜", NIGHT),
    e("第四晚", NIGHT),
    e("第四夜", NIGHT),
    e("二夜", NIGHT),
    e("三夜", NIGHT),
    e("四夜", NIGHT),
    e("二晚", NIGHT),
    e("三晚", NIGHT),
    e("头晚", NIGHT),
    e("第一天", &[]),
    e("第二天", &[]),
    e("当晚", &[]),
    e("前一晚", NIGHT),
    e("上一晚", &[]),
    e("晚上", &[]),
    e("今天", &[]),
    e("那", &[]),
];

/// One dictionary word and the (at most two) tokens it stands for.
#[derive(Clone, Copy)]
struct Entry {
    /// The word's first character, the sort and search key.
    first: char,
    word: &'static str,
    toks: [Option<Tok>; 2],
}

/// Builds an entry at compile time.
#[allow(clippy::panic)] // Only ever evaluated in a const item: a bad entry fails the build.
const fn e(word: &'static str, toks: &[Tok]) -> Entry {
    let toks = match toks {
        [] => [None, None],
        [a] => [Some(*a), None],
        [a, b] => [Some(*a), Some(*b)],
        _ => panic!("a dictionary entry has at most two tokens"),
    };
    Entry { first: first_char(word), word, toks }
}

/// The first character of a non-empty string, decoded at compile time.
#[allow(clippy::panic)] // Only ever evaluated in a const item: a bad entry fails the build.
const fn first_char(s: &str) -> char {
    let b = s.as_bytes();
    let code = match b {
        [x, ..] if *x < 0x80 => *x as u32,
        [x, y, ..] if *x < 0xe0 => ((*x as u32 & 0x1f) << 6) | (*y as u32 & 0x3f),
        [x, y, z, ..] if *x < 0xf0 => ((*x as u32 & 0x0f) << 12) | ((*y as u32 & 0x3f) << 6) | (*z as u32 & 0x3f),
        [x, y, z, w, ..] => {
            ((*x as u32 & 0x07) << 18) | ((*y as u32 & 0x3f) << 12) | ((*z as u32 & 0x3f) << 6) | (*w as u32 & 0x3f)
        }
        _ => panic!("empty dictionary word"),
    };
    match char::from_u32(code) {
        Some(c) => c,
        None => panic!("invalid dictionary word"),
    }
}

/// `a` sorts before `b`: by first character, then longest first (so the first hit is the longest match).
const fn before(a: &Entry, b: &Entry) -> bool {
    (a.first as u32) < (b.first as u32) || ((a.first as u32) == (b.first as u32) && a.word.len() > b.word.len())
}

/// How many Chinese words the roles have (`Role::words`).
const ROLE_WORDS: usize = {
    let mut n = 0;
    let mut r = 0;
    while r < Role::REAL.len() {
        n += Role::REAL[r].words().zh.len();
        r += 1;
    }
    n
};

/// The dictionary and every role's Chinese words (`Role::words`, issue 17: a role new to the
/// game is read by its names without a line here), sorted at compile time (insertion sort in a
/// const fn): no index to build at run time. The sort is stable and the roles' words come after
/// the dictionary's, so a word the dictionary lists keeps its entry (狼人 stays a verdict).
const SORTED: [Entry; DICT.len() + ROLE_WORDS] = {
    let mut out = [e("?", &[]); DICT.len() + ROLE_WORDS];
    let mut n = 0;
    while n < DICT.len() {
        out[n] = DICT[n];
        n += 1;
    }
    let mut r = 0;
    while r < Role::REAL.len() {
        let role = Role::REAL[r];
        let words = role.words().zh;
        let mut w = 0;
        while w < words.len() {
            out[n] = e(words[w], &[Tok::Role(role)]);
            n += 1;
            w += 1;
        }
        r += 1;
    }
    let mut i = 0;
    while i < out.len() {
        let mut j = i;
        while j > 0 && before(&out[j], &out[j - 1]) {
            let t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    out
};

/// How many entries [`SORTED`] has.
const ENTRIES: usize = DICT.len() + ROLE_WORDS;

/// How many bytes the words of [`SORTED`] take back to back.
const TEXT_LEN: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < ENTRIES {
        n += SORTED[i].word.len();
        i += 1;
    }
    n
};

/// The words of [`SORTED`] back to back, in its order.
const TEXT_BYTES: [u8; TEXT_LEN] = {
    let mut out = [0u8; TEXT_LEN];
    let mut n = 0;
    let mut i = 0;
    while i < ENTRIES {
        let word = SORTED[i].word.as_bytes();
        let mut k = 0;
        while k < word.len() {
            out[n] = word[k];
            n += 1;
            k += 1;
        }
        i += 1;
    }
    out
};

/// [`TEXT_BYTES`] as text (whole words of UTF-8 back to back are UTF-8).
#[allow(clippy::panic)] // Only ever evaluated at compile time: a bad table fails the build.
static TEXT: &str = match std::str::from_utf8(&TEXT_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("dictionary words are UTF-8"),
};

/// One entry of [`SORTED`] as the lexer reads it: its first char (the search key), where its
/// word ends in [`TEXT`] (it starts where the previous entry's ends) and its tokens. The run-time
/// table (issue 22): 8 bytes an entry, where an [`Entry`] holds 16 (a pointer and length per word).
#[derive(Clone, Copy)]
struct Slot {
    first: u16,
    end: u16,
    toks: [Option<Tok>; 2],
}

#[allow(clippy::panic)] // Only ever evaluated at compile time: a bad table fails the build.
static SLOTS: [Slot; ENTRIES] = {
    if TEXT_LEN > u16::MAX as usize {
        panic!("the dictionary's words outgrow a u16 offset");
    }
    let mut out = [Slot { first: 0, end: 0, toks: [None, None] }; ENTRIES];
    let mut end = 0;
    let mut i = 0;
    while i < ENTRIES {
        end += SORTED[i].word.len();
        let first = SORTED[i].first as u32;
        if first > u16::MAX as u32 {
            panic!("a dictionary word starts beyond U+FFFF");
        }
        out[i] = Slot { first: first as u16, end: end as u16, toks: SORTED[i].toks };
        i += 1;
    }
    out
};

/// The word of entry `i` of [`SORTED`] (`i < ENTRIES`).
fn slot_word(i: usize) -> &'static str {
    let start = i.checked_sub(1).and_then(|p| SLOTS.get(p)).map_or(0, |s| usize::from(s.end));
    let end = SLOTS.get(i).map_or(start, |s| usize::from(s.end));
    TEXT.get(start..end).unwrap_or_default()
}

/// A dictionary word found, with its tokens.
#[derive(Debug, Clone, Copy)]
struct Hit {
    word: &'static str,
    toks: [Option<Tok>; 2],
}

/// The longest dictionary word at the start of `rest` (whose first char is `c`).
fn lookup(c: char, rest: &str) -> Option<Hit> {
    // Every entry's first char is below U+10000 (checked when SLOTS is built).
    let c = u16::try_from(u32::from(c)).ok()?;
    let start = SLOTS.partition_point(|x| x.first < c);
    SLOTS
        .iter()
        .enumerate()
        .skip(start)
        .take_while(|(_, x)| x.first == c)
        .map(|(i, x)| Hit { word: slot_word(i), toks: x.toks })
        .find(|hit| rest.starts_with(hit.word))
}

fn cn_digit(c: char) -> Option<u32> {
    Some(match c {
        '零' | '〇' => 0,
        // 幺: "one" read out in seat and phone numbers (幺号, 幺零号 is not a seat here).
        '一' | '幺' => 1,
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
    matches!(
        c,
        '个' | '张'
            | '票'
            | '天'
            | '晚'
            | '夜'
            | '轮'
            | '人'
            | '神'
            | '狼'
            | '民'
            | '名'
            | '分'
            | '点'
            | '遍'
            | '次'
            | '位'
            | '条'
            | '句'
            | '年'
            | '月'
            | '日'
            | '岁'
            | '倍'
            | '成'
            | '%'
            | '只'
    )
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
        // Chinese has no apostrophe: a straight single quote is a quotation mark too.
        '"' | '\'' => Tok::Punct(Punct::QuoteToggle),
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

/// "5号好。", "4号狼，5号好": a lone 好 closing a seat's phrase is the verdict good (好 elsewhere is
/// "fine", "okay", "very"); a lone 金 / 银 there is 金水 / 银水. Returns the characters used.
fn good_after_seat(chars: &[char], at: usize, out: &mut Vec<Tok>) -> usize {
    // "9号干净": clean after a seat is the verdict good (elsewhere, "发言干净", it is a read).
    if chars.get(at) == Some(&'干') && chars.get(at + 1) == Some(&'净') {
        out.push(GOOD);
        return 2;
    }
    let closes = chars.get(at + 1).is_none_or(|c| punct(*c).is_some() || c.is_whitespace());
    // "5号金", "5号银": 金水 and 银水 shortened the same way.
    let tok = match chars.get(at) {
        Some('好') => GOOD,
        Some('金') => Tok::GoldWater,
        Some('银') => Tok::SilverWater,
        _ => return 0,
    };
    if closes {
        out.push(tok);
        return 1;
    }
    0
}

/// English words of the table inside Chinese talk (issue 23: "我是seer，check了6号").
/// English words of the table inside Chinese talk and their tokens (a table, not a `match`:
/// issue 22). Pinyin initials: yyj 预言家, nw 女巫, lr 猎人.
const ENGLISH_WORDS: &[(&str, Tok)] = &[
    ("seer prophet yyj", SEER),
    ("witch nw", Tok::Role(Role::Witch)),
    ("lr", Tok::Role(Role::Hunter)),
    ("guard", Tok::Role(Role::Guard)),
    ("hunter", Tok::Role(Role::Hunter)),
    ("villager", VILLAGER),
    ("check checked", Tok::Check),
    ("save saved", Tok::Save),
    ("poison poisoned", Tok::Poison),
    ("wolf werewolf", WOLF),
    ("good", GOOD),
];

fn english_word(w: &str) -> Tok {
    // Else a role by any of its English words (`Role::words`).
    look_up(ENGLISH_WORDS, w).unwrap_or_else(|| english_role(w).and_then(|t| t.first().copied()).unwrap_or(Tok::Other))
}

/// Code-switching (issue 23): a stretch of English words inside Chinese talk ("我是 witch，first
/// night 救了 #9", "9号 good，I trust him") is lexed by the English lexer, so its pronouns, copulas,
/// verbs, verdicts and night markers mean what they mean in English; a lone word of the table
/// (seer, yyj, nw, check…) keeps its table meaning. Returns where the stretch ends (trailing
/// spaces are left to the caller).
fn english_stretch(chars: &[char], start: usize, out: &mut Vec<Tok>) -> usize {
    let word_char = |c: &char| c.is_ascii_alphanumeric() || *c == '\'' || *c == '-';
    let mut end = start;
    let mut words = 0;
    loop {
        let mut j = end;
        while chars.get(j).is_some_and(word_char) {
            j += 1;
        }
        words += 1;
        end = j;
        // Spaces continue the stretch only before another English word.
        let mut k = j;
        while chars.get(k).is_some_and(|c| *c == ' ') {
            k += 1;
        }
        let seat_mark = chars.get(k..k + 3).is_some_and(|w| w == ['n', 'o', '.']);
        if k > j && chars.get(k).is_some_and(char::is_ascii_alphabetic) && !seat_mark {
            end = k;
        } else {
            break;
        }
    }
    let stretch = chars.get(start..end).unwrap_or_default();
    let single = english_word(&stretch.iter().collect::<String>());
    if words == 1 && single != Tok::Other {
        // "遗言 yyj 最后一验5号查杀": a role word set off by spaces between Chinese phrases heads
        // its phrase, as a Chinese role word would ("预言家 验了5号").
        let spaced_cjk = |mut k: usize, step: isize| {
            let mut spaced = false;
            loop {
                let Some(next) = k.checked_add_signed(step) else { return false };
                k = next;
                match chars.get(k) {
                    Some(' ') => spaced = true,
                    Some(c) => return spaced && !c.is_ascii() && punct(*c).is_none(),
                    None => return false,
                }
            }
        };
        let role = matches!(single, Tok::Role(_));
        // (Not after 我 or a copula: "我 seer", "我是 witch" name the speaker's role.)
        if role && spaced_cjk(start, -1) && !matches!(out.last(), Some(Tok::Punct(_) | Tok::I | Tok::Be) | None) {
            out.push(Tok::Punct(Punct::Comma));
        }
        out.push(single);
        if role && spaced_cjk(end - 1, 1) {
            out.push(Tok::Punct(Punct::Comma));
        }
    } else {
        out.extend(super::en::lex(stretch));
    }
    end
}

/// 再 at `i` opens a condition: another player is the clause's subject (你, 他, a seat) and 就
/// follows within the next few characters of the sentence.
fn threat_condition(chars: &[char], i: usize, out: &[Tok]) -> bool {
    let subject = out
        .iter()
        .rev()
        .take_while(|t| !matches!(t, Tok::Punct(_)))
        .find(|t| !matches!(t, Tok::Other))
        .is_some_and(|t| matches!(t, Tok::You | Tok::Third | Tok::Seat(_)));
    let then = chars
        .iter()
        .skip(i + 1)
        .take(16)
        .take_while(|c| !matches!(c, '。' | '！' | '？' | '.' | '!' | '?' | '\n'))
        .any(|c| *c == '就');
    subject && then
}

/// 白痴 at `i` is an insult, not the Idiot (C6.3): "我真是个白痴，点错票了", "我就是个白痴",
/// "我白痴了", "像个白痴", "白痴操作". The role is named bare or as a card: 我是白痴, 白痴牌, 我是个白痴牌.
fn idiot_is_insult(chars: &[char], i: usize) -> bool {
    let before = |k: usize| if i >= k { chars.get(i - k).copied() } else { None };
    let after = |k: usize| chars.get(i + 1 + k).copied();
    // The card or the role named right after: 白痴牌, 白痴身份, 白痴的身份.
    let card = matches!(after(1), Some('牌' | '身'))
        || (after(1) == Some('的') && matches!(after(2), Some('牌' | '身')))
        || (after(1) == Some('一') && after(2) == Some('张'));
    if card {
        return false;
    }
    // A measure word or an intensifier in front: 个白痴, 真白痴, 太白痴, 像白痴, 跟白痴一样.
    let degree = matches!(before(1), Some('个' | '真' | '太' | '好' | '超' | '像' | '跟' | '大' | '多' | '么' | '傻'));
    // A state reached or a manner after: 白痴了, 白痴一样, 白痴操作, 白痴行为, 白痴发言.
    let manner = match after(1) {
        Some('了' | '啊' | '吧' | '呀') => true,
        Some('一') => after(2) == Some('样'),
        Some('操' | '行' | '发' | '玩' | '队' | '吗' | '嘛') => true,
        _ => false,
    };
    degree || manner
}

/// Lexes normalised Chinese text.
pub(crate) fn lex(chars: &[char]) -> Vec<Tok> {
    let text: String = chars.iter().collect();
    // Byte offset of every char, for `starts_with` on the string.
    let offsets: Vec<usize> = text.char_indices().map(|(b, _)| b).collect();
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
            // "5 号": voice input and code-switched chat put a space before 号.
            let mut gap = i;
            while chars.get(gap) == Some(&' ') {
                gap += 1;
            }
            if gap > i && chars.get(gap) == Some(&'号') {
                i = gap;
            }
            if let Some(len) = seat_suffix(chars, i) {
                out.push(Tok::Seat(small(n)));
                i += len;
                i += good_after_seat(chars, i, &mut out);
            } else if matches!(chars.get(i), Some('金' | '银'))
                && chars.get(i + 1).is_none_or(|c| punct(*c).is_some() || c.is_whitespace())
            {
                // "3金": a bare number before a shortened 金水 / 银水 is a seat.
                out.push(Tok::Seat(small(n)));
                i += good_after_seat(chars, i, &mut out);
            } else if matches!(chars.get(i), Some('狼' | '好'))
                && chars.get(i + 1).is_none_or(|c| punct(*c).is_some() || c.is_whitespace() || c.is_ascii_digit())
                && (start == 0
                    || chars
                        .get(start - 1)
                        .is_some_and(|c| punct(*c).is_some() || c.is_whitespace() || matches!(c, '夜' | '晚'))
                    // "民一张4狼8狼": after a phrase the lexer closed, or right after another pair.
                    || matches!(out.last(), Some(Tok::Punct(_) | Tok::Verdict(_))))
            {
                // "3狼 6狼 11好": a number opening a line before a lone 狼 / 好 is a seat and its
                // verdict ("还剩3狼" counts wolves: the number does not open the line).
                out.push(Tok::Seat(small(n)));
                out.push(if chars.get(i) == Some(&'狼') { WOLF } else { GOOD });
                i += 1;
            } else if chars.get(i).is_some_and(|c| is_classifier(*c))
                || (start > 0 && chars.get(start - 1) == Some(&'第'))
            {
                out.push(Tok::Other);
            } else {
                out.push(Tok::Num(small(n)));
            }
            continue;
        }
        if is_cn_numeral(c) {
            let mut j = i;
            while chars.get(j).is_some_and(|c| is_cn_numeral(*c)) && j - i < 3 {
                j += 1;
            }
            if let (Some(n), Some(len)) = (chars.get(i..j).and_then(cn_number), seat_suffix(chars, j)) {
                out.push(Tok::Seat(small(n)));
                i = j + len;
                i += good_after_seat(chars, i, &mut out);
                continue;
            }
        }
        // "No.5" / "#5" inside Chinese text.
        if c == '#' || (c == 'n' && chars.get(i + 1) == Some(&'o') && chars.get(i + 2) == Some(&'.')) {
            let mut j = if c == '#' { i + 1 } else { i + 3 };
            while chars.get(j) == Some(&' ') {
                j += 1;
            }
            let mut k = j;
            let mut n: u32 = 0;
            while let Some(d) = chars.get(k).and_then(|d| d.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                k += 1;
            }
            if k > j {
                out.push(Tok::Seat(small(n)));
                i = k + seat_suffix(chars, k).unwrap_or(0);
                continue;
            }
        }
        if let Some(t) = punct(c) {
            out.push(t);
            i += 1;
            continue;
        }
        // "验了7号→好", "12号=好": a sign between a seat and its verdict joins them, as in "7号好"
        // (a verdict line: the Seer's check, anyone else's opinion).
        if matches!(c, '=' | '→') && matches!(out.last(), Some(Tok::Seat(_))) {
            i += 1;
            i += good_after_seat(chars, i, &mut out);
            continue;
        }
        // "哦对了我是猎人", "被9号救的 对 平民": 对 as "right" / "yes" is a discourse marker,
        // not the preposition "to" (对5号用了解药).
        let lone = |k: usize| chars.get(k).is_none_or(|n| punct(*n).is_some() || n.is_whitespace());
        let alone_dui = c == '对' && (i == 0 || lone(i - 1)) && lone(i + 1);
        if c == '对' && (chars.get(i + 1) == Some(&'了') || alone_dui) {
            out.push(Tok::Punct(Punct::Comma));
            i += if alone_dui { 1 } else { 2 };
            continue;
        }
        // "8号你再悍跳，毒就给你": 再 … 就 after another player as subject is a condition ("if you
        // do it again, then…"), not a statement that they did.
        if c == '再' && threat_condition(chars, i, &out) {
            out.push(Tok::Hypo);
            i += 1;
            continue;
        }
        // "十号是狼没跑了出十号", "5号查杀投5号": a call to vote a seat out starts a clause of its own
        // in unpunctuated chat (出 / 投 / 归票 right before a seat).
        let vote_len = match (c, chars.get(i + 1)) {
            ('归', Some('票')) => 2,
            ('出' | '投', _) => 1,
            _ => 0,
        };
        if vote_len > 0
            && chars.get(i + vote_len).is_some_and(|n| n.is_ascii_digit() || is_cn_numeral(*n))
            // (Not 验出11号 "found 11 by checking": 出 completing a verb.)
            && !matches!(
                out.last(),
                Some(Tok::Punct(_) | Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::Give | Tok::Claim) | None
            )
        {
            out.push(Tok::Punct(Punct::Comma));
            out.push(Tok::Other);
            i += vote_len;
            continue;
        }
        if c == '白' && chars.get(i + 1) == Some(&'痴') && idiot_is_insult(chars, i) {
            out.push(Tok::Other);
            i += 2;
            continue;
        }
        // Spoken Chinese ends its clauses with particles where chat leaves out punctuation
        // ("我带枪的啊别乱投我", "行吧我不藏了我是猎人", "那不就是我吗我就是个村民"): a final
        // particle with more text after it closes its clause (吗 its question).
        let more_after = chars.get(i + 1).is_some_and(|n| {
            punct(*n).is_none() && !n.is_whitespace() && !matches!(n, '啊' | '呀' | '吧' | '嘛' | '哈' | '吗')
        });
        if matches!(c, '啊' | '呀' | '吧' | '嘛' | '哈')
            && more_after
            && !matches!(out.last(), Some(Tok::Punct(_)) | None)
        {
            out.push(Tok::Punct(Punct::Comma));
            i += 1;
            continue;
        }
        if c == '吗' && more_after {
            out.push(Tok::Question);
            out.push(Tok::Punct(Punct::Ask));
            i += 1;
            continue;
        }
        if let Some(&at) = offsets.get(i) {
            // "女巫上警。", "女巫报一下：", "预言家继续报验人", "预言家发言首夜验的6号": a role opening the
            // speech with a verb of speaking or running is its speaker's, as "Seer here" (not
            // "女巫报的银水", "预言家上警了吗": 的, 时, 了, 吗, 呢 after the verb make it about someone).
            if let Some(head) = matches!(out.as_slice(), [Tok::Role(_)])
                .then(|| speech_head(text.get(at..).unwrap_or_default()))
                .flatten()
            {
                out.push(Tok::Here);
                i += head;
                continue;
            }
            if let Some(entry) = lookup(c, text.get(at..).unwrap_or_default()) {
                let card_after_role = entry.word == "一张" && matches!(out.last(), Some(Tok::Role(_)));
                // "守卫发言。", "预言家发言：": a role opening the speech with "speaking" is its
                // speaker's, as "Seer here".
                if entry.word == "发言"
                    && matches!(out.as_slice(), [Tok::Role(_)])
                    && chars
                        .get(i + entry.word.chars().count())
                        .is_none_or(|n| punct(*n).is_some() || n.is_whitespace())
                {
                    out.push(Tok::Here);
                    i += entry.word.chars().count();
                    continue;
                }
                match entry.toks {
                    // "守卫。首夜自守，二夜5号": a night word opens an item of a night log only at the
                    // start of a clause.
                    [Some(Tok::Punct(Punct::Night)), None]
                        if out.last().is_some_and(|x| !matches!(x, Tok::Punct(_))) => {}
                    [Some(a), Some(b)] => extend_described(&mut out, &[a, b]),
                    [Some(a), None] => out.push(a),
                    _ => {}
                }
                i += entry.word.chars().count();
                // "守卫一张昨晚守了十一号": "a Guard card" names the role and ends its phrase.
                if card_after_role && chars.get(i).is_some_and(|n| punct(*n).is_none()) {
                    out.push(Tok::Punct(Punct::Comma));
                }
                continue;
            }
        }
        if c.is_ascii_alphabetic() {
            i = english_stretch(chars, i, &mut out);
            continue;
        }
        // Chinese writes no spaces between words: a space between two Chinese phrases separates
        // them as a comma would ("女巫 首夜银水6号 昨晚毒了2号"), but not next to an English word.
        if c.is_whitespace() {
            let before = chars.get(..i).unwrap_or_default().iter().rev().find(|c| !c.is_whitespace());
            let mut j = i;
            while chars.get(j).is_some_and(|c| c.is_whitespace()) {
                j += 1;
            }
            let after = chars.get(j);
            let latin = |c: Option<&char>| c.is_some_and(char::is_ascii_alphabetic);
            let edge = |c: Option<&char>| c.is_none_or(|c| punct(*c).is_some());
            // A verb of acting keeps its seat across a space ("验了 5号", "check 了 5 号").
            // (A verb with its aspect particle: not "报假验人 6号狼", where 验人 is a noun.)
            let verb = matches!(out.last(), Some(Tok::Check | Tok::Save | Tok::Poison | Tok::Protect))
                && matches!(before, Some('了' | '过'))
                && after.is_some_and(|c| c.is_ascii_digit() || is_cn_numeral(*c) || *c == '#');
            if !latin(before) && !latin(after) && !edge(before) && !edge(after) && !verb {
                out.push(Tok::Punct(Punct::Comma));
            }
            i = j;
            continue;
        }
        // An emoji closes a chat sentence ("自称预言价🙄 3号狼").
        out.push(if is_emoji(c) { Tok::Punct(Punct::Stop) } else { Tok::Other });
        i += 1;
    }
    // "那个十号是狼", "这个5号": a demonstrative (or the filler 那个) before a seat adds nothing.
    // Unpunctuated chat ("开不了枪气死了五号铁狼", "他在瞎编五号就是狼"): a seat with its verdict
    // or copula right after words of no role here opens a new clause.
    let mut cleaned = Vec::with_capacity(out.len());
    for (k, t) in out.iter().enumerate() {
        let next = out.get(k + 1);
        if *t == Tok::Det && matches!(next, Some(Tok::Seat(_))) {
            continue;
        }
        if matches!(t, Tok::Seat(_))
            && k > 0
            && cleaned.last() == Some(&Tok::Other)
            && matches!(next, Some(Tok::Be | Tok::Verdict(_) | Tok::WolfCheck | Tok::GoldWater))
        {
            cleaned.push(Tok::Punct(Punct::Comma));
        }
        cleaned.push(*t);
    }
    cleaned
}

/// A verb of speaking or running for sheriff at the start of `rest`, and its length in chars, when
/// nothing after it turns it into a description (的, 时, 了, 吗, 呢, 过).
fn speech_head(rest: &str) -> Option<usize> {
    const HEADS: [&str; 8] = ["继续发言", "继续报", "来报", "报一下", "发言", "上警", "报", "来了"];
    let head = HEADS.iter().find(|h| rest.starts_with(**h))?;
    let after = rest.get(head.len()..).unwrap_or_default().chars().next();
    if after.is_some_and(|c| "的时了吗呢过".contains(c)) {
        return None;
    }
    Some(head.chars().count())
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
        for (s, n) in [
            ("5号", 5),
            ("五号", 5),
            ("十二号", 12),
            ("十号", 10),
            ("3号位", 3),
            ("12号玩家", 12),
            ("#7", 7),
            ("no.7", 7),
        ] {
            assert_eq!(lex_str(s), vec![Tok::Seat(n)], "{s}");
        }
        assert_eq!(lex_str("一张"), vec![Tok::Det]);
        assert_eq!(lex_str("2个人"), vec![Tok::Other, Tok::Det, Tok::Other]);
    }

    #[test]
    fn c6_dictionary_is_sorted_for_longest_match() {
        for w in SORTED.windows(2) {
            if let [a, b] = w {
                assert!(!before(b, a), "{} before {}", a.word, b.word);
            }
        }
        assert_eq!(SORTED.len(), DICT.len() + ROLE_WORDS);
        // The run-time table holds the same words and tokens in the same order.
        for (i, entry) in SORTED.iter().enumerate() {
            assert_eq!(slot_word(i), entry.word);
            assert_eq!(SLOTS[i].toks, entry.toks, "{}", entry.word);
        }
        assert_eq!(lookup('不', "不是预言家").map(|x| x.word), Some("不是"));
        assert_eq!(lookup('悍', "悍跳狼").map(|x| x.word), Some("悍跳狼"));
    }

    #[test]
    fn c6_code_switched_english_stretches() {
        // Issue 23: English inside Chinese talk keeps its English meaning.
        assert_eq!(lex_str("i trust him"), vec![Tok::I, Tok::Trust, Tok::Third]);
        assert_eq!(lex_str("9号 is good"), vec![Tok::Seat(9), Tok::Be, GOOD]);
        assert_eq!(lex_str("我 seer 啊"), vec![Tok::I, SEER, Tok::Punct(Punct::Comma)]);
        assert_eq!(
            lex_str("遗言 yyj 最后"),
            vec![Tok::Other, Tok::Other, Tok::Punct(Punct::Comma), SEER, Tok::Punct(Punct::Comma), Tok::Other]
        );
        assert_eq!(lex_str("check 了 5 号"), vec![Tok::Check, Tok::Seat(5)]);
        assert_eq!(lex_str("no. 9 查杀"), vec![Tok::Seat(9), Tok::Punct(Punct::Comma), Tok::WolfCheck]);
        // (A night marker opening the clause opens an item of a night log, fourth pass.)
        assert_eq!(lex_str("first night 救了"), vec![Tok::Punct(Punct::Night), Tok::Save]);
        assert_eq!(lex_str("我是 yyj"), vec![Tok::I, Tok::Be, SEER]);
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
