//! Every board fits a terminal of 80 columns: the initial position and every position of a few
//! random games of each shipped ruleset, and the widest boards the options allow.

use std::sync::Arc;

use mancala::{
    Family, Game, Pieces, Player, Position, Rules,
    agent::{Agent, Seat},
};

const COLUMNS: usize = 80;

/// Fails with the offending line if any line of `drawing` is wider than the terminal (counted
/// in characters: `Ô`, `–` and `→` take one column, not their UTF-8 bytes).
fn assert_fits(what: &str, drawing: &str) {
    for line in drawing.lines() {
        let width = line.chars().count();
        assert!(
            width <= COLUMNS,
            "{what}: a line of {width} columns:\n{line}\n\nthe whole board:\n{drawing}"
        );
    }
}

/// Draws the initial position for every first player, then every position of `games` random
/// games.
fn assert_every_board_fits(what: &str, rules: &Arc<dyn Family>, games: u64) {
    for first in 0..rules.num_players() {
        let game = Game::new(rules.clone(), first as Player);
        assert_fits(what, &rules.draw(game.start()));
    }
    for seed in 0..games {
        let mut game = Game::new(rules.clone(), 0);
        let mut agents: Vec<Agent> = (0..rules.num_players())
            .map(|seat| Agent::new(Seat::Random, 100 * seed + seat as u64))
            .collect();
        while !game.position().is_over() {
            let mover = usize::from(game.position().turn());
            let mv = agents[mover].choose(game.rules(), game.position());
            game.play(&mv).unwrap();
            assert_fits(
                &format!("{what}, seed {seed}"),
                &rules.draw(game.position()),
            );
        }
    }
}

/// The shipped rulesets of the Ô ăn quan family (`true`) or of the others (`false`).
fn shipped(o_an_quan: bool) -> impl Iterator<Item = (&'static str, Arc<dyn Family>)> {
    Rules::builtin_ids()
        .map(|id| (id, Rules::builtin(id).unwrap()))
        .filter(move |(_, rules)| (rules.info().game == "o-an-quan") == o_an_quan)
}

#[test]
fn every_shipped_board_fits_in_80_columns() {
    for (id, rules) in shipped(false) {
        assert_every_board_fits(id, &rules, 5);
    }
}

#[test]
fn every_shipped_o_an_quan_board_fits_in_80_columns() {
    for (id, rules) in shipped(true) {
        assert_every_board_fits(id, &rules, 5);
    }
}

/// `n` pieces of the plain kind.
fn plain(n: u16) -> Pieces {
    Pieces {
        plain: n,
        black: 0,
        special: 0,
    }
}

/// A shipped file with some of its lines replaced, under a new id.
fn variant(id: &str, replace: &[(&str, &str)]) -> Arc<dyn Family> {
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == id)
        .expect("a shipped ruleset");
    let mut text = text.replace(&format!("id = \"{id}\""), "id = \"wide\"");
    for (from, to) in replace {
        assert!(text.contains(from), "{from} not in {id}");
        text = text.replace(from, to);
    }
    Rules::from_toml_str("wide.toml", "wide", &text).unwrap()
}

#[test]
fn the_widest_boards_the_options_allow_fit_in_80_columns() {
    // Oware with 12 holes a side and 12 seeds in each: counts of three digits.
    let oware = variant(
        "oware-abapa",
        &[
            ("houses-per-player = 6", "houses-per-player = 12"),
            ("seeds-per-house = 4", "seeds-per-house = 12"),
        ],
    );
    assert_every_board_fits("oware, 12 holes of 12", &oware, 1);
    let mut pos = oware.initial_position(0);
    pos.set_pieces(0, plain(288));
    for pit in 1..24 {
        pos.set_pieces(pit, Pieces::default());
    }
    assert_fits("oware, every seed in one hole", &oware.draw(&pos));

    // The coloured Awalé with 6 seeds of each colour, and one hole holding every seed: the
    // widest cell it can show, `72R72B2S`.
    let colours = variant(
        "awale-abapa-colours",
        &[("seeds-per-colour = 3", "seeds-per-colour = 6")],
    );
    assert_every_board_fits("coloured, 6 of each colour", &colours, 1);
    let mut pos = colours.initial_position(0);
    for pit in 0..12 {
        pos.set_pieces(pit, Pieces::default());
    }
    pos.set_pieces(
        3,
        Pieces {
            plain: 72,
            black: 72,
            special: 2,
        },
    );
    pos.set_in_hand(0, 0);
    pos.set_in_hand(1, 0);
    assert_fits("coloured, every seed in one hole", &colours.draw(&pos));

    // Sungka: two players with 12 houses of 20, and six players (the most) with 12 houses each.
    let two = variant(
        "sungka",
        &[
            ("houses-per-player = 7", "houses-per-player = 12"),
            ("seeds-per-house = 7", "seeds-per-house = 20"),
        ],
    );
    assert_every_board_fits("sungka, 12 houses of 20", &two, 1);
    let six = variant(
        "sungka-3p",
        &[
            ("players = 3", "players = 6"),
            ("houses-per-player = 6", "houses-per-player = 12"),
            ("seeds-per-house = 7", "seeds-per-house = 20"),
        ],
    );
    assert_every_board_fits("sungka, 6 players with 12 houses of 20", &six, 1);
    let mut pos: Position = six.initial_position(0);
    let total: u16 = (0..six.num_pits() as u8).map(|pit| pos.count(pit)).sum();
    for pit in 0..six.num_pits() as u8 {
        pos.set_pieces(pit, Pieces::default());
    }
    pos.set_pieces(0, plain(total));
    assert_fits("sungka, every seed in one house", &six.draw(&pos));
    // A match of rounds, whose status line also names the round.
    let rounds = variant(
        "sungka",
        &[
            ("houses-per-player = 7", "houses-per-player = 12"),
            ("seeds-per-house = 7", "seeds-per-house = 20"),
            ("mode = \"single\"", "mode = \"burnt-houses\""),
        ],
    );
    assert_every_board_fits("sungka, a match of rounds", &rounds, 1);
}
