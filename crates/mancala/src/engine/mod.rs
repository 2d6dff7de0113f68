//! The engine: the one place that applies a move.
//!
//! [`play`] checks a move and [`apply`] carries it out, asking the ruleset's hooks in the order
//! of the games' own words, changing the position and reporting every step to a [`Recorder`]:
//!
//! 1. **start** ([`Ruleset::start`]): a set-up placement, or a **lift** with the order of the
//!    pieces;
//! 2. **sow**: one piece into each pit [`Ruleset::next_pit`] names;
//! 3. at the end of each run ([`Ruleset::after_sowing`]): **relay** (lift the pit reached and
//!    sow on), take one and sow on, **capture**, a bonus move, or stop. Relay lifts are counted
//!    against `max-relay-lifts`; a move that needs too many is undone and the game stops;
//! 4. **capture** ([`Ruleset::capture_step`]) pit by pit until the capture phase stops;
//! 5. the next player ([`Ruleset::next_player`]), then the **repetition** rule,
//!    [`Ruleset::end_test`] and the limits;
//! 6. the start of the next turn ([`Ruleset::turn_start`]): **refill** an empty side, start a
//!    new round, pass, until someone can move;
//! 7. **finish**: at the end, [`Ruleset::sweep`] says where the pieces left on the board go and
//!    [`Ruleset::scores`] gives the final points.
//!
//! This file is that loop. The machinery it stands on lives beside it, each behind a small API:
//! [`repetition`] (the set of positions since the last capture), `handful` (what a lift takes
//! up, and sowing it, along a sowing table where one serves), `backup` (the pits before a move
//! that may relay) and [`playout`] (random moves and whole random games: [`random_playout`]).
//! With [`crate::NoRecord`] the recording compiles to nothing, and a playout allocates nothing.
//!
//! [`Ruleset::start`]: crate::Ruleset::start
//! [`Ruleset::next_pit`]: crate::Ruleset::next_pit
//! [`Ruleset::after_sowing`]: crate::Ruleset::after_sowing
//! [`Ruleset::capture_step`]: crate::Ruleset::capture_step
//! [`Ruleset::next_player`]: crate::Ruleset::next_player
//! [`Ruleset::end_test`]: crate::Ruleset::end_test
//! [`Ruleset::turn_start`]: crate::Ruleset::turn_start
//! [`Ruleset::sweep`]: crate::Ruleset::sweep
//! [`Ruleset::scores`]: crate::Ruleset::scores

mod backup;
mod handful;
pub mod playout;
pub mod repetition;

use self::{backup::PitBackup, handful::Handful};
pub use self::{
    playout::{random_move, random_playout},
    repetition::Repetitions,
};
use crate::{
    event::{Event, Recorder, Refill},
    moves::Move,
    position::{EndReason, Kind, Limit, Outcome, Pieces, PitId, PitSet, Player, Position},
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, ChainState, Ending, Illegal, NewRound, Playout,
        Sowing, Start, SweepTo, Take, TurnStart,
    },
};

/// Checks `mv` and plays it.
///
/// # Errors
/// Returns why the move is illegal; the position is then unchanged.
pub fn play<R, E>(
    rules: &R,
    pos: &mut Position,
    mv: &Move,
    reps: &mut Repetitions,
    rec: &mut E,
) -> Result<(), Illegal>
where
    R: Playout + ?Sized,
    E: Recorder,
{
    if pos.is_over() {
        return Err(Illegal::GameOver);
    }
    if let Some(why) = rules.illegal_reason(pos, mv) {
        return Err(why);
    }
    apply(rules, pos, mv, reps, rec);
    Ok(())
}

/// The position at the start of a game: the ruleset's initial position with the first turn's
/// engine steps (refill, pass) applied.
pub fn initial_position<R, E>(rules: &R, first: Player, rec: &mut E) -> Position
where
    R: Playout + ?Sized,
    E: Recorder,
{
    let mut pos = rules.initial_position(first);
    begin_turn(rules, &mut pos, rec);
    pos
}

/// The position after `mv` in `pos`, played on a copy with no repetition rule and nothing
/// recorded (for looking one move ahead).
///
/// # Panics
/// May panic, or give a meaningless position, if `mv` is not legal in `pos`.
#[must_use]
pub fn after<R: Playout + ?Sized>(rules: &R, pos: &Position, mv: &Move) -> Position {
    let mut child = pos.clone();
    apply(
        rules,
        &mut child,
        mv,
        &mut Repetitions::new(),
        &mut crate::NoRecord,
    );
    child
}

/// Plays `mv`, which must be legal (see [`play`]).
///
/// # Panics
/// May panic, or leave a meaningless position, if `mv` is not legal in `pos`.
pub fn apply<R, E>(rules: &R, pos: &mut Position, mv: &Move, reps: &mut Repetitions, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    apply_inline(rules, pos, mv, reps, rec);
}

/// [`apply`], always inlined: the playout loop's copy, where the compiler sees the move.
///
/// One function, top to bottom, in the steps of the games: start (a placement, or a lift),
/// sow, then after each run relay, take one, capture, a bonus move or stop; then the end of the
/// move. (Kept whole: cut into functions that hand the move's flags back, the playout loop
/// measured a tenth slower on Kalah and Ô ăn quan.)
#[inline(always)]
pub(crate) fn apply_inline<R, E>(
    rules: &R,
    pos: &mut Position,
    mv: &Move,
    reps: &mut Repetitions,
    rec: &mut E,
) where
    R: Playout + ?Sized,
    E: Recorder,
{
    let mover = pos.to_move;
    rec.begin_move();
    if E::ENABLED {
        record_restriction(rules, pos, rec);
    }
    let backup = PitBackup::of(rules, pos);
    // What the end of the move needs to know: whether something was captured, whether the
    // mover's store gained pieces (sowing into a store counts as taking), a bonus move.
    let mut captured = false;
    let mut stored = false;
    let mut bonus = false;

    match rules.start(pos, mv) {
        // Set-up: place one of the mover's special pieces.
        Start::Place { pit } => {
            reps.others_may_change();
            pos.in_hand[mover as usize] -= 1;
            pos.drop_piece(pit, Kind::Special);
            rec.record_at(Event::Place { player: mover, pit }, pos);
        }
        Start::Sow {
            pit,
            dir,
            hand,
            first_back,
        } => {
            let origin = pit;
            // Lift (piece by piece, not along the sowing table, when one goes back).
            let mut handful = match hand {
                Some(hand) => Handful::ordered(pos, pit, hand),
                None => Handful::take_up(rules, pos, pit, origin, dir, E::ENABLED | first_back),
            };
            rec.record_at(
                Event::Lift {
                    pit,
                    count: handful.total(),
                },
                pos,
            );
            // The first piece back into the pit lifted.
            if first_back {
                handful.drop_first(pos, pit, rec);
            }
            let store = rules.store(mover);
            let max_relays = rules.limits().max_relay_lifts;
            let mut from = pit;
            let mut relays = 0u32;
            loop {
                // Sow. (A run only adds pieces: the store gained some exactly when it holds
                // more.)
                let in_store = store.map_or(0, |store| pos.pits[store as usize]);
                let (last, last_kind) = handful.sow(rules, pos, from, origin, dir, rec);
                stored |= store.is_some_and(|store| pos.pits[store as usize] > in_store);
                let sowing = Sowing {
                    mover,
                    origin,
                    last,
                    last_kind,
                    // The last pit holds one piece now exactly when it was empty before.
                    last_was_empty: pos.pits[last as usize] == 1,
                    dir,
                    relays,
                };
                match rules.after_sowing(pos, &sowing) {
                    // The relay guard: the move is undone and the game stops, unfinished.
                    AfterSowing::Relay { .. } | AfterSowing::TakeOne { .. }
                        if relays >= max_relays =>
                    {
                        abandon(rules, pos, backup, rec);
                        return;
                    }
                    // Relay: lift the pit reached and sow on.
                    AfterSowing::Relay { pit } => {
                        relays += 1;
                        handful = Handful::take_up(rules, pos, pit, origin, dir, E::ENABLED);
                        rec.record_at(
                            Event::Relay {
                                pit,
                                count: handful.total(),
                            },
                            pos,
                        );
                        from = pit;
                    }
                    // Take one piece out of the pit reached and sow it on.
                    AfterSowing::TakeOne { pit } => {
                        relays += 1;
                        pos.take(
                            pit,
                            Pieces {
                                plain: 1,
                                ..Pieces::default()
                            },
                        );
                        rec.record_at(Event::TakeOne { pit }, pos);
                        handful = Handful::plain(1);
                        from = pit;
                    }
                    // Capture.
                    AfterSowing::Capture { at } => {
                        captured = capture_phase(rules, pos, &sowing, at, rec);
                        break;
                    }
                    // A bonus move, or the move stops: one arm for both, so that a playout
                    // does not branch on which (a coin toss in a random game).
                    decision @ (AfterSowing::Bonus | AfterSowing::Stop { .. }) => {
                        bonus = decision == AfterSowing::Bonus;
                        rec.record_at(
                            match decision {
                                AfterSowing::Stop { why, pit, detail } => {
                                    Event::Stop { why, pit, detail }
                                }
                                _ => Event::Bonus,
                            },
                            pos,
                        );
                        break;
                    }
                }
            }
        }
    }

    // The end of the move: count it and hand the turn on.
    pos.ply += 1;
    // Without a branch: whether a move captured is as good as random in a playout. (A mask,
    // all ones when the count goes on; a multiplication by 0 or 1 became a branch.)
    let goes_on = u32::from(!(captured | stored)).wrapping_neg();
    pos.plies_without_capture = (pos.plies_without_capture + 1) & goes_on;
    pos.passes = 0;
    pos.to_move = rules.next_player(pos, mover, bonus);
    // The repetition rule, the end test, the limits.
    if rules.ends_on_repetition() && reps.repeats(pos, captured) {
        finish(rules, pos, Ending::by_points(EndReason::Repetition), rec);
        return;
    }
    if let Some(ending) = rules.end_test(pos, mover) {
        finish(rules, pos, ending, rec);
        return;
    }
    if check_limits(rules, pos, rec) {
        return;
    }
    // The start of the next turn: refills, new rounds, passes.
    if start_turn(rules, pos, rec) {
        reps.others_may_change();
    }
}

/// Runs the capture phase; returns whether anything was captured.
#[inline(always)]
fn capture_phase<R, E>(
    rules: &R,
    pos: &mut Position,
    sowing: &Sowing,
    at: PitId,
    rec: &mut E,
) -> bool
where
    R: Playout + ?Sized,
    E: Recorder,
{
    let mut cursor = CaptureCursor {
        mover: sowing.mover,
        last: sowing.last,
        last_kind: sowing.last_kind,
        dir: sowing.dir,
        at,
        state: ChainState::default(),
        captures: 0,
    };
    let store = rules.store(sowing.mover);
    loop {
        match rules.capture_step(pos, &cursor) {
            CaptureStep::Take {
                pit,
                take,
                next,
                state,
                detail,
            } => {
                let taken = match take {
                    Take::All => pos.take_all(pit),
                    Take::Kinds {
                        plain,
                        black,
                        special,
                    } => pos.take(
                        pit,
                        Pieces {
                            plain: if plain { u16::MAX } else { 0 },
                            black: if black { u16::MAX } else { 0 },
                            special: if special { u16::MAX } else { 0 },
                        },
                    ),
                };
                credit(pos, store, sowing.mover, taken);
                if let Some(state) = rules.captured(pos, sowing.mover, pit, taken) {
                    pos.family = state;
                }
                cursor.captures += 1;
                rec.record_at(
                    Event::Capture {
                        pit,
                        taken,
                        points: rules.points(taken),
                        at: cursor.at,
                        next,
                        detail,
                    },
                    pos,
                );
                cursor.at = next;
                cursor.state = state;
            }
            CaptureStep::GrandSlam { first, would_take } => {
                rec.record_at(
                    Event::GrandSlam {
                        pit: sowing.last,
                        would_take: PitSet {
                            first,
                            bits: would_take,
                        },
                    },
                    pos,
                );
                return cursor.captures > 0;
            }
            CaptureStep::Stop { why, pit, detail } => {
                rec.record_at(Event::Stop { why, pit, detail }, pos);
                return cursor.captures > 0;
            }
        }
    }
}

/// Records the rule narrowing the moves of the player to move, if the ruleset states one
/// (only called when events are recorded).
fn record_restriction<R, E>(rules: &R, pos: &Position, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    if let Some(restriction) = rules.restriction(pos) {
        rec.record_at(Event::Restriction(restriction), pos);
    }
}

/// Gives `pieces` to `player`: into their store if they have one, else into their bank.
fn credit(pos: &mut Position, store: Option<PitId>, player: Player, pieces: Pieces) {
    match store {
        Some(store) => pos.put(store, pieces),
        None => pos.bank[player as usize].add(pieces),
    }
}

/// Undoes a move stopped by the relay guard and ends the game.
fn abandon<R, E>(rules: &R, pos: &mut Position, backup: PitBackup, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    backup.restore(pos);
    rec.abandon_move();
    pos.ply += 1;
    stop_by_limit(rules, pos, Limit::MaxRelayLifts, rec);
}

/// Stops the game if a limit is reached; returns whether it did.
#[inline]
fn check_limits<R, E>(rules: &R, pos: &mut Position, rec: &mut E) -> bool
where
    R: Playout + ?Sized,
    E: Recorder,
{
    let limits = rules.limits();
    let limit = if pos.ply >= limits.max_plies {
        Limit::MaxPlies
    } else if pos.plies_without_capture >= limits.max_plies_without_capture {
        Limit::MaxPliesWithoutCapture
    } else {
        return false;
    };
    stop_by_limit(rules, pos, limit, rec);
    true
}

fn stop_by_limit<R, E>(rules: &R, pos: &mut Position, limit: Limit, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    rec.record_at(Event::Limit { limit }, pos);
    let outcome = Outcome {
        winner: None,
        scores: rules.scores(pos),
        reason: EndReason::Limit(limit),
    };
    pos.outcome = Some(outcome);
    rec.record_at(Event::GameEnd { outcome }, pos);
}

/// Runs the start of a turn: refills, new rounds and passes until a player can move or the game
/// ends. [`apply`] does this after every move; call it on a position set up by hand.
pub fn begin_turn<R, E>(rules: &R, pos: &mut Position, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    start_turn(rules, pos, rec);
}

/// Readies a position set up by hand (a position string) for play, as the engine does after a
/// move: the end test (the rules decide again whether the game is over, as after a move of the
/// player before the one to move), the safety limits, then the start of the turn.
pub fn set_up<R, E>(rules: &R, pos: &mut Position, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    let players = pos.num_players;
    let mover = (pos.to_move + players - 1) % players;
    if let Some(ending) = rules.end_test(pos, mover) {
        finish(rules, pos, ending, rec);
        return;
    }
    if check_limits(rules, pos, rec) {
        return;
    }
    start_turn(rules, pos, rec);
}

/// [`begin_turn`]; returns whether a step may have changed banks, debts or pits out of play
/// (a refill or a new round), which the repetition rule needs to know.
#[inline]
fn start_turn<R, E>(rules: &R, pos: &mut Position, rec: &mut E) -> bool
where
    R: Playout + ?Sized,
    E: Recorder,
{
    let mut others_changed = false;
    // Every pass hands the turn on; more passes than players in a row means nobody can move.
    let max_steps = 2 * pos.num_players() + 2;
    for _ in 0..max_steps {
        match rules.turn_start(pos) {
            TurnStart::Ready => return others_changed,
            TurnStart::Refill { refill, state } => {
                others_changed = true;
                apply_refill(pos, &refill);
                pos.family = state;
                rec.record_at(Event::Refill(refill), pos);
            }
            TurnStart::NewRound(round) => {
                others_changed = true;
                apply_new_round(rules, pos, &round);
                rec.record_at(
                    Event::NewRound {
                        round: round.round,
                        first: round.first,
                        out_of_play: round.out_of_play,
                    },
                    pos,
                );
            }
            TurnStart::Pass => {
                let player = pos.to_move;
                rec.record_at(Event::Pass { player }, pos);
                pos.passes += 1;
                pos.to_move = rules.next_player(pos, player, false);
            }
            TurnStart::End(Ending {
                reason: EndReason::Limit(limit),
                ..
            }) => {
                stop_by_limit(rules, pos, limit, rec);
                return others_changed;
            }
            TurnStart::End(ending) => {
                finish(rules, pos, ending, rec);
                return others_changed;
            }
        }
    }
    finish(rules, pos, Ending::by_points(EndReason::Blocked), rec);
    others_changed
}

/// Carries out a new round decided by [`Ruleset::turn_start`].
fn apply_new_round<R>(rules: &R, pos: &mut Position, round: &NewRound)
where
    R: Playout + ?Sized,
{
    for p in 0..pos.num_players() {
        let count = round.from_store[p];
        if count == 0 {
            continue;
        }
        let want = Pieces {
            plain: count,
            ..Pieces::default()
        };
        match rules.store(p as Player) {
            Some(store) => {
                let got = pos.take(store, want);
                debug_assert_eq!(got, want, "a store cannot give more than it holds");
            }
            None => pos.bank[p].plain -= count,
        }
    }
    for pit in 0..pos.num_pits() as PitId {
        if round.filled & (1u128 << pit) != 0 {
            pos.put(
                pit,
                Pieces {
                    plain: round.seeds,
                    ..Pieces::default()
                },
            );
        }
    }
    debug_assert_eq!(
        round.from_store.iter().map(|&c| u32::from(c)).sum::<u32>(),
        round.filled.count_ones() * u32::from(round.seeds),
        "a new round puts back exactly what it takes out"
    );
    pos.out_of_play = round.out_of_play;
    pos.round = round.round;
    pos.to_move = round.first;
    pos.passes = 0;
}

/// Carries out a refill decided by [`Ruleset::turn_start`].
fn apply_refill(pos: &mut Position, refill: &Refill) {
    let p = refill.player as usize;
    let other = (p + 1) % pos.num_players();
    // A sale first: special pieces go to the opponent, who pays plain pieces for them.
    pos.bank[p].special -= refill.sold;
    pos.bank[other].special += refill.sold;
    pos.bank[other].plain -= refill.price;
    pos.bank[p].plain += refill.price;
    pos.bank[p].plain -= refill.own;
    pos.bank[other].plain -= refill.borrowed;
    let n = pos.num_pits();
    for i in 0..refill.placed() as usize {
        let pit = ((refill.first_pit as usize + i) % n) as PitId;
        pos.drop_piece(pit, Kind::Plain);
    }
}

/// Ends the game: sweeps the board as the ruleset says, then scores and names the winner.
fn finish<R, E>(rules: &R, pos: &mut Position, ending: Ending, rec: &mut E)
where
    R: Playout + ?Sized,
    E: Recorder,
{
    // What still narrowed the moves of the player to move (why they could not move), before
    // the sweep empties the board.
    if E::ENABLED {
        record_restriction(rules, pos, rec);
    }
    if ending.sweep {
        let players = pos.num_players();
        let mut swept = [0u16; crate::position::MAX_PLAYERS];
        // The occupied pits one by one: testing every pit for seeds would be a branch as
        // random as the board.
        let mut occupied = pos.occupied();
        while occupied != 0 {
            let pit = occupied.trailing_zeros() as PitId;
            occupied &= occupied - 1;
            match rules.sweep(pos, pit, ending.reason) {
                SweepTo::Nobody => {}
                SweepTo::Player(p) => {
                    if rules.store(p) == Some(pit) {
                        continue;
                    }
                    let taken = pos.take_all(pit);
                    swept[p as usize] += taken.total();
                    credit(pos, rules.store(p), p, taken);
                }
                SweepTo::Split => {
                    let half = pos.pieces(pit).plain / 2;
                    for (p, count) in swept.iter_mut().enumerate().take(2) {
                        let taken = pos.take(
                            pit,
                            Pieces {
                                plain: half,
                                ..Pieces::default()
                            },
                        );
                        *count += taken.total();
                        credit(pos, rules.store(p as Player), p as Player, taken);
                    }
                }
            }
        }
        for (player, &count) in swept[..players].iter().enumerate() {
            if count > 0 {
                rec.record_at(
                    Event::Sweep {
                        player: player as Player,
                        count,
                    },
                    pos,
                );
            }
        }
    }
    let scores = rules.scores(pos);
    let winner = match ending.reason {
        EndReason::Limit(_) => None,
        _ => ending
            .winner
            .or_else(|| unique_leader(&scores[..pos.num_players()])),
    };
    let outcome = Outcome {
        winner,
        scores,
        reason: ending.reason,
    };
    pos.outcome = Some(outcome);
    rec.record_at(Event::GameEnd { outcome }, pos);
}

/// The player with the single highest score, if there is one.
fn unique_leader(scores: &[i32]) -> Option<Player> {
    let best = *scores.iter().max()?;
    let mut leaders = scores.iter().enumerate().filter(|&(_, &s)| s == best);
    let (first, _) = leaders.next()?;
    leaders.next().is_none().then_some(first as Player)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_single_highest_score_wins() {
        assert_eq!(unique_leader(&[3, 5]), Some(1));
        assert_eq!(unique_leader(&[5, 5]), None);
        assert_eq!(unique_leader(&[5, 5, 7]), Some(2));
        assert_eq!(unique_leader(&[7, 5, 7]), None);
    }
}
