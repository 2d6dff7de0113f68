//! The board layout every family describes, the SVG board drawn from it (every ruleset's start
//! and a position of each family in the middle of a game: well-formed, one group per pit with
//! its count and its pieces, turned for the seat seen from), and the `render` and
//! `replay --svg` commands.

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
};

use mancala::{
    Family, Game, GameRecord, Kind, Pieces, Position, Rules,
    ruleset::{PitKind, Shape},
    svg::{self, LastMove, SvgOptions},
};

use crate::common::{err_text, out_text, run_mancala, with_snapshots};

/// Every shipped ruleset, and the others every option of the board gives: Ô ăn quan with 1 to
/// 10 squares a side, Oware with 2 to 12 holes a side, Sungka and Kalah with 1 to 12 houses and
/// 2 to 6 players.
fn every_board() -> Vec<std::sync::Arc<dyn Family>> {
    let mut all: Vec<_> = Rules::builtin_ids()
        .map(|id| Rules::builtin(id).unwrap())
        .collect();
    let load = |text: String| Rules::from_toml_str("variant.toml", "variant", &text).unwrap();
    for n in 1..=10 {
        all.push(load(format!(
            "game = \"o-an-quan\"\n[board]\nsquares-per-side = {n}\n"
        )));
    }
    for n in 2..=12 {
        all.push(load(format!(
            "game = \"oware\"\n[board]\nhouses-per-player = {n}\n"
        )));
    }
    for game in ["sungka", "kalah"] {
        for players in 2..=6 {
            for houses in [1, 3, 7, 12] {
                all.push(load(format!(
                    "game = \"{game}\"\nplayers = {players}\n[board]\nhouses-per-player = {houses}\n"
                )));
            }
        }
    }
    all
}

#[test]
fn every_layout_has_every_pit_once_and_labels_its_houses_in_the_move_notation() {
    for rules in every_board() {
        let name = format!("{:?}", rules.options_json());
        let layout = rules.layout();
        let pits: Vec<u8> = layout.pits().map(|p| p.pit).collect();
        let unique: BTreeSet<u8> = pits.iter().copied().collect();
        assert_eq!(pits.len(), rules.num_pits(), "{name}");
        assert_eq!(
            unique,
            (0..rules.num_pits() as u8).collect::<BTreeSet<u8>>(),
            "{name}"
        );
        assert_eq!(layout.rows.len(), rules.num_players(), "a row each: {name}");
        for row in &layout.rows {
            let pos = rules.initial_position(row.owner);
            for pit in &row.pits {
                assert_eq!(pit.owner, Some(row.owner), "{name}");
                match pit.kind {
                    PitKind::House => {
                        // The label is what the owner types (with a colour in the coloured
                        // Awalé, whose moves also say which colour goes first).
                        let label = pit.label.clone().expect("a house has a label");
                        let mv = rules
                            .parse_move(&pos, &label)
                            .or_else(|_| rules.parse_move(&pos, &format!("{label}R")))
                            .unwrap_or_else(|e| panic!("{e}: {name}"));
                        assert_eq!(mv.pit, pit.pit, "{label}: {name}");
                    }
                    PitKind::Store => {
                        assert_eq!(layout.shape, Shape::Ring, "{name}");
                        assert_eq!(rules.store(row.owner), Some(pit.pit), "{name}");
                        assert!(pit.label.is_none());
                    }
                    PitKind::Mandarin => panic!("a mandarin square owned by a player: {name}"),
                }
            }
        }
        for end in [&layout.left, &layout.right].into_iter().flatten() {
            assert_eq!(layout.shape, Shape::Facing, "{name}");
            match end.kind {
                PitKind::Store => assert_eq!(rules.store(end.owner.unwrap()), Some(end.pit)),
                PitKind::Mandarin => assert_eq!(end.owner, None),
                PitKind::House => panic!("a house at an end: {name}"),
            }
        }
        // Two players face each other; three or more sit around a ring.
        let expected = if rules.num_players() == 2 {
            Shape::Facing
        } else {
            Shape::Ring
        };
        assert_eq!(layout.shape, expected, "{name}");
    }
}

/// The pieces of a pit as the slots show them, in slot order: special, plain, black.
fn kinds_in_order(pieces: Pieces) -> Vec<Kind> {
    let mut kinds = vec![Kind::Special; usize::from(pieces.special)];
    kinds.extend(vec![Kind::Plain; usize::from(pieces.plain)]);
    kinds.extend(vec![Kind::Black; usize::from(pieces.black)]);
    kinds
}

/// Checks that `text` is well-formed XML with the structure the web page relies on: a group
/// per pit with its count, its label and its pieces in slots.
fn check_svg(rules: &dyn Family, pos: &Position, text: &str) {
    let doc = roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert!(root.attribute("viewBox").is_some());
    assert_eq!(root.attribute("role"), Some("img"));
    assert!(root.attribute("aria-label").is_some_and(|a| !a.is_empty()));
    let symbols: BTreeSet<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("symbol"))
        .filter_map(|n| n.attribute("id"))
        .collect();
    for id in [
        "piece-plain",
        "piece-red",
        "piece-black",
        "piece-special",
        "piece-big",
        "piece-small",
    ] {
        assert!(symbols.contains(id), "{id}");
    }
    let layout = rules.layout();
    let pits: Vec<roxmltree::Node> = root
        .descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|c| c == "pit"))
        })
        .collect();
    assert_eq!(pits.len(), pos.num_pits(), "one group per pit");
    for pit in 0..pos.num_pits() as u8 {
        let id = format!("pit-{pit}");
        let found: Vec<_> = pits
            .iter()
            .filter(|n| n.attribute("id") == Some(id.as_str()))
            .collect();
        assert_eq!(found.len(), 1, "{id}");
        let node = found[0];
        let placed = layout.pit(pit).unwrap();
        assert_eq!(node.attribute("data-pit"), Some(pit.to_string().as_str()));
        assert_eq!(node.attribute("data-kind"), Some(placed.kind.as_str()));
        assert_eq!(
            node.attribute("data-owner"),
            placed.owner.map(|o| o.to_string()).as_deref()
        );
        assert_eq!(node.attribute("data-label"), Some(placed.label_text()));
        let child = |class: &str| {
            let found: Vec<_> = node
                .children()
                .filter(|n| n.attribute("class") == Some(class))
                .collect();
            assert_eq!(found.len(), 1, "{id} has one {class}");
            found[0]
        };
        child("outline");
        assert_eq!(child("label").text().unwrap_or(""), placed.label_text());
        assert_eq!(
            child("count").text(),
            Some(pos.count(pit).to_string().as_str()),
            "{id}"
        );
        let slots: Vec<_> = node
            .children()
            .filter(|n| n.attribute("class") == Some("slot"))
            .collect();
        assert!(slots.len() >= 12, "{id} has room for 12 pieces");
        let shown: Vec<&str> = slots
            .iter()
            .filter(|n| n.attribute("visibility") != Some("hidden"))
            .map(|n| n.attribute("href").unwrap())
            .collect();
        let expected: Vec<String> = if pos.is_out_of_play(pit) {
            Vec::new()
        } else {
            kinds_in_order(pos.pieces(pit))
                .into_iter()
                .take(slots.len())
                .map(|kind| format!("#piece-{}", layout.pieces.of(kind).as_str()))
                .collect()
        };
        assert_eq!(shown, expected, "{id}");
        // The shown slots come first: a page sets slot i for the i-th piece.
        assert!(
            slots
                .iter()
                .skip(shown.len())
                .all(|n| n.attribute("visibility") == Some("hidden")),
            "{id}"
        );
    }
}

/// `game` after `plies` moves chosen by a fixed rule (no randomness needed).
fn play_some(rules: std::sync::Arc<dyn Family>, plies: usize) -> Game {
    let mut game = Game::new(rules, 0);
    for i in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[(i * 5 + 3) % moves.len()];
        game.play(&mv).unwrap();
    }
    game
}

#[test]
fn every_picture_is_well_formed_with_one_group_per_pit_holding_its_count() {
    for rules in every_board() {
        let game = play_some(rules.clone(), 40);
        let opts = SvgOptions {
            standalone: true,
            ..SvgOptions::default()
        };
        for frame in svg::game_frames(&game, &opts).step_by(7) {
            let pos = if frame.ply == 0 {
                game.start().clone()
            } else {
                game.plies().nth(frame.ply - 1).unwrap().after
            };
            check_svg(&*rules, &pos, &frame.svg);
        }
    }
}

#[test]
fn burnt_houses_and_pieces_beyond_the_slots_are_shown_by_the_count() {
    let rules = Rules::builtin("kalah").unwrap();
    let mut pos = rules.initial_position(0);
    pos.set_count(0, 30);
    pos.set_out_of_play(1, true);
    pos.set_count(1, 0);
    let text = svg::board_svg(&*rules, &pos, &SvgOptions::default());
    check_svg(&*rules, &pos, &text);
    assert!(text.contains("class=\"pit out\" id=\"pit-1\""), "{text}");
    assert!(text.contains("aria-label=\"South&apos;s house 2: out of play\""));
}

/// A house's owner and label, as the picture's `data-owner` and `data-label` give them.
type Owned = (String, String);

/// The house labels of the bottom row, left to right, and of the top row (the highest one on
/// a ring), read from the picture: the y of each count tells the row, its x the order.
fn rows_of(text: &str) -> (Vec<Owned>, Vec<Owned>) {
    let doc = roxmltree::Document::parse(text).unwrap();
    let mut houses: Vec<(f64, f64, String, String)> = doc
        .descendants()
        .filter(|n| n.attribute("data-kind") == Some("house"))
        .map(|n| {
            let count = n
                .children()
                .find(|c| c.attribute("class") == Some("count"))
                .unwrap();
            let at = |a: &str| count.attribute(a).unwrap().parse::<f64>().unwrap();
            (
                at("y"),
                at("x"),
                n.attribute("data-owner").unwrap().to_owned(),
                n.attribute("data-label").unwrap().to_owned(),
            )
        })
        .collect();
    houses.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let row = |y: f64| -> Vec<Owned> {
        houses
            .iter()
            .filter(|h| (h.0 - y).abs() < 0.5)
            .map(|h| (h.2.clone(), h.3.clone()))
            .collect()
    };
    (row(houses.last().unwrap().0), row(houses[0].0))
}

fn pairs(owner: &str, labels: &[&str]) -> Vec<Owned> {
    labels
        .iter()
        .map(|l| (owner.to_owned(), (*l).to_owned()))
        .collect()
}

#[test]
fn the_board_turns_for_north_and_for_player_2_of_3() {
    let oaq = Rules::builtin("o-an-quan").unwrap();
    let pos = oaq.initial_position(0);
    let seen = |seat| {
        svg::board_svg(
            &*oaq,
            &pos,
            &SvgOptions {
                seat,
                ..SvgOptions::default()
            },
        )
    };
    let (bottom, top) = rows_of(&seen(0));
    assert_eq!(bottom, pairs("0", &["1", "2", "3", "4", "5"]));
    assert_eq!(top, pairs("1", &["5", "4", "3", "2", "1"]));
    let north = seen(1);
    let (bottom, top) = rows_of(&north);
    assert_eq!(
        bottom,
        pairs("1", &["1", "2", "3", "4", "5"]),
        "North at the bottom"
    );
    assert_eq!(top, pairs("0", &["5", "4", "3", "2", "1"]));
    assert!(north.contains("data-seat=\"1\""));
    // The mandarin square on South's left (cell 0) is on North's right.
    let x_of = |text: &str, pit: &str| -> f64 {
        let doc = roxmltree::Document::parse(text).unwrap();
        let node = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(pit))
            .unwrap();
        let count = node
            .children()
            .find(|c| c.attribute("class") == Some("count"))
            .unwrap();
        count.attribute("x").unwrap().parse().unwrap()
    };
    assert!(x_of(&seen(0), "pit-0") < x_of(&seen(0), "pit-6"));
    assert!(x_of(&north, "pit-0") > x_of(&north, "pit-6"));

    let three = Rules::builtin("sungka-3p").unwrap();
    let pos = three.initial_position(0);
    let text = svg::board_svg(
        &*three,
        &pos,
        &SvgOptions {
            seat: 2,
            ..SvgOptions::default()
        },
    );
    let (bottom, _) = rows_of(&text);
    assert_eq!(
        bottom,
        pairs("2", &["1", "2", "3", "4", "5", "6"]),
        "player 2's houses along the bottom, left to right"
    );
    // Player 2's store at the bottom right corner, where the ring goes on to player 0's row.
    assert!(x_of(&text, "pit-20") > x_of(&text, "pit-19"));
}

/// The style and the piece symbols, the same in every picture: pinned in full by the start of
/// `o-an-quan`, left out of the other snapshots.
fn without_shared_part(text: &str) -> String {
    let start = text.find("<style>").unwrap();
    let end = text.find("</defs>\n").unwrap() + "</defs>\n".len();
    let reference = svg::board_svg(
        &*Rules::builtin("o-an-quan").unwrap(),
        &Rules::builtin("o-an-quan").unwrap().initial_position(0),
        &SvgOptions::default(),
    );
    let shared = &reference[reference.find("<style>").unwrap()
        ..reference.find("</defs>\n").unwrap() + "</defs>\n".len()];
    assert_eq!(&text[start..end], shared, "the same style and symbols");
    format!(
        "{}[style and piece symbols as in svg_o_an_quan_start_in_full]\n{}",
        &text[..start],
        &text[end..]
    )
}

#[test]
fn svg_o_an_quan_start_in_full() {
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let opts = SvgOptions {
        highlight: svg::legal_pits(&*rules, &pos),
        standalone: true,
        ..SvgOptions::default()
    };
    with_snapshots("svg", || {
        insta::assert_snapshot!(svg::board_svg(&*rules, &pos, &opts));
    });
}

#[test]
fn svg_start_of_every_ruleset() {
    with_snapshots("svg", || {
        insta::glob!("../../rulesets", "*.toml", |path| {
            let rules = Rules::from_path(path).unwrap();
            let pos = rules.initial_position(0);
            let opts = SvgOptions {
                highlight: svg::legal_pits(&*rules, &pos),
                ..SvgOptions::default()
            };
            let text = svg::board_svg(&*rules, &pos, &opts);
            check_svg(&*rules, &pos, &text);
            insta::assert_snapshot!(without_shared_part(&text));
        });
    });
}

/// The picture after `moves`, seen from `seat`, with the last move marked and the legal moves
/// highlighted, as `render` draws it.
fn mid_game(id: &str, moves: &[&str], seat: u8) -> String {
    let mut game = Game::new(Rules::builtin(id).unwrap(), 0);
    for text in moves {
        game.play_text(text).unwrap();
    }
    let ply = game.last_ply().unwrap();
    let opts = SvgOptions {
        seat,
        highlight: svg::legal_pits(game.rules(), game.position()),
        last_move: LastMove::from_events(&ply.events),
        caption: Some(format!("after {}", moves.join(" "))),
        ..SvgOptions::default()
    };
    let text = svg::board_svg(game.rules(), game.position(), &opts);
    check_svg(game.rules(), game.position(), &text);
    without_shared_part(&text)
}

#[test]
fn svg_in_the_middle_of_a_game_of_each_family() {
    with_snapshots("svg", || {
        // Ô ăn quan seen from North: captures, both mandarin squares, citizens in the banks.
        insta::assert_snapshot!(
            "svg_mid_o_an_quan_seen_by_north",
            mid_game("o-an-quan", &["1R", "4L", "2R", "5L"], 1)
        );
        insta::assert_snapshot!(
            "svg_mid_o_an_quan_small_stones",
            mid_game("o-an-quan-small-stones", &["1R", "4L", "2R", "5L"], 0)
        );
        insta::assert_snapshot!(
            "svg_mid_oware",
            mid_game("oware-abapa", &["3", "9", "4", "10", "5"], 0)
        );
        // Red discs, black diamonds and the special stars, placed in the set-up.
        insta::assert_snapshot!(
            "svg_mid_awale_colours",
            mid_game(
                "awale-abapa-colours",
                &["S3", "S9", "3R2", "9B2", "4B", "10R"],
                0
            )
        );
        insta::assert_snapshot!("svg_mid_kalah", mid_game("kalah", &["3", "1", "6"], 0));
        insta::assert_snapshot!("svg_mid_sungka", mid_game("sungka", &["1", "3"], 0));
        insta::assert_snapshot!(
            "svg_mid_sungka_3p_seen_by_player_2",
            mid_game("sungka-3p", &["1", "3", "2"], 2)
        );
    });
}

/// A directory of its own for one test, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-svg-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path_text(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn render_draws_a_position_with_its_legal_moves_and_last_move() {
    let o = run_mancala(&["render", "kalah"], "");
    assert!(o.status.success(), "{}", err_text(&o));
    let text = out_text(&o);
    assert!(text.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns="));
    let rules = Rules::builtin("kalah").unwrap();
    check_svg(&*rules, &rules.initial_position(0), &text);
    assert_eq!(text.matches("class=\"pit legal\"").count(), 6);

    let dir = scratch("render");
    let file = dir.join("board.svg");
    let o = run_mancala(
        &[
            "render",
            "o-an-quan",
            "--moves",
            "1R,4L",
            "--seat",
            "north",
            "-o",
            path_text(&file),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(out_text(&o), "", "the picture goes to the file");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("data-seat=\"1\""));
    assert!(text.contains("Move 2: North plays 4L"));
    assert_eq!(text.matches(" last played").count(), 1, "{text}");

    // A saved game: its last position.
    let mut game = Game::new(Rules::builtin("oware-abapa").unwrap(), 0);
    game.play_text("3").unwrap();
    let saved = dir.join("game.json");
    std::fs::write(&saved, GameRecord::of(&game, None, None).to_json()).unwrap();
    let o = run_mancala(&["render", "--load", path_text(&saved)], "");
    assert!(o.status.success(), "{}", err_text(&o));
    check_svg(game.rules(), game.position(), &out_text(&o));
    assert!(out_text(&o).contains("Move 1: South plays 3"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn render_refuses_what_it_cannot_draw() {
    let o = run_mancala(&["render", "kalah", "--seat", "2"], "");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        err_text(&o),
        "error: --seat 2: this game has players 0 to 1\n"
    );
    let o = run_mancala(&["render", "kalah", "--width", "0"], "");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(err_text(&o), "error: --width 0: give 16 to 16384 pixels\n");
    let o = run_mancala(&["render", "kalah", "--moves", "3 9"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).starts_with("error: move 2 (`9`)"),
        "{}",
        err_text(&o)
    );
    let dir = scratch("render-dir");
    let o = run_mancala(&["render", "kalah", "-o", path_text(&dir)], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("it is not a regular file"),
        "{}",
        err_text(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let o = run_mancala(&["render"], "");
    assert_eq!(o.status.code(), Some(2), "a ruleset or --load is needed");
}

#[test]
fn replay_svg_writes_a_picture_per_position_and_an_index() {
    let dir = scratch("replay").join("frames");
    let o = run_mancala(
        &[
            "replay",
            "kalah",
            "--moves",
            "3 1 6",
            "--svg",
            path_text(&dir),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(
        out_text(&o),
        format!(
            "wrote 5 files to {}: ply-0000.svg to ply-0003.svg (the start and 3 moves) and index.html\n",
            dir.display()
        )
    );
    let names: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "index.html",
            "ply-0000.svg",
            "ply-0001.svg",
            "ply-0002.svg",
            "ply-0003.svg"
        ]
        .map(String::from)
        .into()
    );
    let second = std::fs::read_to_string(dir.join("ply-0002.svg")).unwrap();
    // South's 3 ends in South's store: a bonus move.
    assert!(second.contains("Move 2: South plays 1"), "{second}");
    let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
    for name in ["ply-0000.svg", "ply-0003.svg"] {
        assert!(index.contains(&format!("<img src=\"{name}\"")), "{index}");
    }
    assert!(index.contains("<figcaption>Move 3: North plays 6</figcaption>"));

    // A shorter game in the same directory says that the older pictures are not its own.
    let o = run_mancala(
        &[
            "replay",
            "kalah",
            "--moves",
            "3",
            "--svg",
            path_text(&dir),
            "--seat",
            "north",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(
        out_text(&o).ends_with(&format!(
            "note: {} also holds 2 older pictures (ply-0002.svg to ply-0003.svg) that are not part of this game\n",
            dir.display()
        )),
        "{}",
        out_text(&o)
    );
    let start = std::fs::read_to_string(dir.join("ply-0000.svg")).unwrap();
    assert!(start.contains("data-seat=\"1\""));
    std::fs::remove_dir_all(dir.parent().unwrap()).unwrap();
}

#[test]
fn replay_svg_refuses_a_file_for_its_directory() {
    let dir = scratch("replay-file");
    let file = dir.join("not-a-dir");
    std::fs::write(&file, "x").unwrap();
    let o = run_mancala(
        &["replay", "kalah", "--moves", "3", "--svg", path_text(&file)],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        err_text(&o),
        format!(
            "error: --svg {}: this is a file, not a directory; give a directory for the pictures (it is made if missing)\n",
            file.display()
        )
    );
    let o = run_mancala(
        &[
            "replay",
            "kalah",
            "--moves",
            "3",
            "--svg",
            path_text(&dir),
            "--seat",
            "2",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        err_text(&o),
        "error: --seat 2: this game has players 0 to 1\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The group of pit `pit` in an SVG text, up to its end.
fn pit_group(text: &str, pit: u8) -> &str {
    let start = text
        .find(&format!("id=\"pit-{pit}\""))
        .expect("the pit's group");
    let group = &text[text[..start].rfind("<g ").unwrap()..];
    &group[..group.find("</g>").unwrap()]
}

#[test]
fn a_mandarin_square_shows_its_points_and_is_marked_young_while_the_rules_protect_it() {
    // At the start a mandarin square holds its big stone alone: worth 10 points, and young
    // under the default rules (fewer citizens than quan non asks), not under the ruleset
    // without quan non.
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let text = svg::board_svg(&*rules, &pos, &SvgOptions::default());
    let left = pit_group(&text, 0);
    assert!(left.starts_with("<g class=\"pit young\""), "{left}");
    assert!(left.contains(">10 points</text>"), "{left}");
    assert!(
        left.contains("<text class=\"young\"") && !left.contains("visibility=\"hidden\">young")
    );
    assert!(
        !pit_group(&text, 1).contains("points"),
        "a citizen square is worth its count"
    );
    let grown = Rules::from_path(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/rulesets/o-an-quan-no-quan-non.toml"
    )))
    .unwrap();
    let text = svg::board_svg(&*grown, &grown.initial_position(0), &SvgOptions::default());
    assert!(pit_group(&text, 0).starts_with("<g class=\"pit\""));
    assert!(pit_group(&text, 0).contains("visibility=\"hidden\">young mandarin"));

    // After 1R 4L 2R 5L: the left square holds its big stone and 3 citizens (13 points, still
    // young), the right one its big stone and 5 (15 points, grown).
    let mut game = Game::new(Rules::builtin("o-an-quan").unwrap(), 0);
    for mv in ["1R", "4L", "2R", "5L"] {
        game.play_text(mv).unwrap();
    }
    let text = svg::board_svg(game.rules(), game.position(), &SvgOptions::default());
    assert!(pit_group(&text, 0).contains(">13 points<"));
    assert!(pit_group(&text, 0).starts_with("<g class=\"pit young"));
    assert!(pit_group(&text, 6).contains(">15 points<"));
    assert!(!pit_group(&text, 6).starts_with("<g class=\"pit young"));

    // In Vietnamese, the teachers' words.
    let vi = SvgOptions {
        lang: mancala::lang::Lang::from_code("vi").unwrap(),
        ..SvgOptions::default()
    };
    let text = svg::board_svg(&*rules, &pos, &vi);
    assert!(pit_group(&text, 0).contains(">10 điểm</text>"));
    assert!(pit_group(&text, 0).contains(">quan non</text>"));
}
