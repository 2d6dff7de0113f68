//! The engine: the one place that applies a move.
//!
//! [`play`] checks a move and [`apply`] carries it out by asking the ruleset's hooks in this
//! order, changing the position and reporting every step to a [`Recorder`]:
//!
//! 1. [`Ruleset::start`]: a set-up placement, or a lift with the order of the pieces;
//! 2. [`Ruleset::next_pit`] for every piece dropped (where nobody records events, a handful of
//!    plain pieces instead follows a path of the ruleset's [`Ruleset::sowing_table`], worked
//!    out from `next_pit` in advance, in one step);
//! 3. [`Ruleset::after_sowing`] at the end of each run: relay, take-one, capture, bonus or stop
//!    (relay lifts are counted against `max-relay-lifts`; a move that needs too many is undone);
//! 4. [`Ruleset::capture_step`] until the capture phase stops;
//! 5. [`Ruleset::next_player`], then the repetition rule, [`Ruleset::end_test`] and the limits;
//! 6. [`Ruleset::turn_start`] for the next player: refills, new rounds and passes, until someone
//!    can move.
//!
//! When the game ends, [`Ruleset::sweep`] says where the pieces left on the board go and
//! [`Ruleset::scores`] gives the final points.
//!
//! [`random_playout`] plays whole random games; it draws each move with [`random_move`], from
//! [`Ruleset::legal_pits`] where the ruleset's moves are plain pits, or by
//! [`Ruleset::count_legal_moves`] where it can count its moves without listing them. With
//! [`NoRecord`] the recording compiles to nothing, and a playout allocates nothing.

use crate::{
    event::{Event, NoRecord, Recorder, Refill},
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, Limit, Outcome, Pieces, PitId, PitSet, Player, Position},
    ruleset::Illegal,
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, Ending, Hand, NewRound, Ruleset, Sowing, Start,
        SweepTo, Take, TurnStart,
    },
    sowing::{PathId, SowingTable},
};

/// The positions seen since the last capture, for rulesets that end a game on repetition.
///
/// A position is kept as a compact key, not as a copy of the whole [`Position`]: its pit
/// counts, sixteen pits to a chunk of four words (and, for rulesets with several kinds of
/// pieces, the kinds of those sixteen pits in a second chunk), and the player to move. The
/// other fields that make a position (banks, debts, pieces in hand, pits out of play) change
/// far more rarely: they are kept once for every run of positions that share them. The engine says when they
/// may have changed without a capture (a placement, a refill, a new round); a capture empties
/// the set anyway.
///
/// A 1024-bit filter of key hashes answers "certainly new" for almost every move; only a hit in
/// the filter (a repetition, or a rare false hit) scans the kept keys, and that scan compares
/// every field exactly. So a move costs one hash and a short copy, not a scan of the window.
#[derive(Clone, Debug)]
pub struct Repetitions {
    /// Whether positions are kept at all (not for rules without a repetition rule).
    enabled: bool,
    /// Whether keys include the kinds of the pieces (rulesets with black or special pieces).
    kinds: bool,
    /// Chunks per key (set by [`Repetitions::start`] and [`Repetitions::for_rules`]).
    stride: usize,
    /// Bit `h % 1024` is set for the hash `h` of every kept key.
    filter: [u64; FILTER_WORDS],
    /// The hash, player to move and entry in `others` of each kept key.
    keys: Vec<Key>,
    /// The pits (and kinds) of each kept key, `stride` chunks each.
    boards: Vec<Chunk>,
    /// The other fields of the kept keys, one entry per run of keys that share them.
    others: Vec<Others>,
    /// Whether the other fields may have changed since the last entry of `others`.
    others_changed: bool,
}

const FILTER_WORDS: usize = 16;

/// Sixteen pit counts, or the numbers of black and special pieces of sixteen pits, as four
/// words: one wide copy and four multiplications of the hash.
type Chunk = [u64; 4];

/// The chunk of the sixteen pits from `first` (pits past the ring are always empty).
#[inline(always)]
fn pit_chunk(pos: &Position, first: usize) -> Chunk {
    let pits = &pos.pits[first..first + 16];
    std::array::from_fn(|w| {
        let group = &pits[4 * w..4 * w + 4];
        u64::from(group[0])
            | u64::from(group[1]) << 16
            | u64::from(group[2]) << 32
            | u64::from(group[3]) << 48
    })
}

/// The numbers of black and special pieces of the sixteen pits from `first`.
#[inline(always)]
fn kind_chunk(pos: &Position, first: usize) -> Chunk {
    let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
    [
        word(&pos.black[first..first + 8]),
        word(&pos.black[first + 8..first + 16]),
        word(&pos.special[first..first + 8]),
        word(&pos.special[first + 8..first + 16]),
    ]
}

/// A kept key besides its pits.
#[derive(Clone, Copy, Debug)]
struct Key {
    hash: u64,
    others: u32,
    mover: Player,
}

/// The fields of a position's arrangement besides its pits and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Others {
    in_hand: [u8; crate::position::MAX_PLAYERS],
    bank: [Pieces; crate::position::MAX_PLAYERS],
    debt: [i32; crate::position::MAX_PLAYERS],
    out_of_play: u128,
}

impl Others {
    fn of(pos: &Position) -> Others {
        Others {
            in_hand: pos.in_hand,
            bank: pos.bank,
            debt: pos.debt,
            out_of_play: pos.out_of_play,
        }
    }
}

impl Default for Repetitions {
    fn default() -> Self {
        Repetitions {
            enabled: true,
            kinds: true,
            stride: 0,
            filter: [0; FILTER_WORDS],
            keys: Vec::new(),
            boards: Vec::new(),
            others: Vec::new(),
            others_changed: true,
        }
    }
}

impl Repetitions {
    /// An empty set, for any ruleset.
    #[must_use]
    pub fn new() -> Repetitions {
        Repetitions::default()
    }

    /// An empty set for games of `rules`, with room for every position a game can keep: the set
    /// is emptied by every capture, so it never holds more than `max-plies-without-capture` + 1
    /// positions, and playing never allocates.
    #[must_use]
    pub fn for_rules<R: Ruleset + ?Sized>(rules: &R) -> Repetitions {
        let enabled = rules.ends_on_repetition();
        let kinds = rules.has_piece_kinds();
        let capacity = if enabled {
            rules.limits().max_plies_without_capture as usize + 1
        } else {
            0
        };
        let stride = Repetitions::stride_for(rules.num_pits(), kinds);
        Repetitions {
            enabled,
            kinds,
            stride,
            filter: [0; FILTER_WORDS],
            keys: Vec::with_capacity(capacity),
            boards: Vec::with_capacity(capacity * stride),
            others: Vec::with_capacity(capacity),
            others_changed: true,
        }
    }

    /// Chunks per key for `pits` pits.
    fn stride_for(pits: usize, kinds: bool) -> usize {
        pits.div_ceil(16) * if kinds { 2 } else { 1 }
    }

    /// Forgets every position.
    pub fn clear(&mut self) {
        if !self.keys.is_empty() {
            self.filter = [0; FILTER_WORDS];
            self.keys.clear();
            self.boards.clear();
            self.others.clear();
        }
        self.others_changed = true;
    }

    /// Starts the set with `pos` (the initial position of a game).
    pub fn start(&mut self, pos: &Position) {
        self.clear();
        self.stride = Repetitions::stride_for(pos.num_pits(), self.kinds);
        if self.enabled {
            self.insert(pos);
        }
    }

    /// Forgets every position but `pos`, the position a capture has just made.
    #[inline]
    fn restart(&mut self, pos: &Position) {
        // In a copy of `insert` of its own, whose tests all go the same way: a fresh set.
        self.clear();
        self.insert(pos);
    }

    /// Notes that banks, debts, pieces in hand or pits out of play may have changed.
    fn others_may_change(&mut self) {
        self.others_changed = true;
    }

    /// Adds `pos`; returns `true` if the same arrangement was already there.
    #[inline(always)]
    fn insert(&mut self, pos: &Position) -> bool {
        if self.stride == 0 {
            // A set made by `new` and never started: the first position sets the size.
            self.stride = Repetitions::stride_for(pos.num_pits(), self.kinds);
        }
        debug_assert_eq!(
            self.stride,
            Repetitions::stride_for(pos.num_pits(), self.kinds),
            "a set keeps the positions of one ruleset"
        );
        let first = self.boards.len();
        // The key goes to the end of `boards` at once; it is taken back if it is a repetition.
        // The hash covers the pits and the player to move: what usually differs.
        let mut h = u64::from(pos.to_move);
        let mut mix = |chunk: Chunk| {
            for word in chunk {
                h = (h ^ word)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(29);
            }
            chunk
        };
        for at in 0..pos.num_pits().div_ceil(16) {
            self.boards.push(mix(pit_chunk(pos, 16 * at)));
            if self.kinds {
                self.boards.push(kind_chunk(pos, 16 * at));
            }
        }
        let h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93);
        // (`others_changed` is set whenever `others` is empty.)
        if self.others_changed {
            // A new run, unless the fields are in fact the same as the last run's.
            let others = Others::of(pos);
            if self.others.last() != Some(&others) {
                self.others.push(others);
            }
            self.others_changed = false;
        }
        let (word, bit) = ((h >> 58) as usize % FILTER_WORDS, 1u64 << (h & 63));
        if self.filter[word] & bit != 0 && self.contains(first, h, pos.to_move) {
            self.boards.truncate(first);
            return true;
        }
        self.filter[word] |= bit;
        self.keys.push(Key {
            hash: h,
            others: self.others.len() as u32 - 1,
            mover: pos.to_move,
        });
        false
    }

    /// Whether a kept key equals the key at `boards[new..]` with hash `h`, player to move
    /// `mover` and the other fields of the last run.
    #[cold]
    fn contains(&self, new: usize, h: u64, mover: Player) -> bool {
        let stride = self.stride;
        let key = &self.boards[new..];
        let others = self.others.len() - 1;
        self.keys.iter().enumerate().any(|(i, seen)| {
            seen.hash == h
                && seen.mover == mover
                && self.boards[i * stride..(i + 1) * stride] == *key
                && (seen.others as usize == others
                    || self.others[seen.others as usize] == self.others[others])
        })
    }
}

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
    R: Ruleset + ?Sized,
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
    R: Ruleset + ?Sized,
    E: Recorder,
{
    let mut pos = rules.initial_position(first);
    begin_turn(rules, &mut pos, rec);
    pos
}

/// Plays `mv`, which must be legal (see [`play`]).
///
/// # Panics
/// May panic, or leave a meaningless position, if `mv` is not legal in `pos`.
pub fn apply<R, E>(rules: &R, pos: &mut Position, mv: &Move, reps: &mut Repetitions, rec: &mut E)
where
    R: Ruleset + ?Sized,
    E: Recorder,
{
    apply_inline(rules, pos, mv, reps, rec);
}

/// [`apply`], always inlined: the playout loop's copy, where the compiler sees the move.
#[inline(always)]
fn apply_inline<R, E>(rules: &R, pos: &mut Position, mv: &Move, reps: &mut Repetitions, rec: &mut E)
where
    R: Ruleset + ?Sized,
    E: Recorder,
{
    let mover = pos.to_move;
    rec.begin_move();
    let backup = rules.can_relay().then(|| PitBackup::of(rules, pos));
    let mut captured = false;
    let mut stored = false;
    let mut bonus = false;

    match rules.start(pos, mv) {
        Start::Place { pit } => {
            reps.others_may_change();
            pos.in_hand[mover as usize] -= 1;
            pos.drop_piece(pit, Kind::Special);
            rec.record(Event::Place { player: mover, pit });
        }
        Start::Sow { pit, dir, hand } => {
            let origin = pit;
            let mut handful = match hand {
                Some(hand) => {
                    let lifted = pos.take_all(pit);
                    debug_assert_eq!(lifted.total(), hand.total(), "the hand holds the pit");
                    Handful::Runs(hand)
                }
                None => Handful::take_up(rules, pos, pit, origin, dir, E::ENABLED),
            };
            rec.record(Event::Lift {
                pit,
                count: handful.total(),
            });
            let store = rules.store(mover);
            let max_relays = rules.limits().max_relay_lifts;
            let mut from = pit;
            let mut relays = 0u32;
            loop {
                let mut last = from;
                let mut last_kind = Kind::Plain;
                // A run only adds pieces: the store gained some exactly when it holds more.
                let in_store = store.map_or(0, |store| pos.pits[store as usize]);
                match &handful {
                    &Handful::Path { table, path, .. } => last = table.lift_and_sow(pos, path),
                    // The common case apart: plain pieces are only counted.
                    &Handful::Plain(count) => {
                        for _ in 0..count {
                            last = rules.next_pit(pos, last, origin, dir);
                            pos.drop_plain(last);
                            rec.record(Event::Sow {
                                pit: last,
                                kind: Kind::Plain,
                            });
                        }
                    }
                    Handful::Runs(hand) => {
                        for (kind, count) in hand.runs() {
                            for _ in 0..count {
                                last = rules.next_pit(pos, last, origin, dir);
                                pos.drop_piece(last, kind);
                                rec.record(Event::Sow { pit: last, kind });
                            }
                            last_kind = kind;
                        }
                    }
                }
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
                    AfterSowing::Relay { pit } | AfterSowing::TakeOne { pit }
                        if relays >= max_relays =>
                    {
                        let _ = pit;
                        abandon(rules, pos, backup, rec);
                        return;
                    }
                    AfterSowing::Relay { pit } => {
                        relays += 1;
                        handful = Handful::take_up(rules, pos, pit, origin, dir, E::ENABLED);
                        rec.record(Event::Relay {
                            pit,
                            count: handful.total(),
                        });
                        from = pit;
                    }
                    AfterSowing::TakeOne { pit } => {
                        relays += 1;
                        pos.take(
                            pit,
                            Pieces {
                                plain: 1,
                                ..Pieces::default()
                            },
                        );
                        rec.record(Event::TakeOne { pit });
                        handful = Handful::Plain(1);
                        from = pit;
                    }
                    AfterSowing::Capture { at } => {
                        captured = capture_phase(rules, pos, &sowing, at, rec);
                        break;
                    }
                    // One arm for both ends of a move, so that a playout does not branch on
                    // which (a coin toss in a random game): the bonus is only a flag.
                    decision @ (AfterSowing::Bonus | AfterSowing::Stop { .. }) => {
                        bonus = decision == AfterSowing::Bonus;
                        rec.record(match decision {
                            AfterSowing::Stop { why, pit } => Event::Stop { why, pit },
                            _ => Event::Bonus,
                        });
                        break;
                    }
                }
            }
        }
    }

    pos.ply += 1;
    // Without a branch: whether a move captured is as good as random in a playout. (A mask,
    // all ones when the count goes on; a multiplication by 0 or 1 became a branch.)
    let goes_on = u32::from(!(captured | stored)).wrapping_neg();
    pos.plies_without_capture = (pos.plies_without_capture + 1) & goes_on;
    pos.passes = 0;
    pos.to_move = rules.next_player(pos, mover, bonus);

    if rules.ends_on_repetition() {
        if captured {
            // A capture changes the position for good: only what follows can repeat.
            reps.restart(pos);
        } else if reps.insert(pos) {
            finish(rules, pos, Ending::by_points(EndReason::Repetition), rec);
            return;
        }
    }
    if let Some(ending) = rules.end_test(pos, mover) {
        finish(rules, pos, ending, rec);
        return;
    }
    if check_limits(rules, pos, rec) {
        return;
    }
    if turn_start_steps(rules, pos, rec) {
        reps.others_may_change();
    }
}

/// The pieces in the hand of the player sowing.
enum Handful<'r> {
    /// Plain pieces only, as most lifts are (and every lift in rules with one kind of piece).
    Plain(u16),
    /// Runs of pieces of several kinds, in the order they are dropped.
    Runs(Hand),
    /// `count` plain pieces still in the pit they are lifted from, to be lifted and sown in one
    /// step along `path` of the ruleset's sowing table.
    Path {
        table: &'r SowingTable,
        path: PathId,
        count: u16,
    },
}

impl<'r> Handful<'r> {
    /// Everything in `pit`, for a sowing that started at `origin`: along a path of the sowing
    /// table where one serves, else lifted to be dropped piece by piece.
    #[inline(always)]
    fn take_up<R: Ruleset + ?Sized>(
        rules: &'r R,
        pos: &mut Position,
        pit: PitId,
        origin: PitId,
        dir: Direction,
        recording: bool,
    ) -> Handful<'r> {
        Handful::along_path(rules, pos, pit, origin, dir, recording)
            .unwrap_or_else(|| Handful::lift(rules, pos, pit))
    }

    /// The handful of `pit` along a path of the ruleset's sowing table, where it has one for
    /// `pos`, `pit` holds plain pieces only and, for a relay (`pit` is not `origin`, where the
    /// move started), the table's paths look at no origin. Only playouts take it (`recording`
    /// false): a transcript names every pit a piece falls in.
    #[inline(always)]
    fn along_path<R: Ruleset + ?Sized>(
        rules: &'r R,
        pos: &Position,
        pit: PitId,
        origin: PitId,
        dir: Direction,
        recording: bool,
    ) -> Option<Handful<'r>> {
        if recording {
            return None;
        }
        let table = rules.sowing_table(pos)?;
        if pit != origin && !table.serves_relays() {
            return None;
        }
        let count = pos.count(pit);
        if rules.has_piece_kinds() && pos.pieces(pit).plain != count {
            return None;
        }
        let path = table.find(pit, dir, count)?;
        Some(Handful::Path { table, path, count })
    }

    /// Lifts everything in `pit`, to be dropped in the natural order.
    #[inline(always)]
    fn lift<R: Ruleset + ?Sized>(rules: &R, pos: &mut Position, pit: PitId) -> Handful<'r> {
        // Rules with one kind of piece need not look at the kinds of a pit.
        if !rules.has_piece_kinds() {
            return Handful::Plain(pos.take_all_plain(pit));
        }
        let pieces = pos.take_all(pit);
        if pieces.black == 0 && pieces.special == 0 {
            Handful::Plain(pieces.plain)
        } else {
            Handful::Runs(Hand::natural(pieces))
        }
    }

    /// Every piece in the hand.
    fn total(&self) -> u16 {
        match self {
            Handful::Plain(count) | Handful::Path { count, .. } => *count,
            Handful::Runs(hand) => hand.total(),
        }
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
    R: Ruleset + ?Sized,
    E: Recorder,
{
    let mut cursor = CaptureCursor {
        mover: sowing.mover,
        last: sowing.last,
        last_kind: sowing.last_kind,
        dir: sowing.dir,
        at,
        state: 0,
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
                if taken.special > 0 {
                    pos.special_taken_by[pit as usize] = sowing.mover;
                }
                credit(pos, store, sowing.mover, taken);
                cursor.captures += 1;
                rec.record(Event::Capture {
                    pit,
                    taken,
                    points: rules.points(taken),
                });
                cursor.at = next;
                cursor.state = state;
            }
            CaptureStep::GrandSlam => {
                rec.record(Event::GrandSlam { pit: sowing.last });
                return cursor.captures > 0;
            }
            CaptureStep::Stop { why, pit } => {
                rec.record(Event::Stop { why, pit });
                return cursor.captures > 0;
            }
        }
    }
}

/// Gives `pieces` to `player`: into their store if they have one, else into their bank.
fn credit(pos: &mut Position, store: Option<PitId>, player: Player, pieces: Pieces) {
    match store {
        Some(store) => pos.put(store, pieces),
        None => pos.bank[player as usize].add(pieces),
    }
}

/// What sowing and relaying change in a position: the pieces in the pits. A move abandoned by
/// the relay guard is undone from this copy, which is made before every move of a ruleset that
/// can relay: so a ring of at most sixteen pits copies those alone (80 bytes, not 400).
// Only the variant in use is written, and it lives on the stack for one move: a box for the
// large one would allocate on every move of a large ring.
#[allow(clippy::large_enum_variant)]
enum PitBackup {
    /// The first sixteen pits: the whole of a small ring.
    Small {
        pits: [u16; 16],
        black: [u8; 16],
        special: [u8; 16],
        occupied: u64,
    },
    /// Every pit's count, for a larger ring of one kind of piece.
    Counts {
        pits: [u16; crate::position::MAX_PITS],
        occupied: [u64; 2],
    },
    /// Every pit.
    Whole {
        pits: [u16; crate::position::MAX_PITS],
        black: [u8; crate::position::MAX_PITS],
        special: [u8; crate::position::MAX_PITS],
        occupied: [u64; 2],
    },
}

impl PitBackup {
    #[inline]
    fn of<R: Ruleset + ?Sized>(rules: &R, pos: &Position) -> PitBackup {
        if pos.num_pits() <= 16 {
            let first = |bytes: &[u8]| -> [u8; 16] { bytes[..16].try_into().expect("16 pits") };
            PitBackup::Small {
                pits: pos.pits[..16].try_into().expect("16 pits"),
                black: first(&pos.black),
                special: first(&pos.special),
                occupied: pos.occupied[0],
            }
        } else if !rules.has_piece_kinds() {
            PitBackup::Counts {
                pits: pos.pits,
                occupied: pos.occupied,
            }
        } else {
            PitBackup::Whole {
                pits: pos.pits,
                black: pos.black,
                special: pos.special,
                occupied: pos.occupied,
            }
        }
    }

    fn restore(self, pos: &mut Position) {
        match self {
            PitBackup::Small {
                pits,
                black,
                special,
                occupied,
            } => {
                pos.pits[..16].copy_from_slice(&pits);
                pos.black[..16].copy_from_slice(&black);
                pos.special[..16].copy_from_slice(&special);
                pos.occupied = [occupied, 0];
            }
            PitBackup::Counts { pits, occupied } => {
                pos.pits = pits;
                pos.occupied = occupied;
            }
            PitBackup::Whole {
                pits,
                black,
                special,
                occupied,
            } => {
                pos.pits = pits;
                pos.black = black;
                pos.special = special;
                pos.occupied = occupied;
            }
        }
    }
}

/// Undoes a move stopped by the relay guard and ends the game.
fn abandon<R, E>(rules: &R, pos: &mut Position, backup: Option<PitBackup>, rec: &mut E)
where
    R: Ruleset + ?Sized,
    E: Recorder,
{
    if let Some(backup) = backup {
        backup.restore(pos);
    }
    rec.abandon_move();
    pos.ply += 1;
    stop_by_limit(rules, pos, Limit::MaxRelayLifts, rec);
}

/// Stops the game if a limit is reached; returns whether it did.
fn check_limits<R, E>(rules: &R, pos: &mut Position, rec: &mut E) -> bool
where
    R: Ruleset + ?Sized,
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
    R: Ruleset + ?Sized,
    E: Recorder,
{
    rec.record(Event::Limit { limit });
    let outcome = Outcome {
        winner: None,
        scores: rules.scores(pos),
        reason: EndReason::Limit(limit),
    };
    pos.outcome = Some(outcome);
    rec.record(Event::GameEnd { outcome });
}

/// Runs the start of a turn: refills, new rounds and passes until a player can move or the game
/// ends. [`apply`] does this after every move; call it on a position set up by hand.
pub fn begin_turn<R, E>(rules: &R, pos: &mut Position, rec: &mut E)
where
    R: Ruleset + ?Sized,
    E: Recorder,
{
    turn_start_steps(rules, pos, rec);
}

/// [`begin_turn`]; returns whether a step may have changed banks, debts or pits out of play
/// (a refill or a new round), which the repetition rule needs to know.
#[inline]
fn turn_start_steps<R, E>(rules: &R, pos: &mut Position, rec: &mut E) -> bool
where
    R: Ruleset + ?Sized,
    E: Recorder,
{
    let mut others_changed = false;
    // Every pass hands the turn on; more passes than players in a row means nobody can move.
    let max_steps = 2 * pos.num_players() + 2;
    for _ in 0..max_steps {
        match rules.turn_start(pos) {
            TurnStart::Ready => return others_changed,
            TurnStart::Refill(refill) => {
                others_changed = true;
                apply_refill(pos, &refill);
                rec.record(Event::Refill(refill));
            }
            TurnStart::NewRound(round) => {
                others_changed = true;
                apply_new_round(rules, pos, &round);
                rec.record(Event::NewRound {
                    round: round.round,
                    first: round.first,
                    out_of_play: round.out_of_play,
                });
            }
            TurnStart::Pass => {
                let player = pos.to_move;
                rec.record(Event::Pass { player });
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
    R: Ruleset + ?Sized,
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
    pos.debt[p] += i32::from(refill.borrowed) + i32::from(refill.bank);
    let n = pos.num_pits();
    for i in 0..refill.placed() as usize {
        let pit = ((refill.first_pit as usize + i) % n) as PitId;
        pos.drop_piece(pit, Kind::Plain);
    }
}

/// Ends the game: sweeps the board as the ruleset says, then scores and names the winner.
fn finish<R, E>(rules: &R, pos: &mut Position, ending: Ending, rec: &mut E)
where
    R: Ruleset + ?Sized,
    E: Recorder,
{
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
                rec.record(Event::Sweep {
                    player: player as Player,
                    count,
                });
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
    rec.record(Event::GameEnd { outcome });
}

/// The player with the single highest score, if there is one.
fn unique_leader(scores: &[i32]) -> Option<Player> {
    let best = *scores.iter().max()?;
    let mut leaders = scores.iter().enumerate().filter(|&(_, &s)| s == best);
    let (first, _) = leaders.next()?;
    leaders.next().is_none().then_some(first as Player)
}

/// A uniformly random legal move of `pos`: the move at index `choose(n)` of the `n` legal
/// moves in [`Ruleset::legal_moves`] order. `moves` is scratch space.
///
/// # Panics
/// If `pos` has no legal move (the game is over).
#[inline]
pub fn random_move<R, F>(rules: &R, pos: &Position, moves: &mut MoveList, mut choose: F) -> Move
where
    R: Ruleset + ?Sized,
    F: FnMut(usize) -> usize,
{
    if let Some(pits) = rules.legal_pits(pos) {
        return pit_move(rules, pits, &mut choose);
    }
    if let Some(count) = rules.count_legal_moves(pos) {
        return rules.nth_legal_move(pos, choose(count));
    }
    moves.clear();
    rules.legal_moves(pos, moves);
    moves[choose(moves.len())]
}

/// For every byte `m`: its number of set bits, then the index of each set bit, lowest first.
const BYTE_BITS: [[u8; 9]; 256] = {
    let mut table = [[0u8; 9]; 256];
    let mut m = 0;
    while m < 256 {
        let mut bit = 0;
        while bit < 8 {
            if m >> bit & 1 == 1 {
                table[m][0] += 1;
                table[m][table[m][0] as usize] = bit as u8;
            }
            bit += 1;
        }
        m += 1;
    }
    table
};

/// The move at index `choose(number of moves)` of the moves of the legal pits `pits`, each pit
/// sown in each of the ruleset's [`Ruleset::pit_directions`].
#[inline(always)]
fn pit_move<R, F>(rules: &R, pits: PitSet, choose: &mut F) -> Move
where
    R: Ruleset + ?Sized,
    F: FnMut(usize) -> usize,
{
    assert!(!pits.is_empty(), "a legal move to choose");
    let (pit, dir) = nth_move(pits, rules.pit_directions(), choose);
    Move::sow(pit, dir)
}

/// The move at index `choose(number of moves)` of the moves of the non-empty set `pits`, each
/// pit sown in each of `dirs` (see [`MoveList::push_pits`] for the order).
#[inline]
fn nth_move<F: FnMut(usize) -> usize>(
    pits: PitSet,
    dirs: &[Direction],
    choose: &mut F,
) -> (PitId, Direction) {
    // Seen from the lowest, the legal pits of one player usually fit in a byte: then counting
    // and choosing are two table reads instead of a loop (whose length is random, so it would
    // end in a mispredicted branch). (`ways` is known to the compiler for each ruleset.)
    let ways = dirs.len();
    let low = pits.bits.trailing_zeros();
    let rest = pits.bits >> low;
    let first = u32::from(pits.first) + low;
    if rest < 256 {
        let bits = &BYTE_BITS[rest as usize];
        let i = choose(usize::from(bits[0]) * ways);
        return (
            (first + u32::from(bits[1 + i / ways])) as PitId,
            dirs[i % ways],
        );
    }
    let i = choose(rest.count_ones() as usize * ways);
    let mut rest = rest;
    for _ in 0..i / ways {
        rest &= rest - 1;
    }
    ((first + rest.trailing_zeros()) as PitId, dirs[i % ways])
}

/// Plays one whole game of uniformly random legal moves from `pos`, recording nothing.
/// `choose(n)` must return an index below `n`.
pub fn random_playout<R, F>(rules: &R, pos: &mut Position, reps: &mut Repetitions, mut choose: F)
where
    R: Ruleset + ?Sized,
    F: FnMut(usize) -> usize,
{
    let mut moves = MoveList::new();
    while !pos.is_over() {
        // A closure rather than `&mut choose`: the compiler inlines it, where it left the
        // call through `&mut F` as a call on every move.
        #[allow(clippy::redundant_closure)]
        match rules.legal_pits(pos) {
            // A move made here, not taken from `random_move`: every field but the pit is then
            // known to the compiler, which otherwise assembles a whole `Move` on every move.
            Some(pits) => {
                let mv = pit_move(rules, pits, &mut |n| choose(n));
                apply_inline(rules, pos, &mv, reps, &mut NoRecord);
            }
            None => {
                let mv = random_move(rules, pos, &mut moves, |n| choose(n));
                apply(rules, pos, &mv, reps, &mut NoRecord);
            }
        }
    }
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

    #[test]
    fn repetition_compares_the_arrangement_not_the_move_counters() {
        let mut a = Position::empty(12, 2);
        a.set_count(3, 4);
        let mut b = a.clone();
        b.set_ply(10);
        let mut reps = Repetitions::new();
        reps.start(&a);
        assert!(reps.insert(&b));
        b.set_to_move(1);
        assert!(!reps.insert(&b));
        assert!(
            reps.insert(&b),
            "the position with North to move is kept now"
        );
    }

    #[test]
    fn repetition_tells_apart_kinds_banks_debts_and_burnt_pits() {
        let mut base = Position::empty(84, 6);
        base.set_count(83, 2);
        let mut kinds = base.clone();
        kinds.set_pieces(
            83,
            Pieces {
                plain: 1,
                black: 1,
                special: 0,
            },
        );
        let mut bank = base.clone();
        bank.set_bank(
            5,
            Pieces {
                plain: 1,
                ..Pieces::default()
            },
        );
        let mut debt = base.clone();
        debt.set_debt(4, 3);
        let mut burnt = base.clone();
        burnt.set_out_of_play(80, true);
        let mut hand = base.clone();
        hand.set_in_hand(2, 1);
        let mut reps = Repetitions::new();
        reps.start(&base);
        // Banks, debts, pieces in hand and burnt pits change only where the engine says so.
        for other in [&kinds, &bank, &debt, &burnt, &hand] {
            reps.others_may_change();
            assert!(!reps.insert(other), "{other:?} is new");
        }
        for seen in [&base, &kinds, &bank, &debt, &burnt, &hand] {
            reps.others_may_change();
            assert!(reps.insert(seen), "{seen:?} was seen");
        }
        reps.clear();
        assert!(!reps.insert(&base), "a capture forgets every position");
    }
}
