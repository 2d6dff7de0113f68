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
    lang::{Arg, Lang},
    moves::{Direction, Move},
    position::{EndReason, Limit, Outcome, PitId, Player, Position},
    ruleset::{
        BoardError, BoardLayout, FirstPlayer, HouseShape, Illegal, LayoutPit, Notation,
        ParseMoveError, PieceLook, PieceLooks, PieceStyle, PitKind, Present, Row, Ruleset, Shape,
        View, capitalise, config::RulesetInfo, limit_ranges_in, notation, rules_heading_in,
        shared_end_reason_text_in,
    },
};

/// `a`, `a and b`, `a, b and c` in `lang`.
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => lang.text(
            "sk-and",
            &[
                ("first", rest.join(", ").into()),
                ("last", last.clone().into()),
            ],
        ),
    }
}

/// `a; b; c` in `lang`: clauses of one sentence.
fn semicolons(lang: Lang, items: &[String]) -> String {
    let mut items = items.iter().cloned();
    let first = items.next().unwrap_or_default();
    items.fold(first, |said, next| {
        lang.text(
            "sk-semicolon",
            &[("first", said.into()), ("next", next.into())],
        )
    })
}

impl Sungka {
    /// A player's name in `lang`: South and North with two players, `Player 2` with more.
    fn player_name(&self, lang: Lang, p: Player) -> String {
        if self.options.players == 2 {
            lang.text("player-side", &[("side", p.into())])
        } else {
            lang.text("player-numbered", &[("number", p.into())])
        }
    }

    /// The key the messages choose the family's words by: `sungka` names the Filipino terms
    /// beside the English ones and counts shells, `kalah` stays plain and counts seeds.
    fn kind(&self) -> &'static str {
        match self.options.family {
            Flavour::Sungka => "sungka",
            Flavour::Kalah => "kalah",
        }
    }

    /// `1 shell`, `7 shells`, `1 seed`, `4 seeds` in `lang`.
    fn pieces(&self, lang: Lang, n: u16) -> String {
        lang.text(
            "sk-pieces",
            &[("kind", self.kind().into()), ("count", n.into())],
        )
    }

    /// `South's house 3` (`South's own house 3` when `own`), `South's store`, in `lang`.
    fn house_name(&self, lang: Lang, pit: PitId, own: bool) -> String {
        let owner = self.player_name(lang, self.owner(pit));
        if self.is_store(pit) {
            lang.text("sk-store", &[("owner", owner.into())])
        } else {
            lang.text(
                if own { "sk-own-house" } else { "sk-house" },
                &[
                    ("owner", owner.into()),
                    ("number", self.house_number(pit).into()),
                ],
            )
        }
    }

    /// The pits a sowing dropped into, in order, by the names the board shows: a run of one
    /// player's houses is said once ("South's houses 4 to 6"), the runs and stores joined in
    /// order ("…, then South's store, then North's houses 1 to 3").
    fn sown_names(&self, lang: Lang, sown: &[PitId]) -> String {
        let mut runs: Vec<(PitId, PitId)> = Vec::new();
        for &pit in sown {
            if let Some((_, last)) = runs.last_mut() {
                if !self.is_store(pit)
                    && !self.is_store(*last)
                    && self.owner(pit) == self.owner(*last)
                    && self.house_number(pit) == self.house_number(*last) + 1
                {
                    *last = pit;
                    continue;
                }
            }
            runs.push((pit, pit));
        }
        let words: Vec<String> = runs
            .into_iter()
            .map(|(first, last)| {
                if first == last {
                    return self.house_name(lang, first, false);
                }
                let (from, to) = (self.house_number(first), self.house_number(last));
                lang.text(
                    if to == from + 1 {
                        "sk-houses-two"
                    } else {
                        "sk-houses-range"
                    },
                    &[
                        ("owner", self.player_name(lang, self.owner(first)).into()),
                        ("from", from.into()),
                        ("to", to.into()),
                    ],
                )
            })
            .collect();
        let mut words = words.into_iter();
        let first = words.next().unwrap_or_default();
        words.fold(first, |said, next| {
            lang.text("sk-then", &[("first", said.into()), ("next", next.into())])
        })
    }

    /// The facing house of `house` as the narration names it: `North's house 6, facing it,`.
    fn facing_words(&self, lang: Lang, house: PitId) -> String {
        let facing = self.house_name(lang, self.facing(house), false);
        lang.text("sk-facing", &[("pit", facing.into())])
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
    fn status(&self, lang: Lang, pos: &Position) -> String {
        let mut parts = Vec::new();
        if self.num_players() == 2 {
            parts.push(self.points_text(lang, &self.scores(pos)[..2]));
        }
        if self.is_match() {
            parts.push(lang.text("sk-status-round", &[("round", pos.round().into())]));
        }
        let Some(o) = pos.outcome() else {
            parts.push(lang.text(
                "sk-status-to-move",
                &[("player", self.player_name(lang, pos.turn()).into())],
            ));
            return capitalise(&semicolons(lang, &parts));
        };
        // The result is told once, under the board, by whoever shows the game.
        let verdict = match o.reason {
            EndReason::Limit(_) => lang.text("sk-status-unfinished", &[]),
            _ => lang.text("sk-status-over", &[]),
        };
        if parts.is_empty() {
            verdict
        } else {
            format!("{}\n{verdict}", capitalise(&semicolons(lang, &parts)))
        }
    }

    /// `South 62, North 36`.
    fn points_text(&self, lang: Lang, scores: &[i32]) -> String {
        let points: Vec<String> = scores
            .iter()
            .enumerate()
            .map(|(p, &s)| {
                lang.text(
                    "sk-points-item",
                    &[
                        ("player", self.player_name(lang, p as Player).into()),
                        ("points", s.into()),
                    ],
                )
            })
            .collect();
        points.join(", ")
    }
}

/// The account of one move: follows the counts of every pit through the events, so that each
/// line can say what a pit held, who is out of seeds and what the stores hold.
struct Narration<'a> {
    lang: Lang,
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
    fn new(
        lang: Lang,
        game: &'a Sungka,
        before: &'a Position,
        events: &'a [Event],
    ) -> Narration<'a> {
        Narration {
            lang,
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

    /// A message of the catalogues with the family's `kind` among its arguments.
    fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut all: Vec<(&str, Arg)> = vec![("kind", self.game.kind().into())];
        all.extend(args.iter().cloned());
        self.lang.text(id, &all)
    }

    fn name(&self, p: Player) -> String {
        self.game.player_name(self.lang, p)
    }

    fn pit(&self, pit: PitId) -> String {
        self.game.house_name(self.lang, pit, false)
    }

    fn pieces(&self, n: u16) -> String {
        self.game.pieces(self.lang, n)
    }

    /// `The last shell`, to open a sentence.
    fn last_piece(&self) -> String {
        capitalise(&self.text("sk-last-piece", &[]))
    }

    fn side_is_empty(&self, p: Player) -> bool {
        self.game
            .houses_of(p)
            .all(|h| self.counts[usize::from(h)] == 0)
    }

    /// Where the last seed fell in an empty house, and how it was empty: `South's own house 2`
    /// and `which was empty`, or `emptied earlier in this move` for a house this move emptied.
    fn empty_house(&self, pit: PitId) -> (String, String) {
        let own = self.game.owner(pit) == self.mover;
        let name = self.game.house_name(self.lang, pit, own);
        let state = if self.before.count(pit) > 0 {
            self.text("sk-emptied-house", &[])
        } else {
            self.text("sk-empty-house", &[])
        };
        (name, state)
    }

    /// What `pit` held before the last seed of the sowing arrived.
    fn held_before_last(&self, pit: PitId) -> String {
        self.pieces(self.counts[usize::from(pit)].saturating_sub(1))
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
            sown.push(*to);
            self.counts[usize::from(*to)] += 1;
            prev = *to;
            j += 1;
        }
        let into = g.sown_names(self.lang, &sown);
        let skips = self.skipped_words(&skipped);
        let name = self.name(self.mover);
        if relay {
            self.lap += 1;
            let text = self.text(
                "sk-relay",
                &[
                    ("lap", self.lap.into()),
                    ("pit", self.pit(pit).into()),
                    ("mover", name.into()),
                    ("held", self.pieces(count - 1).into()),
                    ("count", count.into()),
                    ("into", into.into()),
                    ("skipped", skips.into()),
                ],
            );
            self.out.push(text);
        } else {
            debug_assert_eq!(held, count);
            let text = self.text(
                "sk-lift",
                &[
                    ("mover", name.into()),
                    ("pieces", self.pieces(count).into()),
                    ("pit", self.pit(pit).into()),
                    ("number", g.house_number(pit).into()),
                    ("count", count.into()),
                    ("into", into.into()),
                    ("skipped", skips.into()),
                ],
            );
            self.out.push(text);
        }
        j
    }

    /// ` (North's store is skipped)`: the pits a sowing run passed over, or nothing.
    fn skipped_words(&self, skipped: &[PitId]) -> String {
        let g = self.game;
        let lang = self.lang;
        let mut groups: Vec<String> = Vec::new();
        let mut burnt: Vec<PitId> = Vec::new();
        let flush = |burnt: &mut Vec<PitId>, groups: &mut Vec<String>| {
            // The burnt houses passed in a row, one group per owner.
            while let Some(&first) = burnt.first() {
                let owner = g.owner(first);
                let split = burnt
                    .iter()
                    .position(|&h| g.owner(h) != owner)
                    .unwrap_or(burnt.len());
                let numbers: Vec<String> = burnt
                    .drain(..split)
                    .map(|h| g.house_number(h).to_string())
                    .collect();
                groups.push(lang.text(
                    "sk-burnt-houses",
                    &[
                        ("owner", g.player_name(lang, owner).into()),
                        ("count", numbers.len().into()),
                        ("list", and_list(lang, &numbers).into()),
                    ],
                ));
            }
        };
        for &pit in skipped {
            if g.is_store(pit) {
                flush(&mut burnt, &mut groups);
                groups.push(self.pit(pit));
            } else {
                burnt.push(pit);
            }
        }
        flush(&mut burnt, &mut groups);
        if groups.is_empty() {
            String::new()
        } else {
            self.text(
                "sk-skipped",
                &[
                    ("list", and_list(lang, &groups).into()),
                    ("count", skipped.len().into()),
                ],
            )
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
        let mut ends = true;
        if let Some(Event::Stop {
            why: reason::CAPTURED,
            pit,
            ..
        }) = self.events.get(j)
        {
            last = last.or(*pit);
            j += 1;
        } else {
            ends = false;
        }
        let Some(last) = last else {
            // Cannot happen (a capture always names its house); say what is known.
            let n = facing_taken.unwrap_or(0);
            let text = self.text(
                "sk-capture-alone",
                &[("mover", name.into()), ("pieces", self.pieces(n).into())],
            );
            self.out.push(text);
            return j;
        };
        let (at, state) = self.empty_house(last);
        let facing = g.facing_words(self.lang, last);
        let taken = |n: u16| {
            self.text(
                "sk-taken",
                &[("count", n.into()), ("pieces", self.pieces(n).into())],
            )
        };
        let mut args: Vec<(&str, Arg)> = vec![
            ("last", self.last_piece().into()),
            ("pit", at.into()),
            ("state", state.into()),
            ("mover", name.into()),
        ];
        let id = match (facing_taken, last_taken) {
            (Some(f), Some(l)) => {
                args.push(("taken", taken(f).into()));
                args.push(("facing", facing.into()));
                args.push(("pieces", self.pieces(f + l).into()));
                "sk-capture-both"
            }
            (Some(f), None) => {
                args.push(("taken", taken(f).into()));
                args.push(("facing", facing.into()));
                "sk-capture-facing"
            }
            (None, Some(l)) => {
                args.push(("facing", capitalise(&facing).into()));
                args.push(("pieces", self.pieces(l).into()));
                "sk-capture-last"
            }
            (None, None) => "sk-capture-none",
        };
        let line = self.text(id, &args);
        self.out.push(if ends {
            format!("{line} {}", self.text("sk-capture-ends", &[]))
        } else {
            line
        });
        j
    }

    /// Whether the game, the round or a pass takes the bonus move away: what comes after it.
    fn bonus(&mut self, i: usize) {
        let g = self.game;
        let rest = &self.events[i + 1..];
        let game_ends = rest
            .iter()
            .any(|e| matches!(e, Event::GameEnd { .. } | Event::Sweep { .. }));
        let round_ends = rest.iter().any(|e| matches!(e, Event::NewRound { .. }));
        let passed = rest
            .iter()
            .any(|e| matches!(e, Event::Pass { player } if *player == self.mover));
        let then = if game_ends && g.is_match() {
            "match"
        } else if game_ends {
            "game"
        } else if round_ends {
            "round"
        } else if passed {
            "passed"
        } else {
            "again"
        };
        let text = self.text(
            "sk-bonus",
            &[
                ("last", self.last_piece().into()),
                ("mover", self.name(self.mover).into()),
                ("then", then.into()),
            ],
        );
        self.out.push(text);
    }

    fn stop(&mut self, why: StopReason, pit: Option<PitId>, detail: Detail) {
        let g = self.game;
        let at = pit.map(|p| self.pit(p)).unwrap_or_default();
        let last = self.last_piece();
        let held = pit.map_or_else(String::new, |p| self.held_before_last(p));
        let ends = self.text("sk-dies", &[]);
        let line = match why {
            reason::CAPTURED => self.text("sk-capture-ends", &[]),
            reason::OPPONENT_SIDE => self.text(
                "sk-stop-opponent-side",
                &[
                    ("last", last.into()),
                    ("pit", at.into()),
                    ("held", held.into()),
                    (
                        "owner",
                        pit.map_or_else(String::new, |p| self.name(g.owner(p)))
                            .into(),
                    ),
                ],
            ),
            reason::NO_RELAY => self.text(
                "sk-stop-no-relay",
                &[
                    ("last", last.into()),
                    ("pit", at.into()),
                    ("held", held.into()),
                ],
            ),
            // Why nothing was captured, as the rules said.
            reason::EMPTY_HOUSE => match (pit, Uncaptured::from(detail)) {
                (Some(p), facing @ (Uncaptured::FacingEmpty | Uncaptured::FacingBurnt)) => {
                    let (at, state) = self.empty_house(p);
                    let id = if facing == Uncaptured::FacingBurnt {
                        "sk-stop-facing-burnt"
                    } else {
                        "sk-stop-facing-empty"
                    };
                    self.text(
                        id,
                        &[
                            ("last", last.into()),
                            ("pit", at.into()),
                            ("state", state.into()),
                            ("facing", g.facing_words(self.lang, p).into()),
                            ("ends", ends.into()),
                        ],
                    )
                }
                (Some(p), _) => {
                    let (at, state) = self.empty_house(p);
                    self.text(
                        "sk-stop-empty",
                        &[
                            ("last", last.into()),
                            ("pit", at.into()),
                            ("state", state.into()),
                            ("ends", ends.into()),
                        ],
                    )
                }
                (None, _) => self.text(
                    "sk-stop-empty-somewhere",
                    &[("last", last.into()), ("ends", ends.into())],
                ),
            },
            other => self.text("sk-stop-other", &[("code", other.as_str().into())]),
        };
        self.out.push(line);
    }

    fn pass(&mut self, i: usize, player: Player) {
        let g = self.game;
        let next_passes = matches!(self.events.get(i + 1), Some(Event::Pass { .. }));
        let next = (player + 1) % g.options.players;
        let then = if next_passes {
            "none"
        } else if next == self.mover {
            "again"
        } else {
            "next"
        };
        let bonus_lost =
            player == self.mover && self.events[..i].iter().any(|e| matches!(e, Event::Bonus));
        let text = self.text(
            if bonus_lost {
                "sk-pass-bonus-lost"
            } else {
                "sk-pass"
            },
            &[
                ("who", self.name(player).into()),
                ("next", self.name(next).into()),
                ("then", then.into()),
            ],
        );
        self.out.push(text);
    }

    fn new_round(&mut self, round: u16, first: Player, out_of_play: u128) {
        let g = self.game;
        let lang = self.lang;
        let seeds = g.options.seeds;
        let n = g.options.houses;
        let stores: Vec<String> = (0..g.options.players)
            .map(|p| {
                lang.text(
                    "sk-points-item",
                    &[
                        ("player", self.name(p).into()),
                        ("points", self.store_count(p).into()),
                    ],
                )
            })
            .collect();
        let text = self.text(
            "sk-round-over",
            &[
                ("round", (round - 1).into()),
                ("stores", and_list(lang, &stores).into()),
            ],
        );
        self.out.push(text);
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
                0 => self.text("sk-fill-none", &[]),
                1 if n == 1 => self.text("sk-fill-only", &[]),
                1 => self.text("sk-fill-first", &[]),
                k if k == u16::from(n) => self.text("sk-fill-all", &[("houses", n.into())]),
                k => self.text("sk-fill-some", &[("count", k.into())]),
            };
            fills.push(self.text(
                "sk-fill",
                &[
                    ("who", self.name(p).into()),
                    ("which", which.into()),
                    ("keeps", keeps.into()),
                    ("pieces", self.pieces(keeps).into()),
                ],
            ));
            if !burnt.is_empty() {
                let numbers: Vec<String> = burnt
                    .iter()
                    .map(|&h| g.house_number(h).to_string())
                    .collect();
                burnt_words.push(self.text(
                    "sk-burnt-of",
                    &[
                        ("who", self.name(p).into()),
                        ("count", burnt.len().into()),
                        ("list", and_list(lang, &numbers).into()),
                    ],
                ));
            }
        }
        let text = self.text(
            "sk-round-begins",
            &[
                ("round", round.into()),
                ("pieces", self.pieces(seeds).into()),
                ("fills", capitalise(&semicolons(lang, &fills)).into()),
            ],
        );
        self.out.push(text);
        let burnt_count = out_of_play.count_ones();
        let text = if burnt_count == 0 {
            self.text("sk-no-burnt", &[])
        } else {
            capitalise(&self.text(
                "sk-burnt",
                &[
                    ("list", and_list(lang, &burnt_words).into()),
                    ("count", burnt_count.into()),
                ],
            ))
        };
        self.out.push(text);
        let why = match g.options.match_mode {
            MatchMode::BurntHouses {
                next_round_first: NextRoundFirst::LastMover,
                ..
            } => "made",
            _ => "other",
        };
        let text = self.text(
            "sk-opens",
            &[
                ("who", self.name(first).into()),
                ("round", round.into()),
                ("why", why.into()),
                ("last", (round - 1).into()),
            ],
        );
        self.out.push(text);
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
            reason::HOUSES_EMPTY => self.text("sk-over-houses-empty", &[]),
            reason::SIDE_EMPTY => {
                let empty: Vec<String> = (0..g.options.players)
                    .filter(|&p| self.side_is_empty(p))
                    .map(|p| self.text("sk-whose", &[("who", self.name(p).into())]))
                    .collect();
                self.text(
                    "sk-over-side-empty",
                    &[("who", and_list(self.lang, &empty).into())],
                )
            }
            reason::MATCH => {
                let seeds = g.options.seeds;
                // The rules named the winner (matches are for two players): the other lost.
                let losers: Vec<Player> = (0..g.options.players)
                    .filter(|&p| Some(p) != outcome.winner)
                    .collect();
                let mut line = self.text("sk-over-round", &[("round", self.before.round().into())]);
                for p in losers {
                    let _ = write!(
                        line,
                        " {}",
                        self.text(
                            "sk-loses-match",
                            &[
                                ("who", self.name(p).into()),
                                ("pieces", self.pieces(self.store_count(p)).into()),
                                ("seeds", seeds.into()),
                            ],
                        )
                    );
                }
                line
            }
            other => self.text(
                "sk-over-other",
                &[("why", g.end_reason_text_in(self.lang, other).into())],
            ),
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
        let text = self.text(
            "sk-sweep",
            &[
                ("who", self.name(player).into()),
                ("pieces", self.pieces(count).into()),
            ],
        );
        self.out.push(text);
    }

    fn limit(&mut self, limit: Limit) {
        let g = self.game;
        let l = &g.options.limits;
        self.end_announced = true;
        let text = match limit {
            Limit::MaxRelayLifts => {
                self.text("sk-limit-relays", &[("count", l.max_relay_lifts.into())])
            }
            Limit::MaxRounds => {
                let rounds = match g.options.match_mode {
                    MatchMode::BurntHouses { max_rounds, .. } => max_rounds,
                    MatchMode::Single => 1,
                };
                self.text(
                    "sk-limit-rounds",
                    &[
                        ("round", self.before.round().into()),
                        ("rounds", rounds.into()),
                    ],
                )
            }
            Limit::MaxPlies => self.text("sk-limit-plies", &[("count", l.max_plies.into())]),
            Limit::MaxPliesWithoutCapture => self.text(
                "sk-limit-quiet",
                &[("count", l.max_plies_without_capture.into())],
            ),
        };
        self.out.push(text);
    }

    fn game_end(&mut self, outcome: &Outcome) {
        self.announce_end();
        let g = self.game;
        let players = g.num_players();
        let scores = g.points_text(self.lang, &outcome.scores[..players]);
        let (id, winner) = match (outcome.winner, outcome.reason) {
            (_, EndReason::Limit(_)) => ("sk-final-unfinished", String::new()),
            (Some(w), reason::MATCH) => ("sk-final-match", self.name(w)),
            (Some(w), _) => ("sk-final-win", self.name(w)),
            (None, _) if players == 2 => ("sk-final-draw", String::new()),
            (None, _) => ("sk-final-shared", String::new()),
        };
        let text = self.text(
            id,
            &[
                ("scores", scores.into()),
                ("winner", winner.into()),
                ("match", if g.is_match() { "yes" } else { "no" }.into()),
            ],
        );
        self.out.push(text);
    }
}

impl Present for Sungka {
    /// The thresholds of a review's classes of moves: `review.toml` beside this file.
    fn review_file(&self) -> Option<&'static str> {
        Some(include_str!("review.toml"))
    }

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

    fn parse_error_in(&self, lang: Lang, error: &ParseMoveError) -> String {
        lang.text(
            "sk-not-a-move",
            &[
                ("text", error.text.clone().into()),
                ("houses", self.options.houses.into()),
            ],
        )
    }

    fn illegal_text(&self, pos: &Position, mv: &Move, why: &Illegal) -> String {
        self.illegal_text_in(Lang::english(), pos, mv, why)
    }

    fn illegal_text_in(&self, lang: Lang, pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => lang.text(
                "sk-illegal-empty",
                &[("number", self.move_text(pos, mv).into())],
            ),
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(Refusal::NotAHouse) => lang.text("sk-illegal-not-a-house", &[]),
                Ok(Refusal::BurntHouse) => lang.text("sk-illegal-burnt", &[]),
                Err(_) => lang.text("sk-illegal-rule", &[]),
            },
            Illegal::NotYourPit => lang.text("sk-illegal-not-yours", &[]),
            Illegal::GameOver => lang.text("sk-illegal-game-over", &[]),
            Illegal::MustFeed => lang.text("sk-illegal-must-feed", &[]),
            Illegal::WrongPhase => lang.text("sk-illegal-wrong-phase", &[]),
            Illegal::NotLegal => lang.text("sk-illegal-not-legal", &[]),
        }
    }

    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        self.house_number(mv.pit).to_string()
    }

    fn pit_name(&self, pit: PitId) -> String {
        self.pit_name_in(Lang::english(), pit)
    }

    /// `South's house 3`, `North's store`, `Player 2's house 1`: the player's name the board
    /// shows and the number written beside the house.
    fn pit_name_in(&self, lang: Lang, pit: PitId) -> String {
        self.house_name(lang, pit, false)
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
        self.draw_in(Lang::english(), pos, view)
    }

    fn draw_in(&self, lang: Lang, pos: &Position, view: &View) -> String {
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
            let _ = writeln!(
                out,
                "{labels_top}      {}",
                self.player_name(lang, far.owner)
            );
            let _ = writeln!(out, "{rule}\n{top}\n{middle}\n{bottom}\n{rule}");
            let _ = writeln!(
                out,
                "{labels_bottom}      {}",
                self.player_name(lang, near.owner)
            );
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
                "{}",
                lang.text("sk-board-ring", &[("houses", self.options.houses.into())])
            );
            // The players' names in a column wide enough for the longest (10 at least).
            let names: Vec<String> = (0..self.options.players)
                .map(|p| self.player_name(lang, p))
                .collect();
            let width = names
                .iter()
                .map(|n| n.chars().count() + 1)
                .max()
                .unwrap_or(0)
                .max(10);
            let _ = write!(
                out,
                "{:<w$}",
                format!("  {}", lang.text("sk-board-house", &[])),
                w = width + 2
            );
            let nearest = layout.rows.last().expect("a row per player");
            for pit in nearest.pits.iter().filter(|p| p.kind == PitKind::House) {
                let _ = write!(out, "{:>4}", pit.label_text());
            }
            let _ = writeln!(out, "   {}", lang.text("sk-board-store", &[]));
            // The rows in ring order, the seat's last (nearest the reader).
            for row in &layout.rows {
                let p = row.owner;
                let marker = if !pos.is_over() && pos.turn() == p {
                    '>'
                } else {
                    ' '
                };
                let _ = write!(out, "{marker} {:<width$}", names[usize::from(p)]);
                for h in houses(row) {
                    let _ = write!(out, "{}", cell(h));
                }
                let store = row.pits.iter().find(|p| p.kind == PitKind::Store);
                let store = store.expect("each row ends with its store").pit;
                let _ = writeln!(out, "{:>8}", pos.count(store));
            }
        }
        out.push_str(&self.status(lang, pos));
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
        self.describe_in(Lang::english())
    }

    /// Every sentence is a message of `locales/LANG/sungka.ftl` (`sk-rules-*`), given the
    /// options it depends on.
    fn describe_in(&self, lang: Lang) -> String {
        let o = &self.options;
        let n = o.houses;
        let say = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
        let what = say("sk-what", &[("kind", self.kind().into())]);
        let mut lines = rules_heading_in(lang, &self.info, &what);
        lines.push(String::new());
        lines.push(say("sk-rules-board", &[]));
        lines.push(if o.players == 2 {
            say(
                "sk-rules-two",
                &[("houses", n.into()), ("seeds", o.seeds.into())],
            )
        } else {
            let order: Vec<String> = (0..o.players).map(|p| p.to_string()).collect();
            say(
                "sk-rules-many",
                &[
                    ("players", o.players.into()),
                    ("last", (o.players - 1).into()),
                    ("order", order.join(" → ").into()),
                    ("houses", n.into()),
                    ("seeds", o.seeds.into()),
                ],
            )
        });
        lines.push(say("sk-rules-numbering", &[("houses", n.into())]));
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => say(
                "sk-rules-first",
                &[("player", self.player_name(lang, p).into())],
            ),
            FirstPlayer::Random => say("sk-rules-first-random", &[]),
        });
        if o.family == Flavour::Sungka && o.players == 2 {
            lines.push(say("sk-rules-together", &[]));
        }
        lines.push(String::new());
        lines.push(say("sk-rules-move", &[]));
        lines.push(say("sk-rules-sow", &[]));
        lines.push(say("sk-rules-last", &[]));
        lines.push(say("sk-rules-bonus", &[]));
        lines.push(match o.relay {
            RelaySides::Both => say("sk-rules-relay-both", &[]),
            RelaySides::Own => say("sk-rules-relay-own", &[]),
            RelaySides::None => say("sk-rules-relay-none", &[]),
        });
        let takes = if o.includes_last_seed {
            say("sk-rules-takes-last", &[])
        } else {
            say("sk-rules-takes-facing", &[])
        };
        let facing = say(
            "sk-rules-facing",
            &[
                ("next", (u16::from(n) + 1).into()),
                ("opponent", if o.players == 2 { "yes" } else { "no" }.into()),
            ],
        );
        lines.push(if o.requires_nonempty_opposite {
            say(
                "sk-rules-capture-nonempty",
                &[("facing", facing.into()), ("takes", takes.into())],
            )
        } else if o.includes_last_seed {
            say("sk-rules-capture-always", &[("facing", facing.into())])
        } else {
            say("sk-rules-capture-facing", &[("facing", facing.into())])
        });
        lines.push(say("sk-rules-other-empty", &[]));
        if o.relay != RelaySides::None {
            lines.push(say(
                "sk-rules-relay-limit",
                &[("count", o.limits.max_relay_lifts.into())],
            ));
        }
        if o.end == EndCondition::AllHousesEmpty {
            lines.push(say("sk-rules-pass", &[]));
        }
        lines.push(String::new());
        lines.push(say("sk-rules-end", &[]));
        lines.push(match o.end {
            EndCondition::AllHousesEmpty => say("sk-rules-end-all", &[]),
            EndCondition::OneSideEmpty => say("sk-rules-end-side", &[]),
        });
        lines.push(say("sk-rules-points", &[]));
        if let MatchMode::BurntHouses {
            next_round_first,
            max_rounds,
        } = o.match_mode
        {
            lines.push(String::new());
            lines.push(say("sk-rules-match", &[]));
            lines.push(say("sk-rules-match-lose", &[("seeds", o.seeds.into())]));
            lines.push(say("sk-rules-match-fill", &[("seeds", o.seeds.into())]));
            lines.push(match next_round_first {
                NextRoundFirst::Other => say("sk-rules-match-other", &[]),
                NextRoundFirst::LastMover => say("sk-rules-match-last", &[]),
            });
            lines.push(say(
                "sk-rules-match-max",
                &[("round", (u64::from(max_rounds) + 1).into())],
            ));
        }
        lines.push(say(
            "sk-rules-limits",
            &[
                ("plies", o.limits.max_plies.into()),
                ("quiet", o.limits.max_plies_without_capture.into()),
                ("ranges", limit_ranges_in(lang, true).into()),
            ],
        ));
        lines.join("\n")
    }

    fn end_reason_text(&self, why: EndReason) -> String {
        self.end_reason_text_in(Lang::english(), why)
    }

    fn end_reason_text_in(&self, lang: Lang, why: EndReason) -> String {
        match why {
            reason::HOUSES_EMPTY => {
                lang.text("sk-end-houses-empty", &[("kind", self.kind().into())])
            }
            reason::SIDE_EMPTY => lang.text("sk-end-side-empty", &[]),
            reason::MATCH => lang.text("sk-end-match", &[]),
            EndReason::Limit(Limit::MaxRounds) => match self.options.match_mode {
                MatchMode::BurntHouses { max_rounds, .. } => {
                    lang.text("sk-end-max-rounds", &[("rounds", max_rounds.into())])
                }
                MatchMode::Single => shared_end_reason_text_in(lang, self.limits(), why),
            },
            other => shared_end_reason_text_in(lang, self.limits(), other),
        }
    }

    fn legend(&self) -> Option<String> {
        self.legend_in(Lang::english())
    }

    fn legend_in(&self, lang: Lang) -> Option<String> {
        let n = self.options.houses;
        let kind = ("kind", Arg::from(self.kind()));
        let mut sentences = vec![if self.options.players == 2 {
            lang.text("sk-legend-two", &[kind.clone(), ("houses", n.into())])
        } else {
            lang.text(
                "sk-legend-ring",
                &[
                    kind.clone(),
                    ("houses", n.into()),
                    ("next", (u16::from(n) + 1).into()),
                ],
            )
        }];
        if self.options.family == Flavour::Sungka {
            sentences.push(lang.text("sk-legend-shells", &[]));
            if self.options.players == 2 {
                sentences.push(lang.text("sk-legend-mirrored", &[]));
            }
        }
        if self.is_match() {
            sentences.push(lang.text("sk-legend-burnt", &[]));
        }
        Some(sentences.join(" "))
    }

    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String> {
        self.explain_in(Lang::english(), before, mv, events)
    }

    fn explain_in(
        &self,
        lang: Lang,
        before: &Position,
        _mv: &Move,
        events: &[Event],
    ) -> Vec<String> {
        Narration::new(lang, self, before, events).run()
    }
}
