//! The PGN-style text of a game record, for every family.
//!
//! ```text
//! [Event "Club evening"]
//! [Site "Hà Nội"]
//! [Date "2026.11.29"]
//! [Round "3"]
//! [South "Lan"]
//! [North "Minh"]
//! [Result "0-1"]
//! [Ruleset "kalah"]
//! [Scores "18-30"]
//! [Termination "side-empty"]
//!
//! {A quiet opening} 1. 3,6 {an extra turn, then 6} 2 (2. 5 {keeps the store's seed}) 2. 1
//! 5 3. ...
//! 0-1
//! ```
//!
//! **Tags**, one `[Name "value"]` each before the moves (`\"` and `\\` inside a value):
//!
//! | tag | meaning |
//! | --- | --- |
//! | `Event`, `Site`, `Date`, `Round` | as in PGN (`?`: unknown); kept in the record's `tags` |
//! | `South`, `North` | the players of a two-player game (`?`: unknown) |
//! | `Player1` ... `PlayerN` | the players of a game of three or more |
//! | `Result` | `1-0`, `0-1`, `1/2-1/2`, `*` (in progress); for N players one field a player: `1` for the winner, `0` for the others, `1/N` each when nobody wins (`0-1-0`, `1/3-1/3-1/3`) |
//! | `Ruleset` | the ruleset's id (required) |
//! | `Options` | the ruleset's options as TOML, when they differ from the shipped ruleset of that id (or it has none) |
//! | `FEN` | the start position, when set up: a position string ([`crate::Game::from_fen`]); its side to move moves first |
//! | `FirstPlayer` | who moved first (`North`, `Player2`...), when not South and there is no `FEN` |
//! | `Scores` | the final scores, one a player, `-` between them |
//! | `Termination` | why the game ended, as the JSON outcome's `reason` (`score`, `side-empty`, ...), then for `limit` the limit's key (`limit max-plies`), and for a game stopped (`resigned`, `left`, `time`) the player (`resigned North`) |
//! | `Outcome` | the JSON outcome itself, written only where the three above cannot say it |
//! | `TimeControl` | as in PGN; kept in `tags` |
//! | `Seed` | the seed of the game's random generator |
//! | `SouthSeat`, `NorthSeat`, `Player1Seat`... | who plays the seat, as `mancala play` reads it (`human`, `alphabeta:6`) |
//!
//! Any other tag is kept in the record's `tags` and written back, sorted by name.
//!
//! **Moves** in the family's own notation (`3`, `4R`, `S4`, `10B`...), separated by spaces.
//! A number `N.` starts each turn of the player who moved first, so a two-player game reads as
//! in PGN (`1. a3 f4 2. ...`) and a game of three as `1. 3 9 15 2. ...`. A player who moves
//! again (an extra turn, Kalah's and Sungka's last seed in the store) writes the moves of the
//! turn joined by `,` (`1. 3,6 2`): nothing assumes the players alternate. After a comment or a
//! variation the next move is numbered again, `N...` when it is not the first player's turn
//! (`1. a3 {good} 1... f4`). The reader takes numbers and commas as layout only: it checks
//! their form, and the replay decides who moved.
//!
//! **Comments** `{...}` follow the move they are about (before the first move: about the
//! game); inside one, `\}` is a `}` and `\\` a `\`. Two comments on one move are joined with a
//! space. `;` starts a comment to the end of the line and a line beginning with `%` is skipped:
//! neither is kept.
//!
//! **Variations** `( ... )` follow the move they replace, as in PGN: `1. a3 (1. b3 f4) 1...
//! f4` tries `b3` instead of `a3`. They nest up to [`super::MAX_VARIATION_DEPTH`] deep.
//!
//! **The result** token (as the `Result` tag) ends the main line.
//!
//! Reading never trusts the text: a record larger than [`crate::files::MAX_RECORD_BYTES`] is
//! refused, variations nest at most [`super::MAX_VARIATION_DEPTH`] deep, and every error says
//! its line and column (in characters, from 1) and what was expected there ([`TextError`]).
//! The record read is replayed, variations too; a move that does not replay is reported where
//! it is written.

use std::fmt::Write as _;

use super::{
    GameRecord, RecordError, STOPPED_REASONS, VarMove, Variation, tree::MAX_VARIATION_DEPTH,
};
use crate::{
    family::{Family, Registry},
    game::Game,
    lang::Lang,
    position::Player,
    ruleset::config,
};

/// Where a text record goes wrong and what was expected there.
#[derive(Debug)]
pub struct TextError {
    /// The line, from 1.
    pub line: usize,
    /// The column, in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: TextErrorKind,
}

/// What is wrong in a text record.
#[derive(Debug)]
pub enum TextErrorKind {
    /// The text is larger than a record may be.
    TooLarge {
        /// The largest size read, in bytes.
        max: u64,
    },
    /// A tag that is not `[Name "value"]`.
    BadTag,
    /// The same tag twice.
    DuplicateTag {
        /// Its name.
        name: String,
    },
    /// A tag among the moves.
    TagAfterMoves,
    /// A `{` without its `}`.
    UnclosedComment,
    /// A `(` without its `)`.
    UnclosedVariation,
    /// A `)` without a `(`.
    UnexpectedClose,
    /// A variation before any move it could replace.
    VariationFirst,
    /// A variation without moves.
    EmptyVariation,
    /// Variations nested deeper than allowed.
    TooDeep {
        /// The deepest allowed.
        max: usize,
    },
    /// A character that starts nothing here.
    Unexpected {
        /// What was found.
        found: String,
    },
    /// Something after the result, which ends the record.
    AfterResult,
    /// The result token inside a variation.
    ResultInVariation,
    /// The result token and the `Result` tag disagree.
    ResultMismatch {
        /// The tag's.
        tag: String,
        /// The token's.
        token: String,
    },
    /// A result written wrong for the number of players.
    BadResult {
        /// What was written.
        found: String,
        /// The number of players.
        players: usize,
    },
    /// A required tag is missing.
    MissingTag {
        /// Its name.
        name: &'static str,
    },
    /// No shipped ruleset has this id (and there is no `Options` tag).
    UnknownRuleset {
        /// The id.
        id: String,
    },
    /// The `Options` tag is not a valid ruleset.
    Options {
        /// Why, in English.
        error: Box<config::ConfigError>,
    },
    /// The `FEN` tag is not a position of the rules.
    Fen {
        /// Why.
        error: crate::ruleset::BoardError,
    },
    /// A tag whose value is not one of those allowed.
    TagValue {
        /// The tag.
        name: String,
        /// Its value.
        value: String,
        /// What it may be (a message id of `records.ftl`).
        expected: &'static str,
    },
    /// The result says the game ended, but the moves do not end it and no tag says why.
    NotEnded {
        /// The result.
        result: String,
    },
    /// An OGN move that is not a house letter.
    OgnMove {
        /// What was found.
        found: String,
    },
    /// An OGN `Variant` this program does not know (and no `Ruleset` tag names one).
    OgnVariant {
        /// The variant.
        variant: String,
    },
    /// An OGN `FEN` that is not 14 counts and `S` or `N`.
    OgnFen {
        /// The value.
        value: String,
    },
    /// The record read does not replay (a move, a variation's move, the outcome).
    Replay(Box<RecordError>),
}

impl TextError {
    pub(super) fn at(text: &str, offset: usize, kind: TextErrorKind) -> TextError {
        let (line, column) = locate(text, offset);
        TextError { line, column, kind }
    }

    /// The error in `lang`.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        let what = match &self.kind {
            TextErrorKind::TooLarge { max } => {
                lang.text("rec-err-too-large", &[("max", (*max).into())])
            }
            TextErrorKind::BadTag => lang.text("rec-err-bad-tag", &[]),
            TextErrorKind::DuplicateTag { name } => {
                lang.text("rec-err-duplicate-tag", &[("name", name.as_str().into())])
            }
            TextErrorKind::TagAfterMoves => lang.text("rec-err-tag-after-moves", &[]),
            TextErrorKind::UnclosedComment => lang.text("rec-err-unclosed-comment", &[]),
            TextErrorKind::UnclosedVariation => lang.text("rec-err-unclosed-variation", &[]),
            TextErrorKind::UnexpectedClose => lang.text("rec-err-unexpected-close", &[]),
            TextErrorKind::VariationFirst => lang.text("rec-err-variation-first", &[]),
            TextErrorKind::EmptyVariation => lang.text("rec-err-empty-variation-here", &[]),
            TextErrorKind::TooDeep { max } => {
                lang.text("rec-err-too-deep", &[("max", (*max).into())])
            }
            TextErrorKind::Unexpected { found } => {
                lang.text("rec-err-unexpected", &[("found", found.as_str().into())])
            }
            TextErrorKind::AfterResult => lang.text("rec-err-after-result", &[]),
            TextErrorKind::ResultInVariation => lang.text("rec-err-result-in-variation", &[]),
            TextErrorKind::ResultMismatch { tag, token } => lang.text(
                "rec-err-result-mismatch",
                &[
                    ("tag", tag.as_str().into()),
                    ("token", token.as_str().into()),
                ],
            ),
            TextErrorKind::BadResult { found, players } => lang.text(
                "rec-err-bad-result",
                &[
                    ("found", found.as_str().into()),
                    ("players", (*players).into()),
                ],
            ),
            TextErrorKind::MissingTag { name } => {
                lang.text("rec-err-missing-tag", &[("name", (*name).into())])
            }
            TextErrorKind::UnknownRuleset { id } => {
                lang.text("rec-err-unknown-ruleset", &[("id", id.as_str().into())])
            }
            TextErrorKind::Options { error } => {
                lang.text("rec-err-options", &[("why", error.error_in(lang).into())])
            }
            TextErrorKind::Fen { error } => {
                lang.text("rec-err-fen", &[("why", error.error_in(lang).into())])
            }
            TextErrorKind::TagValue {
                name,
                value,
                expected,
            } => lang.text(
                "rec-err-tag-value",
                &[
                    ("name", name.as_str().into()),
                    ("value", value.as_str().into()),
                    ("expected", lang.text(expected, &[]).into()),
                ],
            ),
            TextErrorKind::NotEnded { result } => {
                lang.text("rec-err-not-ended", &[("result", result.as_str().into())])
            }
            TextErrorKind::OgnMove { found } => {
                lang.text("rec-err-ogn-move", &[("found", found.as_str().into())])
            }
            TextErrorKind::OgnVariant { variant } => lang.text(
                "rec-err-ogn-variant",
                &[("variant", variant.as_str().into())],
            ),
            TextErrorKind::OgnFen { value } => {
                lang.text("rec-err-ogn-fen", &[("value", value.as_str().into())])
            }
            TextErrorKind::Replay(error) => error.error_in(lang),
        };
        lang.text(
            "rec-err-at",
            &[
                ("line", self.line.into()),
                ("column", self.column.into()),
                ("what", what.into()),
            ],
        )
    }
}

impl std::fmt::Display for TextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.error_in(Lang::english()))
    }
}

impl std::error::Error for TextError {}

/// Why a record cannot be written in a format.
#[derive(Debug, thiserror::Error)]
pub enum Unwritable {
    /// A move whose text would read as something else in the text format.
    #[error("the move `{text}` cannot be written in the text format")]
    MoveText {
        /// The move.
        text: String,
    },
    /// OGN is for Oware alone.
    #[error(
        "OGN holds Oware games of two players on six houses each, with plain seeds; `{ruleset}` is not one: write PGN or JSON"
    )]
    NotOware {
        /// The ruleset.
        ruleset: String,
    },
    /// OGN (as Aualé reads it) keeps no variations.
    #[error("OGN keeps no variations (Aualé skips them): write PGN or JSON")]
    OgnVariations,
    /// OGN has no comment before the first move.
    #[error("OGN has no comment before the first move: write PGN or JSON")]
    OgnLeadingComment,
    /// OGN's comments cannot hold `}`, nor more than single spaces.
    #[error(
        "OGN comments cannot hold `}}` and Aualé turns their line breaks and runs of spaces into single spaces: write PGN or JSON"
    )]
    OgnComment,
    /// The start position has more than OGN's FEN holds.
    #[error("OGN's FEN holds the houses, the stores and the player to move; `{fen}` says more")]
    OgnFrom {
        /// The position string.
        fen: String,
    },
}

impl Unwritable {
    /// The error in `lang`.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        match self {
            Unwritable::MoveText { text } => {
                lang.text("rec-err-move-text", &[("move", text.as_str().into())])
            }
            Unwritable::NotOware { ruleset } => lang.text(
                "rec-err-ogn-not-oware",
                &[("ruleset", ruleset.as_str().into())],
            ),
            Unwritable::OgnVariations => lang.text("rec-err-ogn-variations", &[]),
            Unwritable::OgnLeadingComment => lang.text("rec-err-ogn-leading-comment", &[]),
            Unwritable::OgnComment => lang.text("rec-err-ogn-comment", &[]),
            Unwritable::OgnFrom { fen } => {
                lang.text("rec-err-ogn-from", &[("fen", fen.as_str().into())])
            }
        }
    }
}

/// The line and column (in characters, from 1) of byte `offset` of `text`.
fn locate(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

/// The name of `player` in a game of `players`: `South`, `North`, or `Player1`... for more.
#[must_use]
pub fn seat_name(player: Player, players: usize) -> String {
    match (players, player) {
        (2, 0) => "South".into(),
        (2, _) => "North".into(),
        _ => format!("Player{}", usize::from(player) + 1),
    }
}

fn parse_seat(name: &str, players: usize) -> Option<Player> {
    (0..players)
        .filter_map(|p| Player::try_from(p).ok())
        .find(|&p| seat_name(p, players) == name)
}

// ----------------------------------------------------------------------------------------------
// Reading.

/// A tag as read: name, value, and where it begins.
pub(super) struct Tag {
    pub name: String,
    pub value: String,
    pub at: usize,
}

/// A line of moves as read.
#[derive(Default)]
pub(super) struct Line {
    pub comment: Option<String>,
    pub moves: Vec<LineMove>,
}

/// A move as read: where its text is in the source (so that a long record costs a few bytes a
/// move), and what is said about it, if anything.
pub(super) struct LineMove {
    pub at: u32,
    pub len: u32,
    pub extra: Option<Box<Extra>>,
}

/// A move's comment and variations.
#[derive(Default)]
pub(super) struct Extra {
    pub comment: Option<String>,
    pub variations: Vec<Line>,
}

impl LineMove {
    /// Its text in `source`.
    pub(super) fn text<'t>(&self, source: &'t str) -> &'t str {
        let at = self.at as usize;
        source.get(at..at + self.len as usize).unwrap_or_default()
    }

    fn extra_mut(&mut self) -> &mut Extra {
        self.extra.get_or_insert_with(Box::default)
    }
}

/// The largest text record read: 16 MiB (a game of a million moves takes about 4 MiB of text;
/// a larger text is refused, so that reading one takes at most a few hundred megabytes).
pub const MAX_TEXT_RECORD_BYTES: u64 = 16 << 20;

/// The text's syntax: tags, then moves, comments and variations, then an optional result.
pub(super) struct Parser<'a> {
    pub text: &'a str,
    pub pos: usize,
    /// OGN: comments are taken as Aualé takes them (spaces collapsed, no escapes), variations
    /// are skipped, moves carry `+N`.
    pub ogn: bool,
}

/// What may not begin or continue a move.
const SPECIAL: &[char] = &['{', '}', '(', ')', '[', ']', ';', '"'];

impl<'a> Parser<'a> {
    pub(super) fn new(text: &'a str, ogn: bool) -> Result<Parser<'a>, TextError> {
        let max = MAX_TEXT_RECORD_BYTES;
        if text.len() as u64 > max {
            return Err(TextError::at(text, 0, TextErrorKind::TooLarge { max }));
        }
        let pos = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Ok(Parser { text, pos, ogn })
    }

    fn err(&self, at: usize, kind: TextErrorKind) -> TextError {
        TextError::at(self.text, at, kind)
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    /// Skips white space, `;` comments and `%` lines.
    fn skip_blank(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.bump();
            } else if c == ';'
                || (c == '%' && (self.pos == 0 || self.text[..self.pos].ends_with('\n')))
            {
                match self.text[self.pos..].find('\n') {
                    Some(i) => self.pos += i,
                    None => self.pos = self.text.len(),
                }
            } else {
                break;
            }
        }
    }

    pub(super) fn tags(&mut self) -> Result<Vec<Tag>, TextError> {
        let mut tags: Vec<Tag> = Vec::new();
        loop {
            self.skip_blank();
            if self.peek() != Some('[') {
                return Ok(tags);
            }
            let tag = self.tag()?;
            if tags.iter().any(|t| t.name == tag.name) {
                return Err(self.err(tag.at, TextErrorKind::DuplicateTag { name: tag.name }));
            }
            tags.push(tag);
        }
    }

    fn tag(&mut self) -> Result<Tag, TextError> {
        let at = self.pos;
        self.bump(); // [
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            self.bump();
        }
        let name = self.text[start..self.pos].to_owned();
        if name.is_empty() {
            return Err(self.err(self.pos, TextErrorKind::BadTag));
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.peek() != Some('"') {
            return Err(self.err(self.pos, TextErrorKind::BadTag));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                None | Some('\n') => return Err(self.err(at, TextErrorKind::BadTag)),
                Some('"') => break,
                Some('\\') if matches!(self.peek(), Some('"' | '\\')) => {
                    value.push(self.bump().unwrap_or('\\'));
                }
                Some(c) => value.push(c),
            }
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.peek() != Some(']') {
            return Err(self.err(self.pos, TextErrorKind::BadTag));
        }
        self.bump();
        Ok(Tag { name, value, at })
    }

    fn comment(&mut self) -> Result<String, TextError> {
        let at = self.pos;
        self.bump(); // {
        let mut text = String::new();
        loop {
            match self.bump() {
                None => return Err(self.err(at, TextErrorKind::UnclosedComment)),
                Some('}') => break,
                Some('\\') if !self.ogn && matches!(self.peek(), Some('}' | '\\')) => {
                    text.push(self.bump().unwrap_or('\\'));
                }
                Some(c) => text.push(c),
            }
        }
        if self.ogn {
            // As Aualé reads it: runs of white space are one space, none at the ends.
            text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        }
        Ok(text)
    }

    /// The main line and its result token (and where it is), to the end of the text.
    pub(super) fn main_line(&mut self) -> Result<(Line, Option<(String, usize)>), TextError> {
        let mut result = None;
        let line = self.line(0, None, &mut result)?;
        Ok((line, result))
    }

    /// A line of moves; `open`: where the `(` of the variation it is begins.
    fn line(
        &mut self,
        depth: usize,
        open: Option<usize>,
        result: &mut Option<(String, usize)>,
    ) -> Result<Line, TextError> {
        let mut line = Line::default();
        loop {
            self.skip_blank();
            let at = self.pos;
            let Some(c) = self.peek() else {
                return match open {
                    Some(open) => Err(self.err(open, TextErrorKind::UnclosedVariation)),
                    None => Ok(line),
                };
            };
            match c {
                '{' => {
                    let text = self.comment()?;
                    let slot = match line.moves.last_mut() {
                        Some(mv) => &mut mv.extra_mut().comment,
                        None => &mut line.comment,
                    };
                    *slot = Some(match slot.take() {
                        Some(before) => format!("{before} {text}"),
                        None => text,
                    });
                }
                '(' => {
                    if self.ogn {
                        self.skip_ogn_variation()?;
                        continue;
                    }
                    if line.moves.is_empty() {
                        return Err(self.err(at, TextErrorKind::VariationFirst));
                    }
                    if depth + 1 > MAX_VARIATION_DEPTH {
                        return Err(self.err(
                            at,
                            TextErrorKind::TooDeep {
                                max: MAX_VARIATION_DEPTH,
                            },
                        ));
                    }
                    self.bump();
                    let inner = self.line(depth + 1, Some(at), result)?;
                    if inner.moves.is_empty() {
                        return Err(self.err(at, TextErrorKind::EmptyVariation));
                    }
                    if let Some(mv) = line.moves.last_mut() {
                        mv.extra_mut().variations.push(inner);
                    }
                }
                ')' => {
                    if open.is_some() {
                        self.bump();
                        return Ok(line);
                    }
                    return Err(self.err(at, TextErrorKind::UnexpectedClose));
                }
                '[' => return Err(self.err(at, TextErrorKind::TagAfterMoves)),
                c if SPECIAL.contains(&c) || c == ',' => {
                    return Err(self.err(
                        at,
                        TextErrorKind::Unexpected {
                            found: c.to_string(),
                        },
                    ));
                }
                _ => {
                    let word = self.word();
                    if is_result(word) {
                        if open.is_some() {
                            return Err(self.err(at, TextErrorKind::ResultInVariation));
                        }
                        *result = Some((word.to_owned(), at));
                        self.skip_blank();
                        if self.pos < self.text.len() {
                            return Err(self.err(self.pos, TextErrorKind::AfterResult));
                        }
                        return Ok(line);
                    }
                    self.moves_of(word, at, &mut line)?;
                }
            }
        }
    }

    /// The run of characters up to white space or a special character.
    fn word(&mut self) -> &'a str {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| !c.is_whitespace() && !SPECIAL.contains(&c))
        {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    /// The moves of a word: a move number (`12.`, `12...`) is skipped, the rest split at `,`.
    fn moves_of(&self, word: &str, at: usize, line: &mut Line) -> Result<(), TextError> {
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let mut rest = word;
        let mut offset = at;
        if digits > 0 && word[digits..].starts_with('.') {
            let after = word[digits..].trim_start_matches('.');
            offset = at + (word.len() - after.len());
            rest = after;
        }
        if rest.is_empty() {
            return Ok(());
        }
        for part in rest.split(',') {
            if part.is_empty() {
                return Err(self.err(offset, TextErrorKind::Unexpected { found: ",".into() }));
            }
            let len = if self.ogn {
                ogn_move(part).ok_or_else(|| {
                    self.err(
                        offset,
                        TextErrorKind::OgnMove {
                            found: part.to_owned(),
                        },
                    )
                })?;
                // The house letter; `+N` is left out.
                1
            } else {
                part.len()
            };
            line.moves.push(LineMove {
                at: u32::try_from(offset).unwrap_or(u32::MAX),
                len: u32::try_from(len).unwrap_or(0),
                extra: None,
            });
            offset += part.len() + 1;
        }
        Ok(())
    }

    /// Skips an OGN variation as Aualé does: to the next `)`, not nested.
    fn skip_ogn_variation(&mut self) -> Result<(), TextError> {
        let at = self.pos;
        match self.text[self.pos..].find(')') {
            Some(i) => {
                self.pos += i + 1;
                Ok(())
            }
            None => Err(self.err(at, TextErrorKind::UnclosedVariation)),
        }
    }
}

/// An OGN move (`A`-`F`, `a`-`f`, perhaps with `+N` captured) as Aualé's house letter, kept
/// for [`super::ogn`] to map; `None` if it is not one.
fn ogn_move(word: &str) -> Option<char> {
    let mut chars = word.chars();
    let letter = chars
        .next()
        .filter(|c| matches!(c, 'A'..='F' | 'a'..='f'))?;
    let rest = chars.as_str();
    let ok = rest.is_empty()
        || rest.strip_prefix('+').is_some_and(|n| {
            !n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit())
        });
    ok.then_some(letter)
}

/// Whether `word` is a result token: `*`, or fields `1`, `0` or `1/N` joined by `-`, or (OGN)
/// the final stores `25-18`.
fn is_result(word: &str) -> bool {
    if word == "*" {
        return true;
    }
    let fields: Vec<&str> = word.split('-').collect();
    fields.len() >= 2
        && fields.iter().all(|f| {
            let (n, d) = f.split_once('/').unwrap_or((f, "1"));
            !n.is_empty()
                && !d.is_empty()
                && n.len() <= 3
                && d.len() <= 3
                && n.bytes().all(|b| b.is_ascii_digit())
                && d.bytes().all(|b| b.is_ascii_digit())
        })
}

/// Whether the tags at the head of `text` include `name` (for telling formats apart).
pub(super) fn has_tag(text: &str, name: &str) -> bool {
    let Ok(mut parser) = Parser::new(text, false) else {
        return false;
    };
    match parser.tags() {
        Ok(tags) => tags.iter().any(|t| t.name == name),
        Err(_) => {
            // A broken header: look at the tags up to the break.
            let mut p = Parser::new(text, false).ok();
            let mut found = false;
            while let Some(parser) = p.as_mut() {
                parser.skip_blank();
                if parser.peek() != Some('[') {
                    break;
                }
                match parser.tag() {
                    Ok(tag) => found |= tag.name == name,
                    Err(_) => break,
                }
            }
            found
        }
    }
}

/// The winner a result token names, for `players` players: `Ok(None)` nobody, `Err(())` not
/// a result for that many.
fn result_winner(result: &str, players: usize) -> Result<Option<Player>, ()> {
    let fields: Vec<&str> = result.split('-').collect();
    if fields.len() != players {
        return Err(());
    }
    let share = format!("1/{players}");
    if fields.iter().all(|f| *f == share) {
        return Ok(None);
    }
    let ones: Vec<usize> = (0..players).filter(|&i| fields[i] == "1").collect();
    if ones.len() == 1 && fields.iter().all(|f| *f == "1" || *f == "0") {
        return Player::try_from(ones[0]).map(Some).map_err(|_| ());
    }
    Err(())
}

/// The result token of an outcome (`None`: in progress).
fn result_token(winner: Option<&serde_json::Value>, players: usize) -> String {
    match winner {
        None => "*".into(),
        Some(serde_json::Value::Null) => vec![format!("1/{players}"); players].join("-"),
        Some(w) => {
            let w = w.as_u64().and_then(|w| usize::try_from(w).ok());
            (0..players)
                .map(|i| if Some(i) == w { "1" } else { "0" })
                .collect::<Vec<_>>()
                .join("-")
        }
    }
}

fn tag_value_error(tag: &Tag, expected: &'static str) -> TextErrorKind {
    TextErrorKind::TagValue {
        name: tag.name.clone(),
        value: tag.value.clone(),
        expected,
    }
}

/// The rules a text record names: its `Ruleset` tag, with its `Options` tag if any.
pub(super) fn rules_of(
    text: &str,
    registry: &dyn Registry,
    ruleset: &Tag,
    options: Option<&Tag>,
) -> Result<std::sync::Arc<dyn Family>, TextError> {
    match options {
        Some(options) => registry
            .load(config::RECORD_OPTIONS, &ruleset.value, &options.value)
            .map_err(|error| {
                TextError::at(
                    text,
                    options.at,
                    TextErrorKind::Options {
                        error: Box::new(error),
                    },
                )
            }),
        None => registry.builtin(&ruleset.value).ok_or_else(|| {
            TextError::at(
                text,
                ruleset.at,
                TextErrorKind::UnknownRuleset {
                    id: ruleset.value.clone(),
                },
            )
        }),
    }
}

/// Tags the reader turns into the record's fields rather than keeping in `tags`.
const OWN_TAGS: &[&str] = &[
    "Ruleset",
    "Options",
    "FEN",
    "FirstPlayer",
    "Result",
    "Scores",
    "Termination",
    "Outcome",
    "Seed",
];

/// The tags every PGN writes, `?` when unknown.
const ROSTER: &[&str] = &["Event", "Site", "Date", "Round"];

/// Reads a PGN-style record (see the module's documentation) and replays it.
///
/// # Errors
/// The text does not follow the format, names no rules `registry` has, or does not replay: a
/// [`TextError`] with the line and column.
pub fn read(text: &str, registry: &dyn Registry) -> Result<GameRecord, RecordError> {
    let mut parser = Parser::new(text, false)?;
    let tags = parser.tags()?;
    let (line, result) = parser.main_line()?;
    let find = |name: &str| tags.iter().find(|t| t.name == name);
    let Some(ruleset) = find("Ruleset") else {
        return Err(TextError::at(
            text,
            parser.pos.min(text.len()),
            TextErrorKind::MissingTag { name: "Ruleset" },
        )
        .into());
    };
    let rules = rules_of(text, registry, ruleset, find("Options"))?;
    let n = rules.num_players();
    let mut record = GameRecord::of(&Game::new(rules.clone(), 0), None, None);
    record.ruleset.clone_from(&ruleset.value);
    record.moves = crate::moves::MoveTexts::new();
    record.outcome = None;

    if let Some(fen) = find("FEN") {
        let start = Game::from_fen(rules.clone(), &fen.value)
            .map_err(|error| TextError::at(text, fen.at, TextErrorKind::Fen { error }))?;
        record.first_player = start.first_player();
        record.from = Some(fen.value.clone());
    } else if let Some(first) = find("FirstPlayer") {
        record.first_player = parse_seat(&first.value, n).ok_or_else(|| {
            TextError::at(text, first.at, tag_value_error(first, "rec-expect-seat"))
        })?;
    }
    if let Some(seed) = find("Seed") {
        record.seed = Some(seed.value.parse().map_err(|_| {
            TextError::at(text, seed.at, tag_value_error(seed, "rec-expect-number"))
        })?);
    }
    let seat_tags = |suffix: &str| -> Option<Vec<String>> {
        let values: Vec<Option<&Tag>> = (0..n)
            .map(|p| find(&format!("{}{suffix}", seat_name(p as Player, n))))
            .collect();
        values
            .iter()
            .any(|t| t.is_some_and(|t| t.value != "?"))
            .then(|| {
                values
                    .iter()
                    .map(|t| t.map_or("?".to_owned(), |t| t.value.clone()))
                    .collect()
            })
    };
    record.players = seat_tags("");
    record.seats = seat_tags("Seat");
    for tag in &tags {
        let seat_tag = (0..n).any(|p| {
            let name = seat_name(p as Player, n);
            tag.name == name || tag.name == format!("{name}Seat")
        });
        let unknown_roster = ROSTER.contains(&tag.name.as_str()) && tag.value == "?";
        if !seat_tag && !unknown_roster && !OWN_TAGS.contains(&tag.name.as_str()) {
            record.tags.insert(tag.name.clone(), tag.value.clone());
        }
    }

    // The tree.
    let mut locations = Locations::default();
    record.moves = line.moves.iter().map(|m| m.text(text)).collect();
    locations.main = line.moves.iter().map(|m| m.at as usize).collect();
    if let Some(c) = line.comment {
        record.set_comment(0, &c);
    }
    for (i, mv) in line.moves.into_iter().enumerate() {
        let ply = i + 1;
        let Some(extra) = mv.extra else {
            continue;
        };
        if let Some(c) = extra.comment {
            record.set_comment(ply, &c);
        }
        for (k, v) in extra.variations.into_iter().enumerate() {
            let variation = variation_of(text, v, &format!("{ply}.{}", k + 1), &mut locations);
            record.add_variation(ply, variation);
        }
    }

    // The result: the tag and the token agree; the outcome from the tags, or from the replay.
    let result_tag = find("Result");
    let result_text = match (result_tag, &result) {
        (Some(tag), Some((token, at))) if tag.value != *token => {
            return Err(TextError::at(
                text,
                *at,
                TextErrorKind::ResultMismatch {
                    tag: tag.value.clone(),
                    token: token.clone(),
                },
            )
            .into());
        }
        (Some(tag), _) => Some((tag.value.clone(), tag.at)),
        (None, Some((token, at))) => Some((token.clone(), *at)),
        (None, None) => None,
    };
    let winner = match &result_text {
        None => None,
        Some((r, _)) if r == "*" => None,
        Some((r, at)) => Some(result_winner(r, n).map_err(|()| {
            TextError::at(
                text,
                *at,
                TextErrorKind::BadResult {
                    found: r.clone(),
                    players: n,
                },
            )
        })?),
    };
    let tag_at = |name: &str| find(name).map_or(0, |t| t.at);
    if let Some(outcome) = find("Outcome") {
        record.outcome = Some(serde_json::from_str(&outcome.value).map_err(|_| {
            TextError::at(
                text,
                outcome.at,
                tag_value_error(outcome, "rec-expect-outcome"),
            )
        })?);
    } else if let Some(termination) = find("Termination") {
        let scores = find("Scores").ok_or_else(|| {
            TextError::at(
                text,
                termination.at,
                TextErrorKind::MissingTag { name: "Scores" },
            )
        })?;
        record.outcome = Some(outcome_of(text, winner, scores, termination, n)?);
    }
    let replayed = record
        .replay(registry)
        .map_err(|e| locate_replay(text, e, &locations, tag_at("Result")))?;
    if record.outcome.is_none() {
        if let Some(w) = winner {
            let pos = replayed.0.position();
            match pos.outcome() {
                Some(o) if o.winner == w => {
                    record.outcome = Some(crate::json::outcome_json(o, n));
                }
                Some(o) => {
                    let replayed = crate::json::outcome_json(o, n);
                    let (r, at) = result_text.unwrap_or_default();
                    return Err(TextError::at(
                        text,
                        at,
                        TextErrorKind::Replay(Box::new(RecordError::Outcome {
                            recorded: r,
                            replayed: replayed.to_string(),
                        })),
                    )
                    .into());
                }
                None => {
                    let (r, at) = result_text.unwrap_or_default();
                    return Err(
                        TextError::at(text, at, TextErrorKind::NotEnded { result: r }).into(),
                    );
                }
            }
        }
    }
    Ok(record)
}

/// Where the moves of a text record are written, for naming a move that does not replay.
#[derive(Default)]
pub(super) struct Locations {
    pub main: Vec<usize>,
    pub variations: std::collections::HashMap<String, Vec<usize>>,
}

fn variation_of(source: &str, line: Line, path: &str, locations: &mut Locations) -> Variation {
    locations.variations.insert(
        path.to_owned(),
        line.moves.iter().map(|m| m.at as usize).collect(),
    );
    Variation {
        comment: line.comment,
        moves: line
            .moves
            .into_iter()
            .enumerate()
            .map(|(i, m)| {
                let text = m.text(source).to_owned();
                let extra = m.extra.map(|e| *e).unwrap_or_default();
                VarMove {
                    text,
                    comment: extra.comment,
                    variations: extra
                        .variations
                        .into_iter()
                        .enumerate()
                        .map(|(k, v)| {
                            let inner = format!("{path}/{}.{}", i + 1, k + 1);
                            variation_of(source, v, &inner, locations)
                        })
                        .collect(),
                }
            })
            .collect(),
    }
}

/// A replay error placed at the move it names (else at `fallback`).
pub(super) fn locate_replay(
    text: &str,
    error: RecordError,
    locations: &Locations,
    fallback: usize,
) -> RecordError {
    let at = match &error {
        RecordError::Move { ply, .. } => locations.main.get(ply - 1).copied(),
        RecordError::VariationMove {
            variation, index, ..
        } => locations
            .variations
            .get(variation)
            .and_then(|v| v.get(index - 1))
            .copied(),
        _ => None,
    };
    TextError::at(
        text,
        at.unwrap_or(fallback),
        TextErrorKind::Replay(Box::new(error)),
    )
    .into()
}

/// The outcome object the `Result`, `Scores` and `Termination` tags say, in the key order of
/// [`crate::json::outcome_json`] and [`super::stopped_outcome_json`].
fn outcome_of(
    text: &str,
    winner: Option<Option<Player>>,
    scores: &Tag,
    termination: &Tag,
    players: usize,
) -> Result<serde_json::Value, TextError> {
    let numbers: Option<Vec<i64>> = scores
        .value
        .split('-')
        .map(|s| s.trim().parse::<i64>().ok())
        .collect();
    let numbers = numbers.filter(|v| v.len() == players).ok_or_else(|| {
        TextError::at(
            text,
            scores.at,
            tag_value_error(scores, "rec-expect-scores"),
        )
    })?;
    let mut words = termination.value.split_whitespace();
    let reason = words.next().unwrap_or_default();
    let detail = words.next();
    let bad = || {
        TextError::at(
            text,
            termination.at,
            tag_value_error(termination, "rec-expect-termination"),
        )
    };
    if reason.is_empty() || words.next().is_some() {
        return Err(bad());
    }
    let mut map = serde_json::Map::new();
    map.insert(
        "winner".into(),
        winner.flatten().map_or(serde_json::Value::Null, Into::into),
    );
    map.insert("scores".into(), serde_json::json!(numbers));
    map.insert("reason".into(), reason.into());
    match detail {
        None => {}
        Some(limit) if reason == "limit" => {
            map.insert("limit".into(), limit.into());
        }
        Some(seat) if STOPPED_REASONS.contains(&reason) => {
            let seat = parse_seat(seat, players).ok_or_else(bad)?;
            map.insert("seat".into(), seat.into());
        }
        Some(_) => return Err(bad()),
    }
    Ok(serde_json::Value::Object(map))
}

/// The `Scores` and `Termination` tags of an outcome, if they say it exactly.
fn outcome_tags(outcome: &serde_json::Value, players: usize) -> Option<(String, String)> {
    let map = outcome.as_object()?;
    let scores: Vec<i64> = map
        .get("scores")?
        .as_array()?
        .iter()
        .map(serde_json::Value::as_i64)
        .collect::<Option<_>>()?;
    if scores.iter().any(|s| *s < 0) {
        return None;
    }
    let reason = map.get("reason")?.as_str()?;
    let mut termination = reason.to_owned();
    if let Some(limit) = map.get("limit").and_then(serde_json::Value::as_str) {
        termination = format!("{reason} {limit}");
    }
    if let Some(seat) = map.get("seat").and_then(serde_json::Value::as_u64) {
        termination = format!(
            "{reason} {}",
            seat_name(Player::try_from(seat).ok()?, players)
        );
    }
    let scores_text = scores
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("-");
    Some((scores_text, termination))
}

// ----------------------------------------------------------------------------------------------
// Writing.

/// A tag line, its value escaped.
pub(super) fn tag_line(out: &mut String, name: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{name} \"{value}\"]");
}

/// Words joined by spaces into lines of at most 79 characters (a longer word on its own).
pub(super) fn wrap(words: &[String]) -> String {
    let mut out = String::new();
    let mut width = 0;
    for word in words {
        let w = word.chars().count();
        if width > 0 && width + 1 + w > 79 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        out.push_str(word);
        width = match word.rfind('\n') {
            Some(i) => word[i + 1..].chars().count(),
            None => width + w,
        };
    }
    out.push('\n');
    out
}

fn comment_word(text: &str) -> String {
    format!("{{{}}}", text.replace('\\', "\\\\").replace('}', "\\}"))
}

/// Whether `text` reads back as one move.
fn writable_move(text: &str) -> bool {
    let numbered = text.starts_with(|c: char| c.is_ascii_digit())
        && text
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .starts_with('.');
    let special = text
        .chars()
        .any(|c| c.is_whitespace() || SPECIAL.contains(&c) || c == ',');
    !(text.is_empty() || special || numbered || is_result(text))
}

/// A move of a line being written.
struct WriteMove<'a> {
    text: &'a str,
    comment: Option<&'a str>,
    variations: &'a [Variation],
}

/// Who moved and where the numbering stands.
#[derive(Clone, Copy)]
struct Turns {
    first: Player,
    number: usize,
    last: Option<Player>,
}

/// Writes `moves` played from `game`: numbers, moves, comments, variations.
fn write_line(
    words: &mut Vec<String>,
    game: &Game,
    leading: Option<&str>,
    moves: &[WriteMove<'_>],
    mut turns: Turns,
) -> Result<(), RecordError> {
    let mut game = game.clone();
    let mut renumber = true;
    if let Some(c) = leading {
        words.push(comment_word(c));
    }
    for mv in moves {
        if !writable_move(mv.text) {
            return Err(Unwritable::MoveText {
                text: mv.text.to_owned(),
            }
            .into());
        }
        let player = game.position().turn();
        let before = turns;
        if player == turns.first && turns.last != Some(player) {
            turns.number += 1;
            words.push(format!("{}.", turns.number));
            words.push(mv.text.to_owned());
        } else if renumber {
            words.push(format!("{}...", turns.number.max(1)));
            words.push(mv.text.to_owned());
        } else if turns.last == Some(player) {
            if let Some(w) = words.last_mut() {
                w.push(',');
                w.push_str(mv.text);
            }
        } else {
            words.push(mv.text.to_owned());
        }
        renumber = false;
        if let Some(c) = mv.comment {
            words.push(comment_word(c));
            renumber = true;
        }
        for variation in mv.variations {
            words.push("(".into());
            let inner: Vec<WriteMove<'_>> = variation
                .moves
                .iter()
                .map(|m| WriteMove {
                    text: &m.text,
                    comment: m.comment.as_deref(),
                    variations: &m.variations,
                })
                .collect();
            write_line(words, &game, variation.comment.as_deref(), &inner, before)?;
            words.push(")".into());
            renumber = true;
        }
        if let Err(error) = game.play_text(mv.text) {
            return Err(RecordError::Move {
                ply: game.num_plies() + 1,
                text: mv.text.to_owned(),
                board: game.rules().draw(game.position()),
                error: Box::new(error),
                game: Box::new(game),
            });
        }
        turns.last = Some(player);
    }
    Ok(())
}

/// `(` and `)` are written apart from their neighbours in [`write_line`]; PGN puts them close.
fn tighten(words: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut open = false;
    for w in words {
        if w == "(" {
            out.push(w);
            open = true;
            continue;
        }
        if open {
            if let Some(last) = out.last_mut() {
                last.push_str(&w);
            }
            open = false;
            continue;
        }
        if w == ")" {
            if let Some(last) = out.last_mut() {
                last.push(')');
                continue;
            }
        }
        out.push(w);
    }
    out
}

/// The record as PGN-style text (see the module's documentation). The record is replayed
/// first (variations too), so only a record that loads is written.
///
/// # Errors
/// The record does not replay, or a move's text would read as something else.
pub fn write(record: &GameRecord, registry: &dyn Registry) -> Result<String, RecordError> {
    let (_, _) = record.replay(registry)?;
    let rules = record.rules(registry)?;
    let n = rules.num_players();
    let mut out = String::new();
    let roster = |out: &mut String, name: &str| {
        let value = record.tags.get(name).map_or("?", String::as_str);
        tag_line(out, name, value);
    };
    for name in ROSTER {
        roster(&mut out, name);
    }
    for p in 0..n {
        let value = record
            .players
            .as_ref()
            .and_then(|v| v.get(p))
            .map_or("?", String::as_str);
        tag_line(&mut out, &seat_name(p as Player, n), value);
    }
    let result = result_token(
        record
            .outcome
            .as_ref()
            .filter(|o| !o.is_null())
            .map(|o| o.get("winner").unwrap_or(&serde_json::Value::Null)),
        n,
    );
    tag_line(&mut out, "Result", &result);
    tag_line(&mut out, "Ruleset", &record.ruleset);
    let shipped = registry
        .builtin(&record.ruleset)
        .is_some_and(|b| b.options_json() == record.options);
    if !shipped {
        tag_line(
            &mut out,
            "Options",
            &super::options_to_toml(&record.options),
        );
    }
    match &record.from {
        Some(fen) => tag_line(&mut out, "FEN", fen),
        None if record.first_player != 0 => {
            tag_line(&mut out, "FirstPlayer", &seat_name(record.first_player, n));
        }
        None => {}
    }
    if let Some(outcome) = record.outcome.as_ref().filter(|o| !o.is_null()) {
        match outcome_tags(outcome, n) {
            Some((scores, termination)) => {
                tag_line(&mut out, "Scores", &scores);
                tag_line(&mut out, "Termination", &termination);
            }
            None => tag_line(&mut out, "Outcome", &outcome.to_string()),
        }
    }
    if let Some(tc) = record.tags.get("TimeControl") {
        tag_line(&mut out, "TimeControl", tc);
    }
    if let Some(seed) = record.seed {
        tag_line(&mut out, "Seed", &seed.to_string());
    }
    if let Some(seats) = &record.seats {
        for (p, seat) in seats.iter().enumerate().take(n) {
            tag_line(
                &mut out,
                &format!("{}Seat", seat_name(p as Player, n)),
                seat,
            );
        }
    }
    for (name, value) in &record.tags {
        if !ROSTER.contains(&name.as_str()) && name != "TimeControl" {
            tag_line(&mut out, name, value);
        }
    }
    out.push('\n');

    let start = record.start(rules)?;
    let mut words = Vec::new();
    let mut notes = record.notes.iter().peekable();
    let leading = notes
        .peek()
        .filter(|n| n.ply == 0)
        .and_then(|n| n.comment.as_deref());
    let main: Vec<WriteMove<'_>> = record
        .moves
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let note = record.note(i + 1);
            WriteMove {
                text,
                comment: note.and_then(|n| n.comment.as_deref()),
                variations: note.map_or(&[][..], |n| &n.variations[..]),
            }
        })
        .collect();
    let turns = Turns {
        first: record.first_player,
        number: 0,
        last: None,
    };
    write_line(&mut words, &start, leading, &main, turns)?;
    words.push(result);
    out.push_str(&wrap(&tighten(words)));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, record::TextFormat};

    fn game(id: &str, moves: &[&str]) -> Game {
        let mut game = Game::new(Rules::builtin(id).unwrap(), 0);
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    #[test]
    fn extra_turns_are_joined_and_numbers_count_the_first_players_turns() {
        // Kalah: 3 ends in South's store (4 seeds from pit 3 reach the store), so South moves again.
        let g = game("kalah", &["3", "6", "2"]);
        let record = GameRecord::of(&g, None, None);
        let text = write(&record, &Rules).unwrap();
        let moves = text.split("\n\n").nth(1).unwrap();
        assert!(moves.starts_with("1. 3,6 "), "{moves}");
        let back = read(&text, &Rules).unwrap();
        assert_eq!(back, record);
    }

    #[test]
    fn comments_and_nested_variations_read_back_to_the_same_tree() {
        let g = game("oware-abapa", &["1", "7", "2", "8"]);
        let mut record = GameRecord::annotated(
            &g,
            &[
                Some("start {braces} \\ here".into()),
                Some("one".into()),
                None,
                Some("three".into()),
            ],
        );
        let mut v = Variation::of_moves(["9", "3"]);
        v.comment = Some("instead".into());
        v.moves[1].comment = Some("deep".into());
        v.moves[1].variations.push(Variation::of_moves(["4", "10"]));
        record.add_variation(2, v);
        record.add_variation(2, Variation::of_moves(["12"]));
        record.add_variation(1, Variation::of_moves(["6"]));
        record.tags.insert("Event".into(), "Test \"quoted\"".into());
        let text = write(&record, &Rules).unwrap();
        assert!(text.contains("2. 2"), "{text}");
        let back = read(&text, &Rules).unwrap();
        assert_eq!(back, record, "{text}");
        assert_eq!(TextFormat::sniff(&text), TextFormat::Pgn);
    }

    #[test]
    fn syntax_errors_name_line_and_column() {
        let cases = [
            ("[Ruleset \"kalah\"]\n\n1. 3 {open", (3, 6), "comment"),
            ("[Ruleset \"kalah\"]\n\n1. 3 ( 4", (3, 6), "variation"),
            ("[Ruleset \"kalah\"]\n\n( 4", (3, 1), "variation"),
            ("[Ruleset kalah]\n", (1, 10), "tag"),
            ("[Ruleset \"kalah\"]\n1. 3 )", (2, 6), ")"),
            ("[Ruleset \"kalah\"]\n1. 3 1-0 4", (2, 10), "result"),
            ("[Ruleset \"nope\"]\n1. 3", (1, 1), "nope"),
            ("[Ruleset \"kalah\"]\n1. 3 9", (2, 6), "9"),
        ];
        for (text, (line, column), word) in cases {
            let err = read(text, &Rules).unwrap_err();
            let RecordError::Text(e) = &err else {
                panic!("{text}: {err}");
            };
            assert_eq!((e.line, e.column), (line, column), "{text}: {err}");
            assert!(err.to_string().contains(word), "{text}: {err}");
        }
    }

    #[test]
    fn nesting_beyond_the_limit_is_refused() {
        let mut text = String::from("[Ruleset \"oware-abapa\"]\n1. 1 ");
        for _ in 0..=MAX_VARIATION_DEPTH {
            text.push_str("( 2 ");
        }
        let err = read(&text, &Rules).unwrap_err();
        assert!(err.to_string().contains("deeper"), "{err}");
    }
}

#[cfg(test)]
mod round_trips {
    use proptest::prelude::*;

    use super::*;
    use crate::{
        Rules,
        record::{TextFormat, ogn},
    };

    /// A small generator of our own, so that a game is the same on every run.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((self.0 >> 33) as usize) % n.max(1)
        }
    }

    /// A random game of `id` (at most `plies` moves) with comments and variations here and
    /// there, the variations playing other legal moves.
    fn random_record(id: &str, seed: u64, plies: usize, annotate: bool) -> GameRecord {
        let rules = Rules::builtin(id).unwrap();
        let mut rng = Lcg(seed);
        let first = Player::try_from(rng.below(rules.num_players())).unwrap();
        let mut game = Game::new(rules, first);
        let mut alternatives = Vec::new();
        while !game.position().is_over() && game.num_plies() < plies {
            let legal = game.legal_move_texts();
            let pick = rng.below(legal.len());
            if annotate && legal.len() > 1 && rng.below(6) == 0 {
                // Another move here, and a reply or two after it.
                let mut line = game.clone();
                let mut moves = vec![legal[(pick + 1) % legal.len()].clone()];
                line.play_text(&moves[0]).unwrap();
                for _ in 0..rng.below(3) {
                    let next = line.legal_move_texts();
                    if next.is_empty() || line.position().is_over() {
                        break;
                    }
                    let mv = next[rng.below(next.len())].clone();
                    line.play_text(&mv).unwrap();
                    moves.push(mv);
                }
                alternatives.push((game.num_plies() + 1, moves));
            }
            game.play_text(&legal[pick]).unwrap();
        }
        let mut record = GameRecord::of(
            &game,
            Some(seed),
            Some(vec!["Lan".into(); game.rules().num_players()]),
        );
        if annotate {
            for ply in 0..=game.num_plies() {
                if rng.below(5) == 0 {
                    record.set_comment(ply, &format!("note {ply}: {{\\ 好 }}"));
                }
            }
            for (ply, moves) in alternatives {
                let mut v = Variation::of_moves(moves);
                if rng.below(2) == 0 {
                    v.moves[0].comment = Some("tried".into());
                }
                record.add_variation(ply, v);
            }
            record
                .tags
                .insert("Event".into(), "Random \"games\"".into());
            record.tags.insert("TimeControl".into(), "300+5".into());
            record.tags.insert("Annotator".into(), "test".into());
        }
        record
    }

    #[test]
    fn json_to_pgn_to_json_is_the_same_record_for_every_shipped_ruleset() {
        for id in Rules::builtin_ids() {
            for seed in 0..4 {
                let record = random_record(id, seed, 300, seed % 2 == 1);
                let json = record.to_json();
                let pgn = write(&GameRecord::from_json(&json).unwrap(), &Rules)
                    .unwrap_or_else(|e| panic!("{id} {seed}: {e}"));
                assert_eq!(TextFormat::sniff(&pgn), TextFormat::Pgn);
                let back = GameRecord::from_text(&pgn, &Rules)
                    .unwrap_or_else(|e| panic!("{id} {seed}: {e}\n{pgn}"));
                assert_eq!(back.to_json(), json, "{id} {seed}\n{pgn}");
            }
        }
    }

    #[test]
    fn json_to_ogn_to_json_is_the_same_record_for_the_oware_rulesets() {
        let mut written = 0;
        for id in Rules::builtin_ids() {
            let rules = Rules::builtin(id).unwrap();
            let oware = rules.options_json()["game"] == "oware";
            for seed in 0..4 {
                let record = random_record(id, seed, 400, false);
                let result = ogn::write(&record, &Rules);
                if !oware {
                    assert!(matches!(result, Err(RecordError::Unwritable(_))), "{id}");
                    continue;
                }
                let text = result.unwrap_or_else(|e| panic!("{id} {seed}: {e}"));
                assert_eq!(TextFormat::sniff(&text), TextFormat::Ogn, "{text}");
                let back = GameRecord::from_text(&text, &Rules)
                    .unwrap_or_else(|e| panic!("{id} {seed}: {e}\n{text}"));
                assert_eq!(back.to_json(), record.to_json(), "{id} {seed}\n{text}");
                written += 1;
            }
        }
        assert_eq!(written, 8, "both Oware rulesets");
    }

    #[test]
    fn a_json_record_without_notes_is_written_as_before() {
        // The fields added for the tree are left out when empty: the JSON of a record is what
        // version 1 always wrote.
        let record = random_record("o-an-quan", 3, 20, false);
        let json = record.to_json();
        for key in ["\"from\"", "\"tags\"", "\"notes\""] {
            assert!(!json.contains(key), "{json}");
        }
        let old = r#"{"format": "mancala-record", "version": 1, "ruleset": "kalah",
            "options": null, "first_player": 0, "seed": null, "moves": []}"#;
        assert!(matches!(
            GameRecord::from_json(old).map(|r| r.notes.len()),
            Ok(0)
        ));
    }

    fn sample_texts() -> Vec<String> {
        let mut texts = Vec::new();
        for (id, seed) in [
            ("kalah", 1),
            ("oware-abapa", 3),
            ("sungka-3p", 1),
            ("awale-abapa-colours", 1),
        ] {
            let record = random_record(id, seed, 60, true);
            texts.push(write(&record, &Rules).unwrap());
        }
        let plain = random_record("oware-abapa", 2, 60, false);
        texts.push(ogn::write(&plain, &Rules).unwrap());
        texts
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let text = String::from_utf8_lossy(&bytes);
            let _ = GameRecord::from_text(&text, &Rules);
            let _ = read(&text, &Rules);
            let _ = ogn::read(&text, &Rules);
        }

        #[test]
        fn mutated_records_never_panic_and_errors_have_a_place(
            which in 0usize..5,
            edits in proptest::collection::vec((any::<usize>(), 0u8..3, any::<char>()), 1..6),
        ) {
            let texts = sample_texts();
            let mut text: Vec<char> = texts[which].chars().collect();
            for (at, op, c) in edits {
                let at = at % (text.len() + 1);
                match op {
                    0 if at < text.len() => { text.remove(at); }
                    1 => text.insert(at, c),
                    _ if at < text.len() => text[at] = c,
                    _ => {}
                }
            }
            let text: String = text.into_iter().collect();
            if let Err(RecordError::Text(e)) = GameRecord::from_text(&text, &Rules) {
                let lines = text.lines().count().max(1);
                prop_assert!(e.line >= 1 && e.line <= lines + 1, "{e}");
                prop_assert!(e.column >= 1);
                for lang in Lang::all() {
                    prop_assert!(!e.error_in(lang).is_empty());
                }
            }
        }
    }
}

#[cfg(test)]
mod limits {
    use super::*;
    use crate::Rules;

    #[test]
    fn a_text_record_larger_than_the_limit_is_refused_at_its_start() {
        let mut text = String::from("[Ruleset \"kalah\"]\n");
        text.push_str(&" ".repeat(MAX_TEXT_RECORD_BYTES as usize));
        let err = read(&text, &Rules).unwrap_err();
        let RecordError::Text(e) = &err else {
            panic!("{err}");
        };
        assert!(matches!(e.kind, TextErrorKind::TooLarge { .. }), "{err}");
        assert_eq!((e.line, e.column), (1, 1));
    }
}
