//! Time controls and the clock a [`Session`](super::Session) keeps.
//!
//! The library reads no clock of its own: a front end measures how long the player to move has
//! been thinking and tells the session ([`Session::pass_time`](super::Session::pass_time)); the
//! session charges it, ends the game when a player's time runs out, and after every move adds
//! the increment (or starts the next move's time) and notes every player's time left.
//!
//! The three controls of over-the-board play and of PlayStrategy's Oware and Togyz Kumalak:
//! sudden death (one amount for the whole game), Fischer (an amount plus an increment after
//! each of one's moves) and a fixed time a move (time not used is not kept). Written as lichess
//! writes them: `5` is five minutes sudden death, `3+2` three minutes plus two seconds a move,
//! `20s/move` twenty seconds a move.

use std::{fmt, str::FromStr, time::Duration};

use crate::position::Player;

/// How much time each player has, and how it grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// This much for the whole game, with `increment` added after each of one's moves (zero
    /// for sudden death).
    Fischer {
        /// Each player's time at the start.
        initial: Duration,
        /// Added after each of one's moves.
        increment: Duration,
    },
    /// This much for each move; time not used is not kept.
    PerMove(Duration),
}

/// The longest time control accepted: a day a player (or a day a move).
pub const MAX_TIME: Duration = Duration::from_secs(24 * 60 * 60);

/// Why a time control was not read; say it as `5`, `3+2` or `20s/move`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Not a number where minutes or seconds were expected.
    #[error(
        "`{0}` is not a time control: write minutes and an increment in seconds (`5`, `3+2`) or seconds a move (`20s/move`)"
    )]
    Syntax(String),
    /// No time at all.
    #[error("a time control needs some time: `{0}` gives a player none")]
    NoTime(String),
    /// More than [`MAX_TIME`].
    #[error("`{0}` is longer than a day; give at most 1440 minutes (or 86400 seconds a move)")]
    TooLong(String),
}

impl TimeControl {
    /// Sudden death: `initial` for the whole game.
    #[must_use]
    pub fn sudden_death(initial: Duration) -> TimeControl {
        TimeControl::Fischer {
            initial,
            increment: Duration::ZERO,
        }
    }

    /// A player's time when the game starts.
    #[must_use]
    pub fn initial(&self) -> Duration {
        match *self {
            TimeControl::Fischer { initial, .. } => initial,
            TimeControl::PerMove(limit) => limit,
        }
    }
}

/// A number of minutes or seconds, with up to three decimals (`0.5`, `1.25`).
fn amount(text: &str, unit: Duration, whole: &str) -> Result<Duration, TimeControlError> {
    let bad = || TimeControlError::Syntax(whole.to_owned());
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    if int.is_empty() && frac.is_empty()
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 3
    {
        return Err(bad());
    }
    let int: u64 = if int.is_empty() {
        0
    } else {
        int.parse()
            .map_err(|_| TimeControlError::TooLong(whole.to_owned()))?
    };
    let millis_frac: u64 = format!("{frac:0<3}").parse().map_err(|_| bad())?;
    let millis = int
        .checked_mul(1000)
        .and_then(|m| m.checked_add(millis_frac))
        .ok_or_else(|| TimeControlError::TooLong(whole.to_owned()))?;
    let unit_millis = unit.as_millis() as u64;
    let total = millis
        .checked_mul(unit_millis)
        .ok_or_else(|| TimeControlError::TooLong(whole.to_owned()))?
        / 1000;
    let d = Duration::from_millis(total);
    if d > MAX_TIME {
        return Err(TimeControlError::TooLong(whole.to_owned()));
    }
    Ok(d)
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `5` (minutes, sudden death), `3+2` (minutes plus seconds a move), `20s/move`.
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let text = s.trim();
        let tc = if let Some(secs) = text.strip_suffix("s/move") {
            TimeControl::PerMove(amount(secs, Duration::from_secs(1), s)?)
        } else if let Some((mins, inc)) = text.split_once('+') {
            TimeControl::Fischer {
                initial: amount(mins, Duration::from_secs(60), s)?,
                increment: amount(inc, Duration::from_secs(1), s)?,
            }
        } else {
            TimeControl::sudden_death(amount(text, Duration::from_secs(60), s)?)
        };
        if tc.initial().is_zero() {
            return Err(TimeControlError::NoTime(s.to_owned()));
        }
        Ok(tc)
    }
}

/// Seconds as written in a time control: `2`, `0.5`.
fn seconds(d: Duration) -> String {
    let ms = d.as_millis();
    if ms % 1000 == 0 {
        format!("{}", ms / 1000)
    } else {
        format!("{}", d.as_secs_f64())
    }
}

impl fmt::Display for TimeControl {
    /// As [`TimeControl::from_str`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Fischer { initial, increment } => {
                let ms = initial.as_millis();
                if ms % 60_000 == 0 {
                    write!(f, "{}", ms / 60_000)?;
                } else {
                    write!(f, "{}", initial.as_secs_f64() / 60.0)?;
                }
                if !increment.is_zero() {
                    write!(f, "+{}", seconds(increment))?;
                }
                Ok(())
            }
            TimeControl::PerMove(limit) => write!(f, "{}s/move", seconds(limit)),
        }
    }
}

/// Every player's time left under a [`TimeControl`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    left: Vec<Duration>,
}

impl Clock {
    /// A clock for `players` players, each with the control's initial time.
    #[must_use]
    pub fn new(control: TimeControl, players: usize) -> Clock {
        Clock {
            control,
            left: vec![control.initial(); players],
        }
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `seat` has left (under a time a move, for the move it is making or will make).
    ///
    /// # Panics
    /// `seat` is not a seat of this game.
    #[must_use]
    pub fn left(&self, seat: Player) -> Duration {
        self.left[usize::from(seat)]
    }

    /// Every player's time left, seat by seat.
    #[must_use]
    pub fn all_left(&self) -> &[Duration] {
        &self.left
    }

    /// Takes `spent` from `seat`'s time; whether it ran out (it never goes below zero).
    pub(super) fn spend(&mut self, seat: Player, spent: Duration) -> bool {
        let left = &mut self.left[usize::from(seat)];
        *left = left.saturating_sub(spent);
        left.is_zero()
    }

    /// `seat` has moved: its increment is added, or its next move's time set.
    pub(super) fn moved(&mut self, seat: Player) {
        let left = &mut self.left[usize::from(seat)];
        match self.control {
            TimeControl::Fischer { increment, .. } => *left = left.saturating_add(increment),
            TimeControl::PerMove(limit) => *left = limit,
        }
    }

    /// Moves were taken back and `turn` is to move: under a time a move, a fresh one.
    pub(super) fn taken_back(&mut self, turn: Player) {
        if let TimeControl::PerMove(limit) = self.control {
            self.left[usize::from(turn)] = limit;
        }
    }
}
