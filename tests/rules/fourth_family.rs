//! A fourth family written outside the crate, against its public faces only: Toguz Kumalak
//! (Kazakh "nine balls"), cut down to its rules. It proves that a new family needs no change to
//! the engine: the first stone of a sowing goes back into the hole it came from
//! ([`Start::Sow`]'s `first_back`), and a captured hole that becomes the capturer's for the rest
//! of the game (a tuzdyk) is kept in the family's own state ([`FamilyState`]), set by the
//! [`Ruleset::captured`] hook. Its `impl Playout` is empty: right, only slower.
//!
//! The rules (Wikipedia, "Toguz korgool"; Mancala World, "Toguz Kumalak"):
//! * Two rows of nine holes, nine stones in each; South owns holes 0..8, North 9..17, and the
//!   stones go round in that order.
//! * A move lifts every stone of one of the mover's holes, drops the first back into it and sows
//!   the rest one by one into the following holes; a hole holding one stone sends it on to the
//!   next hole.
//! * If the last stone makes an even count in an opponent's hole, the mover captures it.
//! * If it makes three there, the hole becomes the mover's tuzdyk and its three stones are
//!   captured, unless the mover already has a tuzdyk, the hole is the opponent's ninth, or it
//!   faces the opponent's tuzdyk. Stones sown into a tuzdyk belong to its owner for good (they
//!   stay in the hole here and count in the owner's score); nobody lifts a tuzdyk.
//! * A player with more than 81 points wins; a player who cannot move ends the game, and each
//!   side's stones go to its owner.

use std::sync::Arc;

use mancala::{
    Direction, EndReason, Event, FamilyState, Game, Move, MoveList, Pieces, PitId, Player, Playout,
    Position, Present, Ruleset,
    agent::{Agent, Seat},
    event::{Detail, StopReason},
    position::MAX_PLAYERS,
    ruleset::{
        AfterSowing, BoardLayout, CaptureCursor, CaptureStep, ChainState, Ending, Evaluate, Exact,
        FirstPlayer, HouseShape, LayoutPit, Limits, ParseMoveError, PieceLook, PieceLooks, Row,
        Shape, Sowing, Start, SweepTo, Take, config::RulesetInfo,
    },
};

const HOLES: u8 = 9;
const PITS: usize = 18;
const HALF: i32 = 81;

const OWN_SIDE: StopReason = StopReason::new(&"own-side");
const ODD: StopReason = StopReason::new(&"odd");
const CAPTURED: StopReason = StopReason::new(&"captured");
const MORE_THAN_HALF: EndReason = EndReason::rule(&"more-than-half");
const NO_MOVES: EndReason = EndReason::rule(&"no-moves");

#[derive(Debug)]
struct Toguz {
    info: RulesetInfo,
    limits: Limits,
}

fn toguz() -> Arc<Toguz> {
    Arc::new(Toguz {
        info: RulesetInfo {
            id: "toguz-kumalak".into(),
            game: "toguz-kumalak".into(),
            name: "Toguz Kumalak".into(),
            summary: "Kazakh nine-hole sowing game with tuzdyks".into(),
            sources: vec!["https://en.wikipedia.org/wiki/Toguz_korgool".into()],
        },
        limits: Limits {
            max_plies: 2000,
            max_plies_without_capture: 2000,
            max_relay_lifts: 0,
        },
    })
}

const fn owner(pit: PitId) -> Player {
    if pit < HOLES { 0 } else { 1 }
}

/// Each player's tuzdyk, kept in the family's state: word p is 0, or player p's hole plus one.
fn tuzdyk(pos: &Position, player: Player) -> Option<PitId> {
    let word = pos.family_state().0[player as usize];
    word.checked_sub(1).map(|pit| pit as PitId)
}

fn with_tuzdyk(pos: &Position, player: Player, pit: PitId) -> FamilyState {
    let mut state = pos.family_state();
    state.0[player as usize] = u32::from(pit) + 1;
    state
}

fn is_tuzdyk(pos: &Position, pit: PitId) -> bool {
    (0..2).any(|p| tuzdyk(pos, p) == Some(pit))
}

impl Toguz {
    /// Whether `mover` may make `pit` (an opponent's hole) a tuzdyk.
    fn may_claim(pos: &Position, mover: Player, pit: PitId) -> bool {
        let opponent = 1 - mover;
        tuzdyk(pos, mover).is_none()
            && pit % HOLES != HOLES - 1
            && tuzdyk(pos, opponent).is_none_or(|theirs| theirs % HOLES != pit % HOLES)
    }
}

impl Ruleset for Toguz {
    fn num_players(&self) -> usize {
        2
    }
    fn num_pits(&self) -> usize {
        PITS
    }
    fn limits(&self) -> &Limits {
        &self.limits
    }
    fn first_player(&self) -> FirstPlayer {
        FirstPlayer::Player(0)
    }
    fn initial_position(&self, first: Player) -> Position {
        let mut pos = Position::empty(PITS, 2);
        for pit in 0..PITS as PitId {
            pos.set_count(pit, 9);
        }
        pos.set_to_move(first);
        pos
    }
    fn legal_moves(&self, pos: &Position, out: &mut MoveList) {
        let first = HOLES * pos.turn();
        for pit in first..first + HOLES {
            if pos.count(pit) > 0 && !is_tuzdyk(pos, pit) {
                out.push(Move::sow(pit, Direction::Forward));
            }
        }
    }
    fn start(&self, pos: &Position, mv: &Move) -> Start {
        Start::Sow {
            pit: mv.pit,
            dir: Direction::Forward,
            hand: None,
            first_back: pos.count(mv.pit) > 1,
        }
    }
    fn next_pit(&self, _pos: &Position, from: PitId, _origin: PitId, _dir: Direction) -> PitId {
        (from + 1) % PITS as PitId
    }
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let last = sowing.last;
        let stop = |why| AfterSowing::Stop {
            why,
            pit: Some(last),
            detail: Detail::default(),
        };
        if owner(last) == sowing.mover || is_tuzdyk(pos, last) {
            return stop(OWN_SIDE);
        }
        let count = pos.count(last);
        if count % 2 == 0 || count == 3 && Toguz::may_claim(pos, sowing.mover, last) {
            AfterSowing::Capture { at: last }
        } else {
            stop(ODD)
        }
    }
    fn capture_step(&self, _pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        if cursor.captures > 0 {
            return CaptureStep::Stop {
                why: CAPTURED,
                pit: None,
                detail: Detail::default(),
            };
        }
        CaptureStep::Take {
            pit: cursor.at,
            take: Take::All,
            next: cursor.at,
            state: ChainState::default(),
            detail: Detail::default(),
        }
    }
    fn captured(
        &self,
        pos: &Position,
        mover: Player,
        pit: PitId,
        taken: Pieces,
    ) -> Option<FamilyState> {
        // Only a claim takes an odd number of stones (three).
        (taken.total() % 2 == 1).then(|| with_tuzdyk(pos, mover, pit))
    }
    fn end_test(&self, pos: &Position, _mover: Player) -> Option<Ending> {
        let scores = self.scores(pos);
        if scores[..2].iter().any(|&s| s > HALF) {
            return Some(Ending::by_points(MORE_THAN_HALF));
        }
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        moves
            .as_slice()
            .is_empty()
            .then(|| Ending::by_points(NO_MOVES))
    }
    fn sweep(&self, pos: &Position, pit: PitId, _reason: EndReason) -> SweepTo {
        let claimer = (0..2).find(|&p| tuzdyk(pos, p) == Some(pit));
        SweepTo::Player(claimer.unwrap_or(owner(pit)))
    }
    fn scores(&self, pos: &Position) -> [i32; MAX_PLAYERS] {
        let mut scores = [0; MAX_PLAYERS];
        for p in 0..2 {
            let in_tuzdyk = tuzdyk(pos, p).map_or(0, |pit| pos.count(pit));
            scores[p as usize] = i32::from(pos.bank(p).total()) + i32::from(in_tuzdyk);
        }
        scores
    }
}

/// No speed-ups: every default is the safe answer.
/// The solver's defaults: always right, with no shortcut.
impl Exact for Toguz {}

/// The heuristic search values Toguz Kumalak by the lead in points alone (the default).
impl Evaluate for Toguz {}

impl Playout for Toguz {}

impl Present for Toguz {
    fn info(&self) -> &RulesetInfo {
        &self.info
    }
    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        match text.trim().parse::<u8>() {
            Ok(hole @ 1..=HOLES) => {
                Ok(Move::sow(HOLES * pos.turn() + hole - 1, Direction::Forward))
            }
            _ => Err(ParseMoveError {
                text: text.into(),
                expected: "a hole number from 1 to 9, like 4".into(),
            }),
        }
    }
    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        (mv.pit % HOLES + 1).to_string()
    }
    fn pit_name(&self, pit: PitId) -> String {
        format!("{}{}", ["S", "N"][owner(pit) as usize], pit % HOLES + 1)
    }
    fn layout(&self) -> BoardLayout {
        let row = |owner: Player, holes: &mut dyn Iterator<Item = PitId>| Row {
            owner,
            pits: holes
                .map(|pit| LayoutPit::house(pit, owner, pit % HOLES + 1))
                .collect(),
        };
        BoardLayout {
            shape: Shape::Facing,
            rows: vec![
                row(1, &mut (HOLES..2 * HOLES).rev()),
                row(0, &mut (0..HOLES)),
            ],
            left: None,
            right: None,
            houses: HouseShape::Round,
            pieces: PieceLooks {
                plain: PieceLook::Plain,
                black: PieceLook::Plain,
                special: PieceLook::Plain,
            },
        }
    }
    fn draw(&self, pos: &Position) -> String {
        let layout = self.layout();
        let row = |row: &Row| {
            row.pits
                .iter()
                .map(|pit| format!("{:>3}", pos.count(pit.pit)))
                .collect::<String>()
        };
        format!("N {}\nS {}", row(&layout.rows[0]), row(&layout.rows[1]))
    }
    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        serde_json::json!({ "tuzdyk": [tuzdyk(pos, 0), tuzdyk(pos, 1)] })
    }
    fn options_json(&self) -> serde_json::Value {
        serde_json::json!({})
    }
    fn describe(&self) -> String {
        "Toguz Kumalak: nine holes a side; the first stone goes back; even captures; tuzdyks."
            .into()
    }
    fn explain(&self, _before: &Position, _mv: &Move, events: &[Event]) -> Vec<String> {
        events
            .iter()
            .filter_map(|event| match *event {
                Event::Lift { pit, count } => {
                    Some(format!("lifts {count} from {}", self.pit_name(pit)))
                }
                Event::Capture { pit, taken, .. } => Some(format!(
                    "captures {} from {}",
                    taken.total(),
                    self.pit_name(pit)
                )),
                Event::Stop { why, .. } => Some(format!("stops: {}", why.as_str())),
                _ => None,
            })
            .collect()
    }
}

fn board(counts: [u16; PITS], to_move: Player) -> Position {
    let mut pos = Position::empty(PITS, 2);
    for (pit, &count) in counts.iter().enumerate() {
        pos.set_count(pit as PitId, count);
    }
    pos.set_to_move(to_move);
    pos
}

fn sown(events: &[Event]) -> Vec<PitId> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Sow { pit, .. } => Some(pit),
            _ => None,
        })
        .collect()
}

#[test]
fn the_first_stone_goes_back_into_the_hole_it_came_from() {
    let mut game = Game::new(toguz(), 0);
    // Hole 9 (pit 8): one stone back into it, eight on to North's holes 1..8; the last makes
    // ten in North's eighth hole, an even count, which South captures.
    let ply = game.play_text("9").unwrap().clone();
    assert_eq!(sown(&ply.events), (8..17).collect::<Vec<_>>());
    let pos = game.position();
    assert_eq!(pos.count(8), 1);
    assert_eq!(pos.count(9), 10);
    assert_eq!(pos.count(16), 0);
    assert_eq!(pos.bank(0).total(), 10);
}

#[test]
fn a_lone_stone_moves_on_to_the_next_hole() {
    let mut counts = [1; PITS];
    counts[3] = 1;
    let mut game = Game::from_position(toguz(), board(counts, 0)).unwrap();
    let ply = game.play_text("4").unwrap().clone();
    assert_eq!(sown(&ply.events), vec![4]);
    assert_eq!(game.position().count(3), 0);
    assert_eq!(game.position().count(4), 2);
}

#[test]
fn three_stones_in_an_opponents_hole_make_it_the_movers_tuzdyk() {
    let mut counts = [2; PITS];
    counts[7] = 3;
    let mut game = Game::from_position(toguz(), board(counts, 0)).unwrap();
    // South's hole 8: one back, then hole 9 and North's hole 1, which now holds three.
    game.play_text("8").unwrap();
    let pos = game.position().clone();
    assert_eq!(tuzdyk(&pos, 0), Some(9));
    assert_eq!(pos.bank(0).total(), 3);
    assert_eq!(pos.count(9), 0);
    // North may not lift it; stones sown into it count for South.
    let mut moves = MoveList::new();
    toguz().legal_moves(&pos, &mut moves);
    assert!(moves.as_slice().iter().all(|mv| mv.pit != 9));
    assert!(game.play_text("1").is_err(), "a tuzdyk is nobody's to lift");
    let before = toguz().scores(&pos)[0];
    game.play_text("9").unwrap(); // North's hole 9 (pit 17) sows on into South's side.
    game.play_text("9").unwrap(); // South's hole 9 (pit 8): one back, one into the tuzdyk.
    assert_eq!(game.position().count(9), 1);
    assert!(toguz().scores(game.position())[0] > before);
}

#[test]
fn no_tuzdyk_in_the_opponents_ninth_hole_nor_a_second_one() {
    // The last stone makes three in North's ninth hole (pit 17): no claim, no capture.
    let mut counts = [1; PITS];
    counts[16] = 2;
    counts[17] = 2;
    counts[15] = 3;
    counts[8] = 10;
    let pos = board(counts, 0);
    let mut game = Game::from_position(toguz(), pos).unwrap();
    game.play_text("9").unwrap(); // pit 8: back into 8, then 9..17.
    assert_eq!(game.position().count(17), 3);
    assert_eq!(tuzdyk(game.position(), 0), None);
    assert_eq!(game.position().bank(0).total(), 0);
    // A player who has a tuzdyk already does not get a second.
    let mut pos = board([2; PITS], 0);
    pos.set_count(7, 3);
    pos.set_family_state(with_tuzdyk(&pos, 0, 12));
    let mut game = Game::from_position(toguz(), pos).unwrap();
    game.play_text("8").unwrap();
    assert_eq!(game.position().count(9), 3);
    assert_eq!(tuzdyk(game.position(), 0), Some(12));
}

#[test]
fn two_positions_differing_only_in_a_tuzdyk_are_told_apart() {
    let pos = board([4; PITS], 0);
    let mut claimed = pos.clone();
    claimed.set_family_state(with_tuzdyk(&pos, 1, 3));
    assert_ne!(pos.identity(), claimed.identity());
    assert_ne!(pos.identity_hash(), claimed.identity_hash());
    assert_ne!(pos.search_key(), claimed.search_key());
}

#[test]
fn random_games_keep_every_stone_and_end() {
    for seed in 0..200 {
        let rules = toguz();
        let mut game = Game::new(rules.clone(), 0);
        let mut agents = [
            Agent::new(Seat::Random, seed),
            Agent::new(Seat::Random, seed + 1),
        ];
        while !game.position().is_over() {
            let pos = game.position().clone();
            let mv = agents[pos.turn() as usize].choose(&*rules, &pos);
            game.play(&mv).unwrap();
            let pos = game.position();
            let total = pos.on_board().total() + pos.bank(0).total() + pos.bank(1).total();
            assert_eq!(total, 162, "seed {seed}");
        }
        let outcome = game.position().outcome().unwrap();
        assert!(
            [MORE_THAN_HALF, NO_MOVES].contains(&outcome.reason),
            "seed {seed}: {outcome:?}"
        );
    }
}

#[test]
fn the_svg_board_draws_a_family_written_outside_the_crate() {
    let rules = toguz();
    let pos = rules.initial_position(0);
    let text = mancala::svg::board_svg(&*rules, &pos, &mancala::svg::SvgOptions::default());
    assert_eq!(text.matches("<g class=\"pit\"").count(), 18, "{text}");
    for pit in 0..18 {
        assert!(text.contains(&format!("id=\"pit-{pit}\"")), "{text}");
    }
    assert_eq!(text.matches("<text class=\"count\" ").count(), 18);
    assert!(
        text.contains("data-label=\"9\" aria-label=\"N9: 9 seeds\""),
        "{text}"
    );
}
