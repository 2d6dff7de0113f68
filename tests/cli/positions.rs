//! Position strings on the command line: `replay --json` gives the string of every position,
//! and `--from FEN` sets a game up from one (`replay`, `play`, `solve`, `render`), bad strings
//! refused with the column of the bad field, in the reader's language.

use mancala::{Game, Rules};

use crate::common::{err_text, out_text, run_mancala};

/// A random game of `id` (seed `seed`): its moves.
fn random_moves(id: &str, seed: u64) -> Vec<String> {
    let rules = Rules::builtin(id).expect("shipped");
    let mut game = Game::new(rules.clone(), 0);
    let mut state = seed | 1;
    while !game.position().is_over() {
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let pick = (state % moves.len() as u64) as usize;
        game.play_text(&moves[pick]).unwrap();
    }
    game.move_texts().iter().map(str::to_owned).collect()
}

/// The JSON lines `mancala replay ARGS --json` prints.
fn replay_json(args: &[&str]) -> Vec<serde_json::Value> {
    let mut all = vec!["replay"];
    all.extend_from_slice(args);
    all.push("--json");
    let o = run_mancala(&all, "");
    assert!(o.status.success(), "{all:?}: {}", err_text(&o));
    out_text(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The measure: `replay --json` of a game gives at each ply a `"fen"` from which
/// `replay --from FEN --moves REST` reaches the same end, for every shipped ruleset.
#[test]
fn replay_from_the_fen_of_any_ply_with_the_rest_of_the_moves_reaches_the_same_end() {
    for id in Rules::builtin_ids() {
        let moves = random_moves(id, 0x43 + id.len() as u64);
        let joined = moves.join(" ");
        let lines = replay_json(&[id, "--first", "0", "--moves", &joined]);
        assert_eq!(lines.len(), moves.len() + 1, "{id}: a line per position");
        let end = lines.last().unwrap();
        // A few plies spread over the game (the library's test takes every one).
        let plies = [
            0,
            moves.len() / 3,
            moves.len() / 2,
            moves.len().saturating_sub(1),
        ];
        for ply in plies {
            let fen = lines[ply]["fen"].as_str().expect("a fen at every ply");
            let rest = moves[ply..].join(" ");
            let again = replay_json(&[id, "--from", fen, "--moves", &rest]);
            let last = again.last().unwrap();
            for key in ["pits", "scores", "outcome", "fen", "ply"] {
                assert_eq!(last[key], end[key], "{id}, from ply {ply} `{fen}`: {key}");
            }
        }
    }
}

#[test]
fn a_bad_position_string_is_refused_with_its_column_in_the_readers_language() {
    let fen = "Q+0,5,5,5,5,5/Q+0,5,5,x,5,5 0 0,0";
    let o = run_mancala(&["--lang", "vi", "replay", "o-an-quan", "--from", fen], "");
    assert_eq!(o.status.code(), Some(2), "a bad argument");
    let err = err_text(&o);
    assert!(err.contains("chuỗi thế cờ, cột 23: ô 10:"), "{err}");
    assert!(err.contains(&format!("  {fen}\n")), "{err}");
    let o = run_mancala(&["render", "kalah", "--from", "4,4,4/4,4,4 0"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("row 1 has 3 pits: write 7, separated by `,`"),
        "{}",
        err_text(&o)
    );
}

#[test]
fn play_from_a_position_string_goes_on_from_it() {
    // South to move with one seed left: 6 sows into North's hole 7 and would take every seed
    // North has, a grand slam that captures nothing; North, left with 2 seeds in hole 7 that
    // cannot reach South, has no move, and collects them.
    let o = run_mancala(
        &[
            "play",
            "oware-abapa",
            "--from",
            "0,0,0,0,0,1/1,0,0,0,0,0 0 23,23",
            "--north",
            "random",
        ],
        "6\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(
        out_text(&o).contains("North wins 25-23"),
        "{}",
        out_text(&o)
    );
}

#[test]
fn solve_from_a_position_string_solves_that_position() {
    let o = run_mancala(
        &[
            "solve",
            "kalah",
            "--from",
            "0,0,0,0,0,1|24/0,0,0,0,0,1|22 0",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let v: serde_json::Value = serde_json::from_str(out_text(&o).trim()).unwrap();
    // South sows its last seed into its store: 25 and its side is empty, North sweeps 1: 25-23.
    assert_eq!(v["best"], "6", "{v}");
    assert_eq!(v["scores"], serde_json::json!([25, 23]), "{v}");
}
