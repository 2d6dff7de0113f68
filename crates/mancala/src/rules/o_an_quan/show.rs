//! What people see of Ô ăn quan: move notation, the board, the rules in words, the narration of
//! a move and the JSON detail of a position. It puts the rules' decisions (events, refusals) into
//! words; it never decides a rule again.
//!
//! # Position notation
//!
//! [`Present::board_text`] writes the cells in ring order in two rows, the left mandarin square
//! and South's squares 1–n, then the right mandarin square and North's squares; a cell with a
//! big stone is `Q+` and its citizens (`2Q+3` for two big stones). Then the player to move,
//! each player's captures (`Q+10`: a big stone and ten citizens), and the ledger when it is
//! not empty: `debt:` what each player owes, `taken:` who took the big stone of the left and
//! of the right mandarin square (`-` for nobody yet). The start is
//! `Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0`; later in a game
//! `0,0,3,0,0,1/Q+2,0,0,4,0,0 1 Q+20,15 debt:0,2 taken:0,- ply:30 quiet:2`.
//! Citizens may come from outside the game (a debt), so only the big stones must add up.

use super::{
    EndCondition, FromMandarin, LEFT_MANDARIN, Ledger, Leftover, Mandarin, OAnQuan, QuanNon,
    Refusal, Shortfall, other, reason,
};
use crate::{
    event::{Event, StopReason},
    lang::{Arg, Lang},
    moves::{Direction, Move},
    position::{EndReason, Pieces, PitId, Player, Position},
    ruleset::{
        BoardError, BoardLayout, FirstPlayer, HouseShape, Illegal, LayoutPit, Notation,
        ParseMoveError, PieceLook, PieceLooks, PieceStyle, Present, Row, Ruleset, Shape, View,
        capitalise,
        config::RulesetInfo,
        notation::{self, value_error},
        rules_heading_in,
    },
};

impl OAnQuan {
    fn cell_text(pos: &Position, cell: PitId) -> String {
        let pieces = pos.pieces(cell);
        if pieces.special > 0 {
            format!("Q+{}", pieces.plain)
        } else {
            pieces.plain.to_string()
        }
    }

    /// A cell's name in `lang`, as `seat` sees the board: a player's square by its number, or
    /// the left or right mandarin square (South's left is North's right).
    fn square_name(&self, lang: Lang, seat: Player, pit: PitId) -> String {
        let g = &self.geometry;
        let left = if seat == 0 { LEFT_MANDARIN } else { g.right };
        if g.is_mandarin(pit) && pit == left {
            lang.text("oaq-left-mandarin", &[])
        } else if g.is_mandarin(pit) {
            lang.text("oaq-right-mandarin", &[])
        } else {
            let owner = lang.text("oaq-side", &[("side", g.owner(pit).into())]);
            lang.text(
                "oaq-square",
                &[
                    ("owner", owner.into()),
                    ("number", g.square_number(pit).into()),
                ],
            )
        }
    }

    /// The cells a sowing dropped into, in order, by the names a person sees on the board: a
    /// run of squares of one side is said once ("South's squares 2 to 5"), the runs joined in
    /// order ("..., then the right mandarin square").
    fn sown_names(&self, lang: Lang, seat: Player, sown: &[PitId]) -> String {
        let g = &self.geometry;
        let mut runs: Vec<(PitId, PitId)> = Vec::new();
        for &cell in sown {
            if let Some((first, last)) = runs.last_mut() {
                let next_number = |a: PitId, b: PitId| {
                    !g.is_mandarin(a)
                        && !g.is_mandarin(b)
                        && g.owner(a) == g.owner(b)
                        && g.square_number(a).abs_diff(g.square_number(b)) == 1
                };
                // A run keeps one direction of numbers: 2, 3, 4 or 4, 3, 2.
                let same_way = *first == *last
                    || (g.square_number(*last) > g.square_number(*first))
                        == (g.square_number(cell) > g.square_number(*last));
                if next_number(*last, cell) && same_way {
                    *last = cell;
                    continue;
                }
            }
            runs.push((cell, cell));
        }
        let owner = |cell: PitId| lang.text("oaq-side", &[("side", g.owner(cell).into())]);
        let words: Vec<String> = runs
            .into_iter()
            .map(|(first, last)| {
                let (from, to) = (g.square_number(first), g.square_number(last));
                if first == last {
                    self.square_name(lang, seat, first)
                } else {
                    let id = if from.abs_diff(to) == 1 {
                        "oaq-squares-two"
                    } else {
                        "oaq-squares-range"
                    };
                    lang.text(
                        id,
                        &[
                            ("owner", owner(first).into()),
                            ("from", from.into()),
                            ("to", to.into()),
                        ],
                    )
                }
            })
            .collect();
        let mut words = words.into_iter();
        let first = words.next().unwrap_or_default();
        words.fold(first, |said, next| {
            lang.text("oaq-then", &[("first", said.into()), ("next", next.into())])
        })
    }

    /// What a move looks like, in `lang` ("a square 1-5 and a direction L or R, like 1R or 4L").
    fn move_format(&self, lang: Lang) -> String {
        let n = self.geometry.side;
        lang.text(
            "oaq-move-format",
            &[("side", n.into()), ("example", n.min(4).into())],
        )
    }

    fn describe_pieces(&self, lang: Lang, taken: Pieces) -> String {
        let mut parts = Vec::new();
        if taken.special > 0 {
            parts.push(lang.text(
                "oaq-big-stone",
                &[("points", self.big_stone_value().into())],
            ));
        }
        if taken.plain > 0 || parts.is_empty() {
            parts.push(lang.text("oaq-citizens", &[("count", taken.plain.into())]));
        }
        match <[String; 2]>::try_from(parts) {
            Ok([first, second]) => lang.text(
                "oaq-and",
                &[("first", first.into()), ("second", second.into())],
            ),
            Err(mut one) => one.pop().unwrap_or_default(),
        }
    }

    /// Why the move stopped, in `lang`. For a stop behind the gap (two empty cells, a young
    /// mandarin), the gap is named too: the cell before `pit` as the stones went (`dir`).
    fn stop_words(
        &self,
        lang: Lang,
        seat: Player,
        why: StopReason,
        pit: Option<PitId>,
        dir: Direction,
    ) -> String {
        let at = pit
            .map(|p| self.square_name(lang, seat, p))
            .unwrap_or_default();
        let back = match dir {
            Direction::Forward => Direction::Backward,
            Direction::Backward => Direction::Forward,
        };
        let gap = pit
            .map(|p| self.square_name(lang, seat, self.geometry.step(p, back)))
            .unwrap_or_default();
        let id = match why {
            // Under take-one, a mandarin square stops the sowing only when it has no citizen.
            reason::OCCUPIED_MANDARIN if self.options.from_mandarin == FromMandarin::TakeOne => {
                "oaq-stop-big-stone-only"
            }
            reason::OCCUPIED_MANDARIN => "oaq-stop-occupied-mandarin",
            reason::EMPTY_MANDARIN => "oaq-stop-empty-mandarin",
            reason::TWO_EMPTY => "oaq-stop-two-empty",
            reason::QUAN_NON => "oaq-stop-quan-non",
            reason::OCCUPIED => "oaq-stop-occupied",
            reason::NO_CHAIN => "oaq-stop-no-chain",
            other => {
                return lang.text("oaq-stop-other", &[("code", other.as_str().into())]);
            }
        };
        lang.text(id, &[("pit", at.into()), ("gap", gap.into())])
    }
}

impl Refusal {
    /// The refusal in words, in `lang`.
    fn words(self, lang: Lang) -> String {
        match self {
            Refusal::NotSquareAndDirection => lang.text("oaq-illegal-shape", &[]),
        }
    }
}

impl OAnQuan {
    /// How the position notation writes this game: big stones and citizens, and the ledger.
    fn with_notation<T>(&self, f: impl FnOnce(&Notation<'_>) -> T) -> T {
        let write = |pos: &Position| {
            let ledger = Ledger::of(pos);
            let mut fields = Vec::new();
            if ledger.debt != [0, 0] {
                fields.push(format!("debt:{},{}", ledger.debt[0], ledger.debt[1]));
            }
            if ledger.big_stone_taken_by != [None, None] {
                let taker = |t: Option<Player>| t.map_or("-".to_owned(), |p| p.to_string());
                fields.push(format!(
                    "taken:{},{}",
                    taker(ledger.big_stone_taken_by[0]),
                    taker(ledger.big_stone_taken_by[1])
                ));
            }
            fields
        };
        let read = |key: &'static str, value: &str, pos: &mut Position| {
            let mut ledger = Ledger::of(pos);
            let pair = value.split_once(',');
            match key {
                "debt" => {
                    let expected = "what South and North owe, as debt:3,-3";
                    let (s, n) = pair.ok_or_else(|| value_error(key, value, expected))?;
                    let owed = |t: &str| {
                        t.parse::<i32>()
                            .ok()
                            .filter(|_| !t.starts_with('+'))
                            .ok_or_else(|| value_error(key, value, expected))
                    };
                    ledger.debt = [owed(s)?, owed(n)?];
                }
                _ => {
                    let expected =
                        "who took the left and the right big stone, 0, 1 or -, as taken:0,-";
                    let (l, r) = pair.ok_or_else(|| value_error(key, value, expected))?;
                    let taker = |t: &str| match t {
                        "-" => Ok(None),
                        "0" => Ok(Some(0)),
                        "1" => Ok(Some(1)),
                        _ => Err(value_error(key, value, expected)),
                    };
                    ledger.big_stone_taken_by = [taker(l)?, taker(r)?];
                }
            }
            ledger.put(pos);
            Ok(())
        };
        f(&Notation {
            pieces: PieceStyle::BigStones,
            conserved: false,
            write_state: &write,
            state_keys: &["debt", "taken"],
            read_state: &read,
        })
    }
}

impl Present for OAnQuan {
    fn board_text(&self, pos: &Position) -> String {
        self.with_notation(|n| notation::board_text(self, n, pos))
    }

    fn parse_board(&self, text: &str) -> Result<Position, BoardError> {
        let pos = self.with_notation(|n| notation::parse_board(self, n, text))?;
        let squares =
            (0..self.geometry.cells).filter(|&c| c != LEFT_MANDARIN && c != self.geometry.right);
        if let Some(pit) = squares.into_iter().find(|&c| pos.pieces(c).special > 0) {
            return Err(BoardError::BigStone {
                pit: usize::from(pit),
            });
        }
        // Each mandarin square holds its own big stone until someone takes it, and `taken:`
        // says who did (where the rules play with big stones at all).
        let start = self.initial_position(0);
        let ledger = Ledger::of(&pos);
        for cell in [LEFT_MANDARIN, self.geometry.right] {
            let (here, own) = (pos.pieces(cell).special, start.pieces(cell).special);
            let pit = usize::from(cell);
            if here > own {
                return Err(BoardError::TwoBigStones { pit, count: here });
            }
            let on_board = here > 0;
            if own > 0 && on_board == ledger.taker(cell).is_some() {
                return Err(BoardError::BigStoneLedger { pit, on_board });
            }
        }
        Ok(pos)
    }

    fn counter(&self, event: &Event) -> Option<&'static str> {
        matches!(
            event,
            Event::Stop {
                why: reason::QUAN_NON,
                ..
            }
        )
        .then_some("quan-non-blocks")
    }

    fn info(&self) -> &RulesetInfo {
        &self.info
    }

    fn end_reason_text(&self, why: EndReason) -> String {
        self.end_reason_text_in(Lang::english(), why)
    }

    fn end_reason_text_in(&self, lang: Lang, why: EndReason) -> String {
        match why {
            reason::MANDARINS_EMPTY => lang.text("oaq-reason-mandarins-empty", &[]),
            reason::BIG_STONES_CAPTURED => lang.text("oaq-reason-big-stones", &[]),
            reason::NO_REFILL => lang.text("oaq-reason-no-refill", &[]),
            other => crate::ruleset::shared_end_reason_text_in(lang, self.limits(), other),
        }
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        let n = self.geometry.side;
        let err = || ParseMoveError {
            text: text.trim().to_owned(),
            expected: self.move_format(Lang::english()),
        };
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut chars = compact.chars();
        let Some(d) = chars.next_back() else {
            return Err(err());
        };
        let number = chars.as_str();
        // One or two digits, no sign and no leading zero.
        if !(1..=2).contains(&number.len())
            || number.starts_with('0')
            || !number.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(err());
        }
        let k: u8 = number
            .parse()
            .ok()
            .filter(|k| (1..=n).contains(k))
            .ok_or_else(err)?;
        let dir = match d.to_ascii_uppercase() {
            'R' | 'P' => Direction::Forward,
            'L' | 'T' => Direction::Backward,
            _ => return Err(err()),
        };
        Ok(Move::sow(
            self.geometry.first_square(pos.turn()) + k - 1,
            dir,
        ))
    }

    fn illegal_text(&self, pos: &Position, mv: &Move, why: &Illegal) -> String {
        self.illegal_text_in(Lang::english(), pos, mv, why)
    }

    fn illegal_text_in(&self, lang: Lang, _pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => lang.text(
                "oaq-illegal-empty",
                &[("number", self.geometry.square_number(mv.pit).into())],
            ),
            Illegal::NotYourPit => lang.text(
                "oaq-illegal-not-yours",
                &[("side", self.geometry.side.into())],
            ),
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(why) => why.words(lang),
                Err(_) => why.to_string(),
            },
            other => other.to_string(),
        }
    }

    fn parse_error_in(&self, lang: Lang, error: &ParseMoveError) -> String {
        lang.text(
            "oaq-not-a-move",
            &[
                ("text", error.text.clone().into()),
                ("expected", self.move_format(lang).into()),
            ],
        )
    }

    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        let k = self.geometry.square_number(mv.pit);
        let d = match mv.dir {
            Direction::Forward => 'R',
            Direction::Backward => 'L',
        };
        format!("{k}{d}")
    }

    fn pit_name(&self, pit: PitId) -> String {
        self.square_name(Lang::english(), 0, pit)
    }

    fn pit_name_in(&self, lang: Lang, pit: PitId) -> String {
        self.square_name(lang, 0, pit)
    }

    fn pit_name_seen(&self, lang: Lang, seat: Player, pit: PitId) -> String {
        self.square_name(lang, seat.min(1), pit)
    }

    /// Two rows of citizen squares, North's on top read n to 1 (each player's square 1 at
    /// their own left), a mandarin square at each end: the left one is cell 0.
    fn layout(&self) -> BoardLayout {
        let g = &self.geometry;
        let row = |owner: Player, numbers: &mut dyn Iterator<Item = u8>| Row {
            owner,
            pits: numbers
                .map(|k| LayoutPit::house(g.first_square(owner) + k - 1, owner, k))
                .collect(),
        };
        BoardLayout {
            shape: Shape::Facing,
            rows: vec![row(1, &mut (1..=g.side).rev()), row(0, &mut (1..=g.side))],
            left: Some(LayoutPit::mandarin(LEFT_MANDARIN)),
            right: Some(LayoutPit::mandarin(g.right)),
            houses: HouseShape::Square,
            pieces: PieceLooks {
                plain: PieceLook::Small,
                black: PieceLook::Small,
                special: PieceLook::Big,
            },
        }
    }

    fn draw(&self, pos: &Position) -> String {
        self.draw_for(pos, &View::default())
    }

    fn draw_for(&self, pos: &Position, view: &View) -> String {
        self.draw_in(Lang::english(), pos, view)
    }

    /// The board with `view.seat`'s row at the bottom (North's board is South's turned round:
    /// each player's square 1 at their left), the last move's cells marked (`*` the square
    /// played, `x` a cell captured) and coloured when asked.
    fn draw_in(&self, lang: Lang, pos: &Position, view: &View) -> String {
        let layout = self.layout().seen_from(view.seat);
        let (far, near) = (&layout.rows[0], &layout.rows[1]);
        let n = far.pits.len();
        let scores = self.scores(pos);
        let cell = |c: PitId| {
            let text = format!("{:>4}{}", OAnQuan::cell_text(pos, c), view.marker(c));
            format!("{}|", view.paint(c, &text))
        };
        let mandarin = |end: &Option<LayoutPit>| {
            let c = end.as_ref().expect("a mandarin square at each end").pit;
            let text = match view.marker(c) {
                ' ' => format!("{:^5}", OAnQuan::cell_text(pos, c)),
                mark => format!("{:^4}{mark}", OAnQuan::cell_text(pos, c)),
            };
            view.paint(c, &text)
        };
        // Each column is six characters wide: a bar and five inside, the label of a square
        // centred over (or under) its column.
        let numbers = |row: &Row| {
            let mut line = " ".repeat(6);
            for pit in &row.pits {
                line.push_str(&format!(" {:^5}", pit.label_text()));
            }
            line.trim_end().to_owned()
        };
        let cells = |row: &Row| -> String { row.pits.iter().map(|p| cell(p.pit)).collect() };
        let (top_row, bottom_row) = (cells(far), cells(near));
        let rule = format!("+{}", "-----+".repeat(n + 2));
        // The result is told once, under the board, by whoever shows the game.
        let side = |p: Player| lang.text("player-side", &[("side", p.into())]);
        let status = match pos.outcome() {
            Some(o) if matches!(o.reason, EndReason::Limit(_)) => {
                lang.text("board-unfinished", &[])
            }
            Some(_) => lang.text("board-over", &[]),
            None => {
                view.emphasise(&lang.text("board-to-move", &[("player", side(pos.turn()).into())]))
            }
        };
        let side_line = |p: Player| {
            let bank = pos.bank(p);
            let mut held = vec![lang.text("oaq-board-citizens", &[("count", bank.plain.into())])];
            if bank.special > 0 {
                held.push(lang.text("oaq-board-big-stones", &[("count", bank.special.into())]));
            }
            let debt = Ledger::of(pos).debt[p as usize];
            if debt != 0 {
                held.push(lang.text("oaq-board-debt", &[("debt", debt.into())]));
            }
            lang.text(
                "oaq-board-side",
                &[
                    ("side", side(p).into()),
                    ("points", scores[p as usize].into()),
                    ("held", held.join(", ").into()),
                ],
            )
        };
        // A player's line beside the numbers of their squares where both fit in 80 columns;
        // on a line of its own otherwise (a wide board, or many kinds of captures and a debt).
        let beside = |numbers: String, side: String| {
            let column = rule.len() - 4;
            if column + side.chars().count() <= 80 {
                format!("{numbers:<column$}{side}")
            } else {
                format!("{numbers}\n{side}")
            }
        };
        let top = beside(numbers(far), side_line(far.owner));
        let bottom = beside(numbers(near), side_line(near.owner));
        format!(
            "{top}\n{rule}\n|     |{top_row}     |\n|{l}+{inner}{r}|\n|     |{bottom_row}     |\n{rule}\n{bottom}\n{status}",
            inner = "-----+".repeat(n),
            l = mandarin(&layout.left),
            r = mandarin(&layout.right),
        )
    }

    /// A mandarin square is worth its citizens and its big stone as the rules count captures,
    /// and is young (quan non) when the rules would refuse to capture it now; an empty one is
    /// not marked young (there is nothing to protect).
    fn pit_worth(&self, pos: &Position, pit: PitId) -> Option<crate::ruleset::PitWorth> {
        if pit != LEFT_MANDARIN && pit != self.geometry.right {
            return None;
        }
        let pieces = pos.pieces(pit);
        Some(crate::ruleset::PitWorth {
            points: self.points(pieces),
            young: pieces.total() > 0 && self.is_protected(pos, pit),
        })
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        let ledger = Ledger::of(pos);
        let taken_by = |c| ledger.taker(c).map_or(serde_json::Value::Null, Into::into);
        serde_json::json!({
            "big_stones": [pos.pieces(LEFT_MANDARIN).special, pos.pieces(self.geometry.right).special],
            "debt": ledger.debt,
            "captured_citizens": [pos.bank(0).plain, pos.bank(1).plain],
            "captured_big_stones": [pos.bank(0).special, pos.bank(1).special],
            "big_stone_taken_by": [taken_by(LEFT_MANDARIN), taken_by(self.geometry.right)],
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        self.describe_in(Lang::english())
    }

    /// Every sentence is a message of `locales/LANG/o-an-quan.ftl` (`oaq-rules-*`), given the
    /// options it depends on.
    fn describe_in(&self, lang: Lang) -> String {
        let o = &self.options;
        let n = self.geometry.side;
        let small = matches!(o.mandarin, Mandarin::SmallStones { .. });
        let yes_no = |b: bool| Arg::from(if b { "yes" } else { "no" });
        let say = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
        let number_word = |k: usize| say("number-word", &[("n", k.into())]);
        let mut lines = rules_heading_in(lang, &self.info, &say("oaq-what", &[]));
        lines.push(String::new());
        lines.push(say("oaq-rules-board", &[]));
        lines.push(say(
            "oaq-rules-cells",
            &[
                (
                    "cells",
                    capitalise(&number_word(self.geometry.cells.into())).into(),
                ),
                ("squares", number_word(n.into()).into()),
                ("side", n.into()),
            ],
        ));
        lines.push(say(
            "oaq-rules-citizens",
            &[("count", o.stones_per_square.into())],
        ));
        lines.push(match o.mandarin {
            Mandarin::BigStone { value } => say("oaq-rules-big-stone", &[("value", value.into())]),
            Mandarin::SmallStones { count } => {
                say("oaq-rules-small-stones", &[("count", count.into())])
            }
        });
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => say(
                "oaq-rules-first",
                &[(
                    "player",
                    lang.text("player-side", &[("side", p.into())]).into(),
                )],
            ),
            FirstPlayer::Random => say("oaq-rules-first-random", &[]),
        });
        lines.push(String::new());
        lines.push(say("oaq-rules-move", &[]));
        lines.push(say("oaq-rules-move-choose", &[]));
        lines.push(say("oaq-rules-move-then", &[]));
        lines.push(say("oaq-rules-move-relay", &[]));
        lines.push(match (o.from_mandarin, small) {
            (FromMandarin::Stop, _) => say("oaq-rules-mandarin-stops", &[]),
            (FromMandarin::TakeOne, false) => say("oaq-rules-mandarin-take-one", &[]),
            (FromMandarin::TakeOne, true) => say("oaq-rules-mandarin-take-one-small", &[]),
        });
        lines.push(say(
            "oaq-rules-gap",
            &[("mandarin", yes_no(o.gap_may_be_mandarin))],
        ));
        lines.push(say("oaq-rules-behind-gap", &[]));
        lines.push(say("oaq-rules-chain", &[("chain", yes_no(o.chain))]));
        lines.push(match (o.quan_non, o.mandarin) {
            (QuanNon::Off, _) | (QuanNon::MinCitizens(1), Mandarin::SmallStones { .. }) => {
                say("oaq-rules-quan-non-off", &[])
            }
            (QuanNon::MinCitizens(min), Mandarin::BigStone { .. }) => {
                say("oaq-rules-quan-non-citizens", &[("min", min.into())])
            }
            (QuanNon::MinCitizens(min), Mandarin::SmallStones { .. }) => {
                say("oaq-rules-quan-non-stones", &[("most", (min - 1).into())])
            }
            (QuanNon::FirstTurns(turns), _) => {
                say("oaq-rules-quan-non-turns", &[("turns", turns.into())])
            }
        });
        lines.push(String::new());
        lines.push(say("oaq-rules-refill", &[]));
        let squares = [
            ("side", Arg::from(n)),
            ("squares", number_word(n.into()).into()),
            ("small", yes_no(small)),
        ];
        lines.push(say("oaq-rules-refill-when", &squares));
        let short = say("oaq-rules-short", &squares);
        lines.push(match o.on_shortfall {
            Shortfall::Borrow => say("oaq-rules-borrow", &[("short", short.into())]),
            Shortfall::BankPenalty => say("oaq-rules-bank", &[("short", short.into())]),
            Shortfall::EndGame => say("oaq-rules-short-ends", &[("short", short.into())]),
            Shortfall::Lose => say("oaq-rules-short-loses", &[("short", short.into())]),
            Shortfall::SellMandarin => say(
                "oaq-rules-sell",
                &[
                    ("short", short.into()),
                    ("value", self.big_stone_value().into()),
                ],
            ),
        });
        lines.push(String::new());
        lines.push(say("oaq-rules-end", &[]));
        lines.push(match o.end {
            EndCondition::MandarinSquaresEmpty => say("oaq-rules-end-mandarins", &[]),
            EndCondition::BigStonesCaptured(l) => say(
                "oaq-rules-end-big-stones",
                &[(
                    "leftover",
                    match l {
                        Leftover::Capturer => "capturer",
                        Leftover::Split => "split",
                        Leftover::Nobody => "nobody",
                    }
                    .into(),
                )],
            ),
        });
        lines.push(say(
            "oaq-rules-points",
            &[
                ("small", yes_no(small)),
                ("value", self.big_stone_value().into()),
                (
                    "shortfall",
                    match o.on_shortfall {
                        Shortfall::Borrow => "borrow",
                        Shortfall::BankPenalty => "bank",
                        Shortfall::EndGame | Shortfall::Lose | Shortfall::SellMandarin => "other",
                    }
                    .into(),
                ),
            ],
        ));
        lines.push(say(
            "oaq-rules-limits",
            &[
                ("plies", o.limits.max_plies.into()),
                ("quiet", o.limits.max_plies_without_capture.into()),
                ("relays", o.limits.max_relay_lifts.into()),
                ("ranges", crate::ruleset::limit_ranges_in(lang, true).into()),
            ],
        ));
        lines.join("\n")
    }

    fn legend(&self) -> Option<String> {
        self.legend_in(Lang::english())
    }

    fn legend_in(&self, lang: Lang) -> Option<String> {
        self.legend_seen(lang, 0)
    }

    fn legend_seen(&self, lang: Lang, seat: Player) -> Option<String> {
        let big = matches!(self.options.mandarin, Mandarin::BigStone { .. });
        let seat = seat.min(1);
        let side = |p: Player| lang.text("oaq-side", &[("side", p.into())]);
        Some(lang.text(
            "oaq-legend",
            &[
                ("side", self.geometry.side.into()),
                ("big", if big { "yes" } else { "no" }.into()),
                ("viewer", side(seat).into()),
                ("other", side(other(seat)).into()),
            ],
        ))
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
        self.explain_seen(lang, 0, before, mv, events)
    }

    fn explain_seen(
        &self,
        lang: Lang,
        seat: Player,
        before: &Position,
        mv: &Move,
        events: &[Event],
    ) -> Vec<String> {
        let seat = seat.min(1);
        let say = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
        let side = |p: Player| say("oaq-side", &[("side", p.into())]);
        let stones = |n: u16| say("stones", &[("count", n.into())]);
        let name = |pit: PitId| self.square_name(lang, seat, pit);
        let mut out = Vec::new();
        let mover = side(before.turn());
        let mut i = 0;
        while i < events.len() {
            match events[i] {
                Event::Lift { pit, count } | Event::Relay { pit, count } => {
                    let mut sown = Vec::new();
                    let mut j = i + 1;
                    while let Some(Event::Sow { pit, .. }) = events.get(j) {
                        sown.push(*pit);
                        j += 1;
                    }
                    let into_id = if sown.len() == 1 {
                        "oaq-into-one"
                    } else {
                        "oaq-into-many"
                    };
                    let into = say(
                        into_id,
                        &[("cells", self.sown_names(lang, seat, &sown).into())],
                    );
                    let direction = match mv.dir {
                        Direction::Forward => "right",
                        Direction::Backward => "left",
                    };
                    let id = if matches!(events[i], Event::Lift { .. }) {
                        "oaq-lift"
                    } else {
                        "oaq-relay"
                    };
                    out.push(say(
                        id,
                        &[
                            ("mover", mover.clone().into()),
                            ("stones", stones(count).into()),
                            ("count", count.into()),
                            ("pit", name(pit).into()),
                            ("number", self.geometry.square_number(pit).into()),
                            (
                                "direction",
                                say("oaq-direction", &[("dir", direction.into())]).into(),
                            ),
                            ("into", into.into()),
                        ],
                    ));
                    i = j;
                    continue;
                }
                Event::TakeOne { pit } => {
                    let mut j = i + 1;
                    let mut into = String::new();
                    if let Some(Event::Sow { pit, .. }) = events.get(j) {
                        into = name(*pit);
                        j += 1;
                    }
                    out.push(say(
                        "oaq-take-one",
                        &[("pit", name(pit).into()), ("into", into.into())],
                    ));
                    i = j;
                    continue;
                }
                // `at` is the empty gap the capture step looked at, in front of the pit taken.
                Event::Capture {
                    pit,
                    taken,
                    points,
                    at: gap,
                    ..
                } => out.push(say(
                    "oaq-capture",
                    &[
                        ("gap", capitalise(&name(gap)).into()),
                        ("mover", mover.clone().into()),
                        ("pit", name(pit).into()),
                        ("pieces", self.describe_pieces(lang, taken).into()),
                        ("points", points.into()),
                    ],
                )),
                Event::Stop { why, pit, .. } => {
                    out.push(self.stop_words(lang, seat, why, pit, mv.dir));
                }
                Event::Refill(r) => {
                    let who = side(r.player);
                    let them = side(other(r.player));
                    let mut text = match self.geometry.side {
                        1 => say("oaq-refill-one", &[("who", who.clone().into())]),
                        n => say(
                            "oaq-refill-all",
                            &[("who", who.clone().into()), ("count", n.into())],
                        ),
                    };
                    let mut add = |id: &str, args: &[(&str, Arg)]| {
                        text.push(' ');
                        text.push_str(&say(id, args));
                    };
                    let who_them = || {
                        [
                            ("who", Arg::from(who.clone())),
                            ("other", them.clone().into()),
                        ]
                    };
                    if r.sold > 0 {
                        let [a, b] = who_them();
                        add("oaq-refill-sells", &[a, b, ("price", r.price.into())]);
                    }
                    if r.own > 0 {
                        add(
                            "oaq-refill-own",
                            &[("who", who.clone().into()), ("count", r.own.into())],
                        );
                    }
                    if r.borrowed > 0 {
                        let [a, b] = who_them();
                        add("oaq-refill-borrows", &[a, b, ("count", r.borrowed.into())]);
                    }
                    if r.bank > 0 {
                        add(
                            "oaq-refill-bank",
                            &[
                                ("who", who.clone().into()),
                                ("stones", stones(r.bank).into()),
                            ],
                        );
                    }
                    add("oaq-refill-placed", &[("placed", r.placed().into())]);
                    out.push(text);
                }
                Event::Pass { player } => {
                    out.push(say("oaq-pass", &[("who", side(player).into())]));
                }
                Event::Sweep { player, count } => out.push(say(
                    "oaq-sweep",
                    &[
                        ("who", side(player).into()),
                        ("stones", stones(count).into()),
                    ],
                )),
                Event::Limit { limit } => {
                    out.push(say("oaq-limit", &[("limit", limit.key().into())]));
                }
                Event::GameEnd { outcome } => {
                    let why = match outcome.reason {
                        reason::MANDARINS_EMPTY => say("oaq-end-mandarins-empty", &[]),
                        reason::BIG_STONES_CAPTURED => say("oaq-end-big-stones", &[]),
                        reason::NO_REFILL => say("oaq-end-no-refill", &[]),
                        EndReason::Blocked => say("oaq-end-blocked", &[]),
                        other => self.end_reason_text_in(lang, other),
                    };
                    let result = match outcome.winner {
                        Some(w) => say("oaq-result-wins", &[("winner", side(w).into())]),
                        None if matches!(outcome.reason, EndReason::Limit(_)) => {
                            say("oaq-result-unfinished", &[])
                        }
                        None => say("oaq-result-draw", &[]),
                    };
                    out.push(say(
                        "oaq-game-over",
                        &[
                            ("why", why.into()),
                            ("south", outcome.scores[0].into()),
                            ("north", outcome.scores[1].into()),
                            ("result", result.into()),
                        ],
                    ));
                }
                Event::Sow { .. }
                | Event::Place { .. }
                | Event::GrandSlam { .. }
                | Event::Restriction(_)
                | Event::NewRound { .. }
                | Event::Bonus => {}
            }
            i += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{position::Kind, ruleset::RuleCode};

    #[test]
    fn refusals_in_words() {
        let rules = OAnQuan::from_toml("t.toml", "", "game = \"o-an-quan\"").unwrap();
        let pos = rules.initial_position(0);
        let text = |mv: Move| {
            let why = rules.illegal_reason(&pos, &mv).expect("refused");
            rules.illegal_text(&pos, &mv, &why)
        };
        let shape = "Ô ăn quan moves are a square and a direction, like 1R";
        assert_eq!(text(Move::place(1)), shape);
        assert_eq!(
            text(Move {
                first: Kind::Black,
                ..Move::sow(1, Direction::Forward)
            }),
            shape
        );
        assert_eq!(
            text(Move::sow(7, Direction::Forward)),
            "you may only sow from your own squares 1-5"
        );
        let mut empty = pos.clone();
        empty.set_count(2, 0);
        let mv = Move::sow(2, Direction::Backward);
        let why = rules.illegal_reason(&empty, &mv).expect("refused");
        assert_eq!(
            rules.illegal_text(&empty, &mv, &why),
            "your square 2 is empty"
        );
        // A code this family never gives keeps the shared words.
        assert_eq!(
            rules.illegal_text(&pos, &mv, &Illegal::Rule(RuleCode(200))),
            Illegal::Rule(RuleCode(200)).to_string()
        );
    }

    #[test]
    fn a_refusal_goes_through_its_code_and_back() {
        let code = RuleCode::from(Refusal::NotSquareAndDirection);
        assert_eq!(Refusal::try_from(code), Ok(Refusal::NotSquareAndDirection));
    }
}
