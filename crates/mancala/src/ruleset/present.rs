//! The face people see: move notation, the board, the rules in words, narration of a move,
//! and the JSON detail of a position. It reads the rules' decisions from the engine's events;
//! it never decides a rule again.

use crate::{
    event::Event,
    moves::Move,
    position::{EndReason, Limit, PitId, Position},
    ruleset::{
        BoardLayout, Illegal, Ruleset, View,
        config::RulesetInfo,
        notation::{self, BoardError, Notation, PieceStyle},
    },
};

/// A move text that does not follow the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a move: expected {expected}")]
pub struct ParseMoveError {
    /// What was typed.
    pub text: String,
    /// What the notation wants, with examples.
    pub expected: String,
}

/// What a pit is worth to whoever captures it, as the rules count it, and whether the rules
/// protect it now ([`Present::pit_worth`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitWorth {
    /// The points its pieces are worth (Ô ăn quan: a big stone counts as many citizens).
    pub points: i32,
    /// Whether it may not be captured now: Ô ăn quan's young mandarin (quan non).
    pub young: bool,
}

/// The face of a ruleset that people see: notation, board, rules text, narration, JSON detail.
pub trait Present: Ruleset {
    /// The ruleset's id, name and sources.
    fn info(&self) -> &RulesetInfo;

    /// Reads a move typed by the player to move in `pos` (syntax only; legality is the engine's).
    ///
    /// # Errors
    /// The text does not follow the notation.
    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError>;

    /// Why `mv` cannot be played in `pos`, in the game's own words.
    fn illegal_text(&self, _pos: &Position, _mv: &Move, why: &Illegal) -> String {
        why.to_string()
    }

    /// The canonical text of `mv` played from `pos`.
    fn move_text(&self, pos: &Position, mv: &Move) -> String;

    /// A short name of a pit for narration ("South's square 3", "the left mandarin square").
    fn pit_name(&self, pit: PitId) -> String;

    /// The board as seat 0 sees it, described once: its rows of pits, whose each pit is, its
    /// kind and label, where the stores or mandarin squares sit, how the pieces look. The
    /// terminal board and the SVG board are drawn from it ([`BoardLayout::seen_from`] turns it
    /// for another seat).
    fn layout(&self) -> BoardLayout;

    /// The whole position on one line, in the library's position notation ([`notation`]):
    /// the pits row by row in ring order, the player to move, the banks (games without
    /// stores), then `key:value` fields for what differs from a new game. Examples:
    ///
    /// ```text
    /// 4,4,4,4,4,4/4,4,4,4,4,4 0 0,0                 Oware, the start
    /// 2,1,0,3,4,1/1,2,1,3,0,5 1 12,13 ply:31        Oware, North to move, 12 and 13 captured
    /// 7,7,7,7,7,7,7|0/7,7,7,7,7,-,-|2 0 round:2     Sungka: stores after `|`, burnt houses `-`
    /// Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0             Ô ăn quan: a big stone and 0 citizens
    /// ```
    ///
    /// [`Present::parse_board`] reads it back: `parse_board(&board_text(p))` is `p`, but for
    /// the outcome of a finished game, which the rules decide again.
    ///
    /// The default writes plain counts; a family with pieces of several kinds or a state of
    /// its own writes them (each family's `show.rs` documents its pits and fields).
    fn board_text(&self, pos: &Position) -> String {
        notation::board_text(self, &Notation::plain(PieceStyle::Counts, false), pos)
    }

    /// The position written by [`Present::board_text`]: set up by hand, or read back.
    ///
    /// ```
    /// use mancala::{Present, Rules};
    /// let oware = Rules::builtin("oware-abapa").unwrap();
    /// let pos = oware.parse_board("2,1,0,3,4,1/1,2,1,3,0,5 0 12,13").unwrap();
    /// assert_eq!(pos.count(4), 4);
    /// assert_eq!(oware.board_text(&pos), "2,1,0,3,4,1/1,2,1,3,0,5 0 12,13");
    /// let short = oware.parse_board("2,1,0,3,4/1,2,1,3,0,5 0 12,13").unwrap_err();
    /// assert_eq!(short.to_string(), "row 1 has 5 pits: write 6, separated by `,`");
    /// ```
    ///
    /// # Errors
    /// The text does not follow the notation (a wrong number of rows or pits, a pit, the
    /// player to move or a field written wrong), or it is well written but the rules never
    /// come there (pieces that do not add up to the game's, a burnt store, a big stone off
    /// the mandarin squares): [`BoardError`] says which and what to change.
    fn parse_board(&self, text: &str) -> Result<Position, BoardError> {
        notation::parse_board(self, &Notation::plain(PieceStyle::Counts, false), text)
    }

    /// The board as the players see it, with scores and the player to move.
    fn draw(&self, pos: &Position) -> String;

    /// The board as `view` asks: its seat's row at the bottom, the last move's pits marked,
    /// colour if on. The default is [`Present::draw`], seen from South without marks.
    fn draw_for(&self, pos: &Position, _view: &View) -> String {
        self.draw(pos)
    }

    /// Whether the opponent of the player to move has nothing on their side, so the mover must
    /// feed them (counted by `compare`; games without a feeding rule say `false`).
    fn opponent_starving(&self, _pos: &Position) -> bool {
        false
    }

    /// The name of the comparison counter an event of this family counts toward, for the
    /// counters only one family has (Ô ăn quan's `quan-non-blocks`); `None` for the rest.
    fn counter(&self, _event: &Event) -> Option<&'static str> {
        None
    }

    /// What `pit` is worth and whether it is protected, for the pits whose worth is not their
    /// piece count (Ô ăn quan's mandarin squares): the rules' own count and decision, for a
    /// board to show. `None` for every other pit (the default).
    fn pit_worth(&self, _pos: &Position, _pit: PitId) -> Option<PitWorth> {
        None
    }

    /// Whether pieces have colours (JSON `sow` and `capture` steps then list them).
    fn coloured(&self) -> bool {
        false
    }

    /// The family's `detail` object of the JSON position.
    fn detail_json(&self, pos: &Position) -> serde_json::Value;

    /// Every option as the TOML file spells it (the `options` object of a game record).
    fn options_json(&self) -> serde_json::Value;

    /// The rules in plain words, generated from the options.
    fn describe(&self) -> String;

    /// Why a game ended, in words for people: a clause that follows "the game is over:"
    /// ("both mandarin squares are empty", "the same position came round again"). Text for
    /// people only: the JSON keeps the code ([`EndReason::as_str`]).
    ///
    /// The default words the engine's own reasons (repetition, a blocked game, the safety
    /// limits); a family words the codes its rules define and hands the rest to
    /// [`shared_end_reason_text`]. A code a family leaves unworded is shown with its hyphens as
    /// spaces.
    fn end_reason_text(&self, reason: EndReason) -> String {
        shared_end_reason_text(self.limits(), reason)
    }

    /// A note for explained transcripts on how pits are labelled, if the family needs one.
    fn legend(&self) -> Option<String> {
        None
    }

    /// A learner's account of one move: `before` is the position it was played from, `events`
    /// what the engine reported (the move's steps and the engine steps after it).
    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String>;

    /// [`Present::explain`] in `lang`, for the families whose narration is in the catalogues
    /// (`locales/`); the others tell it in English until theirs is.
    fn explain_in(
        &self,
        lang: crate::lang::Lang,
        before: &Position,
        mv: &Move,
        events: &[Event],
    ) -> Vec<String> {
        let _ = lang;
        self.explain(before, mv, events)
    }
}

/// The engine's own end reasons in words, for [`Present::end_reason_text`]: repetition, a
/// blocked game and the safety limits (`limits` gives their values). A family's own code is
/// shown with its hyphens as spaces; families word their codes before calling this.
pub fn shared_end_reason_text(limits: &crate::ruleset::Limits, reason: EndReason) -> String {
    match reason {
        EndReason::Repetition => "a position came back since the last capture".to_owned(),
        EndReason::Blocked => "no player can move".to_owned(),
        EndReason::Limit(Limit::MaxPlies) => {
            format!("the limit of {} moves is reached", limits.max_plies)
        }
        EndReason::Limit(Limit::MaxPliesWithoutCapture) => format!(
            "{} moves in a row captured nothing",
            limits.max_plies_without_capture
        ),
        EndReason::Limit(Limit::MaxRelayLifts) => {
            format!("a move needed more than {} relays", limits.max_relay_lifts)
        }
        EndReason::Limit(Limit::MaxRounds) => "the limit of rounds is reached".to_owned(),
        EndReason::Rule(code) => code.as_str().replace('-', " "),
    }
}

/// `a`, `b` or `c` for messages.
pub fn quoted(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    match quoted.len() {
        0 => String::new(),
        1 => quoted[0].clone(),
        n => format!("{} or {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    }
}

/// The opening lines of `rules show`: the name and id, what the game is, the summary, and the
/// sources one to a line.
pub fn rules_heading(info: &RulesetInfo, what: &str) -> Vec<String> {
    let mut lines = vec![format!("{} ({}): {what}", info.name, info.id)];
    if !info.summary.is_empty() {
        let mut summary = capitalise(&info.summary);
        if !summary.ends_with(['.', '!', '?']) {
            summary.push('.');
        }
        lines.push(summary);
    }
    match info.sources.as_slice() {
        [] => {}
        [one] => lines.push(format!("Source: {one}")),
        many => {
            lines.push("Sources:".to_owned());
            lines.extend(many.iter().map(|s| format!("- {s}")));
        }
    }
    lines
}

/// `text` with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
