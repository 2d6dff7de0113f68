//! The board as a family describes it once ([`BoardLayout`]): which pits there are, in which
//! rows, whose each pit is, its kind, its label in the move notation, where the stores or
//! mandarin squares sit, and how the pieces look. The terminal boards
//! ([`crate::Present::draw_for`]) and the SVG board read their rows, pit order and labels from
//! it; [`BoardLayout::seen_from`] turns it for another seat.

use crate::position::{Kind, PitId, Player};

/// What a pit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PitKind {
    /// A player's pit that moves are played from: a house, a hole, a citizen square (ô dân).
    House,
    /// A player's store, where their captures go (Sungka, Kalah).
    Store,
    /// A mandarin square (ô quan) of Ô ăn quan: nobody's, at an end of the rows.
    Mandarin,
}

impl PitKind {
    /// The kind as one word: `house`, `store` or `mandarin`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PitKind::House => "house",
            PitKind::Store => "store",
            PitKind::Mandarin => "mandarin",
        }
    }
}

/// One pit of a layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutPit {
    /// The pit.
    pub pit: PitId,
    /// Its owner; `None` for a pit nobody owns (an Ô ăn quan mandarin square).
    pub owner: Option<Player>,
    /// What it is.
    pub kind: PitKind,
    /// Its name in the move notation as its owner types it (`3`, the house number; Ô ăn quan's
    /// square `3`; Oware's hole `9`); `None` for a pit no move names (a store, a mandarin
    /// square).
    pub label: Option<String>,
}

impl LayoutPit {
    /// A house of `owner` that moves name `label`.
    #[must_use]
    pub fn house(pit: PitId, owner: Player, label: impl ToString) -> LayoutPit {
        LayoutPit {
            pit,
            owner: Some(owner),
            kind: PitKind::House,
            label: Some(label.to_string()),
        }
    }

    /// The store of `owner`.
    #[must_use]
    pub fn store(pit: PitId, owner: Player) -> LayoutPit {
        LayoutPit {
            pit,
            owner: Some(owner),
            kind: PitKind::Store,
            label: None,
        }
    }

    /// A mandarin square, owned by nobody.
    #[must_use]
    pub fn mandarin(pit: PitId) -> LayoutPit {
        LayoutPit {
            pit,
            owner: None,
            kind: PitKind::Mandarin,
            label: None,
        }
    }

    /// The label, or the empty string for a pit no move names.
    #[must_use]
    pub fn label_text(&self) -> &str {
        self.label.as_deref().unwrap_or("")
    }
}

/// One player's row of pits, left to right as the board is seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The player whose row it is.
    pub owner: Player,
    /// The pits, left to right as seen (in a [`Shape::Ring`], the houses and then the store).
    pub pits: Vec<LayoutPit>,
}

/// How the rows are arranged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Two rows facing each other, the far one on top; [`BoardLayout::left`] and
    /// [`BoardLayout::right`] are the pits at the ends, spanning both rows (stores, mandarin
    /// squares), if any. Sowing runs counter-clockwise: left to right along the bottom row.
    Facing,
    /// One row per player around a ring (a polygon of rows): [`BoardLayout::rows`] are in turn
    /// order, the last the one nearest the reader, each its owner's houses and then their store,
    /// which sits at the corner where the next row starts. Sowing runs counter-clockwise: the
    /// nearest row left to right, then up the next side.
    Ring,
}

/// How a family's houses look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseShape {
    /// Round pits (holes, cups) in a board.
    Round,
    /// Square cells of a grid drawn on the ground (Ô ăn quan's citizen squares).
    Square,
}

/// How a piece looks: one drawing per look, shapes that differ without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceLook {
    /// A seed or shell (Oware, Sungka, Kalah).
    Plain,
    /// A red seed (the coloured Awalé): a disc.
    Red,
    /// A black seed (the coloured Awalé): a diamond.
    Black,
    /// A red-and-black special seed (the coloured Awalé): a star.
    Special,
    /// A mandarin's big stone (quan): a large disc.
    Big,
    /// A small stone: a citizen (dân), or the small stones of a mandarin square.
    Small,
}

impl PieceLook {
    /// Every look, in the order the SVG board defines them.
    pub const ALL: [PieceLook; 6] = [
        PieceLook::Plain,
        PieceLook::Red,
        PieceLook::Black,
        PieceLook::Special,
        PieceLook::Big,
        PieceLook::Small,
    ];

    /// The look as one word: `plain`, `red`, `black`, `special`, `big`, `small`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PieceLook::Plain => "plain",
            PieceLook::Red => "red",
            PieceLook::Black => "black",
            PieceLook::Special => "special",
            PieceLook::Big => "big",
            PieceLook::Small => "small",
        }
    }

    /// What one piece of this look is called (`seed`, `big stone`).
    #[must_use]
    pub const fn noun(self) -> &'static str {
        match self {
            PieceLook::Plain => "seed",
            PieceLook::Red => "red seed",
            PieceLook::Black => "black seed",
            PieceLook::Special => "special seed",
            PieceLook::Big => "big stone",
            PieceLook::Small => "stone",
        }
    }
}

/// How each kind of piece of a family looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceLooks {
    /// [`Kind::Plain`] pieces.
    pub plain: PieceLook,
    /// [`Kind::Black`] pieces.
    pub black: PieceLook,
    /// [`Kind::Special`] pieces.
    pub special: PieceLook,
}

impl PieceLooks {
    /// The look of a kind of piece.
    #[must_use]
    pub const fn of(self, kind: Kind) -> PieceLook {
        match kind {
            Kind::Plain => self.plain,
            Kind::Black => self.black,
            Kind::Special => self.special,
        }
    }
}

/// The board of a ruleset as the players see it, described once by its family
/// ([`crate::Present::layout`]) as seen from seat 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLayout {
    /// How the rows are arranged.
    pub shape: Shape,
    /// The rows: top to bottom in a [`Shape::Facing`] board, in turn order around a
    /// [`Shape::Ring`] (the last nearest the reader).
    pub rows: Vec<Row>,
    /// The pit at the left end, spanning the rows ([`Shape::Facing`] only).
    pub left: Option<LayoutPit>,
    /// The pit at the right end, spanning the rows ([`Shape::Facing`] only).
    pub right: Option<LayoutPit>,
    /// How the houses look.
    pub houses: HouseShape,
    /// How each kind of piece looks.
    pub pieces: PieceLooks,
}

impl BoardLayout {
    /// Every pit of the layout: the left end, the rows in order, the right end.
    pub fn pits(&self) -> impl Iterator<Item = &LayoutPit> {
        self.left
            .iter()
            .chain(self.rows.iter().flat_map(|row| row.pits.iter()))
            .chain(self.right.iter())
    }

    /// The pit `pit`, if the layout has it.
    #[must_use]
    pub fn pit(&self, pit: PitId) -> Option<&LayoutPit> {
        self.pits().find(|p| p.pit == pit)
    }

    /// The row of `player`, if they have one.
    #[must_use]
    pub fn row_of(&self, player: Player) -> Option<&Row> {
        self.rows.iter().find(|row| row.owner == player)
    }

    /// The layout as `seat` sees it, their row nearest (at the bottom): a facing board turned
    /// round when `seat` owns its top row, a ring turned until `seat`'s row is the last. A seat
    /// that owns no row sees the board as seat 0 does.
    #[must_use]
    pub fn seen_from(&self, seat: Player) -> BoardLayout {
        let mut turned = self.clone();
        let Some(at) = self.rows.iter().position(|row| row.owner == seat) else {
            return turned;
        };
        match self.shape {
            Shape::Facing => {
                if at + 1 != self.rows.len() {
                    // Half a turn: the rows upside down, each read the other way, the ends
                    // swapped.
                    turned.rows.reverse();
                    for row in &mut turned.rows {
                        row.pits.reverse();
                    }
                    std::mem::swap(&mut turned.left, &mut turned.right);
                }
            }
            Shape::Ring => turned.rows.rotate_left((at + 1) % self.rows.len()),
        }
        turned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facing() -> BoardLayout {
        BoardLayout {
            shape: Shape::Facing,
            rows: vec![
                Row {
                    owner: 1,
                    pits: vec![LayoutPit::house(4, 1, "2"), LayoutPit::house(3, 1, "1")],
                },
                Row {
                    owner: 0,
                    pits: vec![LayoutPit::house(0, 0, "1"), LayoutPit::house(1, 0, "2")],
                },
            ],
            left: Some(LayoutPit::store(5, 1)),
            right: Some(LayoutPit::store(2, 0)),
            houses: HouseShape::Round,
            pieces: PieceLooks {
                plain: PieceLook::Plain,
                black: PieceLook::Black,
                special: PieceLook::Special,
            },
        }
    }

    #[test]
    fn a_facing_board_seen_from_the_top_seat_is_turned_half_round() {
        let layout = facing();
        assert_eq!(layout.seen_from(0), layout, "seat 0 sees it as it is");
        let north = layout.seen_from(1);
        let order = |l: &BoardLayout| -> Vec<PitId> { l.pits().map(|p| p.pit).collect() };
        assert_eq!(order(&layout), [5, 4, 3, 0, 1, 2]);
        assert_eq!(order(&north), [2, 1, 0, 3, 4, 5]);
        assert_eq!(north.rows[1].owner, 1, "North's row at the bottom");
        assert_eq!(layout.seen_from(4), layout, "a seat without a row");
    }

    #[test]
    fn a_ring_seen_from_a_seat_ends_with_its_row() {
        let row = |owner: Player| Row {
            owner,
            pits: vec![LayoutPit::store(owner, owner)],
        };
        let layout = BoardLayout {
            shape: Shape::Ring,
            rows: vec![row(1), row(2), row(0)],
            left: None,
            right: None,
            ..facing()
        };
        let owners = |l: &BoardLayout| -> Vec<Player> { l.rows.iter().map(|r| r.owner).collect() };
        assert_eq!(owners(&layout.seen_from(0)), [1, 2, 0]);
        assert_eq!(owners(&layout.seen_from(1)), [2, 0, 1]);
        assert_eq!(owners(&layout.seen_from(2)), [0, 1, 2]);
    }
}
