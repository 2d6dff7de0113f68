//! Analysis of a position and review of a whole game: what `mancala analyse` and
//! `mancala review` print, as data (no argument parser, no printing here).
//!
//! **Values** are in points: the final margin of the player's points over the other's that the
//! position is worth. Each [`Appraisal`] holds the value for its player to move
//! ([`Appraisal::value`]) and gives it for either player of a two-player game
//! ([`Appraisal::for_player`]; [`Appraisal::south`] is South's view, the one the graph draws).
//! A value is either
//! - **exact** ([`Source::Exact`]): the margin with perfect play from here, proved by the
//!   solver ([`crate::solve::Solver`]) within the time given, read from an endgame database,
//!   or the final margin of a finished game; or
//! - **searched** ([`Source::Searched`]): the value of an alpha-beta search
//!   ([`crate::search::AlphaBeta`]) to the depth it completed in the time given: the
//!   evaluation at its horizon in points, or the margin of a forced end it saw (at least).
//!
//! Exact values come from the solver where the family can be solved ([`crate::ruleset::Exact`]
//! says which: two players, won by points) and the position is small enough for the time; an
//! analysis gives the solver half its time, then searches for the rest.
//!
//! **A review** ([`review`]) appraises every position of a game, from the last back to the
//! first (the solver keeps its table between them, and the end of a game, solved first, makes
//! the positions before it quicker to solve), each in at most [`ReviewOptions::time_per_move`]
//! and all within [`ReviewOptions::total_time`]. For each move it keeps the value before and
//! after it from the mover's view, the best move and its line, the **loss** (the value of the
//! position before less the value after, for the mover, never below 0; 0 when the move played
//! is the best one found) and a [`Class`] by the family's [`Thresholds`]. A record longer than
//! [`ReviewOptions::max_plies`] moves, or one the total time does not cover, is reviewed in
//! part, and [`Review::skipped`] says which moves were left and why: the time and the memory of
//! a review are bounded whatever the record.
//!
//! **Deterministic**: nothing is random. The same game with the same options gives the same
//! review, but for what the time limits cut (how deep a search gets, whether the solver
//! settles a position in its time), which depends on the machine.

use std::{
    num::NonZeroUsize,
    time::{Duration, Instant},
};

use serde_json::{Value as Json, json};

use crate::{
    family::Family,
    game::Game,
    lang::{Arg, Lang},
    moves::Move,
    position::{Player, Position},
    render,
    search::{self, AlphaBeta},
    solve::{self, SolveOptions, Solver},
};

/// The most moves of a line of best play an appraisal keeps.
pub const LINE_MOVES: usize = 16;
/// The deepest an alpha-beta search of an appraisal goes.
pub const MAX_DEPTH: u32 = 64;
/// The memory of the solver's table of an analysis or a review, in MiB.
pub const SOLVER_MEMORY_MB: usize = 64;
/// The most moves a review looks at unless told otherwise: the first ones of a longer record.
pub const MAX_REVIEW_PLIES: usize = 2_000;
/// The time a review gives each position unless told otherwise.
pub const DEFAULT_TIME_PER_MOVE: Duration = Duration::from_secs(1);
/// The time a whole review takes at most unless told otherwise.
pub const DEFAULT_TOTAL_TIME: Duration = Duration::from_secs(600);

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Proved: the solver, an endgame database, or the end of the game.
    Exact,
    /// An alpha-beta search that completed this depth (in plies).
    Searched {
        /// The depth completed.
        depth: u32,
    },
}

/// What one position is worth, and its best move with the line that follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Appraisal {
    /// The player to move (of a finished game: the one who would be).
    pub to_move: Player,
    /// The players of the game.
    pub players: usize,
    /// The value in points for [`Appraisal::to_move`] (see the module).
    pub value: i32,
    /// Where the value comes from.
    pub source: Source,
    /// The best move found (`None` in a finished game).
    pub best: Option<Move>,
    /// The line of best play in the ruleset's notation, the best move first (at most
    /// [`LINE_MOVES`]; empty in a finished game).
    pub line: Vec<String>,
}

impl Appraisal {
    /// The value for player `p`: the value itself for the player to move, negated for the
    /// other of two; `None` for another player of a game of more than two (the search's value
    /// is the player to move's against all the others).
    #[must_use]
    pub fn for_player(&self, p: Player) -> Option<i32> {
        if p == self.to_move {
            Some(self.value)
        } else if self.players == 2 {
            Some(-self.value)
        } else {
            None
        }
    }

    /// The value for South (player 0).
    #[must_use]
    pub fn south(&self) -> Option<i32> {
        self.for_player(0)
    }

    /// Whether the value is exact.
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.source == Source::Exact
    }

    /// The best move in the ruleset's notation.
    #[must_use]
    pub fn best_text(&self) -> Option<&str> {
        self.line.first().map(String::as_str)
    }

    /// The search depth (`None` for an exact value).
    #[must_use]
    pub fn depth(&self) -> Option<u32> {
        match self.source {
            Source::Exact => None,
            Source::Searched { depth } => Some(depth),
        }
    }

    /// The value for `p` with where it comes from, in `lang`: `+3 (exact)`, `-1 (depth 12)`.
    #[must_use]
    pub fn value_text_in(&self, lang: Lang, p: Player) -> String {
        let value = self.for_player(p).unwrap_or(self.value);
        let value = Arg::from(format!("{value:+}"));
        match self.source {
            Source::Exact => lang.text("rev-value-exact", &[("value", value)]),
            Source::Searched { depth } => lang.text(
                "rev-value-searched",
                &[("value", value), ("depth", depth.into())],
            ),
        }
    }

    /// As JSON: `{"to_move", "value", "south_value", "exact", "depth", "best", "line"}`.
    #[must_use]
    pub fn to_json(&self) -> Json {
        json!({
            "to_move": self.to_move,
            "value": self.value,
            "south_value": self.south(),
            "exact": self.is_exact(),
            "depth": self.depth(),
            "best": self.best_text(),
            "line": self.line,
        })
    }
}

/// The time and depth one appraisal may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The time in all: half to the solver (where it can solve the game), the rest to the
    /// search. At least a millisecond is given to the search.
    pub time: Duration,
    /// The deepest the search goes (1 to [`MAX_DEPTH`]).
    pub max_depth: u32,
}

/// Appraises positions, keeping the solver's table and the search's between them (both are
/// emptied when the rules change).
#[derive(Debug)]
pub struct Appraiser {
    solver: Option<Solver>,
    /// The ruleset (id and options) whose bounds the solver's table holds.
    solver_for: Option<(String, Json)>,
    search: AlphaBeta,
}

impl Appraiser {
    /// An appraiser whose solver's table takes `megabytes` MiB (or the most the system gives
    /// below it, by halves; none at all below [`solve::MIN_MEMORY_MB`]: then only the search
    /// values positions).
    #[must_use]
    pub fn new(megabytes: usize) -> Appraiser {
        let mut mb = megabytes.clamp(solve::MIN_MEMORY_MB, solve::MAX_MEMORY_MB);
        let solver = loop {
            if let Ok(s) = Solver::with_memory(mb) {
                break Some(s);
            }
            if mb <= solve::MIN_MEMORY_MB {
                break None;
            }
            mb /= 2;
        };
        Appraiser {
            solver,
            solver_for: None,
            search: AlphaBeta::default(),
        }
    }

    /// The value of `pos` and its best move within `budget`; `history` holds the positions
    /// since the last capture before it, for a repetition rule
    /// ([`solve::history_since_capture`]).
    pub fn appraise(
        &mut self,
        rules: &dyn Family,
        pos: &Position,
        history: &[Position],
        budget: Budget,
    ) -> Appraisal {
        let started = Instant::now();
        let players = rules.num_players();
        let to_move = pos.turn();
        if let Some(outcome) = pos.outcome() {
            // The final margin; a game without a winner (a draw, a move limit) counts 0, as the
            // solver counts it.
            let value = match outcome.winner {
                None => 0,
                Some(_) => {
                    let scores = outcome.scores(players);
                    let mine = scores[usize::from(to_move)];
                    let best_other = scores
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != usize::from(to_move))
                        .map(|(_, s)| *s)
                        .max()
                        .unwrap_or(0);
                    mine - best_other
                }
            };
            return Appraisal {
                to_move,
                players,
                value,
                source: Source::Exact,
                best: None,
                line: Vec::new(),
            };
        }
        if players == 2 && rules.not_solvable().is_none() {
            if let Some(found) = self.solve(rules, pos, history, budget.time / 2) {
                return found;
            }
        }
        let left = budget
            .time
            .saturating_sub(started.elapsed())
            .max(Duration::from_millis(1));
        let depth = budget.max_depth.clamp(1, MAX_DEPTH);
        let r = self.search.search(rules, pos, depth, Some(left));
        let (value, source, moves) = if r.exact {
            (r.value, Source::Exact, vec![r.best])
        } else {
            let mut pv = self
                .search
                .principal_variation(rules, pos, r.depth as usize);
            if pv.first() != Some(&r.best) {
                pv = vec![r.best];
            }
            (
                search::value_in_points(r.value),
                Source::Searched { depth: r.depth },
                pv,
            )
        };
        Appraisal {
            to_move,
            players,
            value,
            source,
            best: Some(r.best),
            line: line_texts(rules, pos, &moves),
        }
    }

    /// The solver's appraisal of `pos`, if it settles it within `time`.
    fn solve(
        &mut self,
        rules: &dyn Family,
        pos: &Position,
        history: &[Position],
        time: Duration,
    ) -> Option<Appraisal> {
        let solver = self.solver.as_mut()?;
        let key = (rules.info().id.clone(), rules.options_json());
        if self.solver_for.as_ref() != Some(&key) {
            if self.solver_for.is_some() {
                solver.clear();
            }
            self.solver_for = Some(key);
        }
        let options = SolveOptions {
            time_limit: Some(time.max(Duration::from_millis(1))),
            // No endgame database: building one takes longer than a move's time.
            database: Some(0),
            // One thread: the same line every time.
            threads: Some(NonZeroUsize::MIN),
            ..SolveOptions::default()
        };
        let solution = solver
            .solve(rules, pos, history, &options, &mut |_| {})
            .ok()?;
        let (value, best) = (solution.value()?, solution.best()?);
        Some(Appraisal {
            to_move: pos.turn(),
            players: 2,
            value,
            source: Source::Exact,
            best: Some(best),
            line: line_texts(rules, pos, &solution.line),
        })
    }
}

/// `moves` played from `pos` in the ruleset's notation (at most [`LINE_MOVES`]; a move that is
/// not legal where it comes ends the line).
fn line_texts(rules: &dyn Family, pos: &Position, moves: &[Move]) -> Vec<String> {
    let mut at = pos.clone();
    let mut reps = crate::engine::Repetitions::new();
    let mut texts = Vec::new();
    for mv in moves.iter().take(LINE_MOVES) {
        if at.is_over() || !rules.is_legal(&at, mv) {
            break;
        }
        texts.push(rules.move_text(&at, mv));
        crate::engine::apply(rules, &mut at, mv, &mut reps, &mut crate::NoRecord);
    }
    texts
}

/// The value and best move of `pos` (see [`Appraiser::appraise`]), with a fresh appraiser
/// of [`SOLVER_MEMORY_MB`] MiB: what `mancala analyse` prints.
#[must_use]
pub fn analyse(
    rules: &dyn Family,
    pos: &Position,
    history: &[Position],
    budget: Budget,
) -> Appraisal {
    Appraiser::new(SOLVER_MEMORY_MB).appraise(rules, pos, history, budget)
}

/// The value and best move of the position `game` has reached, the repetition rule's history
/// taken from its moves and its set-up ([`solve::game_history`]).
#[must_use]
pub fn analyse_game(game: &Game, budget: Budget) -> Appraisal {
    analyse(
        game.rules(),
        game.position(),
        &solve::game_history(game),
        budget,
    )
}

/// The positions since the last capture before position `i` of `game` (after its `i` first
/// moves), as [`solve::game_history`] gives them for its current position: those of its moves,
/// after those its position string named as seen when nothing was captured since its start.
fn history_at(game: &Game, i: usize) -> Vec<Position> {
    let line = solve::history_since_capture(game.rules(), game.start(), &game.moves()[..i]);
    if line.len() < i || game.history().is_empty() {
        return line;
    }
    let mut all = game.history().to_vec();
    all.extend(line);
    all
}

/// How good a move was, by its loss (see [`Thresholds`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// No loss: the best move, or one as good.
    Best,
    /// A small loss.
    Good,
    /// A loss a careful player avoids.
    Inaccuracy,
    /// A loss that changes the game.
    Mistake,
    /// A loss that throws the game away.
    Blunder,
}

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    /// Its name in JSON: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// Its name in `lang`.
    #[must_use]
    pub fn name_in(self, lang: Lang) -> String {
        lang.text(&format!("rev-class-{}", self.as_str()), &[])
    }
}

/// The losses (in points of final margin) that separate the classes of a family's moves: a
/// loss of 0 is [`Class::Best`], up to `good` [`Class::Good`], up to `inaccuracy`
/// [`Class::Inaccuracy`], up to `mistake` [`Class::Mistake`], more [`Class::Blunder`]. A
/// family keeps them in its folder (`src/rules/<family>/review.toml`, a table per ruleset id
/// and a `default`), read through [`crate::Present::review_file`]; the book gives the reasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thresholds {
    /// The most a good move loses.
    pub good: i32,
    /// The most an inaccuracy loses.
    pub inaccuracy: i32,
    /// The most a mistake loses.
    pub mistake: i32,
}

impl Thresholds {
    /// For a family that gives none: a point, three, six.
    pub const DEFAULT: Thresholds = Thresholds {
        good: 1,
        inaccuracy: 3,
        mistake: 6,
    };

    /// The thresholds of table `id` of a threshold file's `text`, else of its `default`
    /// table, else `None`.
    ///
    /// # Errors
    /// Not TOML, a table that is not one, a key other than `good`, `inaccuracy` and
    /// `mistake`, one missing, a value not a whole number from 0 to 1000, or values out of
    /// order.
    pub fn from_toml(text: &str, id: &str) -> Result<Option<Thresholds>, String> {
        let doc: toml::Table = text.parse().map_err(|e| format!("thresholds: {e}"))?;
        let Some(table) = doc.get(id).or_else(|| doc.get("default")) else {
            return Ok(None);
        };
        let table = table
            .as_table()
            .ok_or_else(|| format!("thresholds of {id}: expected a table"))?;
        const KEYS: [&str; 3] = ["good", "inaccuracy", "mistake"];
        if let Some(key) = table.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(format!(
                "thresholds of {id}: unknown key `{key}` (the keys are {})",
                KEYS.join(", ")
            ));
        }
        let get = |key: &str| -> Result<i32, String> {
            table
                .get(key)
                .ok_or_else(|| format!("thresholds of {id}: `{key}` is missing"))?
                .as_integer()
                .filter(|v| (0..=1000).contains(v))
                .map(|v| v as i32)
                .ok_or_else(|| {
                    format!("thresholds of {id}: `{key}` must be a whole number from 0 to 1000")
                })
        };
        let t = Thresholds {
            good: get("good")?,
            inaccuracy: get("inaccuracy")?,
            mistake: get("mistake")?,
        };
        if !(t.good <= t.inaccuracy && t.inaccuracy <= t.mistake && t.inaccuracy > 0) {
            return Err(format!(
                "thresholds of {id}: give good <= inaccuracy <= mistake, inaccuracy above 0"
            ));
        }
        Ok(Some(t))
    }

    /// The thresholds of `rules`: its table in its family's file, else [`Thresholds::DEFAULT`].
    #[must_use]
    pub fn of(rules: &dyn Family) -> Thresholds {
        rules
            .review_file()
            .and_then(|text| Thresholds::from_toml(text, &rules.info().id).ok().flatten())
            .unwrap_or(Thresholds::DEFAULT)
    }

    /// The class of a move that lost `loss` points (0 or more).
    #[must_use]
    pub fn class(&self, loss: i32) -> Class {
        if loss <= 0 {
            Class::Best
        } else if loss <= self.good {
            Class::Good
        } else if loss <= self.inaccuracy {
            Class::Inaccuracy
        } else if loss <= self.mistake {
            Class::Mistake
        } else {
            Class::Blunder
        }
    }

    /// A move's accuracy in percent: 100 for no loss, 50 for a loss of `inaccuracy` points,
    /// `100 × inaccuracy / (inaccuracy + loss)` in general.
    #[must_use]
    pub fn accuracy(&self, loss: i32) -> f64 {
        let h = f64::from(self.inaccuracy.max(1));
        100.0 * h / (h + f64::from(loss.max(0)))
    }
}

/// What a review may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// The time each position is given (see [`Budget::time`]).
    pub time_per_move: Duration,
    /// The time the whole review takes at most: positions not reached in it are left.
    pub total_time: Duration,
    /// The most moves reviewed: the first ones of a longer record.
    pub max_plies: usize,
    /// The deepest the search goes.
    pub max_depth: u32,
    /// The solver's table, in MiB.
    pub memory_mb: usize,
}

impl Default for ReviewOptions {
    fn default() -> ReviewOptions {
        ReviewOptions {
            time_per_move: DEFAULT_TIME_PER_MOVE,
            total_time: DEFAULT_TOTAL_TIME,
            max_plies: MAX_REVIEW_PLIES,
            max_depth: MAX_DEPTH,
            memory_mb: SOLVER_MEMORY_MB,
        }
    }
}

/// How far a review has come: `done` of `total` positions appraised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    /// Positions appraised.
    pub done: usize,
    /// Positions to appraise.
    pub total: usize,
}

/// Why a review left moves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkipReason {
    /// The total time ran out before them.
    Time,
    /// They are beyond [`ReviewOptions::max_plies`].
    Length,
}

/// Moves a review left out: plies `first` to `last` (numbered from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The first move left.
    pub first: usize,
    /// The last move left.
    pub last: usize,
    /// Why.
    pub reason: SkipReason,
}

/// One move reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// The move's number in the game, from 1.
    pub ply: usize,
    /// Who played it.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// Its text.
    pub text: String,
    /// The position before it: its value for the mover, best move and line.
    pub before: Appraisal,
    /// The position after it.
    pub after: Appraisal,
    /// Points the move gave away, for the mover (0 or more).
    pub loss: i32,
    /// Its class.
    pub class: Class,
}

impl MoveReview {
    /// The value before the move, for the mover.
    #[must_use]
    pub fn value_before(&self) -> i32 {
        self.before.value
    }

    /// The value after the move, for the mover.
    #[must_use]
    pub fn value_after(&self) -> i32 {
        self.after
            .for_player(self.player)
            .unwrap_or(self.after.value)
    }

    /// Whether both values are exact.
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.before.is_exact() && self.after.is_exact()
    }

    /// The comment of this move in `lang`, for an annotated record: its class, the values
    /// before and after for the mover, and, where it lost something, the best move and its
    /// line. E.g. `Mistake (−4). South: +2 (exact) → −2 (exact). Best: 3, line 3 5 1.`
    #[must_use]
    pub fn comment_in(&self, lang: Lang) -> String {
        let player = render::player_name_in(lang, self.before.players, self.player);
        let before = self.before.value_text_in(lang, self.player);
        let after = self.after.value_text_in(lang, self.player);
        let class = self.class.as_str();
        match (self.loss, self.before.best_text()) {
            (loss, Some(best)) if loss > 0 => lang.text(
                "rev-comment-loss",
                &[
                    ("class", class.into()),
                    ("loss", loss.into()),
                    ("player", player.into()),
                    ("before", before.into()),
                    ("after", after.into()),
                    ("best", best.into()),
                    ("line", self.before.line.join(" ").into()),
                ],
            ),
            _ => lang.text(
                "rev-comment",
                &[
                    ("class", class.into()),
                    ("player", player.into()),
                    ("before", before.into()),
                    ("after", after.into()),
                ],
            ),
        }
    }

    /// As JSON (see the book's chapter on the review).
    #[must_use]
    pub fn to_json(&self) -> Json {
        json!({
            "ply": self.ply,
            "player": self.player,
            "move": self.text,
            "value_before": self.value_before(),
            "value_after": self.value_after(),
            "loss": self.loss,
            "class": self.class.as_str(),
            "before": self.before.to_json(),
            "after": self.after.to_json(),
        })
    }
}

/// A player's moves reviewed, summed up.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerSummary {
    /// The player.
    pub player: Player,
    /// Their moves reviewed.
    pub moves: usize,
    /// The mean of their moves' accuracies ([`Thresholds::accuracy`]), in percent; `None`
    /// without a move reviewed.
    pub accuracy: Option<f64>,
    /// Their moves of each class, in the order of [`Class::ALL`].
    pub classes: [usize; 5],
    /// The points their moves gave away in all.
    pub total_loss: i64,
}

impl PlayerSummary {
    /// Their moves of class `c`.
    #[must_use]
    pub fn count(&self, c: Class) -> usize {
        self.classes[c as usize]
    }
}

/// A game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The ruleset's id.
    pub ruleset: String,
    /// The players.
    pub players: usize,
    /// The moves of the game.
    pub total_plies: usize,
    /// Every position appraised, by its number (0: the start); `None` where the review did not
    /// reach it.
    pub positions: Vec<Option<Appraisal>>,
    /// The moves reviewed, in order.
    pub moves: Vec<MoveReview>,
    /// The moves left out, and why.
    pub skipped: Vec<Skipped>,
    /// One summary per player.
    pub summaries: Vec<PlayerSummary>,
    /// The thresholds of the classes.
    pub thresholds: Thresholds,
    /// The options the review was made with.
    pub options: ReviewOptions,
}

/// Why a game cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// Values and losses are a margin between two players.
    #[error("a review takes a game of two players; this one has {0}")]
    Players(usize),
}

impl ReviewError {
    /// The error in `lang`.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        match self {
            ReviewError::Players(n) => lang.text("rev-err-players", &[("players", (*n).into())]),
        }
    }
}

/// Reviews `game` within `options`, telling `progress` after each position appraised.
///
/// # Errors
/// A game of more than two players.
pub fn review(
    game: &Game,
    options: &ReviewOptions,
    progress: &mut dyn FnMut(ReviewProgress),
) -> Result<Review, ReviewError> {
    let started = Instant::now();
    let rules = game.rules();
    let players = rules.num_players();
    if players != 2 {
        return Err(ReviewError::Players(players));
    }
    let total_plies = game.num_plies();
    let window = total_plies.min(options.max_plies);
    // The moves and positions of the window: at most `max_plies + 1` positions in memory.
    let mut positions = Vec::with_capacity(window + 1);
    positions.push(game.start().clone());
    let mut played = Vec::with_capacity(window);
    for ply in game.plies().take(window) {
        positions.push(ply.after.clone());
        played.push((ply.player, ply.mv, ply.text.clone()));
    }
    let mut appraiser = Appraiser::new(options.memory_mb);
    let mut appraisals: Vec<Option<Appraisal>> = vec![None; window + 1];
    let total = window + 1;
    let deadline = started + options.total_time;
    for (done, i) in (0..=window).rev().enumerate() {
        let now = Instant::now();
        if now >= deadline {
            break;
        }
        let time = options.time_per_move.min(deadline - now);
        let history = history_at(game, i);
        let budget = Budget {
            time,
            max_depth: options.max_depth,
        };
        appraisals[i] = Some(appraiser.appraise(rules, &positions[i], &history, budget));
        progress(ReviewProgress {
            done: done + 1,
            total,
        });
    }
    let thresholds = Thresholds::of(rules);
    let mut reviewed = Vec::new();
    for (i, (player, mv, text)) in played.into_iter().enumerate() {
        let (Some(before), Some(after)) = (&appraisals[i], &appraisals[i + 1]) else {
            continue;
        };
        let after_value = after.for_player(player).unwrap_or(after.value);
        let loss = if before.best == Some(mv) {
            0
        } else {
            (before.value - after_value).max(0)
        };
        let mut class = thresholds.class(loss);
        // An exact loss that changes the result (a win no longer won, a draw lost) is at
        // least a mistake, however few points it costs.
        if before.is_exact()
            && after.is_exact()
            && after_value.signum() < before.value.signum()
            && class < Class::Mistake
        {
            class = Class::Mistake;
        }
        reviewed.push(MoveReview {
            ply: i + 1,
            player,
            mv,
            text,
            before: before.clone(),
            after: after.clone(),
            loss,
            class,
        });
    }
    let mut skipped = Vec::new();
    // The positions are appraised from the last back: those the time left out are the first.
    if let Some(first_done) = appraisals.iter().position(Option::is_some) {
        if first_done > 0 {
            skipped.push(Skipped {
                first: 1,
                last: first_done,
                reason: SkipReason::Time,
            });
        }
    } else if window > 0 {
        skipped.push(Skipped {
            first: 1,
            last: window,
            reason: SkipReason::Time,
        });
    }
    if total_plies > window {
        skipped.push(Skipped {
            first: window + 1,
            last: total_plies,
            reason: SkipReason::Length,
        });
    }
    let summaries = (0..players as Player)
        .map(|p| summary(p, &reviewed, &thresholds))
        .collect();
    Ok(Review {
        ruleset: rules.info().id.clone(),
        players,
        total_plies,
        positions: appraisals,
        moves: reviewed,
        skipped,
        summaries,
        thresholds,
        options: *options,
    })
}

/// Player `p`'s moves among `moves`, summed up.
fn summary(p: Player, moves: &[MoveReview], thresholds: &Thresholds) -> PlayerSummary {
    let mine: Vec<&MoveReview> = moves.iter().filter(|m| m.player == p).collect();
    let mut classes = [0; 5];
    for m in &mine {
        classes[m.class as usize] += 1;
    }
    let accuracy = (!mine.is_empty()).then(|| {
        mine.iter()
            .map(|m| thresholds.accuracy(m.loss))
            .sum::<f64>()
            / mine.len() as f64
    });
    PlayerSummary {
        player: p,
        moves: mine.len(),
        accuracy,
        classes,
        total_loss: mine.iter().map(|m| i64::from(m.loss)).sum(),
    }
}

impl Review {
    /// `game`, the game reviewed, as an annotated record: after each move reviewed its comment
    /// in `lang` ([`MoveReview::comment_in`]), and for each move that gave value away the best
    /// line instead as a variation (the record's text formats write it, `record convert` reads
    /// it back).
    #[must_use]
    pub fn annotated_record(&self, game: &Game, lang: Lang) -> crate::GameRecord {
        let mut comments = vec![None; game.num_plies() + 1];
        for m in &self.moves {
            if let Some(slot) = comments.get_mut(m.ply) {
                *slot = Some(m.comment_in(lang));
            }
        }
        let mut record = crate::GameRecord::annotated(game, &comments);
        for m in self.moves.iter().filter(|m| m.class != Class::Best) {
            if m.before.best_text().is_some_and(|best| best != m.text) {
                record.add_variation(m.ply, crate::record::Variation::of_moves(&m.before.line));
            }
        }
        record
    }

    /// Every move's comment in `lang` (see [`MoveReview::comment_in`]), by ply number.
    #[must_use]
    pub fn comments_in(&self, lang: Lang) -> Vec<(usize, String)> {
        self.moves
            .iter()
            .map(|m| (m.ply, m.comment_in(lang)))
            .collect()
    }

    /// South's value of every position appraised: (position number, value, exact).
    #[must_use]
    pub fn advantage(&self) -> Vec<(usize, i32, bool)> {
        self.positions
            .iter()
            .enumerate()
            .filter_map(|(i, a)| {
                let a = a.as_ref()?;
                Some((i, a.south()?, a.is_exact()))
            })
            .collect()
    }

    /// The whole review as JSON (see the book's chapter on the review).
    #[must_use]
    pub fn to_json(&self) -> Json {
        let skipped: Vec<Json> = self
            .skipped
            .iter()
            .map(|s| {
                json!({
                    "first": s.first,
                    "last": s.last,
                    "reason": match s.reason {
                        SkipReason::Time => "time",
                        SkipReason::Length => "length",
                    },
                })
            })
            .collect();
        let summaries: Vec<Json> = self
            .summaries
            .iter()
            .map(|s| {
                let mut classes = serde_json::Map::new();
                for c in Class::ALL {
                    classes.insert(c.as_str().to_owned(), json!(s.count(c)));
                }
                json!({
                    "player": s.player,
                    "moves": s.moves,
                    "accuracy": s.accuracy.map(|a| (a * 10.0).round() / 10.0),
                    "classes": classes,
                    "total_loss": s.total_loss,
                })
            })
            .collect();
        json!({
            "ruleset": self.ruleset,
            "plies": self.total_plies,
            "thresholds": {
                "good": self.thresholds.good,
                "inaccuracy": self.thresholds.inaccuracy,
                "mistake": self.thresholds.mistake,
            },
            "options": {
                "time_per_move": self.options.time_per_move.as_secs_f64(),
                "total_time": self.options.total_time.as_secs_f64(),
                "max_plies": self.options.max_plies,
            },
            "start": self.positions.first().and_then(|a| a.as_ref().map(Appraisal::to_json)),
            "moves": self.moves.iter().map(MoveReview::to_json).collect::<Vec<_>>(),
            "skipped": skipped,
            "summaries": summaries,
        })
    }

    /// The advantage over the game as a small self-contained SVG picture: South's value after
    /// every move (above the middle line South leads, below North), exact values as filled
    /// dots, searched ones as rings, mistakes and blunders marked; its title and labels in
    /// `lang`.
    #[must_use]
    pub fn svg_in(&self, lang: Lang) -> String {
        const W: f64 = 640.0;
        const H: f64 = 240.0;
        const LEFT: f64 = 16.0;
        const RIGHT: f64 = 16.0;
        const TOP: f64 = 44.0;
        const BOTTOM: f64 = 44.0;
        let points = self.advantage();
        let span = points
            .iter()
            .map(|p| p.1.unsigned_abs())
            .max()
            .unwrap_or(0)
            .max(4) as f64;
        let last = self.positions.len().saturating_sub(1).max(1) as f64;
        let x = |i: usize| LEFT + (W - LEFT - RIGHT) * i as f64 / last;
        let mid = TOP + (H - TOP - BOTTOM) / 2.0;
        let y = |v: i32| mid - (H - TOP - BOTTOM) / 2.0 * f64::from(v) / span;
        let south = render::player_name_in(lang, 2, 0);
        let north = render::player_name_in(lang, 2, 1);
        let title = lang.text(
            "rev-graph-title",
            &[
                ("south", south.clone().into()),
                ("north", north.clone().into()),
            ],
        );
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\" font-family=\"sans-serif\" font-size=\"12\">\n<title>{}</title>\n",
            escape(&title)
        );
        out.push_str(&format!(
            "<rect x=\"0\" y=\"0\" width=\"{W}\" height=\"{H}\" fill=\"#fff\"/>\n<text x=\"{}\" y=\"18\" text-anchor=\"middle\" font-size=\"14\">{}</text>\n",
            W / 2.0,
            escape(&title)
        ));
        // The frame, the middle line and the scale.
        out.push_str(&format!(
            "<line x1=\"{LEFT}\" y1=\"{mid}\" x2=\"{}\" y2=\"{mid}\" stroke=\"#888\"/>\n",
            W - RIGHT
        ));
        let ahead = |name: &str| {
            lang.text(
                "rev-graph-ahead",
                &[("player", name.into()), ("points", (span as i64).into())],
            )
        };
        out.push_str(&format!(
            "<text x=\"{LEFT}\" y=\"{}\" font-size=\"11\">{}</text>\n<text x=\"{LEFT}\" y=\"{}\" font-size=\"11\">{}</text>\n",
            TOP - 8.0,
            escape(&ahead(&south)),
            H - BOTTOM + 16.0,
            escape(&ahead(&north)),
        ));
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\">{}</text>\n",
            (LEFT + W - RIGHT) / 2.0,
            H - 8.0,
            escape(&lang.text("rev-graph-moves", &[("plies", self.total_plies.into())]))
        ));
        // The line, broken where positions were not appraised.
        let mut segment: Vec<String> = Vec::new();
        let mut previous: Option<usize> = None;
        let mut lines = Vec::new();
        for &(i, v, _) in &points {
            if previous.is_some_and(|p| p + 1 != i) && !segment.is_empty() {
                lines.push(std::mem::take(&mut segment));
            }
            segment.push(format!("{:.1},{:.1}", x(i), y(v)));
            previous = Some(i);
        }
        if !segment.is_empty() {
            lines.push(segment);
        }
        for l in lines {
            out.push_str(&format!(
                "<polyline points=\"{}\" fill=\"none\" stroke=\"#246\" stroke-width=\"2\"/>\n",
                l.join(" ")
            ));
        }
        for &(i, v, exact) in &points {
            let fill = if exact { "#246" } else { "#fff" };
            out.push_str(&format!(
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.5\" fill=\"{fill}\" stroke=\"#246\"/>\n",
                x(i),
                y(v)
            ));
        }
        for m in self.moves.iter().filter(|m| m.class >= Class::Mistake) {
            let Some(v) = m.after.south() else { continue };
            let colour = if m.class == Class::Blunder {
                "#c22"
            } else {
                "#e80"
            };
            out.push_str(&format!(
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"5\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"><title>{}</title></circle>\n",
                x(m.ply),
                y(v),
                escape(&format!("{}. {} — {}", m.ply, m.text, m.class.name_in(lang)))
            ));
        }
        out.push_str("</svg>\n");
        out
    }
}

/// `text` for SVG: `&`, `<`, `>` and `"` escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, agent::Agent, agent::Seat};

    /// A game of `id`: `first` moves from seed `seed` by random players and greedy ones in
    /// turn (South random, North greedy), to the end or `plies` moves.
    fn game(id: &str, seed: u64, plies: usize) -> Game {
        let mut game = Game::new(Rules::builtin(id).expect("shipped"), 0);
        let mut south = Agent::new(Seat::Random, seed);
        let mut north = Agent::new(Seat::Greedy, seed);
        while !game.position().is_over() && game.num_plies() < plies {
            let pos = game.position().clone();
            let agent = if pos.turn() == 0 {
                &mut south
            } else {
                &mut north
            };
            let mv = agent.choose(game.rules(), &pos);
            game.play(&mv).expect("a legal move");
        }
        game
    }

    fn budget() -> Budget {
        Budget {
            time: Duration::from_secs(5),
            max_depth: MAX_DEPTH,
        }
    }

    #[test]
    fn every_shipped_ruleset_reads_its_family_s_thresholds_in_order() {
        for id in Rules::builtin_ids() {
            let rules = Rules::builtin(id).unwrap();
            let text = rules
                .review_file()
                .expect("every family ships a review.toml");
            let t = Thresholds::from_toml(text, id)
                .unwrap_or_else(|e| panic!("{id}: {e}"))
                .unwrap_or_else(|| panic!("{id}: no table and no default"));
            assert_eq!(Thresholds::of(&*rules), t);
            assert!(0 < t.good && t.good <= t.inaccuracy && t.inaccuracy <= t.mistake);
        }
        let kalah = Rules::builtin("kalah").unwrap();
        assert_eq!(
            Thresholds::of(&*kalah),
            Thresholds {
                good: 2,
                inaccuracy: 4,
                mistake: 8
            }
        );
    }

    #[test]
    fn a_threshold_file_with_an_unknown_key_or_values_out_of_order_is_refused() {
        let e = Thresholds::from_toml("[default]\ngood = 1\nok = 2\n", "x").unwrap_err();
        assert!(e.contains("`ok`") && e.contains("inaccuracy"), "{e}");
        let e = Thresholds::from_toml("[default]\ngood = 5\ninaccuracy = 2\nmistake = 9\n", "x")
            .unwrap_err();
        assert!(e.contains("good <= inaccuracy"), "{e}");
        let e = Thresholds::from_toml("[default]\ngood = 1\ninaccuracy = 2\n", "x").unwrap_err();
        assert!(e.contains("`mistake` is missing"), "{e}");
        assert_eq!(Thresholds::from_toml("[y]\ngood = 1\n", "x").unwrap(), None);
    }

    #[test]
    fn classes_follow_the_thresholds_and_accuracy_halves_at_an_inaccuracy() {
        let t = Thresholds {
            good: 2,
            inaccuracy: 4,
            mistake: 8,
        };
        let classes: Vec<Class> = [0, 1, 2, 3, 4, 5, 8, 9, 40]
            .iter()
            .map(|&l| t.class(l))
            .collect();
        use Class::*;
        assert_eq!(
            classes,
            [
                Best, Good, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Blunder, Blunder
            ]
        );
        assert_eq!(t.accuracy(0), 100.0);
        assert_eq!(t.accuracy(4), 50.0);
        assert!((t.accuracy(12) - 25.0).abs() < 1e-9);
    }

    #[test]
    fn analyse_of_a_small_kalah_position_gives_the_solver_s_value_and_a_move_that_keeps_it() {
        let g = game("kalah", 5, 1000);
        // A position ten moves before the end: small enough to solve at once.
        let plies: Vec<_> = g.plies().collect();
        let ply = &plies[plies.len().saturating_sub(10)];
        let rules = g.rules();
        let a = analyse(rules, &ply.before, &[], budget());
        let mut solver = Solver::with_memory(16).unwrap();
        let solution = solver
            .solve(
                rules,
                &ply.before,
                &[],
                &SolveOptions::default(),
                &mut |_| {},
            )
            .unwrap();
        assert_eq!(a.source, Source::Exact);
        assert_eq!(Some(a.value), solution.value());
        assert_eq!(a.for_player(1 - a.to_move), Some(-a.value));
        // Its best move keeps the value: the position after it is worth as much.
        let mut after = ply.before.clone();
        crate::engine::apply(
            rules,
            &mut after,
            &a.best.unwrap(),
            &mut crate::engine::Repetitions::new(),
            &mut crate::NoRecord,
        );
        let next = analyse(rules, &after, &[], budget());
        assert_eq!(next.for_player(a.to_move), Some(a.value));
        assert_eq!(a.best_text(), a.line.first().map(String::as_str));
    }

    #[test]
    fn a_review_marks_exactly_the_moves_that_lose_exact_value() {
        let g = game("kalah", 11, 1000);
        let review = review(&g, &ReviewOptions::default(), &mut |_| {}).unwrap();
        assert!(review.skipped.is_empty(), "{:?}", review.skipped);
        assert_eq!(review.moves.len(), g.num_plies());
        let mut exact_losses = 0;
        for m in review.moves.iter().filter(|m| m.is_exact()) {
            let lost = m.value_after() < m.value_before();
            assert_eq!(m.class != Class::Best, lost, "move {}: {m:?}", m.ply);
            assert_eq!(m.loss, m.value_before() - m.value_after());
            exact_losses += usize::from(lost);
        }
        assert!(exact_losses > 0, "a random player loses some value");
        // The summaries count every move once.
        let counted: usize = review.summaries.iter().map(|s| s.moves).sum();
        assert_eq!(counted, review.moves.len());
        // The last position is the end, worth its final margin.
        let end = review.positions.last().unwrap().as_ref().unwrap();
        let o = g.position().outcome().unwrap();
        assert_eq!(end.south(), Some(o.scores[0] - o.scores[1]));
    }

    #[test]
    fn a_record_longer_than_the_review_takes_says_which_moves_were_left() {
        let g = game("kalah", 3, 1000);
        let n = g.num_plies();
        let options = ReviewOptions {
            max_plies: 6,
            ..ReviewOptions::default()
        };
        let r = review(&g, &options, &mut |_| {}).unwrap();
        assert_eq!(r.moves.len(), 6);
        assert_eq!(
            r.skipped,
            [Skipped {
                first: 7,
                last: n,
                reason: SkipReason::Length
            }]
        );
        assert_eq!(
            r.positions.len(),
            7,
            "no position beyond the window is kept"
        );
    }

    #[test]
    fn a_review_out_of_time_leaves_the_first_moves_and_says_so() {
        let g = game("oware-abapa", 2, 200);
        let mut calls = 0;
        let options = ReviewOptions {
            time_per_move: Duration::from_millis(20),
            total_time: Duration::from_millis(1),
            ..ReviewOptions::default()
        };
        let r = review(&g, &options, &mut |_| calls += 1).unwrap();
        // The first position is appraised before the clock is looked at again.
        assert!(calls < g.num_plies() + 1, "{calls}");
        let s = r.skipped.first().expect("moves left");
        assert_eq!((s.first, s.reason), (1, SkipReason::Time));
        assert_eq!(r.moves.len(), g.num_plies() - s.last);
    }

    #[test]
    fn a_game_of_three_players_is_refused_by_name() {
        let g = Game::new(Rules::builtin("sungka-3p").unwrap(), 0);
        let e = review(&g, &ReviewOptions::default(), &mut |_| {}).unwrap_err();
        assert_eq!(e, ReviewError::Players(3));
        assert!(e.error_in(Lang::from_code("vi").unwrap()).contains('3'));
    }

    #[test]
    fn comments_and_the_graph_speak_the_reader_s_language() {
        let g = game("kalah", 7, 1000);
        let r = review(&g, &ReviewOptions::default(), &mut |_| {}).unwrap();
        let vi = Lang::from_code("vi").unwrap();
        let fr = Lang::from_code("fr").unwrap();
        let lost = r
            .moves
            .iter()
            .find(|m| m.loss > 0)
            .expect("a move that lost");
        let c = lost.comment_in(vi);
        assert!(
            c.contains("Nước hay nhất là") && c.contains(&lost.before.line.join(" ")),
            "{c}"
        );
        assert!(lost.comment_in(fr).contains("Le meilleur coup était"));
        assert_eq!(r.comments_in(vi).len(), r.moves.len());
        let svg = r.svg_in(vi);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("Thế trận qua từng nước: Nam với Bắc"), "{svg}");
        for english in ["South", "North", "ahead", "moves"] {
            assert!(!svg.contains(english), "{english} in {svg}");
        }
        // One dot per position appraised.
        assert_eq!(svg.matches("r=\"2.5\"").count(), r.advantage().len());
    }
}
