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
    moves::{Direction, Move},
    position::{EndReason, Kind, Pieces, PitId, Player, Position},
    ruleset::config::RulesetInfo,
    ruleset::{
        BoardError, BoardLayout, FirstPlayer, HouseShape, Illegal, LayoutPit, Notation,
        ParseMoveError, PieceLook, PieceLooks, PieceStyle, Present, Row, Ruleset, Shape, View,
        capitalise, notation, rules_heading, shared_end_reason_text,
    },
};

use super::{
    Awale, Chain, GrandSlam, NoMoves, Placement, Refusal, Repetition, Scope, Seeds, SpecialFinal,
    detail::{Check, Halt, Stopped},
    other, reason,
};

const SIDE: [&str; 2] = ["South", "North"];

const fn colour_letter(kind: Kind) -> char {
    match kind {
        Kind::Plain => 'R',
        Kind::Black => 'B',
        Kind::Special => 'S',
    }
}

fn seeds_word(n: u16) -> String {
    if n == 1 {
        "1 seed".into()
    } else {
        format!("{n} seeds")
    }
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

const fn colour_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Plain => "red",
        Kind::Black => "black",
        Kind::Special => "special",
    }
}

/// `3 red, 3 black, 1 special`.
fn colour_words(pieces: Pieces) -> String {
    [Kind::Plain, Kind::Black, Kind::Special]
        .iter()
        .filter(|&&k| pieces.of(k) > 0)
        .map(|&k| format!("{} {}", pieces.of(k), colour_name(k)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `hole 5`, `holes 3 and 5`, `holes 1, 3 and 5` (1-based hole numbers).
fn holes_list(holes: &[u16]) -> String {
    let names: Vec<String> = holes.iter().map(u16::to_string).collect();
    match names.len() {
        0 => String::new(),
        1 => format!("hole {}", names[0]),
        n => format!("holes {} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, …, `11th`, `21st`.
fn ordinal(n: u16) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// `red count 3`, or `red count 2 + 1 special = 3` when the hole holds special seeds.
fn count_words(pieces: Pieces, colour: Kind) -> String {
    let n = pieces.of(colour);
    if pieces.special == 0 {
        format!("{} count {n}", colour_name(colour))
    } else {
        format!(
            "{} count {n} + {} special = {}",
            colour_name(colour),
            pieces.special,
            n + pieces.special
        )
    }
}

/// How a coloured hole holding `pieces` fared for the chained colours `k`, in words, `q` being
/// the colours that qualified (as the rules decided).
fn colour_check(pieces: Pieces, k: Chain, q: Chain) -> String {
    match k {
        Chain::RED | Chain::BLACK => {
            let colour = if k == Chain::RED {
                Kind::Plain
            } else {
                Kind::Black
            };
            if q.is_none() {
                format!("{} is not 2 or 3", count_words(pieces, colour))
            } else {
                format!("{} qualifies", count_words(pieces, colour))
            }
        }
        _ => {
            let red = count_words(pieces, Kind::Plain);
            let black = count_words(pieces, Kind::Black);
            match q {
                Chain::NONE => format!("{red} and {black}: neither is 2 or 3"),
                Chain::RED => format!("{red} qualifies, {black} does not"),
                Chain::BLACK => format!("{red} does not qualify, {black} does"),
                _ => format!("{red} and {black} both qualify"),
            }
        }
    }
}

/// The chained colours in words: `red`, `black` or `both colours`.
const fn chain_words(k: Chain) -> &'static str {
    match k {
        Chain::RED => "red only",
        Chain::BLACK => "black only",
        _ => "both colours",
    }
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

    fn parse_error(&self, text: &str) -> ParseMoveError {
        let n = self.holes();
        self.expected(
            text,
            match self.colours() {
                None => format!("a hole number 1-{n}, like 4"),
                Some(_) => format!(
                    "a hole 1-{n}, the colour sown first (R or B) and, if the hole holds a special seed, its position in the sowing, like 3R, 9B or 3R2; or, during set-up, S and a hole, like S4"
                ),
            },
        )
    }

    /// A refusal of the family's own, in words.
    fn refusal_text(&self, pos: &Position, mv: &Move, refusal: Refusal) -> String {
        let hole = u16::from(mv.pit) + 1;
        let hole_seeds = || {
            let pieces = pos.pieces(mv.pit);
            let c = colour_letter(Awale::canonical_colour(pieces, mv.first));
            (pieces, c, Awale::max_special_at(pieces))
        };
        match refusal {
            Refusal::NoSuchHole => {
                format!(
                    "there is no hole {hole}: the holes are 1 to {}",
                    self.holes()
                )
            }
            Refusal::OwareNotation => "oware moves are a hole number alone, like 4".into(),
            Refusal::NoSpecialSeeds => "there are no special seeds to place in this game".into(),
            Refusal::FirstColour => "the first colour must be R (red) or B (black), like 3R".into(),
            Refusal::PositionWithoutSpecial => {
                let (_, c, _) = hole_seeds();
                format!("hole {hole} holds no special seed: give no position, like {hole}{c}")
            }
            Refusal::PositionMissing => {
                let (pieces, c, max_at) = hole_seeds();
                let seeds = if pieces.special == 1 {
                    "a special seed: give its position in the sowing".to_string()
                } else {
                    format!(
                        "{} special seeds: give the position in the sowing of the first",
                        pieces.special
                    )
                };
                format!(
                    "hole {hole} holds {seeds}, 1 to {max_at}, like {hole}{c}{}",
                    max_at.min(2)
                )
            }
            Refusal::PositionOutOfRange => {
                let (pieces, _, max_at) = hole_seeds();
                format!(
                    "position {} is out of range for hole {hole}: it holds {} seeds, {} of them special, so the position is 1 to {max_at}",
                    mv.special_at,
                    pieces.total(),
                    pieces.special
                )
            }
            Refusal::ColourAbsent => {
                let (_, c, _) = hole_seeds();
                let missing = if mv.first == Kind::Black {
                    "black"
                } else {
                    "red"
                };
                format!("hole {hole} holds no {missing} seeds: the move is written {hole}{c}")
            }
        }
    }

    /// A notation error with what was expected instead.
    fn expected(&self, text: &str, expected: String) -> ParseMoveError {
        ParseMoveError {
            text: text.trim().to_owned(),
            expected,
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
    fn pieces_words(&self, pieces: Pieces) -> String {
        let total = pieces.total();
        if self.colours().is_none() {
            return seeds_word(total);
        }
        let kinds = [Kind::Plain, Kind::Black, Kind::Special];
        match kinds.iter().find(|&&k| pieces.of(k) == total) {
            Some(&k) => format!(
                "{total} {} seed{}",
                colour_name(k),
                if total == 1 { "" } else { "s" }
            ),
            None => format!("{} ({})", seeds_word(total), colour_words(pieces)),
        }
    }

    /// A hole's content in a sentence: `4 seeds` (Oware), `2R1B` (coloured).
    fn content_words(&self, pieces: Pieces) -> String {
        if self.colours().is_some() {
            colour_counts(pieces)
        } else {
            seeds_word(pieces.total())
        }
    }

    fn status(&self, pos: &Position) -> String {
        match pos.outcome() {
            // The result is told once, under the board, by whoever shows the game.
            Some(o) if matches!(o.reason, EndReason::Limit(_)) => {
                "game stopped unfinished".to_owned()
            }
            Some(_) => "game over".to_owned(),
            None => {
                let p = pos.turn();
                if pos.in_hand(p) > 0 {
                    let holes = self.placement_holes(p);
                    format!(
                        "{} to place a special seed (S{}-S{})",
                        SIDE[p as usize],
                        holes.start + 1,
                        holes.end
                    )
                } else {
                    format!("{} to move", SIDE[p as usize])
                }
            }
        }
    }
}

impl Present for Awale {
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
        let err = || self.parse_error(text);
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
                .ok_or_else(err);
        }
        if let Some(rest) = compact.strip_prefix('S') {
            return hole_number(rest).map(Move::place).ok_or_else(err);
        }
        let split = compact
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(compact.len());
        let pit = hole_number(&compact[..split]).ok_or_else(err)?;
        let hole = u16::from(pit) + 1;
        let mut rest = compact[split..].chars();
        let typed = match rest.next() {
            Some('R') => Kind::Plain,
            Some('B' | 'N') => Kind::Black,
            _ => {
                return Err(self.expected(
                    text,
                    format!(
                        "the colour sown first after the hole number, R (red) or B (black), like {hole}R or {hole}B, then the position of the special seed if the hole holds one, like {hole}R2"
                    ),
                ));
            }
        };
        let at_text = rest.as_str();
        let special_at = if at_text.is_empty() {
            0
        } else {
            let bad_position = || {
                self.expected(
                    text,
                    format!(
                        "after the colour, nothing, or the position of the special seed in the sowing (a number from 1), like {hole}R2"
                    ),
                )
            };
            if !at_text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad_position());
            }
            match at_text.parse::<u8>() {
                Ok(at) if at >= 1 => at,
                _ => return Err(bad_position()),
            }
        };
        Ok(Move {
            first: Awale::canonical_colour(pos.pieces(pit), typed),
            special_at,
            ..Move::sow(pit, Direction::Forward)
        })
    }

    fn illegal_text(&self, pos: &Position, mv: &Move, why: &Illegal) -> String {
        let hole = u16::from(mv.pit) + 1;
        let own = self.row(pos.turn());
        let (first, last) = (own.start + 1, own.end);
        match why {
            Illegal::NotYourPit if mv.place => format!(
                "hole {hole} is not yours: place your special seed in one of holes {first}-{last}"
            ),
            Illegal::NotYourPit => {
                format!("hole {hole} is your opponent's: choose one of your holes {first}-{last}")
            }
            Illegal::EmptyPit => format!("hole {hole} is empty"),
            Illegal::MustFeed => format!(
                "your opponent has no seeds and hole {hole} ({}) does not reach their row: you must give them seeds",
                seeds_word(pos.count(mv.pit))
            ),
            Illegal::WrongPhase if mv.place => {
                format!("S{hole} is a set-up move, and the special seeds are already placed")
            }
            Illegal::WrongPhase => format!("place your special seed first, like S{first}"),
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(refusal) => self.refusal_text(pos, mv, refusal),
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
        format!("hole {}", u16::from(pit) + 1)
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
            let mut s = format!(
                "{} (player {p}): {} captured",
                SIDE[p as usize], scores[p as usize]
            );
            if pos.in_hand(p) > 0 {
                s.push_str(&format!(
                    ", {} special seed{} to place",
                    pos.in_hand(p),
                    if pos.in_hand(p) == 1 { "" } else { "s" }
                ));
            }
            s
        };
        // Each side's line above or below its own row, so that the board stays narrow: with the
        // widest cell a coloured game can have (`72R72B2S`) it is 67 columns, and an Oware board
        // of 12 holes a side with three-digit counts 73.
        let status = self.status(pos);
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
        let o = &self.options;
        let h = u16::from(o.houses);
        let n = 2 * h;
        let total = self.total;
        let mut lines = rules_heading(
            &self.info,
            match self.colours() {
                None => "Oware Abapa, the West African sowing game.",
                Some(_) => "Awalé with red and black seeds and red-and-black special seeds.",
            },
        );
        lines.push(String::new());
        lines.push("Board".into());
        lines.push(format!(
            "- Two rows of {h} holes, numbered 1 to {n}: South (player 0) owns holes 1-{h}, North (player 1) owns holes {}-{n}. Sowing always runs 1, 2, ..., {n}, 1. Captured seeds are kept aside and are the player's score.",
            h + 1
        ));
        match o.seeds {
            Seeds::Plain { per_house } => lines.push(format!(
                "- Every hole starts with {per_house} seeds, {total} in all."
            )),
            Seeds::Coloured(c) => {
                lines.push(format!(
                    "- Every hole starts with {0} red and {0} black seeds.",
                    c.seeds_per_colour
                ));
                if c.special_per_player > 0 {
                    lines.push(format!(
                        "- Each player also has one special seed, red and black at once: {total} seeds in all, each worth one point."
                    ));
                    lines.push(match c.placement {
                        Placement::Own => "- Set-up: before the first sowing move each player places their special seed in one of their own holes (move S<hole>, like S4 or S9), the first player first.".into(),
                        Placement::Any => "- Set-up: before the first sowing move each player places their special seed in any hole (move S<hole>, like S4), the first player first.".into(),
                    });
                } else {
                    lines.push(format!(
                        "- There are no special seeds: {total} seeds in all, each worth one point."
                    ));
                }
            }
        }
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => format!("- {} moves first.", SIDE[p as usize]),
            FirstPlayer::Random => "- The first player is drawn at random.".into(),
        });
        lines.push(String::new());
        lines.push("A move".into());
        match self.colours() {
            None => lines.push(format!(
                "- Choose one of your non-empty holes by its number (South 1-{h}, North {}-{n}). Lift all its seeds and drop one into each following hole; with {n} seeds or more the hole you started from is skipped on every lap.",
                h + 1
            )),
            Some(_) => {
                lines.push("- Choose one of your non-empty holes and the colour sown first: move 3R sows hole 3, red seeds first, then the black ones; 3B sows the black ones first. If the hole holds special seeds, also say at which position of the sowing they are dropped: 3R2 drops a red seed, then the special seed, then the rest.".into());
                lines.push(format!(
                    "- The seeds are dropped one per hole in the following holes; with {n} seeds or more the hole you started from is skipped on every lap."
                ));
            }
        }
        if o.must_feed {
            lines.push("- If your opponent's row is empty you must give them seeds: only a hole whose sowing reaches their row may be played.".into());
        } else {
            lines.push("- You need not feed an opponent whose row is empty; a player who has no seeds to sow cannot move and the game ends.".into());
        }
        lines.push(String::new());
        lines.push("Captures".into());
        match self.colours() {
            None => lines.push("- If the last seed falls in your opponent's row and that hole now holds 2 or 3 seeds, capture them; then look at the hole before it, and so on backwards while the holes are in your opponent's row and hold 2 or 3 seeds.".into()),
            Some(c) => {
                lines.push("- A capture happens only if the last seed falls in your opponent's row, and the colour of that seed decides: in that hole, count the seeds of that colour plus the special seeds; if there are 2 or 3, capture. Then look at the hole before it, and so on backwards, counting the same colour, while the holes are in your opponent's row and the count is 2 or 3.".into());
                lines.push(match c.scope {
                    Scope::Colour => "- A capture takes the seeds of the counted colour and the special seeds of the hole; seeds of the other colour stay.".into(),
                    Scope::All => "- A capture takes every seed of the hole.".into(),
                });
                if c.special_per_player > 0 {
                    lines.push(match c.special_final {
                        SpecialFinal::WildNarrowing => "- A special last seed is wild: both colours are counted, and the chain goes on counting the colours that qualified (only one, if only one did).".into(),
                        SpecialFinal::Wild => "- A special last seed is wild: both colours are counted at every hole of the chain.".into(),
                    });
                }
            }
        }
        lines.push(match o.grand_slam {
            GrandSlam::NoCapture => "- Grand slam: a capture that would take every seed left in your opponent's row captures nothing at all; the move stands.".into(),
            GrandSlam::Capture => "- Grand slam: a capture may take every seed left in your opponent's row.".into(),
        });
        lines.push(String::new());
        lines.push("End".into());
        lines.push(format!(
            "- The game ends when a player has captured more than half of the seeds ({} or more), or both have exactly half ({}).",
            total / 2 + 1,
            total / 2
        ));
        if o.repetition == Repetition::EndAndCollect {
            lines.push("- It also ends when a position comes back since the last capture: the same player to move, the same scores and the same seeds in every hole.".into());
        }
        lines.push("- It also ends when the player to move has no legal move.".into());
        lines.push(match o.no_moves {
            NoMoves::OwnSide => "- However it ends, each player then adds the seeds left in their own row to their score.".into(),
            NoMoves::LastMover => "- However it ends, each player then adds the seeds left in their own row to their score; but when the game ends because the player to move has no legal move, the player who moved last takes every seed left.".into(),
        });
        lines.push("- The player with more seeds wins; equal scores are a draw.".into());
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a capture.{}",
            o.limits.max_plies, o.limits.max_plies_without_capture,
            crate::ruleset::config::limit_ranges(false)
        ));
        lines.join("\n")
    }

    fn end_reason_text(&self, why: EndReason) -> String {
        match why {
            reason::SCORE => "enough seeds have been captured to decide the game".to_owned(),
            reason::NO_MOVES => "the next player has no legal move".to_owned(),
            other => shared_end_reason_text(self.limits(), other),
        }
    }

    fn legend(&self) -> Option<String> {
        let h = self.houses();
        let n = self.holes();
        let mut text = format!(
            "Holes 1-{h} are South's and {}-{n} North's; seeds are sown 1, 2, ..., {n}, 1, counter-clockwise in the picture.",
            h + 1
        );
        if self.colours().is_some() {
            text.push_str(" A hole shows its seeds by colour: 3R3B1S is 3 red, 3 black and 1 special (red-and-black) seed; - is an empty hole.");
        }
        Some(text)
    }

    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String> {
        Narration::new(self, before, mv).run(events)
    }
}

/// The account of one move for [`Present::explain`]: the board is followed event by event so
/// that every sentence can say what a hole holds at that moment.
struct Narration<'a> {
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
    fn new(rules: &'a Awale, before: &'a Position, mv: &'a Move) -> Narration<'a> {
        Narration {
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

    fn who(&self) -> &'static str {
        SIDE[self.mover as usize]
    }

    fn them(&self) -> &'static str {
        SIDE[other(self.mover) as usize]
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
                    let text = format!(
                        "{} places their special seed in {}, which now holds {}.",
                        SIDE[player as usize],
                        self.rules.pit_name(pit),
                        colour_counts(*hole)
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
                    self.out.push(format!(
                        "The game stops unfinished: {}.",
                        self.rules.end_reason_text(EndReason::Limit(limit))
                    ));
                }
                Event::GameEnd { outcome } => {
                    self.tell_end(events);
                    let score =
                        format!("South {} – North {}", outcome.scores[0], outcome.scores[1]);
                    self.out.push(match (outcome.reason, outcome.winner) {
                        (EndReason::Limit(_), _) => {
                            format!("Score when the game stopped: {score}; it is unfinished.")
                        }
                        (_, Some(w)) => {
                            format!("Final score: {score}. {} wins.", SIDE[w as usize])
                        }
                        (_, None) => format!("Final score: {score}. It is a draw."),
                    });
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
        let (who, them) = (self.who(), self.them());
        let holes = |pits: crate::position::PitSet| -> Vec<u16> {
            pits.pits().map(|pit| u16::from(pit) + 1).collect()
        };
        let (reach, short) = (
            holes(restriction.allowed_pits()),
            holes(restriction.barred_pits()),
        );
        let mut text = format!(
            "{them}'s row is empty, so {who} must feed it: only a sowing that reaches {them}'s row may be played ({} {} it",
            holes_list(&reach),
            if reach.len() == 1 { "reaches" } else { "reach" }
        );
        if !short.is_empty() {
            text.push_str(&format!(
                "; {} {} not",
                holes_list(&short),
                if short.len() == 1 { "does" } else { "do" }
            ));
        }
        text.push_str(").");
        self.out.push(text);
    }

    /// The lift and the drops, with the colour of every seed in the coloured game.
    fn sowing(&mut self, pit: PitId, lifted: Pieces, drops: &[(PitId, Kind)]) {
        let who = self.who();
        let name = self.rules.pit_name(pit);
        let count = lifted.total();
        let mut text = if let (1, Some(&(to, kind))) = (drops.len(), drops.first()) {
            let colour = if self.coloured() {
                format!(", a {} one,", colour_name(kind))
            } else {
                String::new()
            };
            format!(
                "{who} lifts the only seed of {name}{colour} and sows it into {}.",
                self.rules.pit_name(to)
            )
        } else {
            let holes: Vec<String> = drops
                .iter()
                .map(|&(to, kind)| {
                    if self.coloured() {
                        format!("{} ({})", u16::from(to) + 1, colour_name(kind))
                    } else {
                        (u16::from(to) + 1).to_string()
                    }
                })
                .collect();
            let list = match holes.len() {
                1 => holes[0].clone(),
                n => format!("{} and {}", holes[..n - 1].join(", "), holes[n - 1]),
            };
            if self.coloured() {
                format!(
                    "{who} lifts the {count} seeds of {name} ({}) and sows them one per hole{}: holes {list}.",
                    colour_words(lifted),
                    self.order_words(lifted)
                )
            } else {
                format!(
                    "{who} lifts the {count} seeds of {name} and sows them one per hole: holes {list}."
                )
            }
        };
        if usize::from(count) >= self.rules.num_pits() {
            text.push_str(&format!(
                " {} itself is skipped on every lap.",
                capitalise(&name)
            ));
        }
        self.out.push(text);
    }

    /// `, red before black, with the special seed as the 2nd seed`: the order the move chose.
    fn order_words(&self, lifted: Pieces) -> String {
        let mut text = String::new();
        if lifted.plain > 0 && lifted.black > 0 {
            let (first, second) = if self.mv.first == Kind::Black {
                ("black", "red")
            } else {
                ("red", "black")
            };
            text.push_str(&format!(", {first} before {second}"));
        }
        let at = u16::from(self.mv.special_at);
        match lifted.special {
            0 => {}
            1 => text.push_str(&format!(
                ", with the special seed as the {} seed",
                ordinal(at)
            )),
            2 => text.push_str(&format!(
                ", with the 2 special seeds as the {} and {} seeds",
                ordinal(at),
                ordinal(at + 1)
            )),
            k => text.push_str(&format!(
                ", with the {k} special seeds as the {} to {} seeds",
                ordinal(at),
                ordinal(at + k - 1)
            )),
        }
        text
    }

    /// `The last seed, a red one, fell in hole 8, in North's row, which now holds 3R`.
    fn last_seed_words(&self) -> String {
        let Some((pit, kind)) = self.last else {
            return String::new();
        };
        let colour = if self.coloured() {
            format!(", a {} one,", colour_name(kind))
        } else {
            String::new()
        };
        let owner = self.rules.owner(pit);
        let row = if owner == self.mover {
            format!("{}'s own row", self.who())
        } else {
            format!("{}'s row", self.them())
        };
        // After a single seed was sown, its colour has just been said.
        let mut text = if self.sown == 1 {
            format!("It fell in {}, in {row}", self.rules.pit_name(pit))
        } else {
            format!(
                "The last seed{colour} fell in {}, in {row}",
                self.rules.pit_name(pit)
            )
        };
        if owner != self.mover {
            text.push_str(&format!(
                ", which now holds {}",
                self.rules.content_words(self.board[usize::from(pit)])
            ));
        }
        text
    }

    /// How a hole of the opponent's row fared for the colours `k` the chain tested there, `q`
    /// being those that qualified (as the rules decided), in words.
    fn check(&self, pit: PitId, k: Chain, q: Chain) -> String {
        let pieces = self.board[usize::from(pit)];
        if self.coloured() {
            colour_check(pieces, k, q)
        } else if q.is_none() {
            String::from("not 2 or 3")
        } else {
            String::new()
        }
    }

    fn capture(&mut self, pit: PitId, taken: Pieces, next: PitId, detail: Detail) {
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
            format!(
                "{}, the one before, holds {}",
                capitalise(&self.rules.pit_name(pit)),
                self.rules.content_words(hole)
            )
        };
        if self.coloured() {
            if first && k == Chain::BOTH {
                text.push_str("; a special last seed counts for both colours");
            }
            text.push_str(&format!(
                ": {check}. {who} captures {}",
                self.rules.pieces_words(taken)
            ));
            if left.total() > 0 {
                text.push_str(&format!(
                    "; the {} {}",
                    self.rules.pieces_words(left),
                    if left.total() == 1 { "stays" } else { "stay" }
                ));
            }
            if k == Chain::BOTH {
                text.push_str(&format!(
                    ", and the chain goes on in {}",
                    chain_words(chained)
                ));
            }
            text.push('.');
        } else if first {
            text.push_str(&format!(": {who} captures them."));
        } else {
            text.push_str(&format!(": {who} captures them too."));
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
        let them = self.them();
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
                format!(
                    "{} with {}",
                    self.rules.pit_name(at),
                    self.rules.content_words(self.board[usize::from(at)])
                )
            })
            .collect();
        self.out.push(format!(
            "{}. Capturing from there backwards ({}) would take every seed left in {them}'s row: that is a grand slam, and under these rules a grand slam captures nothing. The move stands and no seed is taken.",
            self.last_seed_words(),
            holes.join(", ")
        ));
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
                            text.push_str("; a special last seed counts for both colours");
                        }
                        text.push_str(&format!(": {check}, so"));
                    } else {
                        text.push_str(&format!(", {check}:"));
                    }
                }
                Halt::OwnRow | Halt::Empty | Halt::Unsaid => text.push(':'),
            }
            text.push_str(" no capture.");
            self.out.push(text);
            return;
        }
        if let Some(next) = self.next {
            let name = capitalise(&self.rules.pit_name(next));
            let pieces = self.board[usize::from(next)];
            match halt {
                Halt::OwnRow => self.out.push(format!(
                    "{name}, the one before, is in {who}'s own row: the chain ends."
                )),
                Halt::Empty => self
                    .out
                    .push(format!("{name}, the one before, is empty: the chain ends.")),
                Halt::NotTwoOrThree(k) => {
                    let check = self.check(next, k, Chain::NONE);
                    let sep = if self.coloured() { ": " } else { ", " };
                    self.out.push(format!(
                        "{name}, the one before, holds {}{sep}{check}, so the chain ends.",
                        self.rules.content_words(pieces)
                    ));
                }
                Halt::Unsaid => {}
            }
        }
        if self.captures > 1 {
            self.out.push(format!(
                "In all, {who} captures {}.",
                seeds_word(self.taken)
            ));
        }
        if row_emptied {
            self.out.push(format!(
                "{}'s row is now empty: a grand slam, which these rules allow.",
                self.them()
            ));
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
        let total = self.rules.total;
        let next = other(self.mover);
        let text = match outcome.reason {
            reason::SCORE => match (0..2).find(|&p| 2 * self.scores[p] > total) {
                Some(p) => format!(
                    "{} now has {} of the {total} seeds, more than half: the game is over.",
                    SIDE[p], self.scores[p]
                ),
                None => format!(
                    "Both players now have {} of the {total} seeds, exactly half each: the game is over.",
                    self.scores[0]
                ),
            },
            EndReason::Repetition => "This position (the same player to move, the same scores, the same seeds in every hole) has already occurred since the last capture: the game is over.".into(),
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
                    self.out.push(format!(
                        "{} has no seed left to sow and cannot move: the game is over.",
                        SIDE[next as usize]
                    ));
                    return;
                };
                let short: Vec<String> = barred
                    .pits()
                    .map(|pit| {
                        format!(
                            "{} holds {} and would need {}",
                            self.rules.pit_name(pit),
                            self.board[usize::from(pit)].total(),
                            self.rules.seeds_to_reach(pit)
                        )
                    })
                    .collect();
                format!(
                    "{0} has no legal move: {1}'s row is empty and none of {0}'s holes holds enough seeds to reach it ({2}). The game is over.",
                    SIDE[next as usize],
                    self.who(),
                    short.join(", ")
                )
            }
            EndReason::Limit(_) => return,
            other => format!(
                "The game is over: {}.",
                self.rules.end_reason_text(other)
            ),
        };
        self.out.push(text);
    }

    fn sweep(&mut self, events: &[Event], player: Player, count: u16) {
        let no_moves = events
            .iter()
            .any(|e| matches!(e, Event::GameEnd { outcome } if outcome.reason == reason::NO_MOVES));
        let name = SIDE[player as usize];
        self.out.push(
            if no_moves && self.rules.options.no_moves == NoMoves::LastMover {
                format!(
                    "{name}, who moved last, collects the {} left on the board.",
                    seeds_word(count)
                )
            } else if count == 1 {
                format!("{name} collects the only seed left in their row.")
            } else {
                format!("{name} collects the {count} seeds left in their row.")
            },
        );
    }
}
