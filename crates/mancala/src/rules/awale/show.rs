//! What people see of an Awalé game: the notation, the board, the rules in words, the refusals
//! in words and the narration of a move (`--explain`).
//!
//! # Position notation
//!
//! [`Present::board_text`] writes the twelve holes in ring order, South's holes 1–6 then
//! North's 7–12 (a row each), the player to move and both players' captured seeds:
//! `2,1,0,3,4,1/1,2,1,3,0,5 0 12,13`. Coloured Awalé writes each hole and bank by colour,
//! red `R`, black `B` and special (red-and-black) `S`, `0` for none, and the special seeds
//! still to be placed in `hand:`: `4R,4R,3R1B,4R,0,4R/4R,4R,4R,4R,4R,4R 1 1R1S,0 hand:0,1`.
//! Seeds never come from outside the game, so a text whose seeds (all colours together) do not
//! add up to the game's is refused.

use crate::{
    event::{Detail, Event, Restriction},
    lang::{Arg, Lang},
    moves::{Direction, Move},
    position::{EndReason, Kind, Pieces, PitId, Player, Position},
    ruleset::config::RulesetInfo,
    ruleset::{
        BoardError, BoardLayout, FirstPlayer, HouseShape, Illegal, LayoutPit, Notation,
        ParseMoveError, PieceLook, PieceLooks, PieceStyle, Present, Row, Ruleset, Shape, View,
        capitalise, notation, rules_heading_in, shared_end_reason_text_in,
    },
};

use super::{
    Awale, Chain, GrandSlam, NoMoves, Placement, Refusal, Repetition, Scope, Seeds, SpecialFinal,
    detail::{Check, Halt, Stopped},
    other, reason,
};

/// A side's name in `lang`: South, Nam, Sud.
fn side(lang: Lang, p: Player) -> String {
    lang.text("player-side", &[("side", p.into())])
}

const fn colour_letter(kind: Kind) -> char {
    match kind {
        Kind::Plain => 'R',
        Kind::Black => 'B',
        Kind::Special => 'S',
    }
}

fn seeds_word(lang: Lang, n: u16) -> String {
    lang.text("aw-seeds", &[("count", n.into())])
}

/// `2R1B1S` for a coloured hole, `-` when empty.
fn colour_counts(pieces: Pieces) -> String {
    if pieces.total() == 0 {
        return "-".into();
    }
    let mut s = String::new();
    for (n, c) in [
        (pieces.plain, 'R'),
        (pieces.black, 'B'),
        (pieces.special, 'S'),
    ] {
        if n > 0 {
            s.push_str(&format!("{n}{c}"));
        }
    }
    s
}

/// A seed of one kind.
fn one(kind: Kind) -> Pieces {
    let mut p = Pieces::default();
    match kind {
        Kind::Plain => p.plain = 1,
        Kind::Black => p.black = 1,
        Kind::Special => p.special = 1,
    }
    p
}

/// `a` minus `b`, kind by kind (`b` is part of `a`).
const fn minus(a: Pieces, b: Pieces) -> Pieces {
    Pieces {
        plain: a.plain - b.plain,
        black: a.black - b.black,
        special: a.special - b.special,
    }
}

/// The key a message selects a colour by.
const fn colour_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Plain => "red",
        Kind::Black => "black",
        Kind::Special => "special",
    }
}

/// `a, b and c` in `lang`.
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => lang.text(
            "aw-and",
            &[
                ("first", rest.join(", ").into()),
                ("last", last.clone().into()),
            ],
        ),
    }
}

/// `3 red, 3 black, 1 special`.
fn colour_words(lang: Lang, pieces: Pieces) -> String {
    [Kind::Plain, Kind::Black, Kind::Special]
        .iter()
        .filter(|&&k| pieces.of(k) > 0)
        .map(|&k| {
            lang.text(
                "aw-colour-count",
                &[
                    ("count", pieces.of(k).into()),
                    ("colour", colour_key(k).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `hole 5`, `holes 3 and 5`, `holes 1, 3 and 5` (1-based hole numbers).
fn holes_list(lang: Lang, holes: &[u16]) -> String {
    let names: Vec<String> = holes.iter().map(u16::to_string).collect();
    lang.text(
        "aw-holes",
        &[
            ("count", names.len().into()),
            ("list", and_list(lang, &names).into()),
        ],
    )
}

/// `1st`, `2nd`, `3rd`, `4th`, …, `11th`, `21st` in English; `thứ 2`, `2e` elsewhere.
fn ordinal(lang: Lang, n: u16) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    lang.text("aw-ordinal", &[("n", n.into()), ("en", suffix.into())])
}

/// `red count 3`, or `red count 2 + 1 special = 3` when the hole holds special seeds.
fn count_words(lang: Lang, pieces: Pieces, colour: Kind) -> String {
    let n = pieces.of(colour);
    lang.text(
        "aw-count",
        &[
            ("colour", colour_key(colour).into()),
            ("count", n.into()),
            ("special", pieces.special.into()),
            ("sum", (n + pieces.special).into()),
        ],
    )
}

/// How a coloured hole holding `pieces` fared for the chained colours `k`, in words, `q` being
/// the colours that qualified (as the rules decided).
fn colour_check(lang: Lang, pieces: Pieces, k: Chain, q: Chain) -> String {
    match k {
        Chain::RED | Chain::BLACK => {
            let colour = if k == Chain::RED {
                Kind::Plain
            } else {
                Kind::Black
            };
            let id = if q.is_none() {
                "aw-check-fails"
            } else {
                "aw-check-qualifies"
            };
            lang.text(id, &[("count", count_words(lang, pieces, colour).into())])
        }
        _ => {
            let red = count_words(lang, pieces, Kind::Plain);
            let black = count_words(lang, pieces, Kind::Black);
            let id = match q {
                Chain::NONE => "aw-check-neither",
                Chain::RED => "aw-check-red-only",
                Chain::BLACK => "aw-check-black-only",
                _ => "aw-check-both",
            };
            lang.text(id, &[("red", red.into()), ("black", black.into())])
        }
    }
}

/// The chained colours in words: `red only`, `black only` or `both colours`.
fn chain_words(lang: Lang, k: Chain) -> String {
    let key = match k {
        Chain::RED => "red",
        Chain::BLACK => "black",
        _ => "both",
    };
    lang.text("aw-chain", &[("chain", key.into())])
}

/// What a move text that is not a move lacks, found again from the text alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expected {
    /// The notation as a whole.
    Move,
    /// The colour after hole `0`.
    Colour(u16),
    /// The special seed's position after hole `0`'s colour.
    Position(u16),
}

impl Awale {
    /// How the position notation writes this game's holes: counts, or seeds by colour.
    fn notation(&self) -> Notation<'static> {
        let style = if self.colours().is_some() {
            PieceStyle::Colours
        } else {
            PieceStyle::Counts
        };
        Notation::plain(style, true)
    }

    /// What was expected instead of a text that is not a move, in `lang`.
    fn expected_words(&self, lang: Lang, expected: Expected) -> String {
        let n = self.holes();
        match (expected, self.colours()) {
            (Expected::Move, None) => lang.text("aw-expected-oware", &[("holes", n.into())]),
            (Expected::Move, Some(_)) => lang.text("aw-expected-colours", &[("holes", n.into())]),
            (Expected::Colour(hole), _) => {
                lang.text("aw-expected-colour", &[("hole", hole.into())])
            }
            (Expected::Position(hole), _) => {
                lang.text("aw-expected-position", &[("hole", hole.into())])
            }
        }
    }

    /// Reads a move text: the hole, and for the coloured game the colour typed and the special
    /// seed's position (`Move::place` for `S4`); what was expected if it is not a move.
    fn read_move(&self, text: &str) -> Result<Move, Expected> {
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let n = u16::from(self.holes());
        let hole_number = |digits: &str| -> Option<PitId> {
            if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return None;
            }
            let h: u16 = digits.parse().ok()?;
            (1..=n).contains(&h).then(|| (h - 1) as PitId)
        };
        if self.colours().is_none() {
            return hole_number(&compact)
                .map(|pit| Move::sow(pit, Direction::Forward))
                .ok_or(Expected::Move);
        }
        if let Some(rest) = compact.strip_prefix('S') {
            return hole_number(rest).map(Move::place).ok_or(Expected::Move);
        }
        let split = compact
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(compact.len());
        let pit = hole_number(&compact[..split]).ok_or(Expected::Move)?;
        let hole = u16::from(pit) + 1;
        let mut rest = compact[split..].chars();
        let first = match rest.next() {
            Some('R') => Kind::Plain,
            Some('B' | 'N') => Kind::Black,
            _ => return Err(Expected::Colour(hole)),
        };
        let at_text = rest.as_str();
        let special_at = if at_text.is_empty() {
            0
        } else {
            if !at_text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(Expected::Position(hole));
            }
            match at_text.parse::<u8>() {
                Ok(at) if at >= 1 => at,
                _ => return Err(Expected::Position(hole)),
            }
        };
        Ok(Move {
            first,
            special_at,
            ..Move::sow(pit, Direction::Forward)
        })
    }

    /// A refusal of the family's own, in words.
    fn refusal_text(&self, lang: Lang, pos: &Position, mv: &Move, refusal: Refusal) -> String {
        let hole = u16::from(mv.pit) + 1;
        let hole_seeds = || {
            let pieces = pos.pieces(mv.pit);
            let c = colour_letter(Awale::canonical_colour(pieces, mv.first));
            (pieces, c.to_string(), Awale::max_special_at(pieces))
        };
        match refusal {
            Refusal::NoSuchHole => lang.text(
                "aw-refuse-no-such-hole",
                &[("hole", hole.into()), ("holes", self.holes().into())],
            ),
            Refusal::OwareNotation => lang.text("aw-refuse-oware-notation", &[]),
            Refusal::NoSpecialSeeds => lang.text("aw-refuse-no-special", &[]),
            Refusal::FirstColour => lang.text("aw-refuse-first-colour", &[]),
            Refusal::PositionWithoutSpecial => {
                let (_, c, _) = hole_seeds();
                lang.text(
                    "aw-refuse-position-without-special",
                    &[("hole", hole.into()), ("c", c.into())],
                )
            }
            Refusal::PositionMissing => {
                let (pieces, c, max_at) = hole_seeds();
                lang.text(
                    "aw-refuse-position-missing",
                    &[
                        ("hole", hole.into()),
                        ("special", pieces.special.into()),
                        ("max", max_at.into()),
                        ("c", c.into()),
                        ("example", max_at.min(2).into()),
                    ],
                )
            }
            Refusal::PositionOutOfRange => {
                let (pieces, _, max_at) = hole_seeds();
                lang.text(
                    "aw-refuse-position-range",
                    &[
                        ("at", mv.special_at.into()),
                        ("hole", hole.into()),
                        ("total", pieces.total().into()),
                        ("special", pieces.special.into()),
                        ("max", max_at.into()),
                    ],
                )
            }
            Refusal::ColourAbsent => {
                let (_, c, _) = hole_seeds();
                let missing = if mv.first == Kind::Black {
                    "black"
                } else {
                    "red"
                };
                lang.text(
                    "aw-refuse-colour-absent",
                    &[
                        ("hole", hole.into()),
                        ("colour", missing.into()),
                        ("c", c.into()),
                    ],
                )
            }
        }
    }

    fn cell_text(&self, pos: &Position, pit: PitId) -> String {
        if self.colours().is_some() {
            colour_counts(pos.pieces(pit))
        } else {
            pos.count(pit).to_string()
        }
    }

    /// `2 seeds` (Oware); `3 red seeds`, `1 special seed`, `3 seeds (2 red, 1 special)`.
    fn pieces_words(&self, lang: Lang, pieces: Pieces) -> String {
        let total = pieces.total();
        if self.colours().is_none() {
            return seeds_word(lang, total);
        }
        let kinds = [Kind::Plain, Kind::Black, Kind::Special];
        match kinds.iter().find(|&&k| pieces.of(k) == total) {
            Some(&k) => lang.text(
                "aw-seeds-of-colour",
                &[("count", total.into()), ("colour", colour_key(k).into())],
            ),
            None => lang.text(
                "aw-seeds-mixed",
                &[
                    ("seeds", seeds_word(lang, total).into()),
                    ("colours", colour_words(lang, pieces).into()),
                ],
            ),
        }
    }

    /// A hole's content in a sentence: `4 seeds` (Oware), `2R1B` (coloured).
    fn content_words(&self, lang: Lang, pieces: Pieces) -> String {
        if self.colours().is_some() {
            colour_counts(pieces)
        } else {
            seeds_word(lang, pieces.total())
        }
    }

    fn status(&self, lang: Lang, pos: &Position) -> String {
        match pos.outcome() {
            // The result is told once, under the board, by whoever shows the game.
            Some(o) if matches!(o.reason, EndReason::Limit(_)) => {
                lang.text("aw-status-unfinished", &[])
            }
            Some(_) => lang.text("aw-status-over", &[]),
            None => {
                let p = pos.turn();
                if pos.in_hand(p) > 0 {
                    let holes = self.placement_holes(p);
                    lang.text(
                        "aw-status-place",
                        &[
                            ("player", side(lang, p).into()),
                            ("from", (holes.start + 1).into()),
                            ("to", holes.end.into()),
                        ],
                    )
                } else {
                    lang.text("aw-status-move", &[("player", side(lang, p).into())])
                }
            }
        }
    }
}

impl Present for Awale {
    /// The thresholds of a review's classes of moves: `review.toml` beside this file.
    fn review_file(&self) -> Option<&'static str> {
        Some(include_str!("review.toml"))
    }

    fn board_text(&self, pos: &Position) -> String {
        notation::board_text(self, &self.notation(), pos)
    }

    fn parse_board(&self, text: &str) -> Result<Position, BoardError> {
        notation::parse_board(self, &self.notation(), text)
    }

    fn opponent_starving(&self, pos: &Position) -> bool {
        self.must_feed_now(pos)
    }

    fn info(&self) -> &RulesetInfo {
        &self.info
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        match self.read_move(text) {
            Ok(mv) if mv.place || self.colours().is_none() => Ok(mv),
            Ok(mv) => Ok(Move {
                first: Awale::canonical_colour(pos.pieces(mv.pit), mv.first),
                ..mv
            }),
            Err(expected) => Err(ParseMoveError {
                text: text.trim().to_owned(),
                expected: self.expected_words(Lang::english(), expected),
            }),
        }
    }

    fn parse_error_in(&self, lang: Lang, error: &ParseMoveError) -> String {
        let expected = self.read_move(&error.text).err().unwrap_or(Expected::Move);
        lang.text(
            "aw-not-a-move",
            &[
                ("text", error.text.clone().into()),
                ("expected", self.expected_words(lang, expected).into()),
            ],
        )
    }

    fn illegal_text(&self, pos: &Position, mv: &Move, why: &Illegal) -> String {
        self.illegal_text_in(Lang::english(), pos, mv, why)
    }

    fn illegal_text_in(&self, lang: Lang, pos: &Position, mv: &Move, why: &Illegal) -> String {
        let hole = u16::from(mv.pit) + 1;
        let own = self.row(pos.turn());
        let (first, last) = (own.start + 1, own.end);
        let args = [
            ("hole", hole.into()),
            ("first", first.into()),
            ("last", last.into()),
        ];
        match why {
            Illegal::NotYourPit if mv.place => lang.text("aw-illegal-not-yours-place", &args),
            Illegal::NotYourPit => lang.text("aw-illegal-not-yours", &args),
            Illegal::EmptyPit => lang.text("aw-illegal-empty", &args),
            Illegal::MustFeed => lang.text(
                "aw-illegal-must-feed",
                &[("hole", hole.into()), ("count", pos.count(mv.pit).into())],
            ),
            Illegal::WrongPhase if mv.place => lang.text("aw-illegal-placed", &args),
            Illegal::WrongPhase => lang.text("aw-illegal-place-first", &args),
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(refusal) => self.refusal_text(lang, pos, mv, refusal),
                Err(_) => why.to_string(),
            },
            Illegal::GameOver | Illegal::NotLegal => why.to_string(),
        }
    }

    fn move_text(&self, pos: &Position, mv: &Move) -> String {
        let hole = u16::from(mv.pit) + 1;
        if mv.place {
            return format!("S{hole}");
        }
        if self.colours().is_none() {
            return hole.to_string();
        }
        let c = colour_letter(Awale::canonical_colour(pos.pieces(mv.pit), mv.first));
        if mv.special_at == 0 {
            format!("{hole}{c}")
        } else {
            format!("{hole}{c}{}", mv.special_at)
        }
    }

    fn pit_name(&self, pit: PitId) -> String {
        self.pit_name_in(Lang::english(), pit)
    }

    fn pit_name_in(&self, lang: Lang, pit: PitId) -> String {
        lang.text("aw-hole", &[("hole", (u16::from(pit) + 1).into())])
    }

    /// Two rows of holes, North's on top read from hole 2n down to n + 1, South's 1 to n.
    fn layout(&self) -> BoardLayout {
        let h = self.houses();
        let row = |owner: Player, holes: &mut dyn Iterator<Item = PitId>| Row {
            owner,
            pits: holes
                .map(|pit| LayoutPit::house(pit, owner, u16::from(pit) + 1))
                .collect(),
        };
        let pieces = match self.colours() {
            Some(_) => PieceLooks {
                plain: PieceLook::Red,
                black: PieceLook::Black,
                special: PieceLook::Special,
            },
            None => PieceLooks {
                plain: PieceLook::Plain,
                black: PieceLook::Plain,
                special: PieceLook::Plain,
            },
        };
        BoardLayout {
            shape: Shape::Facing,
            rows: vec![row(1, &mut (h..2 * h).rev()), row(0, &mut (0..h))],
            left: None,
            right: None,
            houses: HouseShape::Round,
            pieces,
        }
    }

    fn draw(&self, pos: &Position) -> String {
        self.draw_for(pos, &View::default())
    }

    /// The board with `view.seat`'s row at the bottom (North's board is South's turned round),
    /// the last move's holes marked (`*` the hole played, `x` a hole captured) and coloured when
    /// asked.
    fn draw_for(&self, pos: &Position, view: &View) -> String {
        self.draw_in(Lang::english(), pos, view)
    }

    fn draw_in(&self, lang: Lang, pos: &Position, view: &View) -> String {
        let h = self.houses();
        let n = self.holes();
        let cells: Vec<String> = (0..n).map(|pit| self.cell_text(pos, pit)).collect();
        let width = cells
            .iter()
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(1)
            // Wide enough for `3R3B1S` in the coloured game, so that the board keeps its width
            // through most of a game.
            .max(if self.colours().is_some() { 6 } else { 2 })
            + 2;
        let rule = format!(
            "+{}",
            format!("{}+", "-".repeat(width)).repeat(usize::from(h))
        );
        let layout = self.layout().seen_from(view.seat);
        let (far, near) = (&layout.rows[0], &layout.rows[1]);
        let numbers = |row: &Row| -> String {
            let line: String = row
                .pits
                .iter()
                .map(|p| format!(" {:^width$}", p.label_text()))
                .collect();
            line.trim_end().to_owned()
        };
        let row = |row: &Row| -> String {
            let mut s = String::from("|");
            for p in row.pits.iter().map(|p| p.pit) {
                // The mark takes the cell's last column, always a space: the cells are two
                // wider than their widest text.
                let mut cell = format!("{:^width$}", cells[usize::from(p)]);
                if view.marker(p) != ' ' {
                    cell.pop();
                    cell.push(view.marker(p));
                }
                s.push_str(&view.paint(p, &cell));
                s.push('|');
            }
            s
        };
        let scores = self.scores(pos);
        let side = |p: Player| {
            lang.text(
                "aw-board-side",
                &[
                    ("side", side(lang, p).into()),
                    ("number", p.into()),
                    ("captured", scores[p as usize].into()),
                    ("inhand", pos.in_hand(p).into()),
                ],
            )
        };
        // Each side's line above or below its own row, so that the board stays narrow: with the
        // widest cell a coloured game can have (`72R72B2S`) it is 67 columns, and an Oware board
        // of 12 holes a side with three-digit counts 73.
        let status = self.status(lang, pos);
        [
            side(far.owner),
            numbers(far),
            rule.clone(),
            row(far),
            rule.clone(),
            row(near),
            rule,
            numbers(near),
            side(near.owner),
            if pos.is_over() {
                status
            } else {
                view.emphasise(&status)
            },
        ]
        .join("\n")
    }

    fn coloured(&self) -> bool {
        self.colours().is_some()
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        if self.colours().is_none() {
            return serde_json::json!({});
        }
        let n = self.holes();
        let of = |kind: Kind| -> Vec<u16> { (0..n).map(|pit| pos.pieces(pit).of(kind)).collect() };
        serde_json::json!({
            "red": of(Kind::Plain),
            "black": of(Kind::Black),
            "special": of(Kind::Special),
            "special_in_hand": [pos.in_hand(0), pos.in_hand(1)],
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        self.describe_in(Lang::english())
    }

    /// Every sentence is a message of `locales/LANG/awale.ftl` (`aw-rules-*`), given the
    /// options it depends on.
    fn describe_in(&self, lang: Lang) -> String {
        let o = &self.options;
        let h = u16::from(o.houses);
        let n = 2 * h;
        let total = self.total;
        let say = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
        let what = match self.colours() {
            None => say("aw-what-oware", &[]),
            Some(_) => say("aw-what-colours", &[]),
        };
        let mut lines = rules_heading_in(lang, &self.info, &what);
        lines.push(String::new());
        lines.push(say("aw-rules-board", &[]));
        lines.push(say(
            "aw-rules-rows",
            &[
                ("houses", h.into()),
                ("next", (h + 1).into()),
                ("holes", n.into()),
            ],
        ));
        match o.seeds {
            Seeds::Plain { per_house } => lines.push(say(
                "aw-rules-seeds",
                &[("count", per_house.into()), ("total", total.into())],
            )),
            Seeds::Coloured(c) => {
                lines.push(say(
                    "aw-rules-coloured-seeds",
                    &[("count", c.seeds_per_colour.into())],
                ));
                if c.special_per_player > 0 {
                    lines.push(say("aw-rules-special", &[("total", total.into())]));
                    lines.push(match c.placement {
                        Placement::Own => say("aw-rules-place-own", &[]),
                        Placement::Any => say("aw-rules-place-any", &[]),
                    });
                } else {
                    lines.push(say("aw-rules-no-special", &[("total", total.into())]));
                }
            }
        }
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => say("aw-rules-first", &[("player", side(lang, p).into())]),
            FirstPlayer::Random => say("aw-rules-first-random", &[]),
        });
        lines.push(String::new());
        lines.push(say("aw-rules-move", &[]));
        match self.colours() {
            None => lines.push(say(
                "aw-rules-move-oware",
                &[
                    ("houses", h.into()),
                    ("next", (h + 1).into()),
                    ("holes", n.into()),
                ],
            )),
            Some(_) => {
                lines.push(say("aw-rules-move-colours", &[]));
                lines.push(say("aw-rules-move-drop", &[("holes", n.into())]));
            }
        }
        lines.push(if o.must_feed {
            say("aw-rules-must-feed", &[])
        } else {
            say("aw-rules-no-feeding", &[])
        });
        lines.push(String::new());
        lines.push(say("aw-rules-captures", &[]));
        match self.colours() {
            None => lines.push(say("aw-rules-capture-oware", &[])),
            Some(c) => {
                lines.push(say("aw-rules-capture-colours", &[]));
                lines.push(match c.scope {
                    Scope::Colour => say("aw-rules-scope-colour", &[]),
                    Scope::All => say("aw-rules-scope-all", &[]),
                });
                if c.special_per_player > 0 {
                    lines.push(match c.special_final {
                        SpecialFinal::WildNarrowing => say("aw-rules-wild-narrowing", &[]),
                        SpecialFinal::Wild => say("aw-rules-wild", &[]),
                    });
                }
            }
        }
        lines.push(match o.grand_slam {
            GrandSlam::NoCapture => say("aw-rules-slam-no-capture", &[]),
            GrandSlam::Capture => say("aw-rules-slam-capture", &[]),
        });
        lines.push(String::new());
        lines.push(say("aw-rules-end", &[]));
        lines.push(say(
            "aw-rules-end-score",
            &[
                ("more", (total / 2 + 1).into()),
                ("half", (total / 2).into()),
            ],
        ));
        if o.repetition == Repetition::EndAndCollect {
            lines.push(say("aw-rules-end-repetition", &[]));
        }
        lines.push(say("aw-rules-end-no-move", &[]));
        lines.push(match o.no_moves {
            NoMoves::OwnSide => say("aw-rules-collect-own", &[]),
            NoMoves::LastMover => say("aw-rules-collect-last-mover", &[]),
        });
        lines.push(say("aw-rules-winner", &[]));
        lines.push(say(
            "aw-rules-limits",
            &[
                ("plies", o.limits.max_plies.into()),
                ("quiet", o.limits.max_plies_without_capture.into()),
                (
                    "ranges",
                    crate::ruleset::limit_ranges_in(lang, false).into(),
                ),
            ],
        ));
        lines.join("\n")
    }

    fn end_reason_text(&self, why: EndReason) -> String {
        self.end_reason_text_in(Lang::english(), why)
    }

    fn end_reason_text_in(&self, lang: Lang, why: EndReason) -> String {
        match why {
            reason::SCORE => lang.text("aw-end-score", &[]),
            reason::NO_MOVES => lang.text("aw-end-no-moves", &[]),
            other => shared_end_reason_text_in(lang, self.limits(), other),
        }
    }

    fn legend(&self) -> Option<String> {
        self.legend_in(Lang::english())
    }

    fn legend_in(&self, lang: Lang) -> Option<String> {
        let h = self.houses();
        Some(
            lang.text(
                "aw-legend",
                &[
                    ("houses", h.into()),
                    ("next", (h + 1).into()),
                    ("holes", self.holes().into()),
                    (
                        "coloured",
                        if self.colours().is_some() {
                            "yes"
                        } else {
                            "no"
                        }
                        .into(),
                    ),
                ],
            ),
        )
    }

    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String> {
        self.explain_in(Lang::english(), before, mv, events)
    }

    fn explain_in(
        &self,
        lang: Lang,
        before: &Position,
        mv: &Move,
        events: &[Event],
    ) -> Vec<String> {
        Narration::new(lang, self, before, mv).run(events)
    }
}

/// The account of one move for [`Present::explain`]: the board is followed event by event so
/// that every sentence can say what a hole holds at that moment.
struct Narration<'a> {
    lang: Lang,
    rules: &'a Awale,
    mv: &'a Move,
    mover: Player,
    /// Every hole, as the events have left it so far.
    board: Vec<Pieces>,
    /// Both players' captured seeds so far.
    scores: [u16; 2],
    /// The hole and kind of the last seed sown.
    last: Option<(PitId, Kind)>,
    /// Seeds sown by the move.
    sown: usize,
    /// Holes captured so far, and the seeds they gave.
    captures: usize,
    taken: u16,
    /// The hole the chain looks at next.
    next: Option<PitId>,
    /// Whether why the game ended has been said.
    told_end: bool,
    out: Vec<String>,
}

impl<'a> Narration<'a> {
    fn new(lang: Lang, rules: &'a Awale, before: &'a Position, mv: &'a Move) -> Narration<'a> {
        Narration {
            lang,
            rules,
            mv,
            mover: before.turn(),
            board: (0..rules.holes()).map(|pit| before.pieces(pit)).collect(),
            scores: [before.bank(0).total(), before.bank(1).total()],
            last: None,
            sown: 0,
            captures: 0,
            taken: 0,
            next: None,
            told_end: false,
            out: Vec::new(),
        }
    }

    fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.lang.text(id, args)
    }

    fn who(&self) -> String {
        side(self.lang, self.mover)
    }

    fn them(&self) -> String {
        side(self.lang, other(self.mover))
    }

    fn name(&self, pit: PitId) -> String {
        self.rules.pit_name_in(self.lang, pit)
    }

    fn content(&self, pit: PitId) -> String {
        self.rules
            .content_words(self.lang, self.board[usize::from(pit)])
    }

    fn coloured(&self) -> bool {
        self.rules.colours().is_some()
    }

    fn run(mut self, events: &[Event]) -> Vec<String> {
        let mut i = 0;
        while i < events.len() {
            match events[i] {
                // The mover's restriction comes first; the one on the next player, at the end of
                // the game, is read by `tell_end`.
                Event::Restriction(r) if r.player == self.mover => self.must_feed(&r),
                Event::Place { player, pit } => {
                    let hole = &mut self.board[usize::from(pit)];
                    hole.add(one(Kind::Special));
                    let content = colour_counts(*hole);
                    let text = self.text(
                        "aw-place",
                        &[
                            ("player", side(self.lang, player).into()),
                            ("pit", self.name(pit).into()),
                            ("content", content.into()),
                        ],
                    );
                    self.out.push(text);
                }
                Event::Lift { pit, .. } => {
                    let lifted = std::mem::take(&mut self.board[usize::from(pit)]);
                    let mut drops = Vec::new();
                    let mut j = i + 1;
                    while let Some(&Event::Sow { pit, kind }) = events.get(j) {
                        self.board[usize::from(pit)].add(one(kind));
                        drops.push((pit, kind));
                        j += 1;
                    }
                    self.sowing(pit, lifted, &drops);
                    self.last = drops.last().copied();
                    self.sown = drops.len();
                    i = j;
                    continue;
                }
                Event::Capture {
                    pit,
                    taken,
                    next,
                    detail,
                    ..
                } => self.capture(pit, taken, next, detail),
                Event::GrandSlam { pit, would_take } => {
                    self.grand_slam_cancelled(pit, would_take.pits().collect());
                }
                Event::Stop { detail, .. } => self.stop(detail),
                Event::Sweep { player, count } => {
                    self.tell_end(events);
                    self.sweep(events, player, count);
                }
                Event::Limit { limit } => {
                    self.told_end = true;
                    let why = self
                        .rules
                        .end_reason_text_in(self.lang, EndReason::Limit(limit));
                    let text = self.text("aw-limit", &[("why", why.into())]);
                    self.out.push(text);
                }
                Event::GameEnd { outcome } => {
                    self.tell_end(events);
                    let (id, winner) = match (outcome.reason, outcome.winner) {
                        (EndReason::Limit(_), _) => ("aw-final-unfinished", String::new()),
                        (_, Some(w)) => ("aw-final-win", side(self.lang, w)),
                        (_, None) => ("aw-final-draw", String::new()),
                    };
                    let text = self.text(
                        id,
                        &[
                            ("south", outcome.scores[0].into()),
                            ("north", outcome.scores[1].into()),
                            ("winner", winner.into()),
                        ],
                    );
                    self.out.push(text);
                }
                Event::Sow { .. }
                | Event::Relay { .. }
                | Event::TakeOne { .. }
                | Event::Bonus
                | Event::Refill(_)
                | Event::Restriction(_)
                | Event::Pass { .. }
                | Event::NewRound { .. } => {}
            }
            i += 1;
        }
        self.out
    }

    /// The opponent's row is empty: only a sowing that reaches it may be played.
    fn must_feed(&mut self, restriction: &Restriction) {
        let holes = |pits: crate::position::PitSet| -> Vec<u16> {
            pits.pits().map(|pit| u16::from(pit) + 1).collect()
        };
        let (reach, short) = (
            holes(restriction.allowed_pits()),
            holes(restriction.barred_pits()),
        );
        let text = self.text(
            "aw-must-feed",
            &[
                ("who", self.who().into()),
                ("them", self.them().into()),
                ("reach", holes_list(self.lang, &reach).into()),
                ("nreach", reach.len().into()),
                ("short", holes_list(self.lang, &short).into()),
                ("nshort", short.len().into()),
            ],
        );
        self.out.push(text);
    }

    /// The lift and the drops, with the colour of every seed in the coloured game.
    fn sowing(&mut self, pit: PitId, lifted: Pieces, drops: &[(PitId, Kind)]) {
        let lang = self.lang;
        let who = self.who();
        let name = self.name(pit);
        let count = lifted.total();
        let mut text = if let (1, Some(&(to, kind))) = (drops.len(), drops.first()) {
            let id = if self.coloured() {
                "aw-sow-one-coloured"
            } else {
                "aw-sow-one"
            };
            self.text(
                id,
                &[
                    ("who", who.into()),
                    ("pit", name.clone().into()),
                    ("hole", (u16::from(pit) + 1).into()),
                    ("colour", colour_key(kind).into()),
                    ("to", self.name(to).into()),
                ],
            )
        } else {
            let holes: Vec<String> = drops
                .iter()
                .map(|&(to, kind)| {
                    let number = u16::from(to) + 1;
                    if self.coloured() {
                        self.text(
                            "aw-sown-hole-coloured",
                            &[
                                ("number", number.into()),
                                ("colour", colour_key(kind).into()),
                            ],
                        )
                    } else {
                        number.to_string()
                    }
                })
                .collect();
            let list = and_list(lang, &holes);
            if self.coloured() {
                self.text(
                    "aw-sow-many-coloured",
                    &[
                        ("who", who.into()),
                        ("count", count.into()),
                        ("pit", name.clone().into()),
                        ("hole", (u16::from(pit) + 1).into()),
                        ("colours", colour_words(lang, lifted).into()),
                        ("order", self.order_words(lifted).into()),
                        ("list", list.into()),
                    ],
                )
            } else {
                self.text(
                    "aw-sow-many",
                    &[
                        ("who", who.into()),
                        ("count", count.into()),
                        ("pit", name.clone().into()),
                        ("hole", (u16::from(pit) + 1).into()),
                        ("list", list.into()),
                    ],
                )
            }
        };
        if usize::from(count) >= self.rules.num_pits() {
            text.push(' ');
            text.push_str(&self.text(
                "aw-skip",
                &[
                    ("pit", capitalise(&name).into()),
                    ("hole", (u16::from(pit) + 1).into()),
                ],
            ));
        }
        self.out.push(text);
    }

    /// `, red before black, with the special seed as the 2nd seed`: the order the move chose.
    fn order_words(&self, lifted: Pieces) -> String {
        let lang = self.lang;
        let mut text = String::new();
        if lifted.plain > 0 && lifted.black > 0 {
            let first = if self.mv.first == Kind::Black {
                "black"
            } else {
                "red"
            };
            text.push_str(&self.text("aw-order-colours", &[("first", first.into())]));
        }
        let at = u16::from(self.mv.special_at);
        if lifted.special > 0 {
            text.push_str(&self.text(
                "aw-order-special",
                &[
                    ("count", lifted.special.into()),
                    ("at", ordinal(lang, at).into()),
                    ("second", ordinal(lang, at + 1).into()),
                    (
                        "last",
                        ordinal(lang, at + lifted.special.saturating_sub(1)).into(),
                    ),
                ],
            ));
        }
        text
    }

    /// `The last seed, a red one, fell in hole 8, in North's row, which now holds 3R`.
    fn last_seed_words(&self) -> String {
        let Some((pit, kind)) = self.last else {
            return String::new();
        };
        let owner = self.rules.owner(pit);
        let row = if owner == self.mover {
            self.text("aw-row-own", &[("who", self.who().into())])
        } else {
            self.text("aw-row-their", &[("them", self.them().into())])
        };
        // After a single seed was sown, its colour has just been said.
        let id = if self.sown == 1 {
            "aw-fell-single"
        } else if self.coloured() {
            "aw-fell-coloured"
        } else {
            "aw-fell"
        };
        let content = if owner == self.mover {
            String::new()
        } else {
            self.content(pit)
        };
        self.text(
            id,
            &[
                ("pit", self.name(pit).into()),
                ("colour", colour_key(kind).into()),
                ("row", row.into()),
                (
                    "holds",
                    if owner == self.mover { "no" } else { "yes" }.into(),
                ),
                ("content", content.into()),
            ],
        )
    }

    /// How a hole of the opponent's row fared for the colours `k` the chain tested there, `q`
    /// being those that qualified (as the rules decided), in words.
    fn check(&self, pit: PitId, k: Chain, q: Chain) -> String {
        let pieces = self.board[usize::from(pit)];
        if self.coloured() {
            colour_check(self.lang, pieces, k, q)
        } else if q.is_none() {
            self.text("aw-not-two-or-three", &[])
        } else {
            String::new()
        }
    }

    fn capture(&mut self, pit: PitId, taken: Pieces, next: PitId, detail: Detail) {
        let lang = self.lang;
        let first = self.captures == 0;
        let Check {
            tested: k,
            qualified: q,
            next: chained,
        } = Check::from(detail);
        let check = self.check(pit, k, q);
        let who = self.who();
        let hole = self.board[usize::from(pit)];
        let left = minus(hole, taken);
        let mut text = if first {
            self.last_seed_words()
        } else {
            self.text(
                "aw-before-holds",
                &[
                    ("pit", capitalise(&self.name(pit)).into()),
                    ("name", self.name(pit).into()),
                    ("content", self.content(pit).into()),
                ],
            )
        };
        if self.coloured() {
            if first && k == Chain::BOTH {
                text.push_str(&self.text("aw-special-counts-both", &[]));
            }
            let left_words = if left.total() > 0 {
                self.rules.pieces_words(lang, left)
            } else {
                String::new()
            };
            text.push_str(&self.text(
                "aw-capture-coloured",
                &[
                    ("check", check.into()),
                    ("who", who.into()),
                    ("pieces", self.rules.pieces_words(lang, taken).into()),
                    ("left", left_words.into()),
                    ("nleft", left.total().into()),
                    ("chain", chain_words(lang, chained).into()),
                    ("goeson", if k == Chain::BOTH { "yes" } else { "no" }.into()),
                ],
            ));
        } else {
            let id = if first {
                "aw-capture-them"
            } else {
                "aw-capture-them-too"
            };
            text.push_str(&self.text(id, &[("who", who.into()), ("count", taken.total().into())]));
        }
        self.out.push(text);
        self.board[usize::from(pit)] = left;
        self.scores[self.mover as usize] += taken.total();
        self.captures += 1;
        self.taken += taken.total();
        self.next = Some(next);
    }

    /// A capture that would empty the opponent's row, cancelled under `grand-slam = "no-capture"`.
    /// `would_take` are the holes the capture would have emptied, as the rules found them.
    fn grand_slam_cancelled(&mut self, pit: PitId, would_take: Vec<PitId>) {
        debug_assert_eq!(
            would_take.last(),
            Some(&pit),
            "the chain starts at the last seed"
        );
        // Told as the chain runs: backwards from the last seed.
        let holes: Vec<String> = would_take
            .iter()
            .rev()
            .map(|&at| {
                self.text(
                    "aw-slam-hole",
                    &[
                        ("pit", self.name(at).into()),
                        ("content", self.content(at).into()),
                    ],
                )
            })
            .collect();
        let text = self.text(
            "aw-slam-cancelled",
            &[
                ("last", self.last_seed_words().into()),
                ("holes", holes.join(", ").into()),
                ("them", self.them().into()),
            ],
        );
        self.out.push(text);
    }

    /// The move's end: why nothing was captured, or where the chain stopped, as the rules said.
    fn stop(&mut self, detail: Detail) {
        let who = self.who();
        let Stopped { halt, row_emptied } = Stopped::from(detail);
        if self.captures == 0 {
            let Some((pit, _)) = self.last else {
                return;
            };
            let mut text = self.last_seed_words();
            match halt {
                Halt::NotTwoOrThree(k) => {
                    let check = self.check(pit, k, Chain::NONE);
                    if self.coloured() {
                        if k == Chain::BOTH {
                            text.push_str(&self.text("aw-special-counts-both", &[]));
                        }
                        text.push_str(
                            &self.text("aw-no-capture-coloured", &[("check", check.into())]),
                        );
                    } else {
                        text.push_str(
                            &self.text("aw-no-capture-count", &[("check", check.into())]),
                        );
                    }
                }
                Halt::OwnRow | Halt::Empty | Halt::Unsaid => {
                    text.push_str(&self.text("aw-no-capture", &[]));
                }
            }
            self.out.push(text);
            return;
        }
        if let Some(next) = self.next {
            let args = [
                ("pit", capitalise(&self.name(next)).into()),
                ("name", self.name(next).into()),
                ("who", who.clone().into()),
                ("content", self.content(next).into()),
            ];
            match halt {
                Halt::OwnRow => self.out.push(self.text("aw-chain-own-row", &args)),
                Halt::Empty => self.out.push(self.text("aw-chain-empty", &args)),
                Halt::NotTwoOrThree(k) => {
                    let check = self.check(next, k, Chain::NONE);
                    let id = if self.coloured() {
                        "aw-chain-count-coloured"
                    } else {
                        "aw-chain-count"
                    };
                    let mut args = args.to_vec();
                    args.push(("check", check.into()));
                    self.out.push(self.text(id, &args));
                }
                Halt::Unsaid => {}
            }
        }
        if self.captures > 1 {
            let text = self.text(
                "aw-in-all",
                &[("who", who.clone().into()), ("count", self.taken.into())],
            );
            self.out.push(text);
        }
        if row_emptied {
            let text = self.text(
                "aw-slam-allowed",
                &[("them", self.them().into()), ("who", who.into())],
            );
            self.out.push(text);
        }
    }

    /// Why the game ended, said once, before the seeds left are collected.
    fn tell_end(&mut self, events: &[Event]) {
        if self.told_end {
            return;
        }
        self.told_end = true;
        let Some(outcome) = events.iter().find_map(|e| match e {
            Event::GameEnd { outcome } => Some(*outcome),
            _ => None,
        }) else {
            return;
        };
        let lang = self.lang;
        let total = self.rules.total;
        let next = other(self.mover);
        let text = match outcome.reason {
            reason::SCORE => match (0..2).find(|&p| 2 * self.scores[p] > total) {
                Some(p) => self.text(
                    "aw-over-more-than-half",
                    &[
                        ("player", side(lang, p as Player).into()),
                        ("score", self.scores[p].into()),
                        ("total", total.into()),
                    ],
                ),
                None => self.text(
                    "aw-over-half-each",
                    &[("score", self.scores[0].into()), ("total", total.into())],
                ),
            },
            EndReason::Repetition => self.text("aw-over-repetition", &[]),
            reason::NO_MOVES => {
                // Why the next player could not move, as the rules stated it when the game
                // ended: holes barred by must-feed, or no seed at all.
                let barred = events.iter().find_map(|e| match e {
                    Event::Restriction(r) if r.player == next && r.barred != 0 => {
                        Some(r.barred_pits())
                    }
                    _ => None,
                });
                let Some(barred) = barred else {
                    let text = self.text("aw-over-no-seed", &[("player", side(lang, next).into())]);
                    self.out.push(text);
                    return;
                };
                let short: Vec<String> = barred
                    .pits()
                    .map(|pit| {
                        self.text(
                            "aw-over-short-hole",
                            &[
                                ("pit", self.name(pit).into()),
                                ("count", self.board[usize::from(pit)].total().into()),
                                ("need", self.rules.seeds_to_reach(pit).into()),
                            ],
                        )
                    })
                    .collect();
                self.text(
                    "aw-over-no-legal-move",
                    &[
                        ("player", side(lang, next).into()),
                        ("who", self.who().into()),
                        ("holes", short.join(", ").into()),
                    ],
                )
            }
            EndReason::Limit(_) => return,
            other => self.text(
                "aw-over-other",
                &[("why", self.rules.end_reason_text_in(lang, other).into())],
            ),
        };
        self.out.push(text);
    }

    fn sweep(&mut self, events: &[Event], player: Player, count: u16) {
        let no_moves = events
            .iter()
            .any(|e| matches!(e, Event::GameEnd { outcome } if outcome.reason == reason::NO_MOVES));
        let id = if no_moves && self.rules.options.no_moves == NoMoves::LastMover {
            "aw-sweep-last-mover"
        } else {
            "aw-sweep"
        };
        let text = self.text(
            id,
            &[
                ("player", side(self.lang, player).into()),
                ("count", count.into()),
            ],
        );
        self.out.push(text);
    }
}
