//! The perfect players kept between their moves, with their solver tables (a few hundred MiB
//! each), all rooms together within one budget ([`crate::limits::Limits::table_memory`]): a
//! player kept is answered from its table at its next move; beyond the budget the one used
//! longest ago is let go, and builds a new table when it moves again. Nothing else is kept:
//! the other computer players are made afresh for each move.

use mancala::agent::Agent;

/// A kept player.
#[derive(Debug)]
struct Kept {
    room: String,
    seat: u8,
    agent: Agent,
    bytes: usize,
    used: u64,
}

/// The kept players, within a budget of bytes.
#[derive(Debug)]
pub(crate) struct Tables {
    budget: usize,
    kept: Vec<Kept>,
    clock: u64,
}

impl Tables {
    /// None kept yet, within `budget` bytes.
    pub(crate) fn new(budget: usize) -> Tables {
        Tables {
            budget,
            kept: Vec::new(),
            clock: 0,
        }
    }

    /// The player kept for `seat` of `room`, taken out (it is put back by [`Tables::keep`]
    /// after its move).
    pub(crate) fn take(&mut self, room: &str, seat: u8) -> Option<Agent> {
        let at = self
            .kept
            .iter()
            .position(|k| k.room == room && k.seat == seat)?;
        Some(self.kept.swap_remove(at).agent)
    }

    /// Keeps `agent` for `seat` of `room`, then lets go of the players used longest ago until
    /// the tables fit the budget (this one too, if it alone is larger). Returns the players
    /// let go, for the caller to drop outside its lock.
    #[must_use]
    pub(crate) fn keep(&mut self, room: &str, seat: u8, agent: Agent) -> Vec<Agent> {
        self.clock += 1;
        let bytes = agent.table_bytes();
        let mut gone = Vec::new();
        if bytes > self.budget {
            gone.push(agent);
            return gone;
        }
        if let Some(old) = self.take(room, seat) {
            gone.push(old);
        }
        while self.bytes() + bytes > self.budget {
            let Some(oldest) = (0..self.kept.len()).min_by_key(|&i| self.kept[i].used) else {
                break;
            };
            gone.push(self.kept.swap_remove(oldest).agent);
        }
        self.kept.push(Kept {
            room: room.to_owned(),
            seat,
            agent,
            bytes,
            used: self.clock,
        });
        gone
    }

    /// Lets go of every player kept for `room` (its game is over, or the room is closed).
    #[must_use]
    pub(crate) fn forget(&mut self, room: &str) -> Vec<Agent> {
        let mut gone = Vec::new();
        let mut i = 0;
        while i < self.kept.len() {
            if self.kept[i].room == room {
                gone.push(self.kept.swap_remove(i).agent);
            } else {
                i += 1;
            }
        }
        gone
    }

    /// The bytes of the tables kept.
    pub(crate) fn bytes(&self) -> usize {
        self.kept.iter().map(|k| k.bytes).sum()
    }

    /// The players kept.
    pub(crate) fn count(&self) -> usize {
        self.kept.len()
    }
}
