//! What people see of Ô ăn quan: move notation, the board, the rules in words, the narration of
//! a move and the JSON detail of a position. It puts the rules' decisions (events, refusals) into
//! words; it never decides a rule again.

use super::{
    EndCondition, FromMandarin, LEFT_MANDARIN, Ledger, Leftover, Mandarin, OAnQuan, QuanNon,
    RIGHT_MANDARIN, Refusal, Shortfall, other, owner, reason,
};
use crate::{
    event::{Event, StopReason},
    moves::{Direction, Move},
    position::{EndReason, Pieces, PitId, Player, Position},
    ruleset::{
        FirstPlayer, Illegal, ParseMoveError, Present, Ruleset, capitalise, config::RulesetInfo,
        rules_heading,
    },
};

/// The players' names, by number.
const SIDE: [&str; 2] = ["South", "North"];

impl OAnQuan {
    fn cell_text(pos: &Position, cell: PitId) -> String {
        let pieces = pos.pieces(cell);
        if pieces.special > 0 {
            format!("Q+{}", pieces.plain)
        } else {
            pieces.plain.to_string()
        }
    }

    /// A short label: S1..S5, N1..N5, Q0 (left mandarin square), Q6 (right).
    fn label(cell: PitId) -> String {
        match cell {
            LEFT_MANDARIN => "Q0".into(),
            RIGHT_MANDARIN => "Q6".into(),
            c => format!("{}{}", if owner(c) == 0 { "S" } else { "N" }, c % 6),
        }
    }

    fn stones(n: u16) -> String {
        if n == 1 {
            "1 stone".into()
        } else {
            format!("{n} stones")
        }
    }

    fn direction_words(dir: Direction) -> &'static str {
        match dir {
            Direction::Forward => "to the right (R)",
            Direction::Backward => "to the left (L)",
        }
    }

    fn describe_pieces(&self, taken: Pieces) -> String {
        let mut parts = Vec::new();
        if taken.special > 0 {
            parts.push(format!(
                "the big stone (quan, {} points)",
                self.big_stone_value()
            ));
        }
        if taken.plain > 0 || parts.is_empty() {
            parts.push(format!(
                "{} citizen{} (dân)",
                taken.plain,
                if taken.plain == 1 { "" } else { "s" }
            ));
        }
        parts.join(" and ")
    }

    fn stop_words(&self, why: StopReason, pit: Option<PitId>) -> String {
        let at = pit.map(|p| self.pit_name(p)).unwrap_or_default();
        match why {
            reason::OCCUPIED_MANDARIN => format!(
                "The next cell, {at}, is a mandarin square (ô quan) that is not empty: sowing stops there and nothing is captured (mất lượt)."
            ),
            reason::EMPTY_MANDARIN => format!(
                "The next cell, {at}, is an empty mandarin square, which may not serve as the gap under these rules: the turn ends (mất lượt)."
            ),
            reason::TWO_EMPTY => format!(
                "The cell behind the gap, {at}, is empty too: two empty cells in a row, so nothing more is captured and the turn ends (mất lượt)."
            ),
            reason::QUAN_NON => format!(
                "The cell behind the gap, {at}, is a young mandarin (quan non) and may not be captured yet: the turn ends."
            ),
            reason::OCCUPIED => format!(
                "The next cell, {at}, is not empty, so the chain of captures (ăn liên tiếp) ends here."
            ),
            reason::NO_CHAIN => {
                "Chained captures are off in this ruleset: one capture ends the turn.".into()
            }
            other => format!("The move ends ({}).", other.as_str()),
        }
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

impl Present for OAnQuan {
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
        let err = || ParseMoveError {
            text: text.trim().to_owned(),
            expected: "a square 1-5 and a direction L or R, like 1R or 4L".into(),
        };
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut chars = compact.chars();
        let (Some(k), Some(d), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(err());
        };
        let k = k
            .to_digit(10)
            .filter(|k| (1..=5).contains(k))
            .ok_or_else(err)?;
        let dir = match d.to_ascii_uppercase() {
            'R' | 'P' => Direction::Forward,
            'L' | 'T' => Direction::Backward,
            _ => return Err(err()),
        };
        Ok(Move::sow(6 * pos.turn() + k as PitId, dir))
    }

    fn illegal_text(&self, _pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => format!("your square {} is empty", mv.pit % 6),
            Illegal::NotYourPit => "you may only sow from your own squares 1-5".into(),
            Illegal::Rule(code) => match Refusal::try_from(*code) {
                Ok(why) => why.words().into(),
                Err(_) => why.to_string(),
            },
            other => other.to_string(),
        }
    }

    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        let k = mv.pit % 6;
        let d = match mv.dir {
            Direction::Forward => 'R',
            Direction::Backward => 'L',
        };
        format!("{k}{d}")
    }

    fn pit_name(&self, pit: PitId) -> String {
        match pit {
            LEFT_MANDARIN => "the left mandarin square (cell 0)".into(),
            RIGHT_MANDARIN => "the right mandarin square (cell 6)".into(),
            cell => format!("{}'s square {}", SIDE[owner(cell) as usize], cell % 6),
        }
    }

    fn draw(&self, pos: &Position) -> String {
        let scores = self.scores(pos);
        let cell = |c: PitId| format!("{:>4} ", OAnQuan::cell_text(pos, c));
        let mut top = String::new();
        let mut bottom = String::new();
        for k in (1..=5).rev() {
            top.push_str(&cell(6 + k));
            top.push('|');
        }
        for k in 1..=5 {
            bottom.push_str(&cell(k));
            bottom.push('|');
        }
        let rule = "+-----+-----+-----+-----+-----+-----+-----+";
        let status = match pos.outcome() {
            Some(o) => match o.winner {
                Some(w) => format!(
                    "game over: {} wins {}-{}",
                    SIDE[w as usize], o.scores[0], o.scores[1]
                ),
                None => format!("game over ({}): {}-{}", o.reason, o.scores[0], o.scores[1]),
            },
            None => format!("{} to move", SIDE[pos.turn() as usize]),
        };
        let side_line = |p: Player| {
            let bank = pos.bank(p);
            let plural =
                |n: i64, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
            let mut line = format!(
                "{}: {}",
                SIDE[p as usize],
                plural(scores[p as usize].into(), "point")
            );
            line.push_str(&format!(" ({}", plural(bank.plain.into(), "citizen")));
            if bank.special > 0 {
                line.push_str(&format!(
                    ", {} big stone{}",
                    bank.special,
                    if bank.special == 1 { "" } else { "s" }
                ));
            }
            let debt = Ledger::of(pos).debt[p as usize];
            if debt != 0 {
                line.push_str(&format!(", debt {debt}"));
            }
            line.push(')');
            line
        };
        format!(
            "         5     4     3     2     1     {north}\n{rule}\n|     |{top}     |\n|{l:^5}+-----+-----+-----+-----+-----+{r:^5}|\n|     |{bottom}     |\n{rule}\n         1     2     3     4     5     {south}\n{status}",
            north = side_line(1),
            south = side_line(0),
            l = OAnQuan::cell_text(pos, LEFT_MANDARIN),
            r = OAnQuan::cell_text(pos, RIGHT_MANDARIN),
        )
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        let ledger = Ledger::of(pos);
        let taken_by = |c| ledger.taker(c).map_or(serde_json::Value::Null, Into::into);
        serde_json::json!({
            "big_stones": [pos.pieces(LEFT_MANDARIN).special, pos.pieces(RIGHT_MANDARIN).special],
            "debt": ledger.debt,
            "captured_citizens": [pos.bank(0).plain, pos.bank(1).plain],
            "captured_big_stones": [pos.bank(0).special, pos.bank(1).special],
            "big_stone_taken_by": [taken_by(LEFT_MANDARIN), taken_by(RIGHT_MANDARIN)],
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        let o = &self.options;
        let mut lines = rules_heading(
            &self.info,
            "Ô ăn quan, the Vietnamese mandarin-square game.",
        );
        lines.push(String::new());
        lines.push("Board".into());
        lines.push(format!(
            "- Twelve cells on a ring: two mandarin squares (ô quan), cells 0 and 6, and ten citizen squares (ô dân); South owns squares 1-5, North squares 7-11. Each citizen square starts with {} citizens (dân), worth one point each.",
            o.stones_per_square
        ));
        lines.push(match o.mandarin {
            Mandarin::BigStone { value } => format!(
                "- Each mandarin square starts with one big stone (quan) worth {value} points."
            ),
            Mandarin::SmallStones { count } => format!(
                "- Each mandarin square starts with {count} ordinary stones; there are no big stones."
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
        lines.push(match o.from_mandarin {
            FromMandarin::Stop => "  - a mandarin square holding anything: the turn ends (mất lượt);".into(),
            FromMandarin::TakeOne => "  - a mandarin square holding ordinary stones: take one of them and keep sowing with it; holding only its big stone: the turn ends;".into(),
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
        lines.push(match o.quan_non {
            QuanNon::Off => "- A mandarin square may be captured at any time.".into(),
            QuanNon::MinCitizens(n) => match o.mandarin {
                Mandarin::BigStone { .. } => format!(
                    "- Quan non: a mandarin square that still holds its big stone and fewer than {n} citizens is a young mandarin and may not be captured; a move that would capture it ends."
                ),
                Mandarin::SmallStones { .. } => format!(
                    "- Quan non: a mandarin square holding from 1 to {} stones is young and may not be captured; a move that would capture it ends.",
                    n - 1
                ),
            },
            QuanNon::FirstTurns(n) => format!(
                "- Quan non: no mandarin square may be captured during the first {n} moves of the game."
            ),
        });
        lines.push(String::new());
        lines.push("Refill".into());
        lines.push("- A player whose five squares are all empty at the start of their turn puts five captured citizens back, one in each square (rải quân).".into());
        lines.push(match o.on_shortfall {
            Shortfall::Borrow => "- Short of five, they put back what they have and borrow (vay) the rest from the opponent; each borrowed stone costs them a point and gives one back to the lender (nợ). With nothing to put back and nothing to borrow, they pass; two passes in a row end the game.".into(),
            Shortfall::BankPenalty => "- Short of five, they put back what they have and take the rest from outside the game, losing a point for each.".into(),
            Shortfall::EndGame => "- Short of five, the game ends at once and is scored.".into(),
            Shortfall::Lose => "- Short of five, that player loses the game.".into(),
            Shortfall::SellMandarin => format!(
                "- Short of five, a player holding a captured big stone sells it to the opponent for up to {} citizens and refills; with no big stone to sell, or still short, that player loses.",
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
        lines.push("- Points: citizens captured + the big stones' value − stones owed. More points wins; equal points is a draw.".into());
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a capture; a move needing more than {} relays is abandoned.",
            o.limits.max_plies, o.limits.max_plies_without_capture, o.limits.max_relay_lifts
        ));
        lines.join("\n")
    }

    fn legend(&self) -> Option<String> {
        Some("Cells: S1-S5 are South's squares and N1-N5 North's, each counted from its owner's left; Q0 and Q6 are the left and right mandarin squares (ô quan) as South sees them.".into())
    }

    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String> {
        let mut out = Vec::new();
        let mover = SIDE[before.turn() as usize];
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
                    let cells: Vec<String> = sown.iter().map(|&c| OAnQuan::label(c)).collect();
                    let into = if cells.len() == 1 {
                        format!("into {}", cells[0])
                    } else {
                        format!("one each into {}", cells.join(", "))
                    };
                    if matches!(events[i], Event::Lift { .. }) {
                        out.push(format!(
                            "{mover} lifts {} from {} and sows (rải) {}: {into}.",
                            OAnQuan::stones(count),
                            self.pit_name(pit),
                            OAnQuan::direction_words(mv.dir),
                        ));
                    } else {
                        out.push(format!(
                            "The next cell, {}, holds {}: relay (rải tiếp), lift {} and keep sowing {into}.",
                            self.pit_name(pit),
                            OAnQuan::stones(count),
                            if count == 1 { "it" } else { "them" },
                        ));
                    }
                    i = j;
                    continue;
                }
                Event::TakeOne { pit } => {
                    let mut j = i + 1;
                    let mut into = String::new();
                    if let Some(Event::Sow { pit, .. }) = events.get(j) {
                        into = self.pit_name(*pit);
                        j += 1;
                    }
                    out.push(format!(
                        "The next cell, {}, is a mandarin square holding stones: take one stone out of it and sow it into {into}.",
                        self.pit_name(pit)
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
                } => {
                    out.push(format!(
                        "{} is empty, so {mover} captures (ăn) what lies behind it, in {}: {}, {} point{}.",
                        capitalise(&self.pit_name(gap)),
                        self.pit_name(pit),
                        self.describe_pieces(taken),
                        points,
                        if points == 1 { "" } else { "s" }
                    ));
                }
                Event::Stop { why, pit, .. } => out.push(self.stop_words(why, pit)),
                Event::Refill(r) => {
                    let who = SIDE[r.player as usize];
                    let mut text =
                        format!("{who}'s five squares are all empty: refill (rải quân).");
                    if r.sold > 0 {
                        text.push_str(&format!(
                            " {who} sells a captured big stone to {} for {} citizens.",
                            SIDE[other(r.player) as usize],
                            r.price
                        ));
                    }
                    if r.own > 0 {
                        text.push_str(&format!(
                            " {who} puts back {} of their own captured citizens.",
                            r.own
                        ));
                    }
                    if r.borrowed > 0 {
                        text.push_str(&format!(
                            " {who} borrows (vay) {} from {} and owes them (nợ) that many points.",
                            r.borrowed,
                            SIDE[other(r.player) as usize]
                        ));
                    }
                    if r.bank > 0 {
                        text.push_str(&format!(
                            " {who} takes {} from outside the game, a point each.",
                            OAnQuan::stones(r.bank)
                        ));
                    }
                    text.push_str(&format!(
                        " One stone goes into each of squares 1 to {}.",
                        r.placed()
                    ));
                    out.push(text);
                }
                Event::Pass { player } => out.push(format!(
                    "{} has no stones on their squares and none to put back or borrow: they pass.",
                    SIDE[player as usize]
                )),
                Event::Sweep { player, count } => out.push(format!(
                    "Collection (thu quân): {} collects {} left to them on the board.",
                    SIDE[player as usize],
                    OAnQuan::stones(count)
                )),
                Event::Limit { limit } => out.push(format!(
                    "The safety limit `{}` is reached: the game stops unfinished.",
                    limit.key()
                )),
                Event::GameEnd { outcome } => {
                    let why = match outcome.reason {
                        reason::MANDARINS_EMPTY => {
                            "both mandarin squares are empty (hết quan, tàn dân)".to_string()
                        }
                        reason::BIG_STONES_CAPTURED => {
                            "both big stones have been captured".to_string()
                        }
                        reason::NO_REFILL => "a player could not refill their squares".to_string(),
                        EndReason::Blocked => "neither player can move".to_string(),
                        other => other.to_string(),
                    };
                    let result = match outcome.winner {
                        Some(w) => format!("{} wins", SIDE[w as usize]),
                        None if matches!(outcome.reason, EndReason::Limit(_)) => {
                            "unfinished".into()
                        }
                        None => "a draw".into(),
                    };
                    out.push(format!(
                        "The game is over: {why}. Final points South {} – North {}: {result}.",
                        outcome.scores[0], outcome.scores[1]
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
