//! Pictures of positions as SVG: one renderer for every family, driven by the board layout a
//! family describes once ([`crate::Present::layout`]).
//!
//! [`board_svg`] draws a position: two facing rows with stores or mandarin squares at the ends,
//! or a ring of rows (a polygon) for three players or more; each pit with its label in the move
//! notation, its pieces drawn up to a number of slots and its count as a number always; the
//! players' points and captures and the player to move. [`game_frames`] draws every position of
//! a game, and [`frames_index_html`] a page showing them in order.
//!
//! # The structure (stable: a web page animates it)
//!
//! * The root `<svg>` has a `viewBox` (no pixel size unless [`SvgOptions::width`] asks),
//!   `class="mancala-board"`, `role="img"` and an `aria-label` summing up the position, and
//!   `data-` attributes: `data-ruleset` (the id), `data-players`, `data-seat` (the seat seen
//!   from), `data-to-move` (absent once the game is over), `data-houses` (`round` or `square`)
//!   and `data-plain`, `data-black`, `data-special`: the id of the symbol that draws each kind
//!   of piece of this family. [`SvgOptions::standalone`] adds the XML prolog and the namespace;
//!   otherwise the text starts at `<svg`, for HTML.
//! * `<defs>` holds one `<symbol>` per look of piece, ids `piece-plain`, `piece-red`,
//!   `piece-black` (a diamond), `piece-special` (a star), `piece-big` (a mandarin's big stone)
//!   and `piece-small`, all with the same box (`viewBox="-16 -16 32 32"`, 32 by 32), so
//!   changing a slot's `href` never moves it: a slot's centre is its `x` and `y` plus 16.
//! * Each pit is `<g class="pit" id="pit-N" data-pit="N" data-owner="P" data-kind="house|store|mandarin"
//!   data-label="3" aria-label="..." data-name="...">` (`N` the engine's pit number;
//!   `data-owner` absent for a pit nobody owns, `data-label` empty for a pit no move names,
//!   `data-name` the pit's name as the seat seen from reads it, in the picture's language),
//!   with the classes `legal` (a move may be played from it), `last` (the last move touched it) and with it `played`,
//!   `sown` or `captured`, and `out` (out of play this round). It holds, in this order, its
//!   outline (`class="outline"`), its label (`<text class="label">`, empty for a store or a
//!   mandarin square), a fixed number of slots (`<use class="slot" href="#piece-..." x=".."
//!   y=".."/>`: 12 in a house, 20 in a mandarin square, 24 in a store at an end, 18 in a store
//!   on a ring), and its count (`<text class="count">`), always there. Slot `i` shows the
//!   pit's `i`-th piece in the order special (big stone, special seed) first, then plain (red),
//!   then black; slots beyond the count have `visibility="hidden"`. When the count exceeds the
//!   slots every slot shows and the count tells the number. A mandarin square then has its
//!   points (`<text class="points">`) above it and its young mark (`<text class="young">`)
//!   below it, off its curved outline.
//! * Each player has `<g class="side" data-player="P">` (class `to-move` too when it is their
//!   turn: the name is then bold and underlined) with `<text class="name">` and
//!   `<text class="score">` (points, and the pieces captured when they are kept off the board); the board ends with
//!   `<text class="status">` (who is to move, or the result) and, when asked, a
//!   `<text class="caption">` on top.
//!
//! Every word (the title, the labels, the names, scores and status, the captions) is in
//! [`SvgOptions::lang`], from the `board-*` messages of the catalogues.
//!
//! Everything is deterministic: the same position and options give the same text.

use std::fmt::Write as _;

use crate::{
    Family,
    event::Event,
    game::Game,
    lang::Lang,
    position::{Kind, Pieces, PitId, Player, Position},
    render,
    ruleset::{
        BoardLayout, HouseShape, LayoutPit, PieceLook, PieceLooks, PitKind, Shape, View,
        capitalise, ruleset_name_in,
    },
};

/// The distance between the centres of two neighbouring pits.
const PITCH: f64 = 100.0;
/// The radius of a round house.
const HOUSE_R: f64 = 44.0;
/// The radius of a store on a ring.
const RING_STORE_R: f64 = 50.0;
/// The space around the drawing.
const MARGIN: f64 = 20.0;
/// The distance between neighbouring slots.
const SLOT_SPACING: f64 = 14.5;
/// Half the side of every piece symbol's box.
const PIECE_BOX: f64 = 16.0;

/// The slots of a house.
pub const HOUSE_SLOTS: usize = 12;
/// The slots of a mandarin square.
pub const MANDARIN_SLOTS: usize = 20;
/// The slots of a store at an end of two facing rows.
pub const END_STORE_SLOTS: usize = 24;
/// The slots of a store on a ring.
pub const RING_STORE_SLOTS: usize = 18;

/// The pits the last move touched, marked on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastMove {
    /// The pit the move was played from (or where a piece was placed): class `last played`.
    pub played: Option<PitId>,
    /// The pits a piece was sown into: class `last sown`.
    pub sown: Vec<PitId>,
    /// The pits captured: class `last captured`.
    pub captured: Vec<PitId>,
}

impl LastMove {
    /// The pits a move touched, read from its events.
    #[must_use]
    pub fn from_events(events: &[Event]) -> LastMove {
        let view = View::after(0, events, false);
        let pits = |bits: u128| -> Vec<PitId> {
            (0..128u8)
                .filter(|&pit| bits & (1u128 << pit) != 0)
                .collect()
        };
        LastMove {
            played: view.lifted,
            sown: pits(view.sown),
            captured: pits(view.captured),
        }
    }

    /// The classes `pit` takes from the last move (` last played`, ` last captured`, ...).
    fn classes(&self, pit: PitId) -> String {
        let mut classes = String::new();
        if self.played == Some(pit) {
            classes.push_str(" played");
        }
        if self.sown.contains(&pit) {
            classes.push_str(" sown");
        }
        if self.captured.contains(&pit) {
            classes.push_str(" captured");
        }
        if classes.is_empty() {
            classes
        } else {
            format!(" last{classes}")
        }
    }
}

/// How to draw a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvgOptions {
    /// The seat seen from: their row at the bottom.
    pub seat: Player,
    /// The pits a move may be played from (class `legal`); see [`legal_pits`].
    pub highlight: Vec<PitId>,
    /// The pits the last move touched.
    pub last_move: LastMove,
    /// Whether to show each player's points and captures and the line saying who is to move.
    pub scores: bool,
    /// A file of its own: the XML prolog and the namespace (otherwise the text starts at
    /// `<svg`, to put in HTML).
    pub standalone: bool,
    /// A width in pixels (the height follows); `None` leaves the size to whoever shows it.
    pub width: Option<u32>,
    /// A line above the board (`Move 3: North plays 4L`).
    pub caption: Option<String>,
    /// The language of every word of the picture: its title and the screen reader's labels
    /// (`aria-label`), the players' names and scores, the line under the board, the words drawn
    /// on the pits (a mandarin square's points, quan non) and [`game_frames`]' captions.
    pub lang: Lang,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions {
            seat: 0,
            highlight: Vec::new(),
            last_move: LastMove::default(),
            scores: true,
            standalone: false,
            width: None,
            caption: None,
            lang: Lang::english(),
        }
    }
}

/// The pits the player to move may play from (or place a piece in), lowest first; none once
/// the game is over.
#[must_use]
pub fn legal_pits(rules: &dyn Family, pos: &Position) -> Vec<PitId> {
    let mut pits: Vec<PitId> = rules.legal_move_list(pos).iter().map(|mv| mv.pit).collect();
    pits.sort_unstable();
    pits.dedup();
    pits
}

/// A point.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Point {
    x: f64,
    y: f64,
}

const fn pt(x: f64, y: f64) -> Point {
    Point { x, y }
}

/// The outline of a pit, around its centre.
#[derive(Clone, Copy, Debug)]
enum Outline {
    Circle(f64),
    /// A square cell of the given side.
    Square(f64),
    /// A rounded rectangle, width and height.
    Capsule(f64, f64),
    /// Half a disc of the given radius whose flat side is the centre's vertical line, bulging
    /// left (`true`) or right.
    HalfDisc(f64, bool),
}

/// Where a pit is drawn.
#[derive(Debug)]
struct Placed {
    pit: LayoutPit,
    centre: Point,
    outline: Outline,
    /// Where its label goes, if it has one.
    label_at: Point,
    /// The centres of its slots.
    slots: Vec<Point>,
    count_at: Point,
    /// Where a mandarin square's points and its young mark go (beside it, off its outline).
    worth_at: Option<(Point, Point)>,
}

/// A line of text outside the pits.
#[derive(Debug)]
struct Line {
    class: &'static str,
    player: Option<Player>,
    at: Point,
    anchor: &'static str,
    text: String,
    /// A second line under it (a player's score under their name).
    second: Option<String>,
}

/// The board worked out: every pit and line in place.
#[derive(Debug)]
struct Drawing {
    pits: Vec<Placed>,
    lines: Vec<Line>,
    /// The board's frame (a rounded rectangle) for round pits in two rows.
    frame: Option<(Point, Point)>,
    /// The ring's polygon.
    polygon: Vec<Point>,
    width: f64,
    height: f64,
}

/// The slot centres of a region: points of a triangular lattice of [`SLOT_SPACING`] that `fits`,
/// nearest `centre` first (ties from the top, clockwise), `count` of them; with `first` set,
/// slot 0 is `first.0` and the others keep `first.1` away from it.
fn slots(
    centre: Point,
    count: usize,
    fits: &dyn Fn(Point) -> bool,
    first: Option<(Point, f64)>,
) -> Vec<Point> {
    let s = SLOT_SPACING;
    let row_height = s * 3f64.sqrt() / 2.0;
    let mut points: Vec<(i64, i64, Point)> = Vec::new();
    for j in -12i32..=12 {
        for i in -12i32..=12 {
            let x = centre.x + f64::from(i) * s + if j % 2 == 0 { 0.0 } else { s / 2.0 };
            let y = centre.y + f64::from(j) * row_height;
            let p = pt(x, y);
            if !fits(p) {
                continue;
            }
            if let Some((at, gap)) = first {
                if (p.x - at.x).hypot(p.y - at.y) < gap {
                    continue;
                }
            }
            let from = first.map_or(centre, |(at, _)| at);
            let (dx, dy) = (p.x - from.x, p.y - from.y);
            // Integers, so that the order never hangs on the last bit of a float.
            let distance = (dx.hypot(dy) * 100.0).round() as i64;
            let angle = (dx.atan2(-dy).rem_euclid(std::f64::consts::TAU) * 1000.0).round() as i64;
            points.push((distance, angle, p));
        }
    }
    points.sort_by_key(|&(distance, angle, _)| (distance, angle));
    let mut out: Vec<Point> = first.map(|(at, _)| at).into_iter().collect();
    out.extend(points.into_iter().map(|(_, _, p)| p));
    out.truncate(count);
    debug_assert_eq!(out.len(), count, "room for every slot");
    out
}

/// A pit with its outline, slots and count placed around `centre`; `label_at` is where its
/// label goes.
fn place(pit: &LayoutPit, centre: Point, outline: Outline, label_at: Point) -> Placed {
    let c = centre;
    let (slot_list, count_at) = match outline {
        Outline::Circle(r) if pit.kind == PitKind::Store => {
            let middle = pt(c.x, c.y - 8.0);
            let fits = move |p: Point| (p.x - c.x).hypot(p.y - c.y) <= r - 9.0;
            (
                slots(middle, RING_STORE_SLOTS, &fits, None),
                pt(c.x, c.y + r - 8.0),
            )
        }
        Outline::Circle(_) | Outline::Square(_) => {
            let middle = pt(c.x, c.y - 6.0);
            let fits = move |p: Point| (p.x - middle.x).hypot(p.y - middle.y) <= 25.5;
            (slots(middle, HOUSE_SLOTS, &fits, None), pt(c.x, c.y + 39.0))
        }
        Outline::Capsule(w, h) => {
            let middle = pt(c.x, c.y - 10.0);
            let fits = move |p: Point| {
                (p.x - c.x).abs() <= w / 2.0 - 11.0 && (p.y - middle.y).abs() <= h / 2.0 - 26.0
            };
            (
                slots(middle, END_STORE_SLOTS, &fits, None),
                pt(c.x, c.y + h / 2.0 - 12.0),
            )
        }
        Outline::HalfDisc(r, left) => {
            let side = if left { -1.0 } else { 1.0 };
            let big = pt(c.x + side * 45.0, c.y - 12.0);
            let fits = move |p: Point| {
                (p.x - c.x).hypot(p.y - c.y) <= r - 9.0 && (p.x - c.x) * side >= 9.0
            };
            (
                slots(big, MANDARIN_SLOTS, &fits, Some((big, 23.0))),
                pt(big.x, c.y + 62.0),
            )
        }
    };
    Placed {
        pit: pit.clone(),
        centre,
        outline,
        label_at,
        slots: slot_list,
        count_at,
        worth_at: None,
    }
}

/// Two facing rows, the ends spanning them.
fn facing(layout: &BoardLayout, top: f64) -> Drawing {
    let (far, near) = (&layout.rows[0], &layout.rows[1]);
    let n = far.pits.len().max(near.pits.len()) as f64;
    let end_width = |end: &Option<LayoutPit>| if end.is_some() { PITCH } else { 0.0 };
    let x0 = MARGIN + end_width(&layout.left) + if layout.left.is_some() { 0.0 } else { 10.0 };
    let x1 = x0 + n * PITCH;
    let width =
        x1 + end_width(&layout.right) + if layout.right.is_some() { 0.0 } else { 10.0 } + MARGIN;
    // The lines above the board: the far player's, then the labels.
    let rows_top = top + 80.0;
    let middle = rows_top + PITCH;
    let mut pits = Vec::new();
    for (row, y, label_y) in [
        (far, rows_top + PITCH / 2.0, rows_top - 22.0),
        (near, middle + PITCH / 2.0, middle + PITCH + 36.0),
    ] {
        for (i, pit) in row.pits.iter().enumerate() {
            let x = x0 + (i as f64 + 0.5) * PITCH;
            let outline = match layout.houses {
                HouseShape::Round => Outline::Circle(HOUSE_R),
                HouseShape::Square => Outline::Square(PITCH),
            };
            pits.push(place(pit, pt(x, y), outline, pt(x, label_y)));
        }
    }
    for (end, x, left) in [(&layout.left, x0, true), (&layout.right, x1, false)] {
        let Some(pit) = end else { continue };
        let side = if left { -1.0 } else { 1.0 };
        let placed = match pit.kind {
            PitKind::Mandarin => {
                // Its points above it and the young mark below it, where the rows' labels
                // go: text inside the half disc would cross its curve.
                let beside = x + side * 45.0;
                Placed {
                    worth_at: Some((
                        pt(beside, rows_top - 22.0),
                        pt(beside, middle + PITCH + 36.0),
                    )),
                    ..place(
                        pit,
                        pt(x, middle),
                        Outline::HalfDisc(PITCH, left),
                        pt(beside, rows_top - 22.0),
                    )
                }
            }
            PitKind::Store | PitKind::House => place(
                pit,
                pt(x + side * PITCH / 2.0, middle),
                Outline::Capsule(80.0, 2.0 * PITCH - 20.0),
                pt(x + side * PITCH / 2.0, rows_top - 22.0),
            ),
        };
        pits.push(placed);
    }
    let centre = width / 2.0;
    let lines = vec![
        Line {
            class: "side",
            player: Some(far.owner),
            at: pt(centre, top + 26.0),
            anchor: "middle",
            text: String::new(),
            second: None,
        },
        Line {
            class: "side",
            player: Some(near.owner),
            at: pt(centre, middle + PITCH + 70.0),
            anchor: "middle",
            text: String::new(),
            second: None,
        },
    ];
    let frame = (layout.houses == HouseShape::Round).then(|| {
        (
            pt(MARGIN, rows_top - 10.0),
            pt(width - MARGIN, middle + PITCH + 10.0),
        )
    });
    Drawing {
        pits,
        lines,
        frame,
        polygon: Vec::new(),
        width,
        height: middle + PITCH + 84.0,
    }
}

/// A ring of rows: a polygon with a side per row, the seat's at the bottom, each row's store
/// at the corner where the next row starts.
fn ring(layout: &BoardLayout, top: f64) -> Drawing {
    let k = layout.rows.len();
    let n = layout.rows.iter().map(|r| r.pits.len()).max().unwrap_or(1);
    let side_length = n as f64 * PITCH;
    // Side j runs at 360j/k degrees, counter-clockwise on the screen (y grows downwards).
    let direction = |j: usize| {
        let theta = std::f64::consts::TAU * j as f64 / k as f64;
        pt(theta.cos(), -theta.sin())
    };
    let mut corners = vec![pt(0.0, 0.0)];
    for j in 0..k {
        let (at, u) = (corners[j], direction(j));
        corners.push(pt(at.x + side_length * u.x, at.y + side_length * u.y));
    }
    corners.truncate(k);
    let mut pits = Vec::new();
    let mut lines = Vec::new();
    for (j, &start) in corners.iter().enumerate() {
        // The seat's row (the last) along the bottom, then the ring in turn order.
        let row = &layout.rows[(j + k - 1) % k];
        let u = direction(j);
        let outward = pt(-u.y, u.x);
        for (i, pit) in row.pits.iter().enumerate() {
            let d = (i + 1) as f64 * PITCH;
            let centre = pt(start.x + d * u.x, start.y + d * u.y);
            let outline = if pit.kind == PitKind::Store {
                Outline::Circle(RING_STORE_R)
            } else {
                Outline::Circle(HOUSE_R)
            };
            let label_at = pt(
                centre.x + 82.0 * outward.x,
                centre.y + 82.0 * outward.y + 6.0,
            );
            pits.push(place(pit, centre, outline, label_at));
        }
        // The player's name beyond the middle of their row, reading away from the board.
        let mid = (row.pits.len() as f64 / 2.0).max(1.0) * PITCH;
        let reach = 125.0;
        let at = pt(
            start.x + mid * u.x + reach * outward.x,
            start.y + mid * u.y + reach * outward.y,
        );
        let anchor = if outward.x > 0.3 {
            "start"
        } else if outward.x < -0.3 {
            "end"
        } else {
            "middle"
        };
        let at = if outward.y < -0.3 {
            pt(at.x, at.y - 10.0)
        } else {
            at
        };
        lines.push(Line {
            class: "side",
            player: Some(row.owner),
            at,
            anchor,
            text: String::new(),
            second: None,
        });
    }
    // Shift everything so that the drawing starts at the margin (names reach about 150
    // across from where they are anchored).
    let mut min = pt(f64::MAX, f64::MAX);
    let mut max = pt(f64::MIN, f64::MIN);
    let mut grow = |p: Point, dx: f64, dy: f64| {
        min = pt(min.x.min(p.x - dx), min.y.min(p.y - dy));
        max = pt(max.x.max(p.x + dx), max.y.max(p.y + dy));
    };
    for placed in &pits {
        grow(placed.centre, 70.0, 70.0);
        grow(placed.label_at, 12.0, 18.0);
    }
    for line in &lines {
        let (left, right) = match line.anchor {
            "start" => (0.0, 160.0),
            "end" => (160.0, 0.0),
            _ => (80.0, 80.0),
        };
        grow(pt(line.at.x - left, line.at.y - 20.0), 0.0, 0.0);
        grow(pt(line.at.x + right, line.at.y + 26.0), 0.0, 0.0);
    }
    let shift = pt(MARGIN - min.x, top + MARGIN - min.y);
    let moved = |p: Point| pt(p.x + shift.x, p.y + shift.y);
    for placed in &mut pits {
        placed.centre = moved(placed.centre);
        placed.label_at = moved(placed.label_at);
        placed.count_at = moved(placed.count_at);
        placed.worth_at = placed.worth_at.map(|(a, b)| (moved(a), moved(b)));
        for slot in &mut placed.slots {
            *slot = moved(*slot);
        }
    }
    for line in &mut lines {
        line.at = moved(line.at);
    }
    Drawing {
        pits,
        lines,
        frame: None,
        polygon: corners.into_iter().map(moved).collect(),
        width: max.x - min.x + 2.0 * MARGIN,
        height: top + max.y - min.y + 2.0 * MARGIN,
    }
}

/// A number for an attribute: at most one decimal, no `-0`.
fn num(value: f64) -> String {
    let tenths = (value * 10.0).round() as i64;
    if tenths % 10 == 0 {
        format!("{}", tenths / 10)
    } else {
        format!(
            "{}{}.{}",
            if tenths < 0 { "-" } else { "" },
            (tenths / 10).abs(),
            (tenths % 10).abs()
        )
    }
}

/// `text` with the characters XML reserves escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// Items in words, in `lang`: `a`, `a and b`, `a, b and c`.
fn listed(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => lang.text(
            "board-list-and",
            &[
                ("rest", rest.join(", ").into()),
                ("last", last.clone().into()),
            ],
        ),
    }
}

/// The pieces of a pit or a bank in words, in `lang`: `1 big stone and 5 stones`, `4 seeds`,
/// `empty`.
fn pieces_words(lang: Lang, looks: PieceLooks, pieces: Pieces) -> String {
    let parts: Vec<String> = [Kind::Special, Kind::Plain, Kind::Black]
        .iter()
        .filter(|&&kind| pieces.of(kind) > 0)
        .map(|&kind| look_words(lang, looks.of(kind), pieces.of(kind)))
        .collect();
    if parts.is_empty() {
        lang.text("board-empty", &[])
    } else {
        listed(lang, &parts)
    }
}

/// `count` pieces of `look` in words, in `lang` (`5 stones`, `1 big stone`).
fn look_words(lang: Lang, look: PieceLook, count: impl Into<crate::lang::Arg>) -> String {
    lang.text(
        "board-pieces",
        &[("look", look.as_str().into()), ("count", count.into())],
    )
}

/// The pieces of a pit one by one in slot order: special first, then plain, then black.
fn piece_order(pieces: Pieces) -> impl Iterator<Item = Kind> {
    [Kind::Special, Kind::Plain, Kind::Black]
        .into_iter()
        .flat_map(move |kind| std::iter::repeat_n(kind, usize::from(pieces.of(kind))))
}

/// The drawing of each look of piece, centred in a box of 32 by 32.
fn piece_symbol(look: PieceLook) -> &'static str {
    match look {
        PieceLook::Plain => {
            r##"<circle r="6.5" fill="#fff6e0" stroke="#6b4a22" stroke-width="1.5"/>"##
        }
        PieceLook::Red => {
            r##"<circle r="6.5" fill="#c62828" stroke="#4a0707" stroke-width="1.5"/>"##
        }
        PieceLook::Black => {
            r##"<path d="M0 -7L7 0L0 7L-7 0Z" fill="#1b1b1b" stroke="#f5f5f5" stroke-width="1"/>"##
        }
        PieceLook::Special => {
            r##"<path d="M0 -8L2.2 -2.8L7.6 -2.5L3.4 0.9L4.7 6.5L0 3.5L-4.7 6.5L-3.4 0.9L-7.6 -2.5L-2.2 -2.8Z" fill="#c62828" stroke="#111" stroke-width="1.6"/>"##
        }
        PieceLook::Big => {
            r##"<circle r="15" fill="#4b5661" stroke="#1d232a" stroke-width="2"/><circle r="8" fill="none" stroke="#9aa7b3" stroke-width="1.5"/>"##
        }
        PieceLook::Small => {
            r##"<circle r="5.8" fill="#a3a3a3" stroke="#3d3d3d" stroke-width="1.2"/>"##
        }
    }
}

const STYLE: &str = "\
.mancala-board{font-family:sans-serif}\
.mancala-board .board{fill:#c08a4f;stroke:#6d4520;stroke-width:3}\
.mancala-board .ring-edge{fill:#6d4520;stroke:#6d4520;stroke-width:136px;stroke-linejoin:round}\
.mancala-board .ring{fill:#c08a4f;stroke:#c08a4f;stroke-width:130px;stroke-linejoin:round}\
.mancala-board .outline{fill:#f0dcb4;stroke:#6d4520;stroke-width:2}\
.mancala-board[data-houses=square] .outline{fill:#f7f1e1;stroke:#333;stroke-width:2}\
.mancala-board .label{font-size:16px;fill:#333;text-anchor:middle}\
.mancala-board .count{font-size:15px;font-weight:bold;fill:#111;text-anchor:middle;stroke:#fff;stroke-width:3px;paint-order:stroke}\
.mancala-board .name,.mancala-board .score,.mancala-board .status,.mancala-board .caption{font-size:17px;fill:#222}\
.mancala-board .to-move .name{font-weight:bold;text-decoration:underline}\
.mancala-board .caption{font-weight:bold}\
.mancala-board .last.sown .outline{stroke:#c75b00;stroke-width:3}\
.mancala-board .pit.legal .outline{stroke:#0b7a3e;stroke-width:5}\
.mancala-board .last.played .outline{stroke:#c75b00;stroke-width:5;stroke-dasharray:10 5}\
.mancala-board .last.captured .outline{stroke:#b00020;stroke-width:5;stroke-dasharray:3 4}\
.mancala-board .out .outline{fill:#8a8a8a;stroke-dasharray:2 4}\
.mancala-board .points{font-size:15px;font-weight:bold;fill:#7a1f00;text-anchor:middle;stroke:#fff;stroke-width:3px;paint-order:stroke}\
.mancala-board .young{font-size:14px;font-weight:bold;fill:#0b4f8a;text-anchor:middle;stroke:#fff;stroke-width:3px;paint-order:stroke}\
.mancala-board .pit.young .outline{stroke:#0b4f8a;stroke-width:4;stroke-dasharray:9 4}";

/// The SVG picture of `pos` under `rules`, as `opts` asks (see the [module](self) for its
/// structure).
#[must_use]
pub fn board_svg(rules: &dyn Family, pos: &Position, opts: &SvgOptions) -> String {
    let layout = rules.layout().seen_from(opts.seat);
    let players = pos.num_players();
    let seat = if layout.row_of(opts.seat).is_some() {
        opts.seat
    } else {
        layout.rows.last().map_or(0, |row| row.owner)
    };
    let top = if opts.caption.is_some() { 34.0 } else { 0.0 };
    let mut drawing = match layout.shape {
        Shape::Facing => facing(&layout, top),
        Shape::Ring => ring(&layout, top),
    };
    let scores = rules.scores(pos);
    let lang = opts.lang;
    let name = |p: Player| render::player_name_in(lang, players, p);
    let special = layout.pieces.of(Kind::Special);
    let status = match pos.outcome() {
        Some(outcome) => render::outcome_line_in(lang, rules, outcome),
        None => {
            let p = pos.turn();
            if pos.in_hand(p) > 0 {
                lang.text(
                    "board-to-place",
                    &[
                        ("player", name(p).into()),
                        ("look", special.as_str().into()),
                    ],
                )
            } else {
                lang.text("board-to-move", &[("player", name(p).into())])
            }
        }
    };
    for line in &mut drawing.lines {
        let Some(p) = line.player else { continue };
        line.text = name(p);
        let points = ("points", scores[usize::from(p)].into());
        let bank = pos.bank(p);
        let captured = ("pieces", pieces_words(lang, layout.pieces, bank).into());
        let hand = ("hand", look_words(lang, special, pos.in_hand(p)).into());
        let score = match (bank.total() > 0, pos.in_hand(p) > 0) {
            (false, false) => lang.text("board-score", &[points]),
            (true, false) => lang.text("board-score-captured", &[points, captured]),
            (false, true) => lang.text("board-score-to-place", &[points, hand]),
            (true, true) => lang.text("board-score-captured-to-place", &[points, captured, hand]),
        };
        line.second = Some(score);
    }
    let status_y = drawing.height + 6.0;
    if opts.scores {
        drawing.height += 34.0;
    }

    let info = rules.info();
    let named: Vec<String> = (0..players as Player)
        .map(|p| {
            lang.text(
                "board-player-points",
                &[
                    ("player", name(p).into()),
                    ("points", scores[usize::from(p)].into()),
                ],
            )
        })
        .collect();
    let summary = lang.text(
        "board-summary",
        &[
            ("ruleset", ruleset_name_in(lang, info).into()),
            ("id", info.id.clone().into()),
            ("seat", name(seat).into()),
            ("scores", named.join(", ").into()),
            ("status", status.clone().into()),
        ],
    );

    let mut out = String::new();
    if opts.standalone {
        out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    }
    out.push_str("<svg");
    if opts.standalone {
        out.push_str(" xmlns=\"http://www.w3.org/2000/svg\"");
    }
    let (w, h) = (drawing.width.ceil(), drawing.height.ceil());
    let _ = write!(
        out,
        " class=\"mancala-board\" viewBox=\"0 0 {} {}\"",
        num(w),
        num(h)
    );
    if let Some(width) = opts.width {
        let height = (f64::from(width) * h / w).round();
        let _ = write!(out, " width=\"{width}\" height=\"{}\"", num(height));
    }
    let _ = write!(
        out,
        " role=\"img\" aria-label=\"{}\" data-ruleset=\"{}\" data-players=\"{players}\" data-seat=\"{seat}\"",
        escape(&summary),
        escape(&info.id)
    );
    if let Some(p) = pos.to_move() {
        let _ = write!(out, " data-to-move=\"{p}\"");
    }
    let _ = writeln!(
        out,
        " data-houses=\"{}\" data-plain=\"piece-{}\" data-black=\"piece-{}\" data-special=\"piece-{}\">",
        match layout.houses {
            HouseShape::Round => "round",
            HouseShape::Square => "square",
        },
        layout.pieces.plain.as_str(),
        layout.pieces.black.as_str(),
        layout.pieces.special.as_str()
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&summary));
    let _ = writeln!(out, "<style>{STYLE}</style>");
    out.push_str("<defs>\n");
    for look in PieceLook::ALL {
        let _ = writeln!(
            out,
            "<symbol id=\"piece-{}\" viewBox=\"-16 -16 32 32\" width=\"32\" height=\"32\">{}</symbol>",
            look.as_str(),
            piece_symbol(look)
        );
    }
    out.push_str("</defs>\n");
    if let Some(caption) = &opts.caption {
        let _ = writeln!(
            out,
            "<text class=\"caption\" x=\"{}\" y=\"26\" text-anchor=\"middle\">{}</text>",
            num(w / 2.0),
            escape(caption)
        );
    }
    if let Some((a, b)) = drawing.frame {
        let _ = writeln!(
            out,
            "<rect class=\"board\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"40\"/>",
            num(a.x),
            num(a.y),
            num(b.x - a.x),
            num(b.y - a.y)
        );
    }
    if !drawing.polygon.is_empty() {
        let points: Vec<String> = drawing
            .polygon
            .iter()
            .map(|p| format!("{},{}", num(p.x), num(p.y)))
            .collect();
        for class in ["ring-edge", "ring"] {
            let _ = writeln!(
                out,
                "<polygon class=\"{class}\" points=\"{}\"/>",
                points.join(" ")
            );
        }
    }
    for placed in &drawing.pits {
        write_pit(&mut out, rules, pos, &layout, placed, opts, seat);
    }
    if opts.scores {
        for line in &drawing.lines {
            let Some(p) = line.player else { continue };
            let to_move = if pos.to_move() == Some(p) {
                " to-move"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "<g class=\"{}{to_move}\" data-player=\"{p}\"><text class=\"name\" x=\"{}\" y=\"{}\" text-anchor=\"{}\">{}</text><text class=\"score\" x=\"{}\" y=\"{}\" text-anchor=\"{}\">{}</text></g>",
                line.class,
                num(line.at.x),
                num(line.at.y - 10.0),
                line.anchor,
                escape(&line.text),
                num(line.at.x),
                num(line.at.y + 10.0),
                line.anchor,
                escape(line.second.as_deref().unwrap_or_default())
            );
        }
        let _ = writeln!(
            out,
            "<text class=\"status\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            num(w / 2.0),
            num(status_y + 18.0),
            escape(&status)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// One pit: its group, outline, label, slots and count.
fn write_pit(
    out: &mut String,
    rules: &dyn Family,
    pos: &Position,
    layout: &BoardLayout,
    placed: &Placed,
    opts: &SvgOptions,
    seat: Player,
) {
    let pit = placed.pit.pit;
    let lang = opts.lang;
    let pieces = pos.pieces(pit);
    let mut classes = String::from("pit");
    if opts.highlight.contains(&pit) {
        classes.push_str(" legal");
    }
    classes.push_str(&opts.last_move.classes(pit));
    let out_of_play = pos.is_out_of_play(pit);
    if out_of_play {
        classes.push_str(" out");
    }
    // A pit worth more than its count (a mandarin square), as the rules count and protect it.
    let worth = if out_of_play {
        None
    } else {
        rules.pit_worth(pos, pit)
    };
    if worth.is_some_and(|w| w.young) {
        classes.push_str(" young");
    }
    let contents = if out_of_play {
        lang.text("board-out-of-play", &[])
    } else {
        pieces_words(lang, layout.pieces, pieces)
    };
    let pit_name = capitalise(&rules.pit_name_seen(lang, seat, pit));
    let aria = lang.text(
        "board-pit",
        &[
            ("pit", pit_name.clone().into()),
            ("contents", contents.into()),
        ],
    );
    let _ = write!(
        out,
        "<g class=\"{classes}\" id=\"pit-{pit}\" data-pit=\"{pit}\""
    );
    if let Some(owner) = placed.pit.owner {
        let _ = write!(out, " data-owner=\"{owner}\"");
    }
    let _ = writeln!(
        out,
        " data-kind=\"{}\" data-label=\"{}\" aria-label=\"{}\" data-name=\"{}\">",
        placed.pit.kind.as_str(),
        escape(placed.pit.label_text()),
        escape(&aria),
        escape(&pit_name)
    );
    let c = placed.centre;
    match placed.outline {
        Outline::Circle(r) => {
            let _ = writeln!(
                out,
                "<circle class=\"outline\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                num(c.x),
                num(c.y),
                num(r)
            );
        }
        Outline::Square(side) => {
            let _ = writeln!(
                out,
                "<rect class=\"outline\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                num(c.x - side / 2.0),
                num(c.y - side / 2.0),
                num(side),
                num(side)
            );
        }
        Outline::Capsule(w, h) => {
            let _ = writeln!(
                out,
                "<rect class=\"outline\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"/>",
                num(c.x - w / 2.0),
                num(c.y - h / 2.0),
                num(w),
                num(h),
                num(w / 2.0)
            );
        }
        Outline::HalfDisc(r, left) => {
            let _ = writeln!(
                out,
                "<path class=\"outline\" d=\"M{} {}A{} {} 0 0 {} {} {}Z\"/>",
                num(c.x),
                num(c.y - r),
                num(r),
                num(r),
                if left { 0 } else { 1 },
                num(c.x),
                num(c.y + r)
            );
        }
    }
    let _ = writeln!(
        out,
        "<text class=\"label\" x=\"{}\" y=\"{}\">{}</text>",
        num(placed.label_at.x),
        num(placed.label_at.y),
        escape(placed.pit.label_text())
    );
    let mut kinds = piece_order(pieces);
    for slot in &placed.slots {
        let (look, hidden) = match kinds.next() {
            Some(kind) if !out_of_play => (layout.pieces.of(kind), ""),
            _ => (layout.pieces.plain, " visibility=\"hidden\""),
        };
        let _ = writeln!(
            out,
            "<use class=\"slot\" href=\"#piece-{}\" x=\"{}\" y=\"{}\"{hidden}/>",
            look.as_str(),
            num(slot.x - PIECE_BOX),
            num(slot.y - PIECE_BOX)
        );
    }
    let _ = writeln!(
        out,
        "<text class=\"count\" x=\"{}\" y=\"{}\">{}</text>",
        num(placed.count_at.x),
        num(placed.count_at.y),
        pieces.total()
    );
    if let Some(worth) = worth {
        write_worth(out, placed, worth, opts.lang);
    }
    out.push_str("</g>\n");
}

/// A pit's points under its count, and the mark of a young mandarin above its pieces (always
/// there, hidden when the pit is not young, so that a page can show and hide it).
fn write_worth(out: &mut String, placed: &Placed, worth: crate::ruleset::PitWorth, lang: Lang) {
    let (points_at, young_at) = placed.worth_at.unwrap_or((
        pt(placed.count_at.x, placed.count_at.y + 22.0),
        pt(placed.count_at.x, placed.centre.y - 64.0),
    ));
    let _ = writeln!(
        out,
        "<text class=\"points\" x=\"{}\" y=\"{}\">{}</text>",
        num(points_at.x),
        num(points_at.y),
        escape(&lang.text("board-points", &[("points", worth.points.into())]))
    );
    let hidden = if worth.young {
        ""
    } else {
        " visibility=\"hidden\""
    };
    let _ = writeln!(
        out,
        "<text class=\"young\" x=\"{}\" y=\"{}\"{hidden}>{}</text>",
        num(young_at.x),
        num(young_at.y),
        escape(&lang.text("board-young", &[]))
    );
}

/// One picture of a game: the position before the first move or after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The moves made before it (0 for the start).
    pub ply: usize,
    /// The move that led to it, as written (`None` for the start).
    pub text: Option<String>,
    /// Who played that move.
    pub player: Option<Player>,
    /// What it is, in words (`Start`, `Move 3: North plays 4L`).
    pub caption: String,
    /// The picture.
    pub svg: String,
}

/// Every position of `game` as a picture, the start first: each with its caption, the legal
/// moves highlighted and the last move's pits marked; `opts` gives the seat, the size and
/// whether files stand alone (its highlight, last move and caption are set per frame).
pub fn game_frames<'a>(game: &'a Game, opts: &'a SvgOptions) -> impl Iterator<Item = Frame> + 'a {
    let rules = game.rules();
    let players = game.start().num_players();
    let frame = move |ply: usize, pos: &Position, played: Option<(Player, &str, &[Event])>| {
        let caption = match played {
            None => opts.lang.text("board-caption-start", &[]),
            Some((player, text, _)) => move_caption(opts.lang, ply, players, player, text),
        };
        let frame_opts = SvgOptions {
            highlight: legal_pits(rules, pos),
            last_move: played.map_or_else(LastMove::default, |(_, _, events)| {
                LastMove::from_events(events)
            }),
            caption: Some(caption.clone()),
            ..opts.clone()
        };
        Frame {
            ply,
            text: played.map(|(_, text, _)| text.to_owned()),
            player: played.map(|(player, _, _)| player),
            caption,
            svg: board_svg(rules, pos, &frame_opts),
        }
    };
    std::iter::once(frame(0, game.start(), None)).chain(game.plies().enumerate().map(
        move |(i, ply)| {
            frame(
                i + 1,
                &ply.after,
                Some((ply.player, &ply.text, &ply.events)),
            )
        },
    ))
}

/// The caption of the picture after move `ply`, played by `player` (one of `players`) and
/// written `text`, in `lang`: `Move 3: North plays 4L`.
#[must_use]
pub fn move_caption(lang: Lang, ply: usize, players: usize, player: Player, text: &str) -> String {
    lang.text(
        "board-caption-move",
        &[
            ("ply", ply.into()),
            (
                "player",
                render::player_name_in(lang, players, player).into(),
            ),
            ("move", text.into()),
        ],
    )
}

/// The name of the file of frame `ply` in a game of `plies` moves: `ply-0000.svg`, with more
/// digits when the game needs them (so the names sort in order).
#[must_use]
pub fn frame_file_name(ply: usize, plies: usize) -> String {
    let digits = plies.to_string().len().max(4);
    format!("ply-{ply:0digits$}.svg")
}

/// A web page showing the frames of a game in order, each with its caption: `frames` are
/// (file name, caption) pairs, `title` the page's title and `result` a line after the last
/// frame (how the game ended).
#[must_use]
pub fn frames_index_html(title: &str, frames: &[(String, String)], result: Option<&str>) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>\nbody{{font-family:sans-serif;margin:1em}}\n.frames{{display:grid;grid-template-columns:repeat(auto-fill,minmax(22em,1fr));gap:1em}}\nfigure{{margin:0}}\nimg{{width:100%;height:auto}}\nfigcaption{{text-align:center}}\n</style>\n</head>\n<body>\n<h1>{}</h1>\n<div class=\"frames\">\n",
        escape(title),
        escape(title)
    );
    for (file, caption) in frames {
        let _ = writeln!(
            out,
            "<figure id=\"{}\"><a href=\"{}\"><img src=\"{}\" alt=\"{}\" loading=\"lazy\"></a><figcaption>{}</figcaption></figure>",
            escape(file.trim_end_matches(".svg")),
            escape(file),
            escape(file),
            escape(caption),
            escape(caption)
        );
    }
    out.push_str("</div>\n");
    if let Some(result) = result {
        let _ = writeln!(out, "<p>{}</p>", escape(result));
    }
    out.push_str("</body>\n</html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_at_most_one_decimal_and_no_negative_zero() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.34), "12.3");
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(-2.5), "-2.5");
        assert_eq!(num(-0.5), "-0.5");
    }

    #[test]
    fn slots_are_filled_special_first_then_plain_then_black() {
        let pieces = Pieces {
            plain: 2,
            black: 1,
            special: 1,
        };
        let order: Vec<Kind> = piece_order(pieces).collect();
        assert_eq!(
            order,
            [Kind::Special, Kind::Plain, Kind::Plain, Kind::Black]
        );
    }

    /// The words of four letters or more that only English's catalogues have.
    fn english_only_words() -> std::collections::BTreeSet<String> {
        let words = |lang: Lang| {
            let mut words = std::collections::BTreeSet::new();
            for (_, text) in crate::lang::catalogue_files(lang) {
                for line in text.lines().map(str::trim_start) {
                    if line.starts_with('#') {
                        continue;
                    }
                    let value = line.split_once(" = ").map_or(line, |(_, v)| v);
                    let value = value.split_once("] ").map_or(value, |(_, v)| v);
                    let mut depth = 0;
                    let mut rest = String::new();
                    for c in value.chars() {
                        match c {
                            '{' => depth += 1,
                            '}' => depth -= 1,
                            c if depth == 0 => rest.push(c),
                            _ => {}
                        }
                    }
                    for word in rest.split(|c: char| !c.is_alphabetic()) {
                        if word.chars().count() >= 4 {
                            words.insert(word.to_lowercase());
                        }
                    }
                }
            }
            words
        };
        let vietnamese = words(Lang::from_code("vi").unwrap());
        words(Lang::english())
            .into_iter()
            .filter(|w| !vietnamese.contains(w))
            .collect()
    }

    /// What a person reads of a picture: its text elements, title, `aria-label`s and
    /// `data-name`s.
    fn words_read(svg: &str) -> Vec<String> {
        let (head, rest) = svg.split_once("<style>").unwrap();
        let (_, body) = rest.split_once("</style>").unwrap();
        let mut texts = Vec::new();
        for part in [head, body] {
            for (i, piece) in part.split('>').enumerate() {
                if i > 0 {
                    let text = piece.split('<').next().unwrap_or_default().trim();
                    if !text.is_empty() {
                        texts.push(text.to_owned());
                    }
                }
                for attr in ["aria-label=\"", "data-name=\""] {
                    for value in piece.split(attr).skip(1) {
                        texts.push(value.split('"').next().unwrap().to_owned());
                    }
                }
            }
        }
        texts
    }

    #[test]
    fn a_vietnamese_board_has_no_english_word_in_its_title_labels_or_text() {
        let vi = Lang::from_code("vi").unwrap();
        let english = english_only_words();
        for (id, moves) in [
            ("o-an-quan", "3L 5L 1R 2L 4R"),
            ("o-an-quan-small-stones", "1R 2L 3R"),
            ("oware-abapa", "3 4 1 2 6"),
            ("awale-abapa-colours", ""),
        ] {
            let rules = crate::Rules::builtin(id).unwrap();
            let mut game = Game::new(rules.clone(), 0);
            for mv in moves.split_whitespace() {
                if game.play_text(mv).is_err() {
                    let first = game.legal_move_texts()[0].clone();
                    game.play_text(&first).unwrap();
                }
            }
            for seat in [0, 1] {
                let opts = SvgOptions {
                    seat,
                    lang: vi,
                    ..SvgOptions::default()
                };
                let frames: Vec<Frame> = game_frames(&game, &opts).collect();
                for frame in &frames {
                    let read = words_read(&frame.svg);
                    assert!(read.iter().any(|t| t.contains("Nam")), "{read:?}");
                    for text in &read {
                        for word in text.split(|c: char| !c.is_alphabetic()) {
                            assert!(
                                !english.contains(&word.to_lowercase()),
                                "{id}, ply {}: “{text}” has the English word “{word}”",
                                frame.ply
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_board_s_title_and_pit_labels_read_in_its_language() {
        let rules = crate::Rules::builtin("o-an-quan").unwrap();
        let mut game = Game::new(rules.clone(), 0);
        game.play_text("3L").unwrap();
        let title = |svg: &str| {
            let (_, rest) = svg.split_once("<title>").unwrap();
            rest.split_once("</title>").unwrap().0.to_owned()
        };
        for (code, seat, expected, pit) in [
            (
                "vi",
                1,
                "Ô ăn quan, nhìn từ phía Bắc: Nam 6 điểm, Bắc 0 điểm; Đến lượt Bắc",
                "aria-label=\"Ô quan bên trái: 1 quan và 1 quân\"",
            ),
            (
                "fr",
                0,
                "Ô ăn quan, vu du côté Sud : Sud : 6 points, Nord : 0 point ; Au tour de Nord",
                "aria-label=\"La case mandarin de gauche : 1 grosse pierre et 1 pierre\"",
            ),
            (
                "en",
                0,
                "Ô ăn quan (o-an-quan) seen by South: South 6 points, North 0 points; North to move",
                "aria-label=\"The left mandarin square: 1 big stone and 1 stone\"",
            ),
        ] {
            let opts = SvgOptions {
                seat,
                lang: Lang::from_code(code).unwrap(),
                ..SvgOptions::default()
            };
            let svg = board_svg(rules.as_ref(), game.position(), &opts);
            let labels: Vec<&str> = svg
                .lines()
                .filter(|l| l.contains("data-kind=\"mandarin\""))
                .map(|l| l.split("aria-label=").nth(1).unwrap())
                .collect();
            assert_eq!(title(&svg), expected, "{code}");
            assert!(svg.contains(pit), "{code}: {labels:?}");
        }
    }

    #[test]
    fn a_mandarin_square_s_points_and_young_mark_stay_off_its_outline() {
        let rules = crate::Rules::builtin("o-an-quan").unwrap();
        let game = Game::new(rules.clone(), 0);
        let svg = board_svg(rules.as_ref(), game.position(), &SvgOptions::default());
        let layout = rules.layout();
        let drawing = facing(&layout, 0.0);
        for placed in drawing
            .pits
            .iter()
            .filter(|p| p.pit.kind == PitKind::Mandarin)
        {
            let (points, young) = placed.worth_at.expect("a mandarin's worth has its place");
            let c = placed.centre;
            // Above and below the half disc (radius PITCH), clear of its top and bottom, and
            // over the mandarin's own side of the board.
            assert!(points.y < c.y - PITCH - 12.0, "{placed:?}");
            assert!(young.y > c.y + PITCH + 20.0, "{placed:?}");
            assert!(((points.x - c.x).abs() - 45.0).abs() < 0.01, "{placed:?}");
            let at = format!(
                "<text class=\"points\" x=\"{}\" y=\"{}\">",
                num(points.x),
                num(points.y)
            );
            assert!(svg.contains(&at), "{at}");
        }
    }

    #[test]
    fn every_region_has_room_for_its_slots_apart_from_each_other() {
        let pit = LayoutPit::house(0, 0, 1);
        let store = LayoutPit::store(1, 0);
        let mandarin = LayoutPit::mandarin(2);
        let at = pt(200.0, 200.0);
        for placed in [
            place(&pit, at, Outline::Circle(HOUSE_R), at),
            place(&pit, at, Outline::Square(PITCH), at),
            place(&store, at, Outline::Circle(RING_STORE_R), at),
            place(&store, at, Outline::Capsule(80.0, 180.0), at),
            place(&mandarin, at, Outline::HalfDisc(PITCH, true), at),
            place(&mandarin, at, Outline::HalfDisc(PITCH, false), at),
        ] {
            for (i, a) in placed.slots.iter().enumerate() {
                for b in &placed.slots[i + 1..] {
                    assert!(
                        (a.x - b.x).hypot(a.y - b.y) >= SLOT_SPACING - 0.01,
                        "{placed:?}"
                    );
                }
            }
        }
    }
}
