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
        rules_heading,
    },
};

/// The players' names, by number.
const SIDE: [&str; 2] = ["South", "North"];

/// A number of squares or cells in words, as the rules text writes it (up to the 22 cells of
/// the largest board).
fn number_word(n: usize) -> String {
    const WORDS: [&str; 21] = [
        "no",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    match WORDS.get(n) {
        Some(word) => (*word).to_owned(),
        None if n < 30 => format!("twenty-{}", WORDS[n - 20]),
        None => n.to_string(),
    }
}

/// `count` followed by `word`, made plural unless the count is one.
fn counted(count: impl Into<i64>, word: &str) -> String {
    let count = count.into();
    format!("{count} {word}{}", if count == 1 { "" } else { "s" })
}

impl OAnQuan {
    fn cell_text(pos: &Position, cell: PitId) -> String {
        let pieces = pos.pieces(cell);
        if pieces.special > 0 {
            format!("Q+{}", pieces.plain)
        } else {
            pieces.plain.to_string()
        }
    }

    /// A short label: S1..Sn and N1..Nn (the squares as moves number them), Q0 (the left
    /// mandarin square as South sees the board) and Q6 (the right one: its cell, n + 1).
    fn label(&self, cell: PitId) -> String {
        let g = &self.geometry;
        if g.is_mandarin(cell) {
            format!("Q{cell}")
        } else {
            let side = if g.owner(cell) == 0 { "S" } else { "N" };
            format!("{side}{}", g.square_number(cell))
        }
    }

    /// "squares 1-5" (or "square 1" on a board of one square a side).
    fn squares_range(&self) -> String {
        match self.geometry.side {
            1 => "square 1".into(),
            n => format!("squares 1-{n}"),
        }
    }

    /// A cell's name in `lang`, from South's side of the board: a player's square by its
    /// number, or the left or right mandarin square.
    fn square_name(&self, lang: Lang, pit: PitId) -> String {
        let g = &self.geometry;
        if pit == LEFT_MANDARIN {
            lang.text("oaq-left-mandarin", &[])
        } else if pit == g.right {
            lang.text("oaq-right-mandarin", &[("cell", pit.into())])
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
        why: StopReason,
        pit: Option<PitId>,
        dir: Direction,
    ) -> String {
        let at = pit.map(|p| self.square_name(lang, p)).unwrap_or_default();
        let back = match dir {
            Direction::Forward => Direction::Backward,
            Direction::Backward => Direction::Forward,
        };
        let gap = pit
            .map(|p| self.square_name(lang, self.geometry.step(p, back)))
            .unwrap_or_default();
        let id = match why {
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
    /// The refusal in words.
    fn words(self) -> &'static str {
        match self {
            Refusal::NotSquareAndDirection => {
                "Ô ăn quan moves are a square and a direction, like 1R"
            }
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
        match why {
            reason::MANDARINS_EMPTY => "both mandarin squares are empty".to_owned(),
            reason::BIG_STONES_CAPTURED => "both big stones have been captured".to_owned(),
            reason::NO_REFILL => "a player could not refill their squares".to_owned(),
            other => crate::ruleset::shared_end_reason_text(self.limits(), other),
        }
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        let n = self.geometry.side;
        let err = || ParseMoveError {
            text: text.trim().to_owned(),
            expected: match n {
                1 => "1R or 1L (square 1, sown to the right or to the left)".into(),
                _ => format!(
                    "a square 1-{n} and a direction L or R, like 1R or {}L",
                    n.min(4)
                ),
            },
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

    fn illegal_text(&self, _pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => format!(
                "your square {} is empty",
                self.geometry.square_number(mv.pit)
            ),
            Illegal::NotYourPit => {
                format!("you may only sow from your own {}", self.squares_range())
            }
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(why) => why.words().into(),
                Err(_) => why.to_string(),
            },
            other => other.to_string(),
        }
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
        let g = &self.geometry;
        if pit == LEFT_MANDARIN {
            "the left mandarin square (cell 0)".into()
        } else if pit == g.right {
            format!("the right mandarin square (cell {pit})")
        } else {
            format!(
                "{}'s square {}",
                SIDE[g.owner(pit) as usize],
                g.square_number(pit)
            )
        }
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

    /// The board with `view.seat`'s row at the bottom (North's board is South's turned round:
    /// each player's square 1 at their left), the last move's cells marked (`*` the square
    /// played, `x` a cell captured) and coloured when asked.
    fn draw_for(&self, pos: &Position, view: &View) -> String {
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
        let status = match pos.outcome() {
            Some(o) if matches!(o.reason, EndReason::Limit(_)) => {
                "Game stopped unfinished".to_owned()
            }
            Some(_) => "Game over".to_owned(),
            None => view.emphasise(&format!("{} to move", SIDE[pos.turn() as usize])),
        };
        let side_line = |p: Player| {
            let bank = pos.bank(p);
            let mut line = format!(
                "{}: {} ({}",
                SIDE[p as usize],
                counted(scores[p as usize], "point"),
                counted(bank.plain, "citizen")
            );
            if bank.special > 0 {
                line.push_str(&format!(", {}", counted(bank.special, "big stone")));
            }
            let debt = Ledger::of(pos).debt[p as usize];
            if debt != 0 {
                line.push_str(&format!(", debt {debt}"));
            }
            line.push(')');
            line
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
        let o = &self.options;
        let n = self.geometry.side;
        let small = matches!(o.mandarin, Mandarin::SmallStones { .. });
        let mut lines = rules_heading(
            &self.info,
            "Ô ăn quan, the Vietnamese mandarin-square game.",
        );
        lines.push(String::new());
        lines.push("Board".into());
        let cells = capitalise(&number_word(self.geometry.cells.into()));
        let traditional = if n == 5 {
            ""
        } else {
            " (the traditional board has five)"
        };
        lines.push(match n {
            1 => format!(
                "- {cells} cells on a ring: a mandarin square (ô quan) at each end and, between them, one citizen square (ô dân) on each player's side{traditional}, square 1 as moves name it."
            ),
            _ => format!(
                "- {cells} cells on a ring: a mandarin square (ô quan) at each end and, between them, {} citizen squares (ô dân) on each player's side{traditional}. They are numbered 1-{n} from their owner's own left, as moves name them: North's read {n} to 1 across the top of the board as South sees it.",
                number_word(n.into())
            ),
        });
        lines.push(format!(
            "- Each citizen square starts with {} (dân), worth one point{}.",
            counted(o.stones_per_square, "citizen"),
            if o.stones_per_square == 1 {
                ""
            } else {
                " each"
            }
        ));
        lines.push(match o.mandarin {
            Mandarin::BigStone { value } => format!(
                "- Each mandarin square starts with one big stone (quan) worth {value} points."
            ),
            Mandarin::SmallStones { count } => format!(
                "- Each mandarin square starts with {} worth one point each, like citizens; there are no big stones.",
                counted(count, "ordinary stone")
            ),
        });
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => format!("- {} moves first.", SIDE[p as usize]),
            FirstPlayer::Random => "- The first player is drawn at random (oẳn tù tì).".into(),
        });
        lines.push(String::new());
        lines.push("A move".into());
        lines.push("- Choose one of your non-empty squares and a direction, left (L) or right (R), as seen from your seat; move 1R lifts your leftmost square and sows to the right. Lift every stone and drop one into each following cell, mandarin squares included (rải).".into());
        lines.push("- Then look at the cell after the last stone:".into());
        lines.push("  - a citizen square holding stones: lift them all and keep sowing in the same direction (rải tiếp);".into());
        lines.push(match (o.from_mandarin, small) {
            (FromMandarin::Stop, _) => "  - a mandarin square holding anything: the turn ends (mất lượt);".into(),
            (FromMandarin::TakeOne, false) => "  - a mandarin square holding citizens: take one of them and keep sowing with it; holding only its big stone: the turn ends;".into(),
            (FromMandarin::TakeOne, true) => "  - a mandarin square holding stones: take one of them and keep sowing with it;".into(),
        });
        lines.push(if o.gap_may_be_mandarin {
            "  - an empty cell (a citizen or a mandarin square): it is the gap; capture (ăn) everything in the cell behind it.".into()
        } else {
            "  - an empty citizen square: it is the gap; capture (ăn) everything in the cell behind it. An empty mandarin square ends the turn.".into()
        });
        lines.push("- Nothing is captured when the cell behind the gap is empty too. Any cell can be captured, your own squares included.".into());
        lines.push(if o.chain {
            "- Chain (ăn liên tiếp): if the cell after the captured one is empty and the cell behind it holds stones, capture that too, and so on. A capture never gives another sowing.".into()
        } else {
            "- Only one cell is captured per move (no chains).".into()
        });
        lines.push(match (o.quan_non, o.mandarin) {
            (QuanNon::Off, _) | (QuanNon::MinCitizens(1), Mandarin::SmallStones { .. }) => {
                "- A mandarin square may be captured at any time.".into()
            }
            (QuanNon::MinCitizens(1), Mandarin::BigStone { .. }) => "- Quan non: a mandarin square that still holds its big stone and no citizens is a young mandarin and may not be captured; a move that would capture it ends.".into(),
            (QuanNon::MinCitizens(min), Mandarin::BigStone { .. }) => format!(
                "- Quan non: a mandarin square that still holds its big stone and fewer than {min} citizens is a young mandarin and may not be captured; a move that would capture it ends."
            ),
            (QuanNon::MinCitizens(2), Mandarin::SmallStones { .. }) => "- Quan non: a mandarin square holding a single stone is young and may not be captured; a move that would capture it ends.".into(),
            (QuanNon::MinCitizens(min), Mandarin::SmallStones { .. }) => format!(
                "- Quan non: a mandarin square holding from 1 to {} stones is young and may not be captured; a move that would capture it ends.",
                min - 1
            ),
            (QuanNon::FirstTurns(1), _) => "- Quan non: no mandarin square may be captured on the first move of the game.".into(),
            (QuanNon::FirstTurns(turns), _) => format!(
                "- Quan non: no mandarin square may be captured during the first {turns} moves of the game."
            ),
        });
        lines.push(String::new());
        lines.push("Refill".into());
        let word = number_word(n.into());
        // With small stones, the stones taken from a mandarin square are put back too.
        let stone = if small { "stone" } else { "citizen" };
        lines.push(match n {
            1 => format!("- A player whose square is empty at the start of their turn puts one captured {stone} back into it (rải quân)."),
            _ => format!(
                "- A player whose {word} squares are all empty at the start of their turn puts {word} captured {stone}s back, one in each square (rải quân)."
            ),
        });
        let short = match n {
            1 => format!("Without a captured {stone}"),
            _ => format!("Short of {word}"),
        };
        lines.push(match o.on_shortfall {
            Shortfall::Borrow => format!("- {short}, they put back what they have and borrow (vay) the rest from the opponent; each borrowed stone costs them a point and gives one back to the lender (nợ). With nothing to put back and nothing to borrow, they pass; two passes in a row end the game."),
            Shortfall::BankPenalty => format!("- {short}, they put back what they have and take the rest from outside the game, losing a point for each."),
            Shortfall::EndGame => format!("- {short}, the game ends at once and is scored."),
            Shortfall::Lose => format!("- {short}, that player loses the game."),
            Shortfall::SellMandarin => format!(
                "- {short}, a player holding a captured big stone sells it to the opponent for up to {} citizens and refills; with no big stone to sell, or still short, that player loses.",
                self.big_stone_value()
            ),
        });
        lines.push(String::new());
        lines.push("End".into());
        lines.push(match o.end {
            EndCondition::MandarinSquaresEmpty => "- The game ends when both mandarin squares are empty (hết quan). Each player then collects the citizens on their own squares (thu quân).".into(),
            EndCondition::BigStonesCaptured(l) => format!(
                "- The game ends when both big stones have been captured. Each player then collects the citizens on their own squares; citizens left in a mandarin square go {}.",
                match l {
                    Leftover::Capturer => "to the player who captured that square's big stone",
                    Leftover::Split => "half to each player (an odd one to nobody)",
                    Leftover::Nobody => "to nobody",
                }
            ),
        });
        let mut points = match o.mandarin {
            Mandarin::BigStone { value } => {
                format!(
                    "- Points: one for each citizen captured, {value} for each big stone captured"
                )
            }
            Mandarin::SmallStones { .. } => "- Points: one for each stone captured".into(),
        };
        points.push_str(match o.on_shortfall {
            Shortfall::Borrow => ", minus the stones borrowed, plus the stones lent",
            Shortfall::BankPenalty => ", minus the stones taken from outside the game",
            Shortfall::EndGame | Shortfall::Lose | Shortfall::SellMandarin => "",
        });
        points.push_str(". More points wins; equal points is a draw.");
        lines.push(points);
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a capture; a move needing more than {} relays is abandoned.{}",
            o.limits.max_plies, o.limits.max_plies_without_capture, o.limits.max_relay_lifts,
            crate::ruleset::config::limit_ranges(true)
        ));
        lines.join("\n")
    }

    fn legend(&self) -> Option<String> {
        let g = &self.geometry;
        let squares = match g.side {
            1 => "S1 is South's square and N1 North's".into(),
            n => format!(
                "S1-S{n} are South's squares and N1-N{n} North's, each counted from its owner's left"
            ),
        };
        let big_stone = match self.options.mandarin {
            Mandarin::BigStone { .. } => {
                " On the board, Q+3 is a mandarin square holding its big stone and 3 citizens."
            }
            Mandarin::SmallStones { .. } => "",
        };
        Some(format!(
            "Cells: {squares}; Q0 and Q{} are the left and right mandarin squares (ô quan) as South sees them.{big_stone}",
            g.right
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
        let say = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
        let side = |p: Player| say("oaq-side", &[("side", p.into())]);
        let stones = |n: u16| say("stones", &[("count", n.into())]);
        let name = |pit: PitId| self.square_name(lang, pit);
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
                    let cells: Vec<String> = sown.iter().map(|&c| self.label(c)).collect();
                    let into_id = if cells.len() == 1 {
                        "oaq-into-one"
                    } else {
                        "oaq-into-many"
                    };
                    let into = say(into_id, &[("cells", cells.join(", ").into())]);
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
                    out.push(self.stop_words(lang, why, pit, mv.dir));
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
                        other => other.to_string(),
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
