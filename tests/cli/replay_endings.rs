//! `mancala replay FILE` of a record whose game stopped before its rules ended it (a player
//! resigned, left or ran out of time, or the server closed the room): the ending is said in
//! words, in the reader's language, after the transcript.

use mancala::{
    Game, GameRecord, Rules,
    record::{STOPPED_REASONS, stopped_outcome_json},
};

use crate::common::{err_text, out_text, run_mancala};

/// A record of `ruleset` with `moves` played, stopped for `reason` by `seat`, written to a file
/// of its own; its path.
fn stopped_record(ruleset: &str, moves: &[&str], reason: &str, seat: Option<u8>) -> String {
    let mut game = Game::new(Rules::builtin(ruleset).unwrap(), 0);
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    let mut record = GameRecord::of(&game, None, None);
    record.outcome = Some(stopped_outcome_json(
        game.rules(),
        game.position(),
        reason,
        seat,
    ));
    let dir = std::env::temp_dir().join(format!("mancala-replay-endings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let seat = seat.map_or_else(|| "none".to_owned(), |s| s.to_string());
    let path = dir.join(format!("{ruleset}-{reason}-{seat}.json"));
    std::fs::write(&path, record.to_json()).unwrap();
    path.to_string_lossy().into_owned()
}

/// The last line `mancala --lang LANG replay FILE ARGS` prints, having succeeded.
fn last_line(lang: &str, file: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang, "replay", file];
    all.extend_from_slice(args);
    let o = run_mancala(&all, "");
    assert!(o.status.success(), "{all:?}: {}", err_text(&o));
    out_text(&o).lines().last().unwrap().to_owned()
}

/// Ô ăn quan after 1R (South's 5 stones sown, the square after the empty one taken: 6), and Kalah after 3 (South's last seed
/// in its store: one point, South to move again).
const OAQ: (&str, &[&str]) = ("o-an-quan", &["1R"]);
const KALAH: (&str, &[&str]) = ("kalah", &["3"]);

#[test]
fn a_resignation_says_who_resigned_and_who_won_in_english_and_vietnamese() {
    let file = stopped_record(OAQ.0, OAQ.1, "resigned", Some(1));
    assert_eq!(
        last_line("en", &file, &[]),
        "North resigned: South wins. Score: South 6, North 0."
    );
    assert_eq!(
        last_line("vi", &file, &[]),
        "Bắc xin thua: Nam thắng. Điểm: Nam 6, Bắc 0."
    );
    assert_eq!(
        last_line("fr", &file, &[]),
        "Nord a abandonné : Sud gagne. Score : Sud 6, Nord 0."
    );
    // Explained too, after the narration.
    assert_eq!(
        last_line("vi", &file, &["--explain"]),
        "Bắc xin thua: Nam thắng. Điểm: Nam 6, Bắc 0."
    );
}

#[test]
fn running_out_of_time_leaving_and_a_closed_room_are_each_said_with_the_scores_as_they_stood() {
    let time = stopped_record(KALAH.0, KALAH.1, "time", Some(0));
    let left = stopped_record(KALAH.0, KALAH.1, "left", Some(1));
    let expired = stopped_record(KALAH.0, KALAH.1, "expired", None);
    let lines = |lang| {
        [&time, &left, &expired]
            .map(|file| last_line(lang, file, &[]))
            .to_vec()
    };
    assert_eq!(
        lines("en"),
        [
            "South ran out of time: North wins. Score: South 1, North 0.",
            "North left the game, which stopped unfinished: nobody wins. Score: South 1, North 0.",
            "The room was closed before the game ended: nobody wins. Score: South 1, North 0.",
        ]
    );
    assert_eq!(
        lines("vi"),
        [
            "Nam hết giờ: Bắc thắng. Điểm: Nam 1, Bắc 0.",
            "Bắc đã rời ván, ván chơi dừng lại khi chưa xong: không ai thắng. Điểm: Nam 1, Bắc 0.",
            "Phòng đã đóng trước khi ván chơi kết thúc: không ai thắng. Điểm: Nam 1, Bắc 0.",
        ]
    );
}

#[test]
fn a_resignation_among_three_players_has_no_winner() {
    let file = stopped_record("sungka-3p", &[], "resigned", Some(2));
    // The program names the seats of three players from 0, as its transcripts do.
    assert_eq!(
        last_line("en", &file, &[]),
        "Player 2 resigned: nobody wins. Score: Player 0 0, Player 1 0, Player 2 0."
    );
}

#[test]
fn every_stopped_reason_is_said_and_a_game_the_rules_ended_or_still_going_says_no_stop() {
    for reason in STOPPED_REASONS {
        let seat = (reason != "expired").then_some(1);
        let file = stopped_record(OAQ.0, OAQ.1, reason, seat);
        let line = last_line("en", &file, &[]);
        assert!(
            line.ends_with("Score: South 6, North 0."),
            "{reason}: {line}"
        );
    }
    // A game still going (outcome null) ends with its board; one given as moves too; one its
    // rules ended (its record's outcome the rules') with the rules' result line.
    let mut game = Game::new(Rules::builtin("kalah").unwrap(), 0);
    game.play_text("1").unwrap();
    let going =
        std::env::temp_dir().join(format!("mancala-replay-going-{}.json", std::process::id()));
    std::fs::write(&going, GameRecord::of(&game, None, None).to_json()).unwrap();
    while !game.position().is_over() {
        let first = game.legal_move_texts()[0].clone();
        game.play_text(&first).unwrap();
    }
    let record = GameRecord::of(&game, None, None);
    assert!(record.outcome.is_some(), "the rules' outcome is recorded");
    let ended =
        std::env::temp_dir().join(format!("mancala-replay-ended-{}.json", std::process::id()));
    std::fs::write(&ended, record.to_json()).unwrap();
    let ended = out_text(&run_mancala(&["replay", ended.to_str().unwrap()], ""));
    let outcome = mancala::render::outcome_line(game.rules(), game.position().outcome().unwrap());
    assert_eq!(ended.lines().last(), Some(outcome.as_str()));
    for out in [
        out_text(&run_mancala(&["replay", going.to_str().unwrap()], "")),
        out_text(&run_mancala(&["replay", "kalah", "--moves", "1"], "")),
        ended,
    ] {
        assert!(
            !out.contains("resigned") && !out.contains("nobody wins") && !out.contains("ran out"),
            "{out}"
        );
    }
}
