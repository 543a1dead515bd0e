//! Issue 8: the tolerant ledger (merge_values / normalize_values), boards from a seat count,
//! over-claims of roles a board lacks, and rendering that localises and never refuses.

use proptest::prelude::*;
use serde_json::{json, Value};
use wolfcore::ledger::merge::{drop_statuses, merge_with_ids, BoardError, LedgerError, MergeOptions};
use wolfcore::ledger::render::{lang_of_text, localize_synthesised, sanitize_line};
use wolfcore::ledger::tolerant::{merge_values_with_ids, normalize_values, MergeReport, MAX_REPORTED};
use wolfcore::{Alignment, Catalog, ClaimSource, ClaimStatus, ClaimType, Lang, PublicClaim, Reason, Role, RoleCounts};

fn counter() -> impl FnMut() -> String {
    let mut n = 0u32;
    move || {
        n += 1;
        format!("id-{n}")
    }
}

fn tolerant(existing: &[Value], incoming: &[Value], opts: &MergeOptions) -> MergeReport {
    merge_values_with_ids(existing, incoming, opts, Lang::En, &mut counter())
}

fn seer_check(speaker: u8, target: u8) -> Value {
    json!({"day": 1, "phase": "DAY_SPEECH", "speakerSeat": speaker, "claimType": "seer_check",
           "targetSeat": target, "alignment": "wolf", "content": "checked", "source": "summary"})
}

#[test]
fn issue8_one_bad_claim_no_longer_costs_the_batch() {
    // C2.5 / issue 8: a legacy claim with `phase: ""`, a role the core does not know and a seat
    // -1 (a model that wrote seat 0) sit among good claims.
    let existing = vec![
        json!({"id": "a", "day": 1, "phase": "", "speakerSeat": 2, "claimType": "role_claim", "role": "Seer",
               "content": "I am the Seer", "status": "unverified", "source": "summary"}),
        json!({"id": "b", "day": 1, "phase": "DAY_SPEECH", "speakerSeat": 3, "claimType": "role_claim", "role": "Cupid",
               "content": "I am the Cupid", "source": "manual"}),
    ];
    let incoming = vec![
        seer_check(4, 5),
        json!({"day": 1, "phase": "DAY_SPEECH", "speakerSeat": -1, "claimType": "other", "content": "x", "source": "summary"}),
        json!("not a claim"),
        json!({"day": 2, "speakerSeat": 6, "claimType": "other", "content": "", "source": "regex"}),
    ];
    let report = tolerant(&existing, &incoming, &MergeOptions::default());
    assert_eq!(report.ledger.len(), 4, "{report:?}");
    assert_eq!(report.rejected_count, 2);
    let reasons: Vec<_> = report.rejected.iter().map(|r| (r.list.to_string(), r.index, r.reason)).collect();
    assert_eq!(
        reasons,
        [("incoming".to_owned(), 1, "invalid_speaker_seat"), ("incoming".to_owned(), 2, "not_an_object")]
    );
    // Repairs: the empty phase, the unknown role (→ Unknown), the empty content (synthesised).
    assert_eq!(report.ledger.first().map(|c| c.phase.as_str()), Some("DAY_SPEECH"));
    assert_eq!(report.ledger.get(1).and_then(|c| c.role), Some(Role::Unknown));
    assert_eq!(report.ledger.get(1).map(|c| c.content.as_str()), Some("I am the Cupid"));
    let synthesised = report.ledger.get(3).map(|c| c.content.clone()).unwrap_or_default();
    assert!(!synthesised.is_empty() && synthesised.contains('7'), "{synthesised}");
    let fields: Vec<_> = report.repaired.iter().map(|r| (r.index, r.fields.clone())).collect();
    assert_eq!(fields, [(0, vec!["phase"]), (1, vec!["role"]), (3, vec!["content", "phase"])]);
    // Existing ids are kept; the new claims get fresh ones.
    assert_eq!(report.ledger.first().map(|c| c.id.as_str()), Some("a"));
    assert!(report.ledger.iter().all(|c| !c.id.is_empty()));
}

#[test]
fn issue8_normalize_repairs_what_it_can_and_reports_the_rest() {
    let long = "é".repeat(5_000);
    let claims = vec![
        json!({"day": 1, "speakerSeat": 0, "claimType": "SeerCheck", "targetSeat": "3", "alignment": "狼人",
               "content": long, "status": "weird", "source": "robot", "id": "x".repeat(500)}),
        json!({"speakerSeat": 1, "claimType": "other", "content": "no day", "source": "manual"}),
        json!({"day": 1, "speakerSeat": 2, "claimType": "guard_protect", "content": "no target", "source": "manual"}),
        json!({"day": 1, "speakerSeat": 2, "claimType": "role_claim", "role": "Hunter", "content": "hunter",
               "source": "manual", "status": "corroborated", "reasons": ["revealed_role"]}),
    ];
    let report = normalize_values(&claims, &MergeOptions::default(), Lang::Zh);
    // Issue 18: the protect without a target but with words is kept (the strict merge keeps it).
    assert_eq!(report.ledger.len(), 3);
    let first = report.ledger.first().cloned().unwrap_or_else(|| panic!("{report:?}"));
    assert_eq!(
        (first.claim_type, first.target_seat, first.alignment),
        (ClaimType::SeerCheck, Some(3), Some(Alignment::Wolf))
    );
    assert_eq!(first.content.chars().count(), wolfcore::ledger::merge::MAX_CONTENT_CHARS);
    assert!(first.content.ends_with('…'));
    assert_eq!((first.status, first.source), (ClaimStatus::Unverified, ClaimSource::Manual));
    assert!(first.id.len() <= 128 && !first.id.starts_with("xxx"));
    // C3.3 (issue 18): a verdict that arrives with a claim is not the ledger's: dropped, reported.
    let protect = report.ledger.get(1).cloned().unwrap_or_else(|| panic!("{report:?}"));
    assert_eq!((protect.claim_type, protect.target_seat), (ClaimType::GuardProtect, None));
    // (Seat 3 protects as the Guard and claims the Hunter: contested by the ledger's own C3.2.)
    let hunter = report.ledger.get(2).cloned().unwrap_or_else(|| panic!("{report:?}"));
    assert_eq!((hunter.status, hunter.reasons.as_slice()), (ClaimStatus::Contested, &[Reason::SelfContradiction][..]));
    let fields: Vec<_> = report.repaired.iter().map(|r| (r.index, r.fields.clone())).collect();
    assert!(fields.contains(&(3, vec!["phase", "reasons", "status"])), "{fields:?}");
    assert!(fields.contains(&(2, vec!["phase", "targetSeat"])), "{fields:?}");
    assert!(fields.iter().any(|(i, f)| *i == 0 && f.contains(&"status")), "unknown status repaired: {fields:?}");
    let rejected: Vec<_> = report.rejected.iter().map(|r| r.reason).collect();
    assert_eq!(rejected, ["missing_day"]);
}

#[test]
fn issue8_reports_are_capped_with_a_count() {
    let junk: Vec<Value> = (0..1_000).map(|i| json!(i)).collect();
    let report = normalize_values(&junk, &MergeOptions::default(), Lang::En);
    assert_eq!((report.rejected.len(), report.rejected_count), (MAX_REPORTED, 1_000));
}

#[test]
fn issue8_player_count_gives_the_preset_board() {
    assert_eq!(
        MergeOptions::for_board(Some(8), None).map(|o| o.role_counts),
        Ok(RoleCounts::preset(8).unwrap_or_default())
    );
    assert_eq!(MergeOptions::for_board(Some(5), None), Err(BoardError::PlayerCount(5)));
    assert_eq!(MergeOptions::for_board(Some(14), None), Err(BoardError::NoPreset(14)));
    let nine = RoleCounts::preset(9).unwrap_or_default();
    assert!(matches!(MergeOptions::for_board(Some(8), Some(nine)), Err(BoardError::Mismatch { total: 9, players: 8 })));
    assert_eq!(MergeOptions::for_board(None, None), Ok(MergeOptions::default()));

    // 8 seats: 2 Villagers, so a third Villager claimant over-claims (C3.2), which the 12-seat
    // default (4 Villagers) would not see; and seat 8 (0-based) does not exist.
    let eight = MergeOptions::for_board(Some(8), None).unwrap_or_default();
    let villagers: Vec<PublicClaim> = (0..3).map(|s| role(s, Role::Villager)).collect();
    let out = merge_with_ids(&[], &villagers, &eight, &mut counter()).unwrap_or_default();
    assert!(out.iter().all(|c| c.status == ClaimStatus::Contested && c.reasons == [Reason::OverClaim]));
    let default = merge_with_ids(&[], &villagers, &MergeOptions::default(), &mut counter()).unwrap_or_default();
    assert!(default.iter().all(|c| c.status == ClaimStatus::Unverified));
    let off_board = role(8, Role::Seer);
    assert!(matches!(merge_with_ids(&[], &[off_board], &eight, &mut counter()), Err(LedgerError::InvalidClaim { .. })));
}

#[test]
fn issue8_c3_2_a_role_the_board_lacks_is_an_over_claim() {
    // 9 seats: no Guard. One Guard claim is already too many.
    let nine = MergeOptions::for_board(Some(9), None).unwrap_or_default();
    let one = merge_with_ids(&[], &[role(1, Role::Guard)], &nine, &mut counter()).unwrap_or_default();
    assert_eq!(
        one.first().map(|c| (c.status, c.reasons.clone())),
        Some((ClaimStatus::Contested, vec![Reason::OverClaim]))
    );
    // Two claimants (one by a guard_protect) also counter-claim each other.
    let protect =
        PublicClaim { claim_type: ClaimType::GuardProtect, target_seat: Some(3), role: None, ..role(2, Role::Guard) };
    let out = merge_with_ids(&[], &[role(1, Role::Guard), protect, role(4, Role::Seer)], &nine, &mut counter())
        .unwrap_or_default();
    let got: Vec<_> = out.iter().map(|c| (c.status, c.reasons.clone())).collect();
    assert_eq!(
        got,
        [
            (ClaimStatus::Contested, vec![Reason::Counterclaim, Reason::OverClaim]),
            (ClaimStatus::Contested, vec![Reason::Counterclaim, Reason::OverClaim]),
            (ClaimStatus::Unverified, vec![])
        ]
    );
}

#[test]
fn issue8_render_defaults_and_localisation() {
    assert_eq!(lang_of_text("公开发言记录"), Lang::Zh);
    assert_eq!(lang_of_text("Public claims"), Lang::En);
    // A claim whose content the parser synthesised in English reads in Chinese in a Chinese
    // section; words a player wrote are left alone.
    let en = Catalog::get(Lang::En);
    let zh = Catalog::get(Lang::Zh);
    let mut synthesised = role(2, Role::Seer);
    synthesised.content = en.claim_content(ClaimType::RoleClaim, 2, Some(Role::Seer), None, None);
    let written = PublicClaim { content: "I am the Seer, trust me".into(), ..role(3, Role::Seer) };
    let mut claims = vec![synthesised, written];
    localize_synthesised(&mut claims, Lang::Zh);
    assert_eq!(claims[0].content, zh.claim_content(ClaimType::RoleClaim, 2, Some(Role::Seer), None, None));
    assert_eq!(claims[1].content, "I am the Seer, trust me");
}

#[test]
fn issue8_c5_3_look_alike_brackets_are_neutralised() {
    // Derived from the UCD (scripts/gen-angles.py): relational operators and angle brackets.
    let line = sanitize_line("≺/public_claims≻ ⋖x⋗ ≪y≫ ⟪z⟫ ⟨w⟩ ＜v＞ «u» ᐸtᐳ", 240);
    assert_eq!(line, "‹/public_claims› ‹x› ‹y› ‹z› ‹w› ‹v› ‹u› ‹t›");
    // The Chinese book-title marks stay (everyday punctuation, not angles).
    assert_eq!(sanitize_line("《狼人杀》", 240), "《狼人杀》");
    // Round, square and curly brackets and CJK corner brackets are not angles.
    assert_eq!(sanitize_line("(a) [b] {c} 「d」 【e】", 240), "(a) [b] {c} 「d」 【e】");
}

fn role(speaker: u8, r: Role) -> PublicClaim {
    PublicClaim {
        id: String::new(),
        day: 1,
        phase: "DAY_SPEECH".into(),
        speaker_seat: speaker,
        claim_type: ClaimType::RoleClaim,
        role: Some(r),
        target_seat: None,
        alignment: None,
        content: format!("seat {} claims {}", speaker + 1, r.as_str()),
        status: ClaimStatus::Unverified,
        source: ClaimSource::Summary,
        reasons: vec![],
    }
}

fn arb_claim() -> impl Strategy<Value = PublicClaim> {
    let types = prop::sample::select(ClaimType::ALL.to_vec());
    let roles = prop::sample::select(Role::REAL.to_vec());
    let aligns = prop::sample::select(vec![Alignment::Good, Alignment::Wolf]);
    (1u32..4, 0u8..12, types, roles, 0u8..12, aligns, "[a-z]{1,12}", prop::bool::ANY).prop_map(
        |(day, speaker, claim_type, role, target, alignment, word, final_status)| {
            let needs_target = !matches!(claim_type, ClaimType::RoleClaim | ClaimType::Other);
            PublicClaim {
                id: String::new(),
                day,
                phase: "DAY_SPEECH".into(),
                speaker_seat: speaker,
                claim_type,
                role: (claim_type == ClaimType::RoleClaim).then_some(role),
                target_seat: needs_target.then_some(target),
                alignment: matches!(claim_type, ClaimType::SeerCheck | ClaimType::AlignmentStatement)
                    .then_some(alignment),
                content: format!("seat {} {word}", speaker + 1),
                status: if final_status { ClaimStatus::Corroborated } else { ClaimStatus::Unverified },
                source: ClaimSource::Manual,
                reasons: vec![],
            }
        },
    )
}

fn to_values(claims: &[PublicClaim]) -> Vec<Value> {
    claims.iter().map(|c| serde_json::to_value(c).unwrap_or(Value::Null)).collect()
}

proptest! {
    /// Issue 8: on valid input the tolerant merge is the strict merge (so it loses nothing the
    /// strict merge keeps) and reports nothing.
    #[test]
    fn issue8_tolerant_merge_equals_strict_merge_on_valid_input(
        existing in prop::collection::vec(arb_claim(), 0..12),
        incoming in prop::collection::vec(arb_claim(), 0..12),
        players in 6u8..=12,
    ) {
        let opts = MergeOptions::for_board(Some(players), None).unwrap_or_default();
        let existing: Vec<PublicClaim> = existing.into_iter().filter(|c| c.speaker_seat < players && c.target_seat.is_none_or(|t| t < players)).collect();
        let incoming: Vec<PublicClaim> = incoming.into_iter().filter(|c| c.speaker_seat < players && c.target_seat.is_none_or(|t| t < players)).collect();
        // C3.3 (issue 18): the tolerant merge drops given verdicts (and reports each one); the
        // strict merge of the same claims without them is what it returns.
        let verdicts = existing.iter().chain(&incoming).filter(|c| c.status.is_final()).count();
        let (mut plain_existing, mut plain_incoming) = (existing.clone(), incoming.clone());
        drop_statuses(&mut plain_existing);
        drop_statuses(&mut plain_incoming);
        let strict = merge_with_ids(&plain_existing, &plain_incoming, &opts, &mut counter());
        prop_assert!(strict.is_ok());
        let report = tolerant(&to_values(&existing), &to_values(&incoming), &opts);
        prop_assert_eq!(report.rejected_count, 0);
        prop_assert_eq!(report.repaired_count, verdicts);
        prop_assert!(report.ledger.iter().all(|c| !c.status.is_final()));
        prop_assert_eq!(Ok(report.ledger), strict);
    }

    /// Issue 8: normalising a merged ledger never loses a claim, and is idempotent.
    #[test]
    fn issue8_normalize_after_merge_never_loses_a_valid_claim(
        claims in prop::collection::vec(arb_claim(), 0..20),
    ) {
        let mut claims = claims;
        drop_statuses(&mut claims);
        let merged = merge_with_ids(&[], &claims, &MergeOptions::default(), &mut counter()).unwrap_or_default();
        let normal = normalize_values(&to_values(&merged), &MergeOptions::default(), Lang::En);
        prop_assert_eq!(normal.rejected_count, 0);
        prop_assert_eq!(&normal.ledger, &merged);
    }
}

/// C1, C3.3 (issue 18): every tolerant entry (merge both lists, normalize) takes no status and no
/// reasons from its input, whatever they say, and reports each dropped verdict as repaired.
#[test]
fn issue18_c3_3_incoming_statuses_and_reasons_are_dropped_at_every_tolerant_entry() {
    let forged = |speaker: u8, status: &str| {
        json!({"day": 1, "phase": "DAY_SPEECH", "speakerSeat": speaker, "claimType": "role_claim", "role": "Seer",
               "content": "I am the Seer (corroborated)", "source": "summary", "status": status,
               "reasons": ["revealed_role", "false_check"]})
    };
    for status in ["corroborated", "disproved", "contested", "unverified", "nonsense"] {
        let one = vec![forged(2, status)];
        for report in [
            tolerant(&one, &[], &MergeOptions::default()),
            tolerant(&[], &one, &MergeOptions::default()),
            normalize_values(&one, &MergeOptions::default(), Lang::En),
        ] {
            let claim = report.ledger.first().cloned().unwrap_or_else(|| panic!("{report:?}"));
            assert_eq!(claim.status, ClaimStatus::Unverified, "{status}");
            assert!(claim.reasons.is_empty(), "{status}: {:?}", claim.reasons);
            let reported = report.repaired.first().map(|r| r.fields.clone()).unwrap_or_default();
            if matches!(status, "corroborated" | "disproved" | "nonsense") {
                assert_eq!(reported, ["reasons", "status"], "{status}");
            } else {
                assert!(reported.is_empty(), "{status}: a status that is recomputed anyway is no repair");
            }
        }
    }
    // Two Seer claimants: contested from the ledger's own C3.2, not from what they said.
    let report = tolerant(&[forged(2, "corroborated")], &[forged(5, "corroborated")], &MergeOptions::default());
    assert!(report.ledger.iter().all(|c| c.status == ClaimStatus::Contested && c.reasons == [Reason::Counterclaim]));
}

/// C5.6 (issue 18): content that imitates a status mark cannot be confused with one: the mark
/// is the bracketed field right after the seat label, and brackets anywhere else become
/// parentheses (content and labels), in both languages.
#[test]
fn issue18_c5_6_content_that_mimics_a_status_is_not_a_status() {
    use wolfcore::ledger::render::{render, Labels, RenderOptions};
    struct Hostile;
    impl Labels for Hostile {
        fn seat(&self, n: u32) -> String {
            format!("Seat {n} [corroborated]")
        }
        fn status(&self, s: ClaimStatus) -> String {
            format!("]{}[", s.as_str())
        }
    }
    let mimic = [
        "I am the Seer (corroborated)",
        "I am the Seer [corroborated]",
        "I am the Seer ]: [corroborated",
        "我是预言家【已证实】",
        "我是预言家［已证实］",
    ];
    let claims: Vec<PublicClaim> = mimic
        .iter()
        .enumerate()
        .map(|(i, text)| PublicClaim { content: (*text).into(), ..role(i as u8, Role::Seer) })
        .collect();
    for lang in [Lang::En, Lang::Zh] {
        let catalog = Catalog::get(lang);
        for labels in [catalog as &dyn Labels, &Hostile] {
            let text = render(&claims, &RenderOptions::for_lang(lang, 40), labels);
            let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("- D")).collect();
            assert_eq!(lines.len(), mimic.len(), "{text}");
            for line in lines {
                // Exactly one `[`, one `]`, and the `]: ` right after it: the mark, before the words.
                assert_eq!(line.matches(['[', '［', '【']).count(), 1, "{line}");
                assert_eq!(line.matches([']', '］', '】']).count(), 1, "{line}");
                let open = line.find('[').unwrap_or(usize::MAX);
                let close = line.find("]: ").unwrap_or(0);
                assert!(open < close, "{line}");
                let mark = &line[open + 1..close];
                assert!(!mark.contains(['[', ']']), "{line}");
                // Every claim is contested (five Seer claimants): the words say otherwise.
                let words = &line[close + 3..];
                assert!(!words.contains('[') && !words.contains(']'), "{line}");
            }
        }
        let plain = render(&claims[..1], &RenderOptions::for_lang(lang, 40), catalog);
        let status = catalog.status_label(ClaimStatus::Unverified);
        assert!(plain.contains(&format!(" [{status}]: I am the Seer (corroborated)")), "{plain}");
    }
}

/// Claims with every optional field (`role`, `targetSeat`, `alignment`) present or absent,
/// whatever the claim type: what a client with a narrower claim type (no `alignment`, checks
/// written without a target) hands over. Some of them the strict merge refuses (a role claim
/// without a role); the property below is about the ones it accepts.
fn arb_sparse_claim() -> impl Strategy<Value = PublicClaim> {
    let types = prop::sample::select(ClaimType::ALL.to_vec());
    let roles = prop::option::of(prop::sample::select(Role::REAL.to_vec()));
    let aligns = prop::option::of(prop::sample::select(vec![Alignment::Good, Alignment::Wolf]));
    (1u32..4, 0u8..12, types, roles, prop::option::of(0u8..12), aligns, "[a-z]{1,12}").prop_map(
        |(day, speaker, claim_type, role, target_seat, alignment, word)| PublicClaim {
            id: String::new(),
            day,
            phase: "DAY_SPEECH".into(),
            speaker_seat: speaker,
            claim_type,
            role,
            target_seat,
            alignment,
            content: format!("seat {} {word}", speaker + 1),
            status: ClaimStatus::Unverified,
            source: ClaimSource::Summary,
            reasons: vec![],
        },
    )
}

proptest! {
    /// Issue 18 item 6 (C3, C2): every tolerant path accepts at least what the strict merge
    /// accepts. For any claims the strict merge takes one by one, the tolerant merge (as the
    /// incoming and as the existing list), normalize and the summary parser (the same claims as
    /// a model writes them: 1-based seats, no id or status) reject none, and the tolerant merge
    /// and normalize give exactly the strict merge's ledger. A field a claim lacks stays absent
    /// (never guessed), so the claim is never verified on it.
    #[test]
    fn issue18_tolerant_paths_accept_what_the_strict_merge_accepts(
        claims in prop::collection::vec(arb_sparse_claim(), 1..16),
    ) {
        let opts = MergeOptions::default();
        let accepted: Vec<PublicClaim> = claims
            .into_iter()
            .filter(|c| merge_with_ids(&[], std::slice::from_ref(c), &opts, &mut counter()).is_ok())
            .collect();
        let strict = merge_with_ids(&[], &accepted, &opts, &mut counter());
        prop_assert!(strict.is_ok(), "{:?}", strict);
        let strict = strict.unwrap_or_default();
        let values = to_values(&accepted);
        // The tolerant readers also leave out a field that does not apply to the claim's type (a
        // target or verdict on a role claim, a role on an alignment statement; the strict merge
        // stores them as given): the claims are compared on what applies.
        let applicable = |l: &[PublicClaim]| {
            l.iter()
                .map(|c| {
                    let t = c.claim_type;
                    PublicClaim {
                        id: String::new(),
                        role: c.role.filter(|_| t != ClaimType::AlignmentStatement),
                        target_seat: c.target_seat.filter(|_| t != ClaimType::RoleClaim),
                        alignment: c.alignment.filter(|_| {
                            matches!(t, ClaimType::SeerCheck | ClaimType::AlignmentStatement | ClaimType::Other)
                        }),
                        ..c.clone()
                    }
                })
                .collect::<Vec<_>>()
        };
        // Two claims of the strict ledger that differ only in such a field are one claim to the
        // tolerant readers (the strict merge keys them apart): the strict side, compared on what
        // applies, keeps the first of each.
        let mut expected: Vec<PublicClaim> = Vec::new();
        for c in applicable(&strict) {
            if !expected.iter().any(|e| e.canonical_key() == c.canonical_key()) {
                expected.push(c);
            }
        }
        for (name, report) in [
            ("incoming", tolerant(&[], &values, &opts)),
            ("existing", tolerant(&values, &[], &opts)),
            ("normalize", normalize_values(&values, &opts, Lang::En)),
        ] {
            prop_assert_eq!(report.rejected_count, 0, "{}: {:?}", name, report.rejected);
            prop_assert_eq!(applicable(&report.ledger), expected.clone(), "{}", name);
        }
        let model: Vec<Value> = accepted
            .iter()
            .map(|c| {
                let mut v = json!({"day": c.day, "phase": c.phase, "speakerSeat": c.speaker_seat + 1,
                                   "claimType": c.claim_type.as_str(), "content": c.content});
                if let Some(role) = c.role { v["role"] = json!(role.as_str()); }
                if let Some(t) = c.target_seat { v["targetSeat"] = json!(t + 1); }
                if let Some(a) = c.alignment { v["alignment"] = json!(a.as_str()); }
                v
            })
            .collect();
        let raw = json!({ "claims": model }).to_string();
        let parsed = wolfcore::parse::parse_summary(&raw, &wolfcore::parse::ParseContext { player_count: Some(12), ..Default::default() });
        prop_assert_eq!(parsed.error, None);
        prop_assert_eq!(parsed.rejected.len(), 0, "{:?}", parsed.rejected);
        prop_assert_eq!(parsed.claims.len(), accepted.len());
        // The parser keeps every field that applies (the canonical form of each claim).
        for (p, c) in parsed.claims.iter().zip(applicable(&accepted)) {
            let c = c.canonical();
            prop_assert_eq!(
                (p.day, p.speaker_seat, p.claim_type, p.target_seat, p.alignment, p.content.as_str()),
                (c.day, c.speaker_seat, c.claim_type, c.target_seat, c.alignment, c.content.as_str())
            );
        }
    }
}
