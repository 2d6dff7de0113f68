//! Move sequences chosen by the input, through the engine, in every shipped ruleset, with the
//! invariants checked after each move: pieces conserved, scores never decrease in games without
//! debts, and legal moves empty exactly when the game is over.
#![no_main]

use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use mancala::{
    Family, MoveList, NoRecord, Rules,
    engine::{self, Repetitions},
};

/// The shipped rulesets, read once (reading one on every input would take most of the time).
fn shipped() -> &'static [Arc<dyn Family>] {
    static RULES: OnceLock<Vec<Arc<dyn Family>>> = OnceLock::new();
    RULES.get_or_init(|| Rules::builtin_ids().filter_map(Rules::builtin).collect())
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, choices)) = data.split_first() else {
        return;
    };
    let shipped = shipped();
    let rules = &shipped[pick as usize % shipped.len()];
    let id = &rules.info().id;
    let r = &**rules;
    let players = r.num_players();
    let mut pos = engine::initial_position(
        r,
        (pick as usize / shipped.len() % players) as u8,
        &mut NoRecord,
    );
    let mut reps = Repetitions::for_rules(r);
    reps.start(&pos);
    let total = |pos: &mancala::Position| {
        let mut t = u32::from(pos.on_board().total());
        for p in 0..players as u8 {
            t += u32::from(pos.bank(p).total()) + u32::from(pos.in_hand(p));
        }
        t
    };
    let start = total(&pos);
    let borrows = rules.info().game == "o-an-quan";
    let mut moves = MoveList::new();
    for &c in choices {
        moves.clear();
        if !pos.is_over() {
            r.legal_moves(&pos, &mut moves);
        }
        assert_eq!(
            moves.is_empty(),
            pos.is_over(),
            "{id}: legal moves empty iff over"
        );
        if pos.is_over() {
            break;
        }
        let before = r.scores(&pos);
        let mv = moves[c as usize % moves.len()];
        engine::apply(r, &mut pos, &mv, &mut reps, &mut NoRecord);
        if !borrows {
            assert_eq!(total(&pos), start, "{id}: pieces conserved");
            let after = r.scores(&pos);
            assert!(
                (0..players).all(|p| after[p] >= before[p]),
                "{id}: scores never decrease"
            );
        }
    }
});
