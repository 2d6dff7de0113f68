//! `mancala solve`'s library side: a [`Solver`] with its table, for any [`Family`]. The search
//! itself is [`crate::exact`]'s, compiled for each family.

use crate::{
    Family, NoRecord,
    engine::{self, Repetitions},
    exact::{Job, MAX_VALUE, Memory},
    moves::Move,
    position::Position,
    search::AlphaBeta,
};

pub use crate::exact::{
    DEFAULT_MEMORY_MB, Database, DatabaseFileError, EndgameSettings, Endgames, EndgamesSource,
    MAX_DATABASE_PIECES, MAX_MEMORY_MB, MIN_MEMORY_MB, Progress, Solution, SolveError,
    SolveOptions, available_threads,
};

/// The largest value the solver holds: a bound at it (either way) says nothing.
pub const MAX_SOLVER_VALUE: i32 = MAX_VALUE;

/// An exact solver with its table, which it keeps between solves of the same ruleset (the
/// bounds stay true; [`Solver::clear`] forgets them for another ruleset).
#[derive(Debug)]
pub struct Solver {
    memory: Memory,
}

impl Solver {
    /// A solver whose table takes at most `megabytes` MiB (from [`MIN_MEMORY_MB`] to
    /// [`MAX_MEMORY_MB`]).
    ///
    /// # Errors
    /// A size out of that range, or memory the system will not give.
    pub fn with_memory(megabytes: usize) -> Result<Solver, SolveError> {
        if !(MIN_MEMORY_MB..=MAX_MEMORY_MB).contains(&megabytes) {
            return Err(SolveError::Memory(megabytes));
        }
        if let Some(machine) = physical_memory_mb() {
            if megabytes > machine {
                return Err(SolveError::MoreThanMachine {
                    asked: megabytes,
                    machine,
                });
            }
        }
        let memory = Memory::with_bytes(megabytes << 20).ok_or(SolveError::NoMemory(megabytes))?;
        Ok(Solver { memory })
    }

    /// The number of positions the table can hold.
    #[must_use]
    pub fn capacity(&self) -> usize {
        self.memory.capacity()
    }

    /// The bytes its table takes.
    #[must_use]
    pub fn table_bytes(&self) -> usize {
        self.memory.bytes()
    }

    /// Forgets every bound (before solving another ruleset).
    pub fn clear(&mut self) {
        self.memory.clear();
    }

    /// Solves `pos` of `rules`; `history` holds the positions since the last capture before
    /// `pos` (oldest first), which the repetition rule needs; other rulesets ignore it.
    /// `progress` is called after every test.
    ///
    /// # Errors
    /// Games of more than two players, rulesets the family says are not won by points, a game
    /// already over, or points beyond what the table holds.
    pub fn solve(
        &mut self,
        rules: &dyn Family,
        pos: &Position,
        history: &[Position],
        options: &SolveOptions,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Solution, SolveError> {
        check(rules, pos)?;
        let guess = first_guess(rules, pos, options);
        rules.solve(&mut Job {
            memory: &mut self.memory,
            pos,
            history,
            options,
            progress,
            guess,
        })
    }
}

/// MTD(f)'s first guess: a short heuristic search's lead in points (0 where it saw the end).
fn first_guess(rules: &dyn Family, pos: &Position, options: &SolveOptions) -> i32 {
    let mut ab = AlphaBeta::new(1 << 16)
        .without_endgames()
        .with_weights(crate::ruleset::Weights::LEAD);
    let time = options
        .time_limit
        .map_or(std::time::Duration::from_millis(200), |t| {
            t.min(std::time::Duration::from_millis(200)) / 4
        });
    let result = ab.search(rules, pos, 8, Some(time));
    // A decided game by its margin (0 where it saw the end by a draw), else the lead.
    crate::search::value_in_points(result.value).clamp(-MAX_VALUE, MAX_VALUE)
}

/// The machine's memory in MiB, where the system says (Linux's `/proc/meminfo`).
fn physical_memory_mb() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// Whether `rules` and `pos` can be solved at all.
fn check(rules: &dyn Family, pos: &Position) -> Result<(), SolveError> {
    if rules.num_players() != 2 {
        return Err(SolveError::Players(rules.num_players()));
    }
    if let Some(why) = rules.not_solvable() {
        return Err(SolveError::NotByPoints(why));
    }
    if pos.is_over() {
        return Err(SolveError::GameOver);
    }
    // Every point there is: on the board, in the stores and banks (both counted twice at
    // worst), and what they could add up to.
    let mut all = pos.on_board();
    for p in 0..2 {
        all.add(pos.bank(p));
    }
    let at_stake = 2 * i64::from(rules.points(all).unsigned_abs())
        + rules.scores(pos)[..2]
            .iter()
            .map(|s| i64::from(s.unsigned_abs()))
            .sum::<i64>();
    if at_stake > i64::from(MAX_VALUE) {
        return Err(SolveError::TooManyPoints(at_stake));
    }
    Ok(())
}

/// The start of a game of `rules` set up from the position string `from` (else from the
/// rules' start, `first` moving first), as [`crate::Game::from_fen`] makes it: the position
/// before the first move, and the positions the string names as seen since the last capture.
///
/// # Errors
/// `from` is not a position string of these rules.
pub fn game_start(
    rules: &dyn Family,
    from: Option<&str>,
    first: crate::position::Player,
) -> Result<(Position, Vec<Position>), crate::ruleset::BoardError> {
    let Some(text) = from else {
        return Ok((
            engine::initial_position(rules, first, &mut NoRecord),
            Vec::new(),
        ));
    };
    let (mut start, seen) = crate::ruleset::notation::parse_position_string(rules, text)?;
    engine::set_up(rules, &mut start, &mut NoRecord);
    Ok((start, seen))
}

/// The positions since the last capture before the position after `moves` from the start
/// of `game_start(rules, from, first)`: [`history_since_capture`], after the positions the
/// set-up named as seen when nothing was captured since.
///
/// # Errors
/// `from` is not a position string of these rules.
pub fn history_from(
    rules: &dyn Family,
    from: Option<&str>,
    first: crate::position::Player,
    moves: &[Move],
) -> Result<Vec<Position>, crate::ruleset::BoardError> {
    let (start, seen) = game_start(rules, from, first)?;
    Ok(after_seen(
        &seen,
        history_since_capture(rules, &start, moves),
        moves.len(),
    ))
}

/// `line`, the positions since the last capture of `moves` moves from a start, after `seen`,
/// the positions its set-up named, when none of the moves captured (the line then holds a
/// position a move).
fn after_seen(seen: &[Position], line: Vec<Position>, moves: usize) -> Vec<Position> {
    if line.len() < moves || seen.is_empty() {
        return line;
    }
    let mut all = seen.to_vec();
    all.extend(line);
    all
}

/// The positions since the last capture before the current position of `game` (oldest first):
/// [`history_since_capture`] of its moves, after the positions its position string named as
/// seen when nothing was captured since its start.
#[must_use]
pub fn game_history(game: &crate::Game) -> Vec<Position> {
    let line = history_since_capture(game.rules(), game.start(), game.moves());
    after_seen(game.history(), line, game.moves().len())
}

/// The positions since the last capture before the end of `moves` played from `start` (oldest
/// first, the last position itself left out): what [`Solver::solve`] needs as its history for a
/// position reached by moves, under the repetition rule. Empty for rulesets without one.
#[must_use]
pub fn history_since_capture(
    rules: &dyn Family,
    start: &Position,
    moves: &[Move],
) -> Vec<Position> {
    if !rules.ends_on_repetition() {
        return Vec::new();
    }
    let mut reps = Repetitions::for_rules(rules);
    reps.start(start);
    let mut line = vec![start.clone()];
    let mut pos = start.clone();
    for mv in moves {
        engine::apply(rules, &mut pos, mv, &mut reps, &mut NoRecord);
        if reps.len() == 1 {
            line.clear();
        }
        line.push(pos.clone());
    }
    line.pop();
    line
}
