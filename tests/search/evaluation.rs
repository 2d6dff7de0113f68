//! The heuristic search's evaluation: its features read off a board, the weights each family
//! ships, and `mancala fit-eval`, which fits them.

use mancala::{
    Rules,
    ruleset::{FEATURE_NAMES, Weights},
    search::{AlphaBeta, Evaluator, UNIT, to_points},
};

use crate::common::{err_text, ok_text, oware_board, rules, run_quiet};

/// The weight files of the families, as shipped.
const FILES: [&str; 3] = [
    include_str!("../../crates/mancala/src/rules/o_an_quan/evaluation.toml"),
    include_str!("../../crates/mancala/src/rules/sungka/evaluation.toml"),
    include_str!("../../crates/mancala/src/rules/awale/evaluation.toml"),
];

#[test]
fn every_shipped_ruleset_has_its_own_table_of_weights_and_uses_it() {
    for id in Rules::builtin_ids() {
        let r = rules(id);
        let tables: Vec<Weights> = FILES
            .iter()
            .filter_map(|text| {
                let doc: toml::Table = text.parse().expect("a weight file reads");
                doc.contains_key(id)
                    .then(|| Weights::from_toml(text, id).unwrap().unwrap())
            })
            .collect();
        assert_eq!(tables.len(), 1, "{id}: one table in one family's file");
        assert_eq!(r.weights(), tables[0], "{id}");
        if r.num_players() == 2 {
            assert_ne!(r.weights(), Weights::LEAD, "{id}: fitted");
        }
    }
    for text in FILES {
        assert!(
            Weights::from_toml(text, "a-file-of-mine")
                .unwrap()
                .is_some(),
            "a default table for rulesets loaded from files"
        );
    }
}

#[test]
fn the_features_are_the_players_own_less_the_others() {
    let r = rules("oware-abapa");
    // South: holes 1-6, North: 7-12. South has 1+2+0+12+4+0 = 19 pieces in 4 holes, of which
    // two weak (1, 2) and one big (at least 12, the holes of the ring); North has 3+0+0+0+1+1
    // = 5 in 3 holes, two weak. Scores 10 to 14, North to move.
    let pos = oware_board([1, 2, 0, 12, 4, 0, 3, 0, 0, 0, 1, 1], [10, 14], 1);
    let ev = Evaluator::new(&*r, Weights::LEAD);
    let scores = [10, 14];
    let south = ev.features(&pos, &scores, 0);
    assert_eq!(FEATURE_NAMES.len(), south.len());
    assert_eq!(south, [-4, 14, 1, 0, 1, -1]);
    let north = ev.features(&pos, &scores, 1);
    assert_eq!(north, [4, -14, -1, 0, -1, 1]);
    // The lead alone: UNITs of a point.
    assert_eq!(ev.value(&pos, &scores, 0), -4 * UNIT);
    let w = Weights([1.0, 0.5, 2.0, -1.0, 3.0, 0.25]);
    let value = Evaluator::new(&*r, w).value(&pos, &scores, 0);
    let expected = -4.0 + 0.5 * 14.0 + 2.0 + 3.0 - 0.25;
    assert_eq!(value, (expected * f64::from(UNIT)) as i32);
    assert_eq!(to_points(value), 8);
    assert_eq!(to_points(-value), -8);
}

#[test]
fn the_fitted_weights_change_what_the_search_sees_and_lead_only_is_the_old_search() {
    let r = rules("oware-abapa");
    let pos = oware_board([1, 2, 0, 12, 4, 0, 3, 0, 0, 0, 1, 1], [10, 14], 0);
    let fitted = AlphaBeta::new(1 << 12).search(&*r, &pos, 1, None);
    let lead = AlphaBeta::new(1 << 12)
        .with_weights(Weights::LEAD)
        .search(&*r, &pos, 1, None);
    assert_ne!(fitted.value, lead.value);
    // On the lead alone every value is a whole number of points.
    assert_eq!(lead.value % UNIT, 0);
}

#[test]
fn fit_eval_prints_a_table_that_reads_back_and_does_not_depend_on_the_threads() {
    let args = |threads: &'static str| {
        [
            "fit-eval",
            "kalah",
            "--games",
            "12",
            "--depth",
            "2",
            "--seed",
            "5",
            "--threads",
            threads,
        ]
    };
    let one = ok_text(&run_quiet(&args("1")));
    let two = ok_text(&run_quiet(&args("2")));
    assert_eq!(one, two);
    assert!(
        one.starts_with(
            "# mancala fit-eval kalah --games 12 --depth 2 --labels results --seed 5\n"
        ),
        "{one}"
    );
    let w = Weights::from_toml(&one, "kalah").unwrap().unwrap();
    assert_ne!(w, Weights::LEAD);
    // Another seed, other games, other weights.
    let other = ok_text(&run_quiet(&[
        "fit-eval", "kalah", "--games", "12", "--depth", "2", "--seed", "6",
    ]));
    assert_ne!(Weights::from_toml(&other, "kalah").unwrap().unwrap(), w);
    let searched = ok_text(&run_quiet(&[
        "fit-eval", "kalah", "--games", "4", "--depth", "2", "--labels", "search",
    ]));
    assert!(
        searched.contains("the values of depth-2 searches"),
        "{searched}"
    );
}

#[test]
fn fit_eval_refuses_what_it_cannot_do_and_says_why() {
    for (args, says) in [
        (
            vec!["fit-eval", "kalah", "--games", "0"],
            "--games 0: give 1 to 100,000",
        ),
        (
            vec!["fit-eval", "kalah", "--depth", "13"],
            "--depth 13: give 1 to 12",
        ),
        (
            vec!["fit-eval", "kalah", "--threads", "0"],
            "--threads 0: give 1 to",
        ),
        (
            vec!["fit-eval", "sungka-3p"],
            "fits two-player rulesets; this one has 3 players",
        ),
        (
            vec!["fit-eval", "kalah", "--labels", "guess"],
            "invalid value 'guess'",
        ),
    ] {
        let out = run_quiet(&args);
        assert!(!out.status.success(), "{args:?}");
        assert!(
            err_text(&out).contains(says),
            "{args:?}: {}",
            err_text(&out)
        );
    }
}
