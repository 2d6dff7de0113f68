//! Random valid option sets of every family: loaded from TOML, played to the end by random
//! players, never panicking, always ending by the rules or a limit; and, with every limit at
//! the most allowed, played by deterministic players (which can repeat a cycle forever where
//! the rules allow one): the limits still end every game.

use mancala::{
    Game, Rules,
    agent::{Agent, Seat},
};
use proptest::prelude::*;

fn o_an_quan() -> impl Strategy<Value = String> {
    (
        1u32..=8,
        prop_oneof![Just(None), (1u32..=20).prop_map(Some)],
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0usize..3,
        0usize..5,
        any::<bool>(),
        0usize..3,
    )
        .prop_map(|(stones, small, take_one, chain, gap, quan_non, shortfall, big_end, leftover)| {
            let mandarin = match small {
                Some(n) => format!("start = \"small-stones\"\nsmall-stones = {n}"),
                None => "start = \"big-stone\"\nvalue = 7".into(),
            };
            let quan_non = ["mode = \"off\"", "mode = \"min-citizens\"\nmin-citizens = 3", "mode = \"first-turns\"\nfirst-turns = 3"][quan_non];
            let mut shortfall = ["borrow", "bank-penalty", "end-game", "lose", "sell-mandarin"][shortfall];
            if small.is_some() && shortfall == "sell-mandarin" {
                shortfall = "borrow";
            }
            let end = if big_end && small.is_none() {
                format!(
                    "condition = \"big-stones-captured\"\nleftover-in-mandarin-square = \"{}\"",
                    ["capturer", "split", "nobody"][leftover]
                )
            } else {
                "condition = \"mandarin-squares-empty\"".into()
            };
            format!(
                "game = \"o-an-quan\"\nfirst-player = \"random\"\n[board]\nstones-per-square = {stones}\n[mandarin]\n{mandarin}\n[relay]\nfrom-mandarin = \"{}\"\n[capture]\nchain = {chain}\ngap-may-be-mandarin = {gap}\n[quan-non]\n{quan_non}\n[refill]\non-shortfall = \"{shortfall}\"\n[end]\n{end}\n[limits]\nmax-plies = 400\nmax-plies-without-capture = 120\nmax-relay-lifts = 300\n",
                if take_one { "take-one" } else { "stop" }
            )
        })
}

fn oware() -> impl Strategy<Value = String> {
    (2u32..=8, 1u32..=6, any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
        |(houses, seeds, slam, feed, repetition, last_mover)| {
            format!(
                "game = \"oware\"\n[board]\nhouses-per-player = {houses}\nseeds-per-house = {seeds}\n[capture]\ngrand-slam = \"{}\"\n[feeding]\nmust-feed = {feed}\n[end]\nrepetition = \"{}\"\nno-moves = \"{}\"\n[limits]\nmax-plies = 400\nmax-plies-without-capture = 200\n",
                if slam { "capture" } else { "no-capture" },
                if repetition { "end-and-collect" } else { "off" },
                if last_mover { "last-mover" } else { "own-side" },
            )
        },
    )
}

fn colours() -> impl Strategy<Value = String> {
    (1u32..=3, any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>())
        .prop_map(|(seeds, special, any_hole, all, wild, slam, feed)| {
            let special = if special {
                format!(
                    "[special-seed]\nper-player = 1\nplacement = \"{}\"\n",
                    if any_hole { "any" } else { "own" }
                )
            } else {
                "[special-seed]\nper-player = 0\n".into()
            };
            let wild = if special.contains("per-player = 1") {
                format!("special-final = \"{}\"\n", if wild { "wild" } else { "wild-narrowing" })
            } else {
                String::new()
            };
            format!(
                "game = \"awale-colours\"\n[board]\nseeds-per-colour = {seeds}\n{special}[capture]\nscope = \"{}\"\n{wild}grand-slam = \"{}\"\n[feeding]\nmust-feed = {feed}\n[limits]\nmax-plies = 400\nmax-plies-without-capture = 200\n",
                if all { "all" } else { "colour" },
                if slam { "capture" } else { "no-capture" },
            )
        })
}

fn sungka() -> impl Strategy<Value = String> {
    (2u32..=6, 1u32..=12, 1u32..=9, 0usize..3, any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>())
        .prop_map(|(players, houses, seeds, relay, nonempty, last_seed, one_side, rounds, other)| {
            let one_side = one_side && !rounds;
            let matches = if rounds && players == 2 {
                format!(
                    "mode = \"burnt-houses\"\nnext-round-first = \"{}\"\nmax-rounds = 6",
                    if other { "other" } else { "last-mover" }
                )
            } else {
                "mode = \"single\"".into()
            };
            format!(
                "game = \"sungka\"\nplayers = {players}\nfirst-player = \"random\"\n[board]\nhouses-per-player = {houses}\nseeds-per-house = {seeds}\n[relay]\nsides = \"{}\"\n[capture]\nrequires-nonempty-opposite = {nonempty}\nincludes-last-seed = {last_seed}\n[end]\ncondition = \"{}\"\n[match]\n{matches}\n[limits]\nmax-plies = 400\nmax-plies-without-capture = 200\nmax-relay-lifts = 300\n",
                ["both", "own", "none"][relay],
                if one_side { "one-side-empty" } else { "all-houses-empty" },
            )
        })
}

fn play(text: &str, seed: u64) -> Result<(), TestCaseError> {
    let rules = Rules::from_toml_str("random.toml", "random", text)
        .map_err(|e| TestCaseError::fail(format!("a valid option set was refused: {e}\n{text}")))?;
    let players = rules.num_players();
    let limits = *rules.limits();
    let first = mancala::agent::draw_first_player(seed, players);
    let mut game = Game::new(rules, first);
    let mut agent = Agent::new(Seat::Random, seed);
    while !game.position().is_over() {
        prop_assert!(
            game.num_plies() <= limits.max_plies as usize,
            "past max-plies\n{text}"
        );
        let mv = agent.choose(game.rules(), game.position());
        game.play(&mv)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    }
    // The record of any such game replays.
    let record = mancala::GameRecord::of(&game, Some(seed), None);
    let (replayed, _) = record
        .replay(&mancala::Rules)
        .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(replayed.position(), game.position());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_o_an_quan_options_play_to_the_end(text in o_an_quan(), seed in any::<u64>()) {
        play(&text, seed)?;
    }

    #[test]
    fn random_oware_options_play_to_the_end(text in oware(), seed in any::<u64>()) {
        play(&text, seed)?;
    }

    #[test]
    fn random_coloured_awale_options_play_to_the_end(text in colours(), seed in any::<u64>()) {
        play(&text, seed)?;
    }

    #[test]
    fn random_sungka_options_play_to_the_end(text in sungka(), seed in any::<u64>()) {
        play(&text, seed)?;
    }
}

/// `text` with its `[limits]` table (always the last) at the most each key allows.
fn with_largest_limits(text: &str) -> String {
    let head = &text[..text.find("[limits]").expect("every option set has limits")];
    let relays = if text.contains("max-relay-lifts") {
        format!(
            "max-relay-lifts = {}\n",
            mancala::ruleset::config::MAX_RELAY_LIFTS_LIMIT
        )
    } else {
        String::new()
    };
    let most = mancala::ruleset::config::MAX_PLIES_LIMIT;
    format!("{head}[limits]\nmax-plies = {most}\nmax-plies-without-capture = {most}\n{relays}")
}

/// Plays `text` with its limits at the most allowed between two alpha-beta players of `depth`
/// (deterministic: the same move in the same position): the game ends, within `max-plies`.
fn play_deterministic(text: &str, depth: u32, seed: u64) -> Result<(), TestCaseError> {
    use mancala::agent::Budget;
    let text = with_largest_limits(text);
    let rules = Rules::from_toml_str("largest.toml", "largest", &text)
        .map_err(|e| TestCaseError::fail(format!("a valid option set was refused: {e}\n{text}")))?;
    let players = rules.num_players();
    let max = rules.limits().max_plies as usize;
    let first = mancala::agent::draw_first_player(seed, players);
    let mut game = Game::new(rules, first);
    let mut agents: Vec<Agent> = (0..players)
        .map(|p| {
            Agent::new(
                Seat::AlphaBeta(Budget::Work(depth), std::num::NonZeroUsize::MIN),
                p as u64,
            )
        })
        .collect();
    while !game.position().is_over() {
        prop_assert!(game.num_plies() < max, "past max-plies\n{text}");
        let mover = game.position().turn() as usize;
        let mv = agents[mover].choose(game.rules(), game.position());
        game.play(&mv)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    }
    Ok(())
}

proptest! {
    // Few cases: a game that cycles runs to a million plies.
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn deterministic_players_end_every_o_an_quan_game_at_the_largest_limits(
        text in o_an_quan(), depth in 1u32..=2, seed in any::<u64>()
    ) {
        play_deterministic(&text, depth, seed)?;
    }

    #[test]
    #[ignore = "slow: deterministic games to the largest limits allowed"]
    fn deterministic_players_end_every_oware_game_at_the_largest_limits(
        text in oware(), depth in 1u32..=2, seed in any::<u64>()
    ) {
        play_deterministic(&text, depth, seed)?;
    }

    #[test]
    fn deterministic_players_end_every_coloured_awale_game_at_the_largest_limits(
        text in colours(), depth in 1u32..=2, seed in any::<u64>()
    ) {
        play_deterministic(&text, depth, seed)?;
    }

    #[test]
    fn deterministic_players_end_every_sungka_game_at_the_largest_limits(
        text in sungka(), depth in 1u32..=2, seed in any::<u64>()
    ) {
        play_deterministic(&text, depth, seed)?;
    }
}
