//! A game in progress: a ruleset, the moves played, the position they led to.

use std::{collections::VecDeque, sync::Arc};

use crate::{
    engine::{self, Repetitions},
    event::{Event, EventLog, Recorder},
    family::Family,
    moves::{Move, MoveList, MoveTexts},
    position::{Player, Position},
    ruleset::{BoardError, Illegal, ParseMoveError, notation},
};

/// A move that cannot be played here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot play {text}: {message}")]
pub struct PlayError {
    /// The move as typed or written.
    pub text: String,
    /// Why not.
    pub reason: Illegal,
    /// Why not, in the game's own words.
    pub message: String,
}

/// A typed move that is either not a move at all or not legal here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text does not follow the notation.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// The move is not legal.
    #[error(transparent)]
    Play(#[from] PlayError),
}

/// One move of a game and what it did.
#[derive(Clone, Debug)]
pub struct Ply {
    /// Who played it.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// Its canonical text.
    pub text: String,
    /// What happened: the move's steps, then the engine's steps before the next turn.
    pub events: Vec<Event>,
    /// The position it was played in.
    pub before: Position,
    /// The position after it (ready for the next player).
    pub after: Position,
}

/// A game: the rules, the first position and every move since.
///
/// A game keeps its moves and their texts (a few bytes a move), the current position and the
/// last move in full; the positions and steps of earlier moves are replayed when asked for
/// ([`Game::plies`]), so a game of a million moves fits in a few megabytes.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<dyn Family>,
    first: Player,
    start: Position,
    start_events: Vec<Event>,
    moves: Vec<Move>,
    texts: MoveTexts,
    /// The last move in full (`None` before the first).
    last: Option<Ply>,
    reps: Repetitions,
    /// The positions before `start` since the last capture, oldest first, as a position string
    /// named them (`seen:`): what the repetition rule compares besides the game's own.
    history: Vec<Position>,
    /// The position string the game was set up from, when it did not start at the rules' start.
    set_up: Option<String>,
}

impl Game {
    /// A new game with `first` to move.
    #[must_use]
    pub fn new(rules: Arc<dyn Family>, first: Player) -> Game {
        let mut log = EventLog::new();
        let start = engine::initial_position(&*rules, first, &mut log);
        Game::starting(rules, first, start, log.take())
    }

    fn starting(
        rules: Arc<dyn Family>,
        first: Player,
        start: Position,
        start_events: Vec<Event>,
    ) -> Game {
        let mut reps = Repetitions::new();
        reps.start(&start);
        Game {
            rules,
            first,
            start,
            start_events,
            moves: Vec::new(),
            texts: MoveTexts::new(),
            last: None,
            reps,
            history: Vec::new(),
            set_up: None,
        }
    }

    /// The game that starts from the position string `text` (see [`crate::ruleset::notation`]):
    /// its position, and the positions it names as seen since the last capture (`seen:`), which
    /// the repetition rule then compares as the game's own.
    ///
    /// # Errors
    /// The text is not a position string of these rules, or names a position they never reach.
    pub fn from_fen(rules: Arc<dyn Family>, text: &str) -> Result<Game, BoardError> {
        let (start, history) = notation::parse_position_string(&*rules, text)?;
        let mut game = Game::from_position(rules, start).expect("a parsed position fits its rules");
        game.reps.start_after(&history, &game.start);
        game.history = history;
        game.set_up = Some(text.trim().to_owned());
        Ok(game)
    }

    /// The position string the game was set up from (`None` for a game from the rules' start):
    /// what a record keeps to replay it, and what a computer player is told.
    #[must_use]
    pub fn set_up(&self) -> Option<&str> {
        self.set_up.as_deref()
    }

    /// The positions before the start since the last capture, as the position string the game
    /// was set up from named them (oldest first; empty for a game from the rules' start).
    #[must_use]
    pub fn history(&self) -> &[Position] {
        &self.history
    }

    /// The position string of the current position, with the positions the repetition rule
    /// still compares (see [`crate::ruleset::notation`]): `Game::from_fen` of it goes on as
    /// this game does.
    #[must_use]
    pub fn fen(&self) -> String {
        let pos = self.position();
        if !self.rules.ends_on_repetition() || pos.plies_without_capture() == 0 {
            // Nothing seen before can recur: the position alone.
            return notation::position_string(&*self.rules, pos, &[]);
        }
        self.fens().last().expect("a game has a start")
    }

    /// The position string of the start and of the position after each move (as
    /// [`Game::fen`] would have given it then), replayed one move at a time.
    pub fn fens(&self) -> impl Iterator<Item = String> + '_ {
        let rules = &*self.rules;
        let repetition = rules.ends_on_repetition();
        let mut window: VecDeque<Position> = self.history.iter().cloned().collect();
        std::iter::once(self.start.clone())
            .chain(self.plies().map(|ply| ply.after))
            .map(move |pos| {
                let text = notation::position_string(rules, &pos, window.make_contiguous());
                if repetition {
                    window.push_back(pos);
                    // The next position compares at most one more position than this one.
                    let keep = window.back().map_or(0, |p| p.plies_without_capture()) as usize + 1;
                    while window.len() > keep {
                        window.pop_front();
                    }
                }
                text
            })
    }

    /// A game that starts from a position set up by hand (a lesson, a puzzle, a test). The
    /// engine readies it first ([`engine::set_up`]): the end test and the limits (a finished
    /// game's position is over again), then the start-of-turn steps (refill, pass).
    ///
    /// # Errors
    /// The position does not fit the rules (its number of pits or players differs).
    pub fn from_position(rules: Arc<dyn Family>, start: Position) -> Result<Game, String> {
        let r = &*rules;
        if start.num_pits() != r.num_pits() || start.num_players() != r.num_players() {
            return Err(format!(
                "the position has {} pits and {} players; {} needs {} and {}",
                start.num_pits(),
                start.num_players(),
                rules.info().id,
                r.num_pits(),
                r.num_players()
            ));
        }
        let first = start.turn();
        let mut start = start;
        let set_up = rules.board_text(&start);
        let mut log = EventLog::new();
        engine::set_up(&*rules, &mut start, &mut log);
        let mut game = Game::starting(rules, first, start, log.take());
        game.set_up = Some(set_up);
        Ok(game)
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &dyn Family {
        &*self.rules
    }

    /// The rules, shared (for another game under the same rules).
    #[must_use]
    pub fn shared_rules(&self) -> &Arc<dyn Family> {
        &self.rules
    }

    /// The player who moved first.
    #[must_use]
    pub fn first_player(&self) -> Player {
        self.first
    }

    /// The position before the first move.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Engine steps taken before the first move (normally none).
    #[must_use]
    pub fn start_events(&self) -> &[Event] {
        &self.start_events
    }

    /// The number of moves played so far.
    #[must_use]
    pub fn num_plies(&self) -> usize {
        self.moves.len()
    }

    /// The moves played so far.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The canonical texts of the moves played so far.
    #[must_use]
    pub fn move_texts(&self) -> &MoveTexts {
        &self.texts
    }

    /// The moves played so far in full, replayed from the start one by one (each step costs
    /// one move of the engine; nothing of the whole game is held at once).
    #[must_use]
    pub fn plies(&self) -> Plies<'_> {
        let mut reps = Repetitions::new();
        reps.start_after(&self.history, &self.start);
        Plies {
            game: self,
            next: 0,
            pos: self.start.clone(),
            reps,
        }
    }

    /// The last move in full, or `None` before the first.
    #[must_use]
    pub fn last_ply(&self) -> Option<&Ply> {
        self.last.as_ref()
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.last.as_ref().map_or(&self.start, |p| &p.after)
    }

    /// The legal moves now (empty once the game is over).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        self.rules.legal_move_list(self.position())
    }

    /// The canonical texts of the legal moves.
    #[must_use]
    pub fn legal_move_texts(&self) -> Vec<String> {
        let pos = self.position();
        self.legal_moves()
            .iter()
            .map(|mv| self.rules.move_text(pos, mv))
            .collect()
    }

    /// Plays `mv`.
    ///
    /// # Errors
    /// The move is illegal; the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<&Ply, PlayError> {
        let mut log = EventLog::new();
        self.play_into(mv, &mut log, EventLog::take)
    }

    /// Plays `mv` like [`Game::play`], and keeps the position after each of its events:
    /// `frames[i]` is the board just after `ply.events[i]`, so a move can be drawn step by step
    /// (the web board's animation) from the engine itself.
    ///
    /// # Errors
    /// The move is illegal; the game is unchanged.
    pub fn play_framed(&mut self, mv: &Move) -> Result<(&Ply, Vec<Position>), PlayError> {
        let mut rec = Framed::default();
        let mut frames = Vec::new();
        let ply = self.play_into(mv, &mut rec, |rec: &mut Framed| {
            frames = std::mem::take(&mut rec.frames);
            rec.log.take()
        })?;
        Ok((ply, frames))
    }

    fn play_into<E: Recorder>(
        &mut self,
        mv: &Move,
        rec: &mut E,
        events: impl FnOnce(&mut E) -> Vec<Event>,
    ) -> Result<&Ply, PlayError> {
        let before = self.position().clone();
        let player = before.turn();
        let text = self.rules.move_text(&before, mv);
        let mut after = before.clone();
        engine::play(&*self.rules, &mut after, mv, &mut self.reps, rec).map_err(|reason| {
            PlayError {
                message: self.rules.illegal_text(&before, mv, &reason),
                text: text.clone(),
                reason,
            }
        })?;
        self.moves.push(*mv);
        self.texts.push(&text);
        Ok(self.last.insert(Ply {
            player,
            mv: *mv,
            text,
            events: events(rec),
            before,
            after,
        }))
    }

    /// Reads and plays a typed move.
    ///
    /// # Errors
    /// The text is not a move, or the move is illegal; the game is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<&Ply, MoveError> {
        let mv = self.checked_move(text)?;
        Ok(self.play(&mv)?)
    }

    /// Reads a typed move and checks that it can be played now, without playing it.
    ///
    /// # Errors
    /// The text is not a move, or the move is illegal here.
    pub fn checked_move(&self, text: &str) -> Result<Move, MoveError> {
        let mv = self.rules.parse_move(self.position(), text)?;
        if let Some(reason) = self.illegal_reason(&mv) {
            return Err(PlayError {
                message: self.rules.illegal_text(self.position(), &mv, &reason),
                text: text.trim().to_owned(),
                reason,
            }
            .into());
        }
        Ok(mv)
    }

    /// Why `mv` cannot be played now, if it cannot.
    #[must_use]
    pub fn illegal_reason(&self, mv: &Move) -> Option<Illegal> {
        if self.position().is_over() {
            return Some(Illegal::GameOver);
        }
        self.rules.illegal_reason(self.position(), mv)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Ply> {
        let undone = self.last.take()?;
        self.moves.pop();
        self.texts.pop();
        // The repetition set depends on the whole history, and the move before is kept in
        // full: replay from the start.
        let mut plies = self.plies();
        let mut last = None;
        for ply in plies.by_ref() {
            last = Some(ply);
        }
        self.reps = plies.reps;
        self.last = last;
        Some(undone)
    }
}

/// The moves of a game in full, replayed from its start: see [`Game::plies`].
#[derive(Debug)]
pub struct Plies<'a> {
    game: &'a Game,
    next: usize,
    pos: Position,
    reps: Repetitions,
}

impl Iterator for Plies<'_> {
    type Item = Ply;

    fn next(&mut self) -> Option<Ply> {
        let game = self.game;
        let mv = *game.moves.get(self.next)?;
        let text = game
            .texts
            .get(self.next)
            .expect("a text per move")
            .to_owned();
        self.next += 1;
        let before = self.pos.clone();
        let mut log = EventLog::new();
        engine::apply(&*game.rules, &mut self.pos, &mv, &mut self.reps, &mut log);
        Some(Ply {
            player: before.turn(),
            mv,
            text,
            events: log.take(),
            before,
            after: self.pos.clone(),
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.game.moves.len() - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Plies<'_> {}

/// The recorder of [`Game::play_framed`]: every event, and the position just after it.
#[derive(Default)]
struct Framed {
    log: EventLog,
    frames: Vec<Position>,
    move_start: usize,
}

impl Recorder for Framed {
    fn record(&mut self, event: Event) {
        // The engine reports every event with its position; one without keeps the board as
        // it was.
        let last = self.frames.last().cloned();
        self.log.record(event);
        if let Some(last) = last {
            self.frames.push(last);
        }
    }
    fn record_at(&mut self, event: Event, after: &Position) {
        self.log.record(event);
        self.frames.push(after.clone());
    }
    fn begin_move(&mut self) {
        self.log.begin_move();
        self.move_start = self.frames.len();
    }
    fn abandon_move(&mut self) {
        self.log.abandon_move();
        self.frames.truncate(self.move_start);
    }
}
