//! What a lesson's task asks of a move, checked from the events the engine reported for it.
//!
//! A goal is data in the lesson file (`goal = "captures-mandarin"`,
//! `goal = { captures-at-least = 5 }`); [`Goal::check`] plays the move on a copy of the game and
//! reads what it did. Any move that meets the goal is right, not only the lesson's answer; a
//! move that does not gets a [`Miss`]: what it did instead, said in the reader's language.

use serde::Deserialize;

use crate::{
    event::Event,
    family::Family,
    game::{Game, Ply},
    lang::{Arg, Lang},
    moves::Move,
    position::Player,
    render::player_name_in,
    ruleset::layout::PitKind,
};

/// The deepest search a `best-move` goal may ask for: the values of every move are searched
/// again at each check, so the check stays quick.
pub const MAX_BEST_MOVE_DEPTH: u32 = 6;

/// What a task asks of the learner's move. Written in a lesson file as a string (the goals
/// without a value) or a table of one key.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Goal {
    /// The move captures a mandarin square (Ô ăn quan): its big stone, or its stones where the
    /// ruleset has no big stone.
    CapturesMandarin,
    /// The move's captures are worth at least this many points.
    CapturesAtLeast(u32),
    /// The move captures at least this many pits, one after another (a chained capture).
    CapturesInARow(u32),
    /// The move lifts and sows on (relays) at least this many times.
    RelaysAtLeast(u32),
    /// The move's last piece earns another move (the last seed in one's own store).
    ExtraTurn,
    /// After the move, no reply of the opponent captures anything.
    LeavesNoCapture,
    /// After the move, the opponent's houses hold at least this many pieces.
    FeedsAtLeast(u32),
    /// The move ends the game, and its player wins.
    Wins,
    /// The move is one of the best by a search of this many plies (its own ply included; 1 to
    /// [`MAX_BEST_MOVE_DEPTH`]): no other move is worth more.
    BestMove(u32),
    /// This move exactly (in the ruleset's notation).
    Move(String),
    /// Every one of these goals.
    All(Vec<Goal>),
}

/// How a move fell short of a goal: what it did instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// It captured no mandarin square.
    NoMandarin,
    /// Its captures were worth `got` points, fewer than `wanted`.
    Captured {
        /// Points captured.
        got: i32,
        /// Points asked for.
        wanted: u32,
    },
    /// It captured `got` pits in a row, fewer than `wanted`.
    Chain {
        /// Pits captured.
        got: usize,
        /// Pits asked for.
        wanted: u32,
    },
    /// It relayed `got` times, fewer than `wanted`.
    Relays {
        /// Relays made.
        got: usize,
        /// Relays asked for.
        wanted: u32,
    },
    /// Its last piece did not earn another move.
    NoExtraTurn,
    /// The opponent can capture after it: `reply` (a move's text) takes `points`.
    OpponentCaptures {
        /// The opponent.
        opponent: Player,
        /// Their capturing reply.
        reply: String,
        /// What it captures.
        points: i32,
    },
    /// The opponent's houses hold `got` pieces after it, fewer than `wanted`.
    Fed {
        /// The opponent.
        opponent: Player,
        /// Pieces in their houses.
        got: u32,
        /// Pieces asked for.
        wanted: u32,
    },
    /// The game goes on after it.
    GameGoesOn,
    /// The game ended, but not in a win for the move's player.
    NotWon,
    /// Another move is worth more: `better`, by `points` points.
    NotBest {
        /// A best move's text.
        better: String,
        /// How much more it is worth, in points.
        points: i32,
    },
    /// It is not the move the task names.
    OtherMove,
}

impl Goal {
    /// Whether `mv`, played in `game` (not over, `mv` legal), meets the goal: `Ok`, or what it
    /// did instead.
    ///
    /// # Errors
    /// The move misses the goal (the first part of an [`Goal::All`] it misses).
    ///
    /// # Panics
    /// If `mv` is not legal in `game`.
    pub fn check(&self, game: &Game, mv: &Move) -> Result<(), Miss> {
        let mut after = game.clone();
        let ply = after.play(mv).expect("a legal move").clone();
        self.check_ply(game, &after, &ply)
    }

    fn check_ply(&self, before: &Game, after: &Game, ply: &Ply) -> Result<(), Miss> {
        let rules = before.rules();
        let captures = || {
            ply.events
                .iter()
                .filter_map(|e| match *e {
                    Event::Capture { pit, points, .. } => Some((pit, points)),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        match self {
            Goal::CapturesMandarin => {
                let layout = rules.layout();
                let mandarin = captures()
                    .iter()
                    .any(|&(pit, _)| layout.pit(pit).is_some_and(|p| p.kind == PitKind::Mandarin));
                if mandarin {
                    Ok(())
                } else {
                    Err(Miss::NoMandarin)
                }
            }
            Goal::CapturesAtLeast(wanted) => {
                let got: i32 = captures().iter().map(|&(_, p)| p).sum();
                if i64::from(got) >= i64::from(*wanted) {
                    Ok(())
                } else {
                    Err(Miss::Captured {
                        got,
                        wanted: *wanted,
                    })
                }
            }
            Goal::CapturesInARow(wanted) => {
                let got = captures().len();
                if got >= *wanted as usize {
                    Ok(())
                } else {
                    Err(Miss::Chain {
                        got,
                        wanted: *wanted,
                    })
                }
            }
            Goal::RelaysAtLeast(wanted) => {
                let got = ply
                    .events
                    .iter()
                    .filter(|e| matches!(e, Event::Relay { .. }))
                    .count();
                if got >= *wanted as usize {
                    Ok(())
                } else {
                    Err(Miss::Relays {
                        got,
                        wanted: *wanted,
                    })
                }
            }
            Goal::ExtraTurn => {
                if ply.events.iter().any(|e| matches!(e, Event::Bonus)) {
                    Ok(())
                } else {
                    Err(Miss::NoExtraTurn)
                }
            }
            Goal::LeavesNoCapture => {
                let pos = after.position();
                if pos.is_over() || pos.turn() == ply.player {
                    return Ok(());
                }
                for reply in after.legal_moves().iter() {
                    let mut next = after.clone();
                    let answer = next.play(reply).expect("a legal move");
                    let points: i32 = answer
                        .events
                        .iter()
                        .filter_map(|e| match *e {
                            Event::Capture { points, .. } => Some(points),
                            _ => None,
                        })
                        .sum();
                    if points > 0 {
                        return Err(Miss::OpponentCaptures {
                            opponent: pos.turn(),
                            reply: answer.text.clone(),
                            points,
                        });
                    }
                }
                Ok(())
            }
            Goal::FeedsAtLeast(wanted) => {
                let opponent = (ply.player + 1) % rules.num_players() as Player;
                let got = houses_of(rules, after, opponent);
                if got >= *wanted {
                    Ok(())
                } else {
                    Err(Miss::Fed {
                        opponent,
                        got,
                        wanted: *wanted,
                    })
                }
            }
            Goal::Wins => match after.position().outcome() {
                None => Err(Miss::GameGoesOn),
                Some(o) if o.winner == Some(ply.player) => Ok(()),
                Some(_) => Err(Miss::NotWon),
            },
            Goal::BestMove(depth) => {
                let values = move_values(before, *depth);
                let best = values.iter().map(|(_, v)| *v).max().unwrap_or(0);
                let mine = values
                    .iter()
                    .find(|(m, _)| *m == ply.mv)
                    .map_or(i32::MIN, |(_, v)| *v);
                if mine >= best {
                    return Ok(());
                }
                let better = values
                    .iter()
                    .find(|(_, v)| *v == best)
                    .map(|(m, _)| rules.move_text(before.position(), m))
                    .unwrap_or_default();
                Err(Miss::NotBest {
                    better,
                    points: crate::search::value_in_points(best)
                        - crate::search::value_in_points(mine),
                })
            }
            Goal::Move(text) => match rules.parse_move(before.position(), text) {
                Ok(wanted) if wanted == ply.mv => Ok(()),
                _ => Err(Miss::OtherMove),
            },
            Goal::All(goals) => goals
                .iter()
                .try_for_each(|goal| goal.check_ply(before, after, ply)),
        }
    }

    /// What is wrong with the goal itself, if anything: a depth out of range, a move that is
    /// not a move of the ruleset here, an empty list. (`game` is the task's position.)
    #[must_use]
    pub fn problem(&self, game: &Game) -> Option<(&'static str, Vec<(&'static str, String)>)> {
        match self {
            Goal::BestMove(depth) if !(1..=MAX_BEST_MOVE_DEPTH).contains(depth) => Some((
                "err-lesson-goal-depth",
                vec![
                    ("depth", depth.to_string()),
                    ("max", MAX_BEST_MOVE_DEPTH.to_string()),
                ],
            )),
            Goal::Move(text) if game.checked_move(text).is_err() => {
                Some(("err-lesson-goal-move", vec![("move", text.clone())]))
            }
            Goal::All(goals) if goals.is_empty() => Some(("err-lesson-goal-empty", vec![])),
            Goal::All(goals) => goals.iter().find_map(|g| g.problem(game)),
            _ => None,
        }
    }
}

/// The pieces in `player`'s houses in `game`'s position.
fn houses_of(rules: &dyn Family, game: &Game, player: Player) -> u32 {
    let layout = rules.layout();
    layout.row_of(player).map_or(0, |row| {
        row.pits
            .iter()
            .filter(|p| p.kind == PitKind::House)
            .map(|p| u32::from(game.position().count(p.pit)))
            .sum()
    })
}

/// Every legal move of `game` with its value for the player to move by a plain minimax of
/// `depth` plies (the move's own included) and the captures after them.
fn move_values(game: &Game, depth: u32) -> Vec<(Move, i32)> {
    let rules = game.rules();
    let mover = game.position().turn();
    game.legal_moves()
        .iter()
        .map(|mv| {
            let mut child = game.clone();
            child.play(mv).expect("a legal move");
            let pos = child.position();
            let value = crate::search::minimax(rules, pos, depth.saturating_sub(1));
            (*mv, if pos.turn() == mover { value } else { -value })
        })
        .collect()
}

impl Miss {
    /// What the move did instead, in `lang`, for a game of `players` players.
    #[must_use]
    pub fn text_in(&self, lang: Lang, players: usize) -> String {
        let name = |p: Player| Arg::from(player_name_in(lang, players, p));
        match self {
            Miss::NoMandarin => lang.text("learn-miss-mandarin", &[]),
            Miss::Captured { got, wanted } => lang.text(
                "learn-miss-captured",
                &[("got", (*got).into()), ("wanted", (*wanted).into())],
            ),
            Miss::Chain { got, wanted } => lang.text(
                "learn-miss-chain",
                &[("got", (*got).into()), ("wanted", (*wanted).into())],
            ),
            Miss::Relays { got, wanted } => lang.text(
                "learn-miss-relays",
                &[("got", (*got).into()), ("wanted", (*wanted).into())],
            ),
            Miss::NoExtraTurn => lang.text("learn-miss-extra-turn", &[]),
            Miss::OpponentCaptures {
                opponent,
                reply,
                points,
            } => lang.text(
                "learn-miss-opponent-captures",
                &[
                    ("opponent", name(*opponent)),
                    ("reply", reply.clone().into()),
                    ("points", (*points).into()),
                ],
            ),
            Miss::Fed {
                opponent,
                got,
                wanted,
            } => lang.text(
                "learn-miss-fed",
                &[
                    ("opponent", name(*opponent)),
                    ("got", (*got).into()),
                    ("wanted", (*wanted).into()),
                ],
            ),
            Miss::GameGoesOn => lang.text("learn-miss-game-goes-on", &[]),
            Miss::NotWon => lang.text("learn-miss-not-won", &[]),
            Miss::NotBest { better, points } => lang.text(
                "learn-miss-not-best",
                &[
                    ("better", better.clone().into()),
                    ("points", (*points).into()),
                ],
            ),
            Miss::OtherMove => lang.text("learn-miss-other-move", &[]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::move_values;
    use crate::{
        Rules,
        lesson::{StepKind, shipped},
    };

    /// Ô ăn quan's "best move" lesson: its answer stays the best when the search looks deeper
    /// than the goal's own plies (4 and 6), not only at the depth the lesson checks.
    #[test]
    fn the_o_an_quan_best_move_lesson_s_answer_is_best_at_two_four_and_six_plies() {
        let lessons = shipped(&Rules, "o-an-quan").unwrap();
        let lesson = lessons
            .iter()
            .find(|l| l.title == "oaq-l13-title")
            .expect("lesson 13");
        let task = lesson
            .steps
            .iter()
            .find_map(|s| match &s.kind {
                StepKind::Task(task) => Some(task),
                _ => None,
            })
            .expect("its task");
        for depth in [2, 4, 6] {
            let values = move_values(&task.start, depth);
            let rules = task.start.rules();
            let shown: Vec<String> = values
                .iter()
                .map(|(m, v)| format!("{}={v}", rules.move_text(task.start.position(), m)))
                .collect();
            eprintln!("depth {depth}: {shown:?}");
            let answer = values.iter().find(|(m, _)| *m == task.answer).unwrap().1;
            assert!(
                values.iter().all(|(m, v)| *m == task.answer || *v < answer),
                "depth {depth}: the answer is not the only best: {shown:?}"
            );
        }
        // What the hint says: the answer takes the left mandarin with citizens (more than ten
        // points), and North can take back almost nothing (at most 2 points) after it.
        let rules = task.start.rules();
        let before = rules.scores(task.start.position());
        let mut after = task.start.clone();
        after.play(&task.answer).unwrap();
        let gained = rules.scores(after.position());
        assert!(gained[0] - before[0] > 10, "{before:?} → {gained:?}");
        for reply in &after.legal_moves() {
            let mut answered = after.clone();
            answered.play(reply).unwrap();
            let back = rules.scores(answered.position());
            assert!(
                back[1] - gained[1] <= 2,
                "North takes back {}",
                back[1] - gained[1]
            );
        }
    }
}
