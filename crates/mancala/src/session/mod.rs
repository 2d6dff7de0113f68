//! A game session: one game and the people and computer players around it.
//!
//! Everything a front end needs to run a game between seats, without any input or output of its
//! own: who sits in each seat (a person, a computer player, or nobody yet), whose turn it is, a
//! move typed by a person (read, checked against the seat and the turn, then played), the
//! computer player to move and its reply, take-backs (at once, or asked for and agreed to by
//! every person), resignation and abandonment, a clock under a [`TimeControl`] (the front end
//! tells the session how much time passed; see [`clock`]), the hint's question, the record, and
//! the outcome.
//!
//! `mancala play` (the terminal), the server's rooms and the engine protocol's analysis board
//! all drive a `Session`; each only reads its people's input and prints or sends what happened.
//!
//! ```
//! use mancala::{Rules, agent::Seat, session::{Session, Undo}};
//!
//! let rules = Rules::builtin("kalah").expect("a shipped ruleset");
//! let mut session = Session::new(rules, 0, vec![Some(Seat::Human), Some(Seat::Random)], 7)?;
//! session.play(0, "3")?; // South's house 3: the last seed lands in the store, South again
//! assert_eq!(session.turn(), 0);
//! assert!(session.play(1, "1").is_err()); // not North's turn
//! session.play(0, "1")?;
//! let (seat, player, _) = session.computer_to_move().expect("North is a computer");
//! assert_eq!((seat, player), (1, &Seat::Random));
//! // Taken back until South is to move again, having taken back a move of its own: one.
//! assert_eq!(session.take_back_turn(0)?, 1);
//! assert_eq!(session.game().move_texts().iter().collect::<Vec<_>>(), ["3"]);
//! # let _ = Undo::Asked { by: 0 };
//! # Ok::<_, mancala::session::SessionError>(())
//! ```

pub mod clock;

use std::{sync::Arc, time::Duration};

pub use clock::{Clock, TimeControl, TimeControlError};

use crate::{
    agent::{self, Seat},
    family::Family,
    game::{Game, MoveError, Ply},
    moves::Move,
    position::{Player, Position},
    record::GameRecord,
    render::player_name,
    solve,
};

/// How a game ended otherwise than by its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The player in this seat resigned.
    Resigned(Player),
    /// The person in this seat left, and the game ends with them (no winner).
    Left(Player),
    /// The player in this seat ran out of time.
    TimedOut(Player),
}

impl Ended {
    /// The reason as the record and the protocols name it (`resigned`, `left`, `time`), and
    /// the seat.
    #[must_use]
    pub fn reason(&self) -> (&'static str, Player) {
        match *self {
            Ended::Resigned(s) => ("resigned", s),
            Ended::Left(s) => ("left", s),
            Ended::TimedOut(s) => ("time", s),
        }
    }

    /// The end that [`Ended::reason`] names so; `None` for a name it never gives.
    #[must_use]
    pub fn from_reason(reason: &str, seat: Player) -> Option<Ended> {
        match reason {
            "resigned" => Some(Ended::Resigned(seat)),
            "left" => Some(Ended::Left(seat)),
            "time" => Some(Ended::TimedOut(seat)),
            _ => None,
        }
    }
}

/// What a request to take back moves came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undo {
    /// Asked (or agreed to) by this seat; other people must still agree.
    Asked {
        /// The seat that asked first.
        by: Player,
    },
    /// Every person agreed: this many moves were taken back, and the asker is to move.
    Done {
        /// The seat that asked.
        by: Player,
        /// How many moves were taken back.
        undone: usize,
    },
}

/// Why a session refused a request; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The session was given a seat list of the wrong length.
    #[error("this game has {players} seats, not {given}")]
    Seats {
        /// The game's players.
        players: usize,
        /// The seats given.
        given: usize,
    },
    /// The game is over (by its rules, a resignation or a departure).
    #[error("the game is over")]
    GameOver,
    /// A seat is still free.
    #[error("the game waits for a player in {name}'s seat (seat {seat})")]
    Waiting {
        /// The free seat.
        seat: Player,
        /// Its player's name.
        name: String,
    },
    /// Another seat is to move.
    #[error("it is {turn}'s turn, not yours")]
    NotYourTurn {
        /// The name of the player to move.
        turn: String,
    },
    /// A hint is asked by a seat that is not to move.
    #[error("a hint is for the player to move: it is {turn}'s turn")]
    HintNotYourTurn {
        /// The name of the player to move.
        turn: String,
    },
    /// The text is not a move, or the move is not legal here.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A take-back asked by a seat that has not moved.
    #[error("you have not moved yet")]
    NothingToUndo,
    /// A take-back declined when none was asked.
    #[error("nobody asked to take back moves")]
    NoUndoRequest,
}

/// A request to take back moves, waiting for every person to agree.
#[derive(Clone, Debug)]
struct UndoRequest {
    by: Player,
    /// The seats that agreed so far (the asker included).
    agreed: Vec<Player>,
    /// The number of moves when it was asked (a move played since cancels it).
    plies: usize,
}

/// What the computer needs to advise the player to move ([`Session::hint_job`]): it can be
/// worked out away from the session (on another thread) while the game goes on.
#[derive(Clone, Debug)]
pub struct HintJob {
    /// The rules.
    pub rules: Arc<dyn Family>,
    /// The position.
    pub pos: Position,
    /// The positions since the last capture before it (for a repetition rule).
    pub seen: Vec<Position>,
}

/// One game and its seats; see the [module](self).
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    /// Who sits in each seat: `None` is free, `Some(Seat::Human)` a person.
    seats: Vec<Option<Seat>>,
    seed: u64,
    undo: Option<UndoRequest>,
    ended: Option<Ended>,
    /// How many times moves were taken back.
    takebacks: u64,
    /// The clock, in a game played under a time control.
    clock: Option<Clock>,
    /// Every player's time left after each move since the clock started.
    clock_after: Vec<Vec<Duration>>,
    /// The number of moves when the clock started.
    clock_from: usize,
}

impl Session {
    /// A new game of `rules` with `first` to move, these seats, and the computer players'
    /// `seed`.
    ///
    /// # Errors
    /// The seats are not one per player.
    pub fn new(
        rules: Arc<dyn Family>,
        first: Player,
        seats: Vec<Option<Seat>>,
        seed: u64,
    ) -> Result<Session, SessionError> {
        Session::resume(Game::new(rules, first), seats, seed)
    }

    /// A session around a game already under way (a loaded record, a restarted server).
    ///
    /// # Errors
    /// The seats are not one per player.
    pub fn resume(
        game: Game,
        seats: Vec<Option<Seat>>,
        seed: u64,
    ) -> Result<Session, SessionError> {
        let players = game.start().num_players();
        if seats.len() != players {
            return Err(SessionError::Seats {
                players,
                given: seats.len(),
            });
        }
        Ok(Session {
            game,
            seats,
            seed,
            undo: None,
            ended: None,
            takebacks: 0,
            clock: None,
            clock_after: Vec::new(),
            clock_from: 0,
        })
    }

    /// The session with its game played under `control`, every player's time counted from
    /// now (the moves already played are not timed).
    #[must_use]
    pub fn with_time_control(mut self, control: TimeControl) -> Session {
        self.clock = Some(Clock::new(control, self.players()));
        self.clock_after = Vec::new();
        self.clock_from = self.game.num_plies();
        self
    }

    /// The clock, under a time control.
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Every player's time left after each timed move, oldest first (empty without a clock).
    #[must_use]
    pub fn clock_after_moves(&self) -> &[Vec<Duration>] {
        &self.clock_after
    }

    /// `elapsed` more has passed while the player to move thinks: charged to their clock.
    /// When their time runs out the game ends, lost on time; what ended it is returned. Time
    /// passes only in a game under way with every seat taken, and never without a clock.
    ///
    /// A front end calls this with the time since it last did, before passing on a move (a
    /// move that arrives too late is then refused as [`SessionError::GameOver`]) and when the
    /// player to move's time is up ([`Clock::left`] says when).
    pub fn pass_time(&mut self, elapsed: Duration) -> Option<&Ended> {
        if self.is_over() || self.seats.iter().any(Option::is_none) {
            return None;
        }
        let turn = self.turn();
        let clock = self.clock.as_mut()?;
        if clock.spend(turn, elapsed) {
            self.ended = Some(Ended::TimedOut(turn));
            self.undo = None;
            return self.ended.as_ref();
        }
        None
    }

    /// After a move by `player`: its increment or next move's time, and the clock noted.
    fn moved(&mut self, player: Player) {
        self.undo = None;
        if let Some(clock) = &mut self.clock {
            clock.moved(player);
            self.clock_after.push(clock.all_left().to_vec());
        }
    }

    /// After moves were taken back: the clock's notes of them dropped (no time is given back,
    /// but under a time a move the player to move starts a fresh one).
    fn taken_back(&mut self) {
        self.undo = None;
        self.takebacks += 1;
        let timed = self.game.num_plies().saturating_sub(self.clock_from);
        self.clock_after.truncate(timed);
        let turn = self.turn();
        if let Some(clock) = &mut self.clock {
            clock.taken_back(turn);
        }
    }

    /// Plays `mv`, checked already, and notes it on the clock.
    fn apply(&mut self, mv: &Move) -> Result<&Ply, SessionError> {
        let player = self.turn();
        self.game.play(mv).map_err(MoveError::from)?;
        self.moved(player);
        Ok(self.game.last_ply().expect("a move was just played"))
    }

    /// [`Session::apply`], with the board after each of the engine's steps.
    fn apply_framed(&mut self, mv: &Move) -> Result<(&Ply, Vec<Position>), SessionError> {
        let player = self.turn();
        let (_, frames) = self.game.play_framed(mv).map_err(MoveError::from)?;
        self.moved(player);
        Ok((
            self.game.last_ply().expect("a move was just played"),
            frames,
        ))
    }

    /// The session with the game ended as `ended` says (a restored game).
    #[must_use]
    pub fn with_ended(mut self, ended: Option<Ended>) -> Session {
        self.ended = ended;
        self
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seats: `None` free, `Some(Seat::Human)` a person, else a computer player.
    #[must_use]
    pub fn seats(&self) -> &[Option<Seat>] {
        &self.seats
    }

    /// Puts `who` in `seat` (`None` frees it).
    ///
    /// # Panics
    /// `seat` is not a seat of this game.
    pub fn set_seat(&mut self, seat: Player, who: Option<Seat>) {
        self.seats[usize::from(seat)] = who;
    }

    /// The number of seats.
    #[must_use]
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    /// The player to move.
    #[must_use]
    pub fn turn(&self) -> Player {
        self.game.position().turn()
    }

    /// The seed of the computer players.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The seed for the computer player in `seat` at move `ply`.
    #[must_use]
    pub fn move_seed(&self, seat: Player, ply: usize) -> u64 {
        agent::move_seed(self.seed, usize::from(seat), ply as u32)
    }

    /// How many times moves were taken back.
    #[must_use]
    pub fn takebacks(&self) -> u64 {
        self.takebacks
    }

    /// How the game ended otherwise than by its rules, if it did.
    #[must_use]
    pub fn ended(&self) -> Option<&Ended> {
        self.ended.as_ref()
    }

    /// Whether the game is over (by its rules, a resignation or a departure).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ended.is_some() || self.game.position().is_over()
    }

    /// The seat asking to take back moves, while a request waits for agreement.
    #[must_use]
    pub fn undo_requested_by(&self) -> Option<Player> {
        self.undo.as_ref().map(|u| u.by)
    }

    /// The record of the game, with these names for the seats; a game that ended otherwise
    /// than by its rules has that end as its outcome (who resigned, left or ran out of time).
    #[must_use]
    pub fn record(&self, names: Option<Vec<String>>) -> GameRecord {
        let mut record = GameRecord::of(&self.game, Some(self.seed), names);
        if let Some(ended) = self
            .ended
            .as_ref()
            .filter(|_| !self.game.position().is_over())
        {
            let (reason, seat) = ended.reason();
            record.outcome = Some(crate::record::stopped_outcome_json(
                self.game.rules(),
                self.game.position(),
                reason,
                Some(seat),
            ));
        }
        record
    }

    fn check_playing(&self) -> Result<(), SessionError> {
        if self.is_over() {
            Err(SessionError::GameOver)
        } else {
            Ok(())
        }
    }

    fn name(&self, p: Player) -> String {
        player_name(self.players(), p)
    }

    /// Checks that `seat` may move now: the game is on, every seat is taken, it is its turn.
    fn check_turn(&self, seat: Player) -> Result<(), SessionError> {
        self.check_playing()?;
        if let Some(free) = self.seats.iter().position(Option::is_none) {
            let free = free as Player;
            return Err(SessionError::Waiting {
                seat: free,
                name: self.name(free),
            });
        }
        let turn = self.turn();
        if turn != seat {
            return Err(SessionError::NotYourTurn {
                turn: self.name(turn),
            });
        }
        Ok(())
    }

    /// A typed move read and checked.
    fn checked(&self, text: &str) -> Result<Move, SessionError> {
        Ok(self.game.checked_move(text)?)
    }

    /// The move `seat` typed: read, checked (the game is on, every seat taken, `seat`'s turn,
    /// the move legal) and played.
    ///
    /// # Errors
    /// Any of those checks; the game is unchanged.
    pub fn play(&mut self, seat: Player, text: &str) -> Result<&Ply, SessionError> {
        self.check_turn(seat)?;
        let mv = self.checked(text)?;
        self.apply(&mv)
    }

    /// [`Session::play`], with the board after each of the engine's steps (for animation).
    ///
    /// # Errors
    /// As [`Session::play`]; the game is unchanged.
    pub fn play_framed(
        &mut self,
        seat: Player,
        text: &str,
    ) -> Result<(&Ply, Vec<Position>), SessionError> {
        self.check_turn(seat)?;
        let mv = self.checked(text)?;
        self.apply_framed(&mv)
    }

    /// The move of whoever is to move, whatever sits there (an analysis board, or a game read
    /// from a list of moves): read, checked and played.
    ///
    /// # Errors
    /// The game is over, or the text is not a legal move; the game is unchanged.
    pub fn play_turn(&mut self, text: &str) -> Result<&Ply, SessionError> {
        // A game over by its rules is the move's own illegality ("the game is over"), told by
        // the rules; a resignation or departure is the session's.
        if self.ended.is_some() {
            return Err(SessionError::GameOver);
        }
        let mv = self.checked(text)?;
        self.apply(&mv)
    }

    /// The computer player to move now: its seat, who it is, and the number of moves so far
    /// (to check, when its move comes back, that nothing was played meanwhile).
    #[must_use]
    pub fn computer_to_move(&self) -> Option<(Player, &Seat, usize)> {
        if self.is_over() {
            return None;
        }
        let turn = self.turn();
        match self.seats.get(usize::from(turn)) {
            Some(Some(seat)) if *seat != Seat::Human => Some((turn, seat, self.game.num_plies())),
            _ => None,
        }
    }

    /// What a computer player needs to know of the game's past to choose its move.
    #[must_use]
    pub fn history(&self) -> agent::History<'_> {
        agent::History {
            first: self.game.first_player(),
            from: self.game.set_up(),
            moves: self.game.moves(),
        }
    }

    /// A computer player's move, chosen for the position after `plies` moves: played, with the
    /// board after each step, unless the game moved on meanwhile (then `None`).
    ///
    /// # Errors
    /// The move is not legal here; the game is unchanged.
    pub fn computer_move_framed(
        &mut self,
        plies: usize,
        mv: &Move,
    ) -> Result<Option<(&Ply, Vec<Position>)>, SessionError> {
        if plies != self.game.num_plies() || self.computer_to_move().is_none() {
            return Ok(None);
        }
        self.apply_framed(mv).map(Some)
    }

    /// A computer player's move in the position now.
    ///
    /// # Errors
    /// No computer player is to move, or the move is not legal here; the game is unchanged.
    pub fn computer_move(&mut self, mv: &Move) -> Result<&Ply, SessionError> {
        self.check_playing()?;
        if self.computer_to_move().is_none() {
            return Err(SessionError::NotYourTurn {
                turn: self.name(self.turn()),
            });
        }
        self.apply(mv)
    }

    /// What the computer needs to advise `seat`, when it is `seat`'s turn in a game under way.
    ///
    /// # Errors
    /// The game is over, or another seat is to move.
    pub fn hint_job(&self, seat: Player) -> Result<HintJob, SessionError> {
        self.check_playing()?;
        let turn = self.turn();
        if turn != seat {
            return Err(SessionError::HintNotYourTurn {
                turn: self.name(turn),
            });
        }
        Ok(HintJob {
            rules: Arc::clone(self.game.shared_rules()),
            pos: self.game.position().clone(),
            seen: solve::history_since_capture(
                self.game.rules(),
                self.game.start(),
                self.game.moves(),
            ),
        })
    }

    /// `seat` resigns.
    ///
    /// # Errors
    /// The game is over.
    pub fn resign(&mut self, seat: Player) -> Result<(), SessionError> {
        self.check_playing()?;
        self.ended = Some(Ended::Resigned(seat));
        self.undo = None;
        Ok(())
    }

    /// The person in `seat` left for good: the seat is free again, and, when `end_game`, the
    /// game ends with them (if it was still on). Whether the game ended now.
    pub fn abandon(&mut self, seat: Player, end_game: bool) -> bool {
        self.seats[usize::from(seat)] = None;
        if end_game && !self.is_over() {
            self.ended = Some(Ended::Left(seat));
            self.undo = None;
            return true;
        }
        false
    }

    /// Takes back moves at once until `seat` is to move again, having taken back one of its
    /// own (and the replies after it); how many.
    ///
    /// # Errors
    /// `seat` has not moved yet; nothing changes.
    pub fn take_back_turn(&mut self, seat: Player) -> Result<usize, SessionError> {
        if !self.game.plies().any(|p| p.player == seat) {
            return Err(SessionError::NothingToUndo);
        }
        let mut undone_own = false;
        let mut undone = 0;
        while let Some(ply) = self.game.last_ply() {
            let own = ply.player == seat;
            if undone_own && !own {
                break;
            }
            self.game.undo();
            undone += 1;
            undone_own |= own;
            if undone_own && self.turn() == seat {
                break;
            }
        }
        self.taken_back();
        Ok(undone)
    }

    /// Takes back moves until `plies` are left (all of them with 0); how many.
    pub fn take_back_to(&mut self, plies: usize) -> usize {
        let mut undone = 0;
        while self.game.num_plies() > plies && self.game.undo().is_some() {
            undone += 1;
        }
        if undone > 0 {
            self.taken_back();
        }
        undone
    }

    /// `seat` asks to take back moves, or agrees to a pending request; once every person
    /// (every seat a person sits in) agrees, the moves are taken back as
    /// [`Session::take_back_turn`] does for the asker.
    ///
    /// # Errors
    /// The game is over, or `seat` asks when it has not moved yet.
    pub fn request_undo(&mut self, seat: Player) -> Result<Undo, SessionError> {
        self.check_playing()?;
        let plies = self.game.num_plies();
        match &mut self.undo {
            Some(u) if u.plies == plies => {
                if !u.agreed.contains(&seat) {
                    u.agreed.push(seat);
                }
            }
            _ => {
                if !self.game.plies().any(|p| p.player == seat) {
                    return Err(SessionError::NothingToUndo);
                }
                self.undo = Some(UndoRequest {
                    by: seat,
                    agreed: vec![seat],
                    plies,
                });
            }
        }
        let request = self.undo.clone().expect("just set");
        let everyone = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| **s == Some(Seat::Human))
            .all(|(p, _)| request.agreed.contains(&(p as Player)));
        if everyone {
            let undone = self.take_back_turn(request.by)?;
            return Ok(Undo::Done {
                by: request.by,
                undone,
            });
        }
        Ok(Undo::Asked { by: request.by })
    }

    /// A pending request to take back moves is refused.
    ///
    /// # Errors
    /// No request is pending.
    pub fn decline_undo(&mut self) -> Result<(), SessionError> {
        match self.undo.take() {
            Some(_) => Ok(()),
            None => Err(SessionError::NoUndoRequest),
        }
    }
}
