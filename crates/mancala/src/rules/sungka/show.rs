//! What people see of Sungka and Kalah: move notation, the board, the rules in words, the
//! narration of a move (with sungka's Filipino terms) and the JSON detail of a position.
//!
//! # Position notation
//!
//! [`Present::board_text`] writes one row per player in ring order, each player's houses then
//! their store after `|`, then the player to move: Sungka's start is
//! `7,7,7,7,7,7,7|0/7,7,7,7,7,7,7|0 0`, Kalah's `4,4,4,4,4,4|0/4,4,4,4,4,4|0 0`, and three
//! players' Sungka has three rows (`7,7,7,7,7,7|0/7,7,7,7,7,7|0/7,7,7,7,7,7|0 0`). A house
//! burnt for the round of a match is `-`, and the round follows:
//! `7,7,7,7,7,7,7|12/7,7,7,7,7,-,-|2 0 round:2`. Seeds never come from outside the game, so a
//! text whose seeds do not add up to the game's is refused.

use std::fmt::Write as _;

use super::{
    Captured, EndCondition, Flavour, MatchMode, NextRoundFirst, Refusal, RelaySides, Sungka,
    Uncaptured, reason,
};
use crate::{
    event::{Detail, Event, StopReason},
    moves::{Direction, Move},
    position::{EndReason, Limit, Outcome, PitId, Player, Position},
    ruleset::{
        BoardError, BoardLayout, FirstPlayer, HouseShape, Illegal, LayoutPit, Notation,
        ParseMoveError, PieceLook, PieceLooks, PieceStyle, PitKind, Present, Row, Ruleset, Shape,
        View, capitalise, config::RulesetInfo, notation, rules_heading, shared_end_reason_text,
    },
};

const SIDE: [&str; 2] = ["South", "North"];

/// "and"-joined list: `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl Sungka {
    fn player_name(&self, p: Player) -> String {
        if self.options.players == 2 {
            SIDE[p as usize].into()
        } else {
            format!("Player {p}")
        }
    }

    /// Whether the narration names the Filipino terms (the sungka family; Kalah stays English).
    fn filipino(&self) -> bool {
        self.options.family == Flavour::Sungka
    }

    /// An English word with its Filipino term beside it in sungka: `store (ulo)`.
    fn term(&self, english: &str, filipino: &str) -> String {
        if self.filipino() {
            format!("{english} ({filipino})")
        } else {
            english.to_owned()
        }
    }

    /// What the pieces are called: shells in sungka, seeds in Kalah.
    fn piece(&self, n: u16) -> &'static str {
        match (self.filipino(), n == 1) {
            (true, true) => "shell",
            (true, false) => "shells",
            (false, true) => "seed",
            (false, false) => "seeds",
        }
    }

    /// `1 shell`, `7 shells`, `1 seed`, `4 seeds`.
    fn pieces(&self, n: u16) -> String {
        format!("{n} {}", self.piece(n))
    }

    /// A short label for narration: `S3`, `N7`, `P2:4`, `South's store`.
    fn short(&self, pit: PitId) -> String {
        let p = self.owner(pit);
        if self.is_store(pit) {
            format!("{}'s store", self.player_name(p))
        } else if self.options.players == 2 {
            format!(
                "{}{}",
                if p == 0 { 'S' } else { 'N' },
                self.house_number(pit)
            )
        } else {
            format!("P{p}:{}", self.house_number(pit))
        }
    }

    /// The facing house of `house` as narration names it.
    fn facing_words(&self, house: PitId) -> String {
        let facing = self.facing(house);
        if self.options.players == 2 {
            format!("the facing house {}", self.short(facing))
        } else {
            format!(
                "the facing house {} (on the next player's row)",
                self.short(facing)
            )
        }
    }

    fn burnt_list(&self, out_of_play: u128) -> Vec<PitId> {
        (0..self.ring_len())
            .filter(|&pit| out_of_play & (1u128 << pit) != 0)
            .collect()
    }

    fn cell(pos: &Position, pit: PitId) -> String {
        if pos.is_out_of_play(pit) {
            "--".into()
        } else {
            pos.count(pit).to_string()
        }
    }

    /// The line under the board: the points with two players (with more, the table's store
    /// column shows them), the round of a match, and who is to move; once the game is over, the
    /// result and why on a line of its own.
    fn status(&self, pos: &Position) -> String {
        let mut parts = Vec::new();
        if self.num_players() == 2 {
            parts.push(self.points_text(&self.scores(pos)[..2]));
        }
        if self.is_match() {
            parts.push(format!("round {}", pos.round()));
        }
        let Some(o) = pos.outcome() else {
            parts.push(format!("{} to move", self.player_name(pos.turn())));
            return capitalise(&parts.join("; "));
        };
        // The result is told once, under the board, by whoever shows the game.
        let verdict = match o.reason {
            EndReason::Limit(_) => "game stopped unfinished".to_owned(),
            _ => "game over".to_owned(),
        };
        if parts.is_empty() {
            verdict
        } else {
            format!("{}\n{verdict}", capitalise(&parts.join("; ")))
        }
    }

    /// `South 62, North 36`.
    fn points_text(&self, scores: &[i32]) -> String {
        let points: Vec<String> = scores
            .iter()
            .enumerate()
            .map(|(p, s)| format!("{} {s}", self.player_name(p as Player)))
            .collect();
        points.join(", ")
    }
}

/// The account of one move: follows the counts of every pit through the events, so that each
/// line can say what a pit held, who is out of seeds and what the stores hold.
struct Narration<'a> {
    game: &'a Sungka,
    before: &'a Position,
    events: &'a [Event],
    counts: Vec<u16>,
    mover: Player,
    lap: u32,
    /// The end of the game has been announced (before its sweeps).
    end_announced: bool,
    out: Vec<String>,
}

impl<'a> Narration<'a> {
    fn new(game: &'a Sungka, before: &'a Position, events: &'a [Event]) -> Narration<'a> {
        Narration {
            game,
            before,
            events,
            counts: before.pits().to_vec(),
            mover: before.turn(),
            lap: 1,
            end_announced: false,
            out: Vec::new(),
        }
    }

    fn name(&self, p: Player) -> String {
        self.game.player_name(p)
    }

    fn side_is_empty(&self, p: Player) -> bool {
        self.game
            .houses_of(p)
            .all(|h| self.counts[usize::from(h)] == 0)
    }

    /// `one of South's own empty houses (bahay)`, or, for a house this move emptied, `one of
    /// South's own houses (bahay), emptied earlier in this move`.
    fn empty_house(&self, pit: PitId) -> String {
        let g = self.game;
        let owner = g.owner(pit);
        let whose = if owner == self.mover {
            format!("{}'s own", self.name(owner))
        } else {
            format!("{}'s", self.name(owner))
        };
        if self.before.count(pit) > 0 {
            format!(
                "one of {whose} {}, emptied earlier in this move",
                g.term("houses", "bahay")
            )
        } else {
            format!("one of {whose} empty {}", g.term("houses", "bahay"))
        }
    }

    /// What `pit` held before the last seed of the sowing arrived.
    fn held_before_last(&self, pit: PitId) -> String {
        self.game
            .pieces(self.counts[usize::from(pit)].saturating_sub(1))
    }

    /// `the 8 shells`, `the single shell`.
    fn the_pieces(&self, n: u16) -> String {
        if n == 1 {
            format!("the single {}", self.game.piece(1))
        } else {
            format!("the {}", self.game.pieces(n))
        }
    }

    fn store_count(&self, p: Player) -> u16 {
        self.counts[usize::from(self.game.store_of(p))]
    }

    fn run(mut self) -> Vec<String> {
        let mut i = 0;
        while i < self.events.len() {
            i = self.step(i);
        }
        self.out
    }

    /// Narrates the event at `i` (and the ones that belong with it); returns the next index.
    fn step(&mut self, i: usize) -> usize {
        match self.events[i] {
            Event::Lift { pit, count } => return self.sowing(i, pit, count, false),
            Event::Relay { pit, count } => return self.sowing(i, pit, count, true),
            Event::Capture { .. } => return self.capture(i),
            Event::Bonus => self.bonus(i),
            Event::Stop { why, pit, detail } => self.stop(why, pit, detail),
            Event::Pass { player } => self.pass(i, player),
            Event::NewRound {
                round,
                first,
                out_of_play,
            } => self.new_round(round, first, out_of_play),
            Event::Sweep { player, count } => self.sweep(player, count),
            Event::Limit { limit } => self.limit(limit),
            Event::GameEnd { outcome } => self.game_end(&outcome),
            Event::Sow { pit, .. } => self.counts[usize::from(pit)] += 1,
            Event::Place { .. }
            | Event::TakeOne { .. }
            | Event::GrandSlam { .. }
            | Event::Restriction(_)
            | Event::Refill(_) => {}
        }
        i + 1
    }

    /// A lift or a relay and the sowing run after it.
    fn sowing(&mut self, i: usize, pit: PitId, count: u16, relay: bool) -> usize {
        let g = self.game;
        let held = self.counts[usize::from(pit)];
        self.counts[usize::from(pit)] = 0;
        let mut sown = Vec::new();
        let mut skipped: Vec<PitId> = Vec::new();
        let mut prev = pit;
        let mut j = i + 1;
        while let Some(Event::Sow { pit: to, .. }) = self.events.get(j) {
            let mut q = prev;
            loop {
                q = if q + 1 == g.ring_len() { 0 } else { q + 1 };
                if q == *to {
                    break;
                }
                if !skipped.contains(&q) {
                    skipped.push(q);
                }
            }
            sown.push(g.short(*to));
            self.counts[usize::from(*to)] += 1;
            prev = *to;
            j += 1;
        }
        let into = if sown.len() == 1 {
            format!("drops it into {}", sown[0])
        } else if relay {
            format!("sows on into {}", sown.join(", "))
        } else {
            format!("sows them one by one into {}", sown.join(", "))
        };
        let skips = self.skipped_words(&skipped);
        let name = self.name(self.mover);
        if relay {
            self.lap += 1;
            let whose = if g.options.relay == RelaySides::Own {
                format!(", one of {name}'s own houses")
            } else {
                String::new()
            };
            let lifts = match count {
                2 => "both".to_owned(),
                _ => format!("all {count}"),
            };
            self.out.push(format!(
                "Relay, lap {}: the last {} fell in {}{whose}, which already held {}, so {name} lifts {lifts} and {into}{skips}.",
                self.lap,
                g.piece(1),
                g.short(pit),
                g.pieces(count - 1),
            ));
        } else {
            debug_assert_eq!(held, count);
            let what = g.pieces(count);
            let what = if g.filipino() {
                format!("{what} (sigay)")
            } else {
                what
            };
            self.out.push(format!(
                "{name} lifts {what} from {} and {into}{skips}.",
                g.pit_name(pit)
            ));
        }
        j
    }

    /// ` (North's store is skipped)`: the pits a sowing run passed over, or nothing.
    fn skipped_words(&self, skipped: &[PitId]) -> String {
        let g = self.game;
        let mut groups: Vec<String> = Vec::new();
        let mut burnt: Vec<String> = Vec::new();
        let mut things = 0;
        let flush = |burnt: &mut Vec<String>, groups: &mut Vec<String>| {
            match burnt.len() {
                0 => {}
                1 => groups.push(format!("the burnt house {}", burnt[0])),
                _ => groups.push(format!("the burnt houses {}", burnt.join(", "))),
            }
            burnt.clear();
        };
        for &pit in skipped {
            things += 1;
            if g.is_store(pit) {
                flush(&mut burnt, &mut groups);
                groups.push(g.short(pit));
            } else {
                burnt.push(g.short(pit));
            }
        }
        flush(&mut burnt, &mut groups);
        if groups.is_empty() {
            String::new()
        } else {
            let verb = if things == 1 { "is" } else { "are" };
            format!(" ({} {verb} skipped)", and_list(&groups))
        }
    }

    /// The captures of a move, told in one line with the stop that follows them.
    fn capture(&mut self, i: usize) -> usize {
        let g = self.game;
        let mover = self.mover;
        let name = self.name(mover);
        let store = g.store_of(mover);
        let mut facing_taken = None;
        let mut last_taken = None;
        let mut last = None;
        let mut j = i;
        while let Some(Event::Capture {
            pit, taken, detail, ..
        }) = self.events.get(j)
        {
            let n = taken.total();
            self.counts[usize::from(*pit)] -= n;
            self.counts[usize::from(store)] += n;
            // Which capture this is, as the rules said.
            if Captured::from(*detail) == Captured::LastSeed {
                last_taken = Some(n);
                last = Some(*pit);
            } else {
                facing_taken = Some(n);
            }
            j += 1;
        }
        let mut ends = "The capture ends the move.";
        if let Some(Event::Stop {
            why: reason::CAPTURED,
            pit,
            ..
        }) = self.events.get(j)
        {
            last = last.or(*pit);
            j += 1;
        } else {
            ends = "";
        }
        let into = format!("{name}'s {}", g.term("store", "ulo"));
        let Some(last) = last else {
            // Cannot happen (a capture always names its house); say what is known.
            let n = facing_taken.unwrap_or(0);
            self.out
                .push(format!("{name} captures {} into {into}.", g.pieces(n)));
            return j;
        };
        let opening = format!(
            "The last {} fell in {}, {}",
            g.piece(1),
            g.short(last),
            self.empty_house(last)
        );
        let facing = g.facing_words(last);
        let line = match (facing_taken, last_taken) {
            (Some(f), Some(l)) => format!(
                "{opening}: capture! {name} takes {} of {facing} and the last {} itself, {} into {into}.",
                self.the_pieces(f),
                g.piece(1),
                g.pieces(f + l)
            ),
            (Some(f), None) => format!(
                "{opening}: capture! {name} takes {} of {facing} into {into}; the last {} stays in {}.",
                self.the_pieces(f),
                g.piece(1),
                g.short(last)
            ),
            (None, Some(l)) => format!(
                "{opening}. {} is empty, but under these rules the last {} is captured even so: {} into {into}.",
                capitalise(&facing),
                g.piece(1),
                g.pieces(l)
            ),
            (None, None) => format!("{opening}."),
        };
        self.out.push(if ends.is_empty() {
            line
        } else {
            format!("{line} {ends}")
        });
        j
    }

    /// Whether the game, the round or a pass takes the bonus move away: what comes after it.
    fn bonus(&mut self, i: usize) {
        let g = self.game;
        let name = self.name(self.mover);
        let rest = &self.events[i + 1..];
        let opening = format!(
            "The last {} fell in {name}'s own {}",
            g.piece(1),
            g.term("store", "ulo")
        );
        let game_ends = rest
            .iter()
            .any(|e| matches!(e, Event::GameEnd { .. } | Event::Sweep { .. }));
        let round_ends = rest.iter().any(|e| matches!(e, Event::NewRound { .. }));
        let passed = rest
            .iter()
            .any(|e| matches!(e, Event::Pass { player } if *player == self.mover));
        let game = if g.is_match() { "match" } else { "game" };
        self.out.push(if game_ends {
            format!("{opening}, which would earn a bonus move, but the {game} ends here.")
        } else if round_ends {
            format!("{opening}, which would earn a bonus move, but the round ends here.")
        } else if passed {
            format!("{opening}: a bonus move for {name}.")
        } else {
            format!("{opening}: {name} moves again (bonus move).")
        });
    }

    fn stop(&mut self, why: StopReason, pit: Option<PitId>, detail: Detail) {
        let g = self.game;
        let at = pit.map(|p| g.short(p)).unwrap_or_default();
        let last = format!("The last {}", g.piece(1));
        let ends = if g.filipino() {
            "the move dies there (patay)"
        } else {
            "the move ends"
        };
        let line = match why {
            reason::CAPTURED => "The capture ends the move.".to_owned(),
            reason::OPPONENT_SIDE => format!(
                "{last} fell in {at}, which already held {}, but on {}'s side: relays are for one's own side only, so the move ends.",
                pit.map_or_else(String::new, |p| self.held_before_last(p)),
                pit.map_or_else(String::new, |p| self.name(g.owner(p)))
            ),
            reason::NO_RELAY => format!(
                "{last} fell in {at}, which already held {}; {}, so the move ends.",
                pit.map_or_else(String::new, |p| self.held_before_last(p)),
                if g.options.family == Flavour::Kalah {
                    "Kalah has no relays"
                } else {
                    "there are no relays in this game"
                }
            ),
            // Why nothing was captured, as the rules said.
            reason::EMPTY_HOUSE => match (pit, Uncaptured::from(detail)) {
                (Some(p), facing @ (Uncaptured::FacingEmpty | Uncaptured::FacingBurnt)) => {
                    let why = if facing == Uncaptured::FacingBurnt {
                        "is burnt, which counts as empty"
                    } else {
                        "is empty"
                    };
                    format!(
                        "{last} fell in {at}, {}, but {} {why}: nothing is captured and {ends}.",
                        self.empty_house(p),
                        g.facing_words(p)
                    )
                }
                (Some(p), _) => format!("{last} fell in {at}, {}: {ends}.", self.empty_house(p)),
                (None, _) => format!("{last} fell in an empty house: {ends}."),
            },
            other => format!("The move ends ({}).", other.as_str()),
        };
        self.out.push(line);
    }

    fn pass(&mut self, i: usize, player: Player) {
        let g = self.game;
        let name = self.name(player);
        let houses = g.term("houses", "bahay");
        let pieces = g.piece(2);
        let next_passes = matches!(self.events.get(i + 1), Some(Event::Pass { .. }));
        let next = (player + 1) % g.options.players;
        let then = if next_passes {
            String::new()
        } else if next == self.mover {
            format!("; {} moves again", self.name(next))
        } else {
            format!("; {} moves next", self.name(next))
        };
        let bonus_lost =
            player == self.mover && self.events[..i].iter().any(|e| matches!(e, Event::Bonus));
        self.out.push(if bonus_lost {
            format!(
                "But {name} has no {pieces} left in their {houses} to play it: the bonus move is lost and {name} is passed over{then}."
            )
        } else {
            format!("{name} has no {pieces} left in their {houses} and is passed over{then}.")
        });
    }

    fn new_round(&mut self, round: u16, first: Player, out_of_play: u128) {
        let g = self.game;
        let seeds = g.options.seeds;
        let n = g.options.houses;
        let stores: Vec<String> = (0..g.options.players)
            .map(|p| format!("{} {}", self.name(p), self.store_count(p)))
            .collect();
        self.out.push(format!(
            "No house holds a {} any more: round {} is over. In the {}: {}.",
            g.piece(1),
            round - 1,
            g.term("stores", "ulo"),
            and_list(&stores)
        ));
        let mut fills = Vec::new();
        let mut burnt_words = Vec::new();
        for p in 0..g.options.players {
            let filled: Vec<PitId> = g
                .houses_of(p)
                .filter(|&h| out_of_play & (1u128 << h) == 0)
                .collect();
            let burnt: Vec<PitId> = g
                .houses_of(p)
                .filter(|&h| out_of_play & (1u128 << h) != 0)
                .collect();
            let k = filled.len() as u16;
            let store = usize::from(g.store_of(p));
            let keeps = self.counts[store] - k * seeds;
            for &h in &filled {
                self.counts[usize::from(h)] = seeds;
            }
            self.counts[store] = keeps;
            let which = match k {
                0 => "no house".to_owned(),
                1 if n == 1 => "their only house".to_owned(),
                1 => "house 1 only".to_owned(),
                k if k == u16::from(n) => format!("all {n} houses"),
                k => format!("houses 1 to {k}"),
            };
            let kept = if keeps == 0 {
                "keeps nothing".to_owned()
            } else {
                format!("keeps {}", g.pieces(keeps))
            };
            fills.push(format!("{} fills {which} and {kept}", self.name(p)));
            if !burnt.is_empty() {
                let numbers: Vec<String> = burnt
                    .iter()
                    .map(|&h| g.house_number(h).to_string())
                    .collect();
                let labels: Vec<String> = burnt.iter().map(|&h| g.short(h)).collect();
                burnt_words.push(format!(
                    "{}'s {} {} ({})",
                    self.name(p),
                    if burnt.len() == 1 { "house" } else { "houses" },
                    and_list(&numbers),
                    labels.join(", ")
                ));
            }
        }
        self.out.push(format!(
            "Round {round} begins: each player fills their {} 1, 2, … with {} each from their store while it lasts. {}.",
            g.term("houses", "bahay"),
            g.pieces(seeds),
            capitalise(&fills.join("; "))
        ));
        let burnt_count = out_of_play.count_ones();
        self.out.push(if burnt_count == 0 {
            "No house is burnt this round.".to_owned()
        } else {
            format!(
                "{} cannot be filled: {} burnt for this round. Sowing skips a burnt house, it cannot be played, and it counts as empty when it faces a capture.",
                and_list(&burnt_words),
                if burnt_count == 1 { "it is" } else { "they are" }
            )
        });
        let why = match g.options.match_mode {
            MatchMode::BurntHouses {
                next_round_first: NextRoundFirst::LastMover,
                ..
            } => "made",
            _ => "did not make",
        };
        self.out.push(format!(
            "{} opens round {round}, as the player who {why} the last move of round {}.",
            self.name(first),
            round - 1
        ));
    }

    /// Says once why the game ended (before its sweeps and the final points).
    fn announce_end(&mut self) {
        if self.end_announced {
            return;
        }
        self.end_announced = true;
        let g = self.game;
        let Some(outcome) = self.events.iter().find_map(|e| match e {
            Event::GameEnd { outcome } => Some(*outcome),
            _ => None,
        }) else {
            return;
        };
        let line = match outcome.reason {
            reason::HOUSES_EMPTY => {
                format!(
                    "No house holds a {} any more: the game is over.",
                    g.piece(1)
                )
            }
            reason::SIDE_EMPTY => {
                let empty: Vec<String> = (0..g.options.players)
                    .filter(|&p| self.side_is_empty(p))
                    .map(|p| format!("{}'s", self.name(p)))
                    .collect();
                format!(
                    "{} houses are all empty: the game is over.",
                    and_list(&empty)
                )
            }
            reason::MATCH => {
                let seeds = g.options.seeds;
                // The rules named the winner (matches are for two players): the other lost.
                let losers: Vec<Player> = (0..g.options.players)
                    .filter(|&p| Some(p) != outcome.winner)
                    .collect();
                let mut line = format!(
                    "No house holds a {} any more: round {} is over.",
                    g.piece(1),
                    self.before.round()
                );
                for p in losers {
                    let _ = write!(
                        line,
                        " {}'s {} holds only {}, fewer than the {seeds} needed to fill one house: {} loses the match.",
                        self.name(p),
                        g.term("store", "ulo"),
                        g.pieces(self.store_count(p)),
                        self.name(p)
                    );
                }
                line
            }
            other => format!("The game is over: {}.", g.end_reason_text(other)),
        };
        self.out.push(line);
    }

    fn sweep(&mut self, player: Player, count: u16) {
        let g = self.game;
        self.announce_end();
        for h in g.houses_of(player) {
            self.counts[usize::from(h)] = 0;
        }
        self.counts[usize::from(g.store_of(player))] += count;
        let name = self.name(player);
        self.out.push(format!(
            "{name} collects the {} left in {name}'s houses into {name}'s store.",
            g.pieces(count)
        ));
    }

    fn limit(&mut self, limit: Limit) {
        let g = self.game;
        let l = &g.options.limits;
        self.end_announced = true;
        self.out.push(match limit {
            Limit::MaxRelayLifts => format!(
                "This move would need more than {} relays, the most these rules allow, so it is abandoned and the board stays as it was: the game stops unfinished.",
                l.max_relay_lifts
            ),
            Limit::MaxRounds => format!(
                "No house holds a {} any more: round {} is over, and a match may last at most {}: it stops unfinished.",
                g.piece(1),
                self.before.round(),
                match g.options.match_mode {
                    MatchMode::BurntHouses { max_rounds: 1, .. } | MatchMode::Single =>
                        "1 round".to_owned(),
                    MatchMode::BurntHouses { max_rounds, .. } => format!("{max_rounds} rounds"),
                }
            ),
            Limit::MaxPlies => format!(
                "That was move {}, the most a game may last under these rules: it stops unfinished.",
                l.max_plies
            ),
            Limit::MaxPliesWithoutCapture => format!(
                "{} moves in a row without a {} entering a store, the most these rules allow: the game stops unfinished.",
                l.max_plies_without_capture,
                g.piece(1)
            ),
        });
    }

    fn game_end(&mut self, outcome: &Outcome) {
        self.announce_end();
        let g = self.game;
        let players = g.num_players();
        let scores = g.points_text(&outcome.scores[..players]);
        self.out.push(match (outcome.winner, outcome.reason) {
            (_, EndReason::Limit(_)) => format!(
                "Points so far: {scores}. The {} is unfinished: nobody wins.",
                if g.is_match() { "match" } else { "game" }
            ),
            (Some(w), reason::MATCH) => {
                format!("Final stores: {scores}. {} wins the match.", self.name(w))
            }
            (Some(w), _) => format!("Final points: {scores}. {} wins.", self.name(w)),
            (None, _) if players == 2 => format!("Final points: {scores}: a draw."),
            (None, _) => {
                format!("Final points: {scores}. The top score is shared, so nobody wins.")
            }
        });
    }
}

impl Present for Sungka {
    fn board_text(&self, pos: &Position) -> String {
        notation::board_text(self, &Notation::plain(PieceStyle::Counts, true), pos)
    }

    fn parse_board(&self, text: &str) -> Result<Position, BoardError> {
        notation::parse_board(self, &Notation::plain(PieceStyle::Counts, true), text)
    }

    fn info(&self) -> &RulesetInfo {
        &self.info
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        let n = self.options.houses;
        let k = text
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|k| (1..=n).contains(k))
            .ok_or_else(|| ParseMoveError {
                text: text.trim().to_owned(),
                expected: format!("a house number from 1 to {n}, like 1 or {n}"),
            })?;
        Ok(Move::sow(self.house(pos.turn(), k), Direction::Forward))
    }

    fn illegal_text(&self, pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => format!("your house {} is empty", self.move_text(pos, mv)),
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(Refusal::NotAHouse) => "a move is one of your house numbers, like 3".into(),
                Ok(Refusal::BurntHouse) => "that house is burnt for this round".into(),
                Err(_) => why.to_string(),
            },
            other => other.to_string(),
        }
    }

    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        self.house_number(mv.pit).to_string()
    }

    fn pit_name(&self, pit: PitId) -> String {
        let who = self.player_name(self.owner(pit));
        if self.is_store(pit) {
            format!("{who}'s store")
        } else {
            format!("{who}'s house {}", self.house_number(pit))
        }
    }

    /// Two players: two rows facing, North's on top read from house n down to 1, North's
    /// store at the left end and South's at the right. More: a ring of rows in turn order, each
    /// player's houses 1 to n and then their store.
    fn layout(&self) -> BoardLayout {
        let n = self.options.houses;
        let players = self.options.players;
        let houses = |owner: Player, numbers: &mut dyn Iterator<Item = u8>| -> Vec<LayoutPit> {
            numbers
                .map(|k| LayoutPit::house(self.house(owner, k), owner, k))
                .collect()
        };
        let looks = PieceLooks {
            plain: PieceLook::Plain,
            black: PieceLook::Plain,
            special: PieceLook::Plain,
        };
        if players == 2 {
            return BoardLayout {
                shape: Shape::Facing,
                rows: vec![
                    Row {
                        owner: 1,
                        pits: houses(1, &mut (1..=n).rev()),
                    },
                    Row {
                        owner: 0,
                        pits: houses(0, &mut (1..=n)),
                    },
                ],
                left: Some(LayoutPit::store(self.store_of(1), 1)),
                right: Some(LayoutPit::store(self.store_of(0), 0)),
                houses: HouseShape::Round,
                pieces: looks,
            };
        }
        // Seat 0's row last, nearest the reader: the ring in turn order after it.
        let rows = (1..=players)
            .map(|i| i % players)
            .map(|owner| {
                let mut pits = houses(owner, &mut (1..=n));
                pits.push(LayoutPit::store(self.store_of(owner), owner));
                Row { owner, pits }
            })
            .collect();
        BoardLayout {
            shape: Shape::Ring,
            rows,
            left: None,
            right: None,
            houses: HouseShape::Round,
            pieces: looks,
        }
    }

    fn draw(&self, pos: &Position) -> String {
        self.draw_for(pos, &View::default())
    }

    /// The board with `view.seat`'s row at the bottom (two players: the board turned round;
    /// more: the rows in ring order ending with the seat's), the last move's houses marked (`*`
    /// the house played, `x` a house captured) and coloured when asked.
    fn draw_for(&self, pos: &Position, view: &View) -> String {
        let layout = self.layout().seen_from(view.seat);
        let mut out = String::new();
        // A pit's four columns, the last one the mark where there is one.
        let cell = |pit: PitId| {
            let text = match view.marker(pit) {
                ' ' => format!("{:>4}", Sungka::cell(pos, pit)),
                mark => format!("{:>3}{mark}", Sungka::cell(pos, pit)),
            };
            view.paint(pit, &text)
        };
        let end = |end: &Option<LayoutPit>| end.as_ref().expect("a store at each end").pit;
        if layout.shape == Shape::Facing {
            let (far, near) = (&layout.rows[0], &layout.rows[1]);
            // North's row right to left on top, South's left to right below; North's store on
            // the left, South's on the right: sowing runs counter-clockwise.
            let mut labels_top = String::from("     ");
            let mut labels_bottom = String::from("     ");
            let mut top = String::from("|    ");
            let mut bottom = String::from("|    ");
            for pit in &far.pits {
                let _ = write!(labels_top, "{:>5}", pit.label_text());
                let _ = write!(top, "|{}", cell(pit.pit));
            }
            for pit in &near.pits {
                let _ = write!(labels_bottom, "{:>5}", pit.label_text());
                let _ = write!(bottom, "|{}", cell(pit.pit));
            }
            top.push_str("|    |");
            bottom.push_str("|    |");
            let n = far.pits.len();
            let rule = format!("{}+", "+----".repeat(n + 2));
            let middle = format!(
                "|{:>4}{}+{:>4}|",
                pos.count(end(&layout.left)),
                "+----".repeat(n),
                pos.count(end(&layout.right))
            );
            let _ = writeln!(out, "{labels_top}      {}", self.player_name(far.owner));
            let _ = writeln!(out, "{rule}\n{top}\n{middle}\n{bottom}\n{rule}");
            let _ = writeln!(out, "{labels_bottom}      {}", self.player_name(near.owner));
        } else {
            let houses = |row: &Row| -> Vec<PitId> {
                row.pits
                    .iter()
                    .filter(|p| p.kind == PitKind::House)
                    .map(|p| p.pit)
                    .collect()
            };
            let _ = writeln!(
                out,
                "One ring: each player's houses 1-{}, then their store, then the next row.",
                self.options.houses
            );
            let _ = write!(out, "{:<12}", "  house");
            let nearest = layout.rows.last().expect("a row per player");
            for pit in nearest.pits.iter().filter(|p| p.kind == PitKind::House) {
                let _ = write!(out, "{:>4}", pit.label_text());
            }
            let _ = writeln!(out, "   store");
            // The rows in ring order, the seat's last (nearest the reader).
            for row in &layout.rows {
                let p = row.owner;
                let marker = if !pos.is_over() && pos.turn() == p {
                    '>'
                } else {
                    ' '
                };
                let _ = write!(out, "{marker} {:<10}", self.player_name(p));
                for h in houses(row) {
                    let _ = write!(out, "{}", cell(h));
                }
                let store = row.pits.iter().find(|p| p.kind == PitKind::Store);
                let store = store.expect("each row ends with its store").pit;
                let _ = writeln!(out, "{:>8}", pos.count(store));
            }
        }
        out.push_str(&self.status(pos));
        out
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        serde_json::json!({
            "round": pos.round(),
            "burnt": self.burnt_list(pos.out_of_play()),
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        let o = &self.options;
        let n = o.houses;
        let mut lines = rules_heading(
            &self.info,
            match o.family {
                Flavour::Sungka => "sungka, the Philippine store game.",
                Flavour::Kalah => "Kalah, the store game of the mancala family.",
            },
        );
        lines.push(String::new());
        lines.push("Board".into());
        lines.push(if o.players == 2 {
            format!(
                "- Two players, South (player 0) and North (player 1), each with {n} houses and a store on one ring. Each house starts with {} seeds, the stores empty.",
                o.seeds
            )
        } else {
            let order: Vec<String> = (0..o.players).map(|p| p.to_string()).collect();
            format!(
                "- {} players (0 to {}), each with {n} houses and a store, all on one ring in turn order; turns rotate {} → 0. Each house starts with {} seeds, the stores empty.",
                o.players,
                o.players - 1,
                order.join(" → "),
                o.seeds
            )
        });
        lines.push(format!(
            "- Your houses are numbered 1 to {n} from the one farthest from your store; a move is written as your house number."
        ));
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => format!("- {} moves first.", self.player_name(p)),
            FirstPlayer::Random => "- The first player is drawn at random.".into(),
        });
        if o.family == Flavour::Sungka && o.players == 2 {
            lines.push("- Traditionally both players make their first move at the same time; here the moves alternate from the start.".into());
        }
        lines.push(String::new());
        lines.push("A move".into());
        lines.push("- Lift every seed of one of your non-empty houses and drop one into each following pit: your houses towards your store, your store, then the next player's houses. Other players' stores are skipped; your starting house is not.".into());
        lines.push("- Where the last seed fell decides what follows:".into());
        lines.push("  - in your own store: you move again (bonus move);".into());
        lines.push(match o.relay {
            RelaySides::Both => "  - in a house that already held seeds, on any side: lift them all, the last one included, and keep sowing from there (relay);".into(),
            RelaySides::Own => "  - in one of your houses that already held seeds: lift them all, the last one included, and keep sowing (relay); in another player's occupied house the move ends;".into(),
            RelaySides::None => "  - in a house that already held seeds: the move ends (no relay);".into(),
        });
        let takes = if o.includes_last_seed {
            "its seeds and your last seed go to your store"
        } else {
            "its seeds go to your store (the last seed stays)"
        };
        let facing = format!(
            "the facing house (for your house i, house {}−i of {})",
            u16::from(n) + 1,
            if o.players == 2 {
                "the opponent"
            } else {
                "the next player"
            }
        );
        lines.push(if o.requires_nonempty_opposite {
            format!("  - in one of your houses that was empty (the house you started from counts as empty): capture. If {facing} holds seeds, {takes}; if it is empty nothing moves. The move ends;")
        } else if o.includes_last_seed {
            format!("  - in one of your houses that was empty (the house you started from counts as empty): capture. Your last seed and whatever {facing} holds go to your store, even when that house is empty. The move ends;")
        } else {
            format!("  - in one of your houses that was empty (the house you started from counts as empty): capture. The seeds of {facing}, if any, go to your store. The move ends;")
        });
        lines.push("  - in another player's empty house: the move ends.".into());
        if o.relay != RelaySides::None {
            lines.push(format!(
                "- A move needing more than {} relays is abandoned and the game stops unfinished.",
                o.limits.max_relay_lifts
            ));
        }
        if o.end == EndCondition::AllHousesEmpty {
            lines.push("- A player whose houses are all empty is passed over.".into());
        }
        lines.push(String::new());
        lines.push("End".into());
        lines.push(match o.end {
            EndCondition::AllHousesEmpty => "- The game ends when no house holds a seed.".into(),
            EndCondition::OneSideEmpty => "- The game ends as soon as any player's houses are all empty (also right after a bonus move); every player then adds the seeds left in their houses to their store.".into(),
        });
        lines.push("- Points are the seeds in your store; the single highest score wins, a shared top score is a draw.".into());
        if let MatchMode::BurntHouses {
            next_round_first,
            max_rounds,
        } = o.match_mode
        {
            lines.push(String::new());
            lines.push("Match of rounds (burnt houses)".into());
            lines.push(format!(
                "- When a round ends, a player whose store holds fewer than {} seeds cannot fill a house and loses the match.",
                o.seeds
            ));
            lines.push(format!(
                "- Otherwise each player fills their houses 1, 2, … with {} seeds each from their store while it lasts; the houses left unfilled are burnt for the round: sowing skips them, they cannot be played, and they count as empty facing houses.",
                o.seeds
            ));
            lines.push(match next_round_first {
                NextRoundFirst::Other => {
                    "- The player who did not make the last move of a round opens the next.".into()
                }
                NextRoundFirst::LastMover => {
                    "- The player who made the last move of a round opens the next.".into()
                }
            });
            lines.push(format!(
                "- The match stops unfinished if it would need a round {}.",
                u64::from(max_rounds) + 1
            ));
        }
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a seed entering a store.{}",
            o.limits.max_plies, o.limits.max_plies_without_capture,
            crate::ruleset::config::limit_ranges(true)
        ));
        lines.join("\n")
    }

    fn end_reason_text(&self, why: EndReason) -> String {
        match why {
            reason::HOUSES_EMPTY => format!("no house holds a {}", self.piece(1)),
            reason::SIDE_EMPTY => "a player's houses are all empty".to_owned(),
            reason::MATCH => "the loser's store cannot fill a house".to_owned(),
            EndReason::Limit(Limit::MaxRounds) => match self.options.match_mode {
                MatchMode::BurntHouses { max_rounds, .. } => {
                    format!("the limit of {max_rounds} rounds is reached")
                }
                MatchMode::Single => shared_end_reason_text(self.limits(), why),
            },
            other => shared_end_reason_text(self.limits(), other),
        }
    }

    fn legend(&self) -> Option<String> {
        let n = self.options.houses;
        let mut text = if self.options.players == 2 {
            format!(
                "{}: S1-S{n} are South's and N1-N{n} North's, each numbered from the house farthest from its owner's {}. South's store is on the right, North's on the left, and sowing runs counter-clockwise.",
                capitalise(&self.term("houses", "bahay")),
                self.term("store", "ulo")
            )
        } else {
            let last = self.options.players - 1;
            format!(
                "{}: P0:1-P0:{n} are Player 0's houses 1 to {n}, and so on up to P{last}:{n}; each player numbers their houses from the one farthest from their own {}. House i faces house {}-i of the next player in turn.",
                capitalise(&self.term("houses", "bahay")),
                self.term("store", "ulo"),
                u16::from(n) + 1
            )
        };
        if self.filipino() {
            text.push_str(" The pieces are shells (sigay).");
            if self.options.players == 2 {
                text.push_str(" Filipino players usually keep their store on their left and sow clockwise: the same game, mirrored.");
            }
        }
        if self.is_match() {
            text.push_str(" A burnt house is drawn as --.");
        }
        Some(text)
    }

    fn explain(&self, before: &Position, _mv: &Move, events: &[Event]) -> Vec<String> {
        Narration::new(self, before, events).run()
    }
}
