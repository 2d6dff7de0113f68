//! Game records as text (`mancala record convert`, and every command that reads a saved game):
//! JSON, the PGN-style text and Aualé's OGN, read wherever a record is read, converted without
//! loss, and a record that does not read told with its line and column in the reader's
//! language.

use std::path::{Path, PathBuf};

use crate::common::{err_text, out_text, run_mancala};

/// A folder of its own for a test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-records-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
        .display()
        .to_string()
}

fn ok(args: &[&str]) -> String {
    let o = run_mancala(args, "");
    assert!(o.status.success(), "{args:?}: {}", err_text(&o));
    out_text(&o)
}

#[test]
fn a_saved_game_converts_to_pgn_and_back_to_the_same_json_for_every_family() {
    let dir = folder("round-trip");
    for id in [
        "o-an-quan",
        "oware-abapa",
        "awale-abapa-colours",
        "kalah",
        "sungka",
    ] {
        let json = dir.join(format!("{id}.json"));
        let pgn = dir.join(format!("{id}.pgn"));
        let again = dir.join(format!("{id}-again.json"));
        let o = run_mancala(
            &[
                "play",
                id,
                "--south",
                "random",
                "--north",
                "random",
                "--seed",
                "11",
                "--save",
                path(&json),
            ],
            "",
        );
        assert!(o.status.success(), "{id}: {}", err_text(&o));
        ok(&[
            "record",
            "convert",
            path(&json),
            "--to",
            "pgn",
            "-o",
            path(&pgn),
        ]);
        let text = std::fs::read_to_string(&pgn).unwrap();
        assert!(text.contains(&format!("[Ruleset \"{id}\"]")), "{text}");
        assert!(text.contains("\n1. "), "{text}");
        ok(&[
            "record",
            "convert",
            path(&pgn),
            "--to",
            "json",
            "-o",
            path(&again),
        ]);
        assert_eq!(
            std::fs::read_to_string(&again).unwrap(),
            std::fs::read_to_string(&json).unwrap(),
            "{id}"
        );
        // Without -o, standard output.
        assert_eq!(ok(&["record", "convert", path(&json), "--to", "pgn"]), text);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_aualé_game_replays_renders_and_converts_to_pgn_and_back_to_the_same_ogn() {
    let ogn = fixture("auale-oware-abapa.ogn");
    let shown = ok(&["replay", &ogn]);
    assert!(shown.contains("South wins 25-23"), "{shown}");
    let svg = ok(&["render", "--load", &ogn]);
    assert!(svg.starts_with("<svg") || svg.contains("<svg"), "{svg}");
    let dir = folder("auale");
    let pgn = dir.join("game.pgn");
    ok(&["record", "convert", &ogn, "--to", "pgn", "-o", path(&pgn)]);
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(
        text.contains("{An opening move, commented as Aualé keeps it}"),
        "{text}"
    );
    let back = ok(&["record", "convert", path(&pgn), "--to", "ogn"]);
    assert_eq!(back, std::fs::read_to_string(&ogn).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn play_load_resumes_a_game_written_as_pgn() {
    let dir = folder("resume");
    let pgn = dir.join("half.pgn");
    std::fs::write(
        &pgn,
        "[Ruleset \"kalah\"]\n[SouthSeat \"random\"]\n[NorthSeat \"random\"]\n[Seed \"7\"]\n\n\
         {Kalah: 3 ends in the store, so South moves again} 1. 3,6 5 *\n",
    )
    .unwrap();
    let o = run_mancala(&["play", "--load", path(&pgn)], "");
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(out_text(&o).contains("game over"), "{}", out_text(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_with_nested_variations_converts_and_a_bad_variation_is_named() {
    let dir = folder("variations");
    let pgn = dir.join("tree.pgn");
    std::fs::write(
        &pgn,
        "[Ruleset \"oware-abapa\"]\n\n1. 1 {quiet} (1. 6 {sharper} 7 (1... 12 2. 5) 2. 2) 1... 7 2. 2 *\n",
    )
    .unwrap();
    let json = ok(&["record", "convert", path(&pgn), "--to", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["notes"][0]["ply"], 1);
    assert_eq!(value["notes"][0]["comment"], "quiet");
    let variation = &value["notes"][0]["variations"][0];
    assert_eq!(variation["moves"][0]["move"], "6");
    assert_eq!(
        variation["moves"][1]["variations"][0]["moves"][1]["move"],
        "5"
    );
    // The same text back.
    let again = dir.join("again.json");
    std::fs::write(&again, &json).unwrap();
    let text = ok(&["record", "convert", path(&again), "--to", "pgn"]);
    assert!(
        text.contains("1. 1 {quiet} (1. 6 {sharper} 1... 7 (1... 12 2. 5) 2. 2) 1... 7 2. 2 *"),
        "{text}"
    );
    // A variation's move that is not legal where it is played: South's pit in North's turn.
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Ruleset \"oware-abapa\"]\n\n1. 1 7 (2 3) 2. 2 *\n").unwrap();
    let o = run_mancala(&["record", "convert", path(&bad), "--to", "json"], "");
    assert!(!o.status.success());
    let err = err_text(&o);
    assert!(
        err.contains("line 3, column 9: variation 2.1, move 1 (`2`)"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn malformed_records_are_told_with_line_and_column_in_each_language() {
    let dir = folder("malformed");
    let cases = [
        (
            "comment.pgn",
            "[Ruleset \"kalah\"]\n\n1. 3 {open\n",
            [
                "line 3, column 6: this comment has no closing }",
                "dòng 3, cột 6: lời bình này thiếu dấu } đóng lại",
                "ligne 3, colonne 6 : ce commentaire n’a pas de } fermante",
            ],
        ),
        (
            "tag.pgn",
            "[Ruleset kalah]\n",
            [
                "line 1, column 10: a tag is written [Name \"value\"]",
                "dòng 1, cột 10: một thẻ phải viết là [Tên \"giá trị\"]",
                "ligne 1, colonne 10 : une balise s’écrit [Nom \"valeur\"]",
            ],
        ),
        (
            "move.ogn",
            "[Variant \"Oware Abapa\"]\n\n1. A Z\n",
            [
                "line 3, column 6: `Z` is not an OGN move",
                "dòng 3, cột 6: `Z` không phải là một nước đi OGN",
                "ligne 3, colonne 6 : `Z` n’est pas un coup OGN",
            ],
        ),
        (
            "result.pgn",
            "[Ruleset \"kalah\"]\n[Result \"1-0\"]\n\n1. 3,6 5 0-1\n",
            [
                "line 4, column 10: the result 0-1 differs from the Result tag, 1-0",
                "dòng 4, cột 10: kết quả 0-1 khác với thẻ Result, 1-0",
                "ligne 4, colonne 10 : le résultat 0-1 diffère de la balise Result, 1-0",
            ],
        ),
    ];
    for (name, text, said) in cases {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        for (lang, expected) in ["en", "vi", "fr"].iter().zip(said) {
            for args in [
                vec![
                    "--lang",
                    lang,
                    "record",
                    "convert",
                    path(&file),
                    "--to",
                    "json",
                ],
                vec!["--lang", lang, "replay", path(&file)],
            ] {
                let o = run_mancala(&args, "");
                assert!(!o.status.success(), "{args:?}");
                let err = err_text(&o);
                assert!(err.contains(expected), "{args:?}: {err}");
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ogn_refuses_other_families_in_the_readers_language() {
    let dir = folder("ogn-kalah");
    let json = dir.join("kalah.json");
    let o = run_mancala(
        &[
            "play",
            "kalah",
            "--south",
            "random",
            "--north",
            "random",
            "--seed",
            "2",
            "--save",
            path(&json),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    for (lang, said) in [
        ("en", "`kalah` is not one: write PGN or JSON"),
        (
            "vi",
            "`kalah` không phải ván như thế: hãy ghi dạng PGN hoặc JSON",
        ),
        ("fr", "`kalah` n’en est pas une : écrivez du PGN ou du JSON"),
    ] {
        let o = run_mancala(
            &[
                "--lang",
                lang,
                "record",
                "convert",
                path(&json),
                "--to",
                "ogn",
            ],
            "",
        );
        assert!(!o.status.success());
        assert!(err_text(&o).contains(said), "{lang}: {}", err_text(&o));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_game_of_the_records_chapter_reads_and_replays() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/src/records.md"))
            .unwrap();
    let mut games = 0;
    let mut rest = text.as_str();
    while let Some(at) = rest.find("```pgn\n") {
        let body = &rest[at + 7..];
        let end = body.find("```").unwrap();
        let record = mancala::record::GameRecord::from_text(&body[..end], &mancala::Rules)
            .unwrap_or_else(|e| panic!("{e}\n{}", &body[..end]));
        assert!(record.is_annotated(), "{}", &body[..end]);
        assert!(record.outcome.is_some());
        games += 1;
        rest = &body[end..];
    }
    assert_eq!(games, 5, "one game of each family");
}

#[test]
fn a_game_played_from_a_set_up_position_keeps_it_as_fen_through_pgn() {
    let dir = folder("from");
    let json = dir.join("set-up.json");
    let fen = "0,5,5,5,5,4|0/4,4,4,4,4,4|0 1";
    let o = run_mancala(
        &[
            "play",
            "kalah",
            "--from",
            fen,
            "--south",
            "random",
            "--north",
            "random",
            "--seed",
            "1",
            "--save",
            path(&json),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let pgn = ok(&["record", "convert", path(&json), "--to", "pgn"]);
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");
    // North moves first, as the position says, so the numbers count North's turns.
    assert!(pgn.contains("\n1. 4 2,3 2. "), "{pgn}");
    let back = dir.join("back.pgn");
    std::fs::write(&back, &pgn).unwrap();
    assert_eq!(
        ok(&["record", "convert", path(&back), "--to", "json"]),
        std::fs::read_to_string(&json).unwrap()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
