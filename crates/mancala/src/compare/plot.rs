//! A comparison drawn as an SVG picture (`compare --plot`, `merge --plot`), and what the
//! pictures of comparisons and tournaments share: the file they are written to, the colours,
//! the text.
//!
//! The picture holds what a reader needs without the table: a title naming the rulesets, a
//! line with the number of games, the seed, the agents and the opening, the report's warnings;
//! then how the games ended (each seat's wins, draws, games stopped by a limit and the first
//! player's wins among finished games), one row per ruleset, a bar for the share and a
//! whisker for its 95 % Wilson interval, the numbers written beside it; with two rulesets or
//! more, each later one's differences from the first (seat 0's win rate, the draw and
//! unfinished rates, the first-player advantage) as dots with Newcombe's intervals; then the
//! distribution of game lengths, one histogram per ruleset on the same scales, with its
//! median.
//!
//! **Text.** Pictures are drawn with plotters' SVG backend and no font: plotters then estimates
//! the size of text itself, and the SVG holds the text as `<text>` naming `sans-serif`, which
//! the viewer draws with a font of its own. Nothing reads a font file, so a machine with none
//! draws the same picture. Where the layout depends on the length of a text (the label
//! columns), it is taken as [`CHAR_EM`] of the font size per character, which is generous for
//! the common sans-serif fonts.
//!
//! The same report always gives the same picture, byte for byte.

use std::path::Path;

use plotters::{
    coord::{Shift, types::RangedCoordf64},
    prelude::*,
    style::text_anchor::{HPos, Pos, VPos},
};

use super::{CompareReport, Difference, Summary, Tally, seat_names};
use crate::compare::stats::{Estimate, Rate, count, fixed, pct, signed};

/// A picture that cannot be drawn or written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlotError {
    /// The file name does not end in `.svg`.
    #[error(
        "cannot write the plot to {path}: the plot is an SVG picture; name the file with .svg, e.g. plot.svg"
    )]
    NotSvg {
        /// The path given.
        path: String,
    },
    /// The folder of the file does not exist.
    #[error("cannot write the plot to {path}: there is no folder {folder}")]
    NoFolder {
        /// The path given.
        path: String,
        /// Its folder.
        folder: String,
    },
    /// Something other than a regular file (a folder, a device) is at the path.
    #[error(
        "cannot write the plot to {path}: it is not a regular file (only a file is ever replaced)"
    )]
    NotAFile {
        /// The path given.
        path: String,
    },
    /// The file could not be written.
    #[error("cannot write the plot to {path}: {message}")]
    Write {
        /// The path given.
        path: String,
        /// Why not.
        message: String,
    },
    /// The drawing failed (plotters reported an error).
    #[error("cannot draw the plot: {0}")]
    Draw(String),
}

/// Checks that a picture can be written at `path`: its name ends in `.svg`, its folder exists,
/// and nothing but a regular file is there. Run it before the work whose picture it is.
///
/// # Errors
/// What is wrong with the path.
pub fn check_path(path: &Path) -> Result<(), PlotError> {
    let shown = path.display().to_string();
    if !path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"))
    {
        return Err(PlotError::NotSvg { path: shown });
    }
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => Ok(()),
        Ok(_) => Err(PlotError::NotAFile { path: shown }),
        Err(_) => match path.parent().filter(|d| !d.as_os_str().is_empty()) {
            Some(dir) if !dir.is_dir() => Err(PlotError::NoFolder {
                path: shown,
                folder: dir.display().to_string(),
            }),
            _ => Ok(()),
        },
    }
}

/// Writes the picture `svg` to `path` whole: into a temporary file in the same folder, then
/// renamed over `path`, so that an interrupted run never leaves half a picture (nor a
/// temporary file, on an error).
///
/// # Errors
/// The path is refused by [`check_path`], or the file cannot be written.
pub fn write(path: &Path, svg: &str) -> Result<(), PlotError> {
    check_path(path)?;
    crate::record::write_atomically(path, svg.as_bytes())
        .map(drop)
        .map_err(|e| PlotError::Write {
            path: path.display().to_string(),
            message: e.to_string(),
        })
}

// ----- what the pictures share -----

/// The width of a character, as a share of the font size, taken for laying out text.
pub const CHAR_EM: f64 = 0.6;

/// The colours of rulesets, in order: six of Okabe and Ito's colours, which people with any
/// common colour-vision deficiency tell apart, and a grey. Every row and histogram is labelled
/// with its ruleset too, so that a colour used twice (past the seventh ruleset) or printed in
/// grey names nothing alone.
pub(crate) const PALETTE: [RGBColor; 7] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(230, 159, 0),
    RGBColor(86, 180, 233),
    RGBColor(120, 120, 120),
];

/// The colour of every interval whisker (and of the arrowheads of unbounded ends), and of
/// nothing else.
pub(crate) const INTERVAL: RGBColor = RGBColor(17, 17, 17);
/// Text.
pub(crate) const INK: RGBColor = RGBColor(0, 0, 0);
/// Secondary text (notes, methods).
pub(crate) const GREY: RGBColor = RGBColor(85, 85, 85);
/// Warnings.
pub(crate) const WARN: RGBColor = RGBColor(160, 40, 0);
/// Grid lines.
pub(crate) const GRID: RGBColor = RGBColor(225, 225, 225);
/// The family named by every text.
pub(crate) const FAMILY: &str = "sans-serif";
/// The margin around the picture.
pub(crate) const MARGIN: i32 = 24;

/// The SVG drawing area of a picture.
pub(crate) type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;

/// A chart whose two axes are numbers.
pub(crate) type Chart<'a, 'b> =
    ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// A plotters error, as a [`PlotError`].
pub(crate) fn drawing<E: std::fmt::Display>(e: E) -> PlotError {
    PlotError::Draw(e.to_string())
}

/// A text style of `px` pixels (plotters writes `font-size` as the size given / 1.24).
pub(crate) fn font(px: f64, bold: bool, color: &'static RGBColor) -> TextStyle<'static> {
    let style = if bold {
        FontStyle::Bold
    } else {
        FontStyle::Normal
    };
    (FAMILY, plotters_size(px), style)
        .into_font()
        .color(color)
        .pos(Pos::new(HPos::Left, VPos::Center))
}

/// The size to give plotters for text of `px` pixels: plotters writes `font-size` as the size
/// / 1.24, and of the sizes next to `px` × 1.24 the one is taken whose quotient is written the
/// shortest (`13`, not `13.000000000000002`).
fn plotters_size(px: f64) -> f64 {
    let size = px * 1.24;
    // Sizes are positive: their bits count up with them.
    let bits = size.to_bits();
    (bits - 64..=bits + 64)
        .map(f64::from_bits)
        .min_by_key(|s| ((s / 1.24).to_string().len(), s.to_bits().abs_diff(bits)))
        .unwrap_or(size)
}

/// The estimated width of `text` at `px` pixels.
pub(crate) fn width(text: &str, px: f64) -> i32 {
    (text.chars().count() as f64 * CHAR_EM * px).ceil() as i32
}

/// `text` with control characters (which XML cannot hold) replaced.
pub(crate) fn clean(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect()
}

/// Draws `text` with its left end (or its centre, or right end, by `h`) at `at`, centred
/// vertically on it.
pub(crate) fn text(
    area: &Area,
    text: &str,
    at: (i32, i32),
    style: &TextStyle<'static>,
    h: HPos,
) -> Result<(), PlotError> {
    area.draw_text(&clean(text), &style.pos(Pos::new(h, VPos::Center)), at)
        .map_err(drawing)
}

/// `text` cut into lines of at most `chars` characters, at spaces where it can be.
pub(crate) fn wrap(text: &str, chars: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let needed = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if !line.is_empty() && needed > chars {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > chars {
            let cut: String = line.chars().take(chars).collect();
            line = line.chars().skip(chars).collect();
            lines.push(cut);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Lines of text, each with its size, weight and colour: a picture's header or notes.
#[derive(Debug, Default)]
pub(crate) struct Lines(Vec<Line>);

/// One line of [`Lines`].
#[derive(Debug)]
pub(crate) struct Line {
    text: String,
    px: f64,
    bold: bool,
    color: &'static RGBColor,
    /// The height it takes, the space below it included.
    step: i32,
}

impl Lines {
    /// Adds `text`, wrapped to `width` pixels, in `px`-pixel type.
    pub(crate) fn add(
        &mut self,
        text: &str,
        px: f64,
        bold: bool,
        color: &'static RGBColor,
        width: i32,
    ) {
        let chars = ((f64::from(width) / (CHAR_EM * px)) as usize).max(20);
        let step = (px * 1.45).ceil() as i32;
        for line in wrap(text, chars) {
            self.0.push(Line {
                text: line,
                px,
                bold,
                color,
                step,
            });
        }
    }

    /// Leaves `px` pixels blank.
    pub(crate) fn gap(&mut self, px: i32) {
        if let Some(last) = self.0.last_mut() {
            last.step += px;
        }
    }

    /// The height the lines take.
    pub(crate) fn height(&self) -> i32 {
        self.0.iter().map(|l| l.step).sum()
    }

    /// Draws the lines from `top`, their left ends at `left`; returns the height taken.
    pub(crate) fn draw(&self, area: &Area, left: i32, top: i32) -> Result<i32, PlotError> {
        let mut y = top;
        for line in &self.0 {
            let at = (left, y + (line.px / 2.0).round() as i32 + 1);
            let style = font(line.px, line.bold, line.color);
            text(area, &line.text, at, &style, HPos::Left)?;
            y += line.step;
        }
        Ok(y - top)
    }
}

/// Draws the whisker of an interval from `low` to `high` at height `y` (all in the chart's
/// coordinates), as one polyline in [`INTERVAL`], so that a picture has one such line per
/// interval: a bounded end gets a cap `cap` high either way, an unbounded end (`open`, low
/// and high) an arrowhead on `root`, and the line runs to `low` or `high` there (the edge).
pub(crate) fn whisker(
    root: &Area,
    chart: &mut Chart,
    (low, high): (f64, f64),
    open: (bool, bool),
    y: f64,
    cap: f64,
) -> Result<(), PlotError> {
    let mut points = Vec::with_capacity(6);
    if !open.0 {
        points.extend([(low, y - cap), (low, y + cap)]);
    }
    points.extend([(low, y), (high, y)]);
    if !open.1 {
        points.extend([(high, y + cap), (high, y - cap)]);
    }
    chart
        .draw_series(std::iter::once(PathElement::new(
            points,
            INTERVAL.stroke_width(2),
        )))
        .map_err(drawing)?;
    for (end, is_open, toward) in [(low, open.0, -1), (high, open.1, 1)] {
        if is_open {
            let (px, py) = chart.backend_coord(&(end, y));
            root.draw(&Polygon::new(
                vec![
                    (px + toward * 2, py),
                    (px - toward * 7, py - 5),
                    (px - toward * 7, py + 5),
                ],
                INTERVAL.filled(),
            ))
            .map_err(drawing)?;
        }
    }
    Ok(())
}

/// The colour of interval whiskers as the SVG writes it.
#[cfg(test)]
pub(crate) fn interval_stroke() -> String {
    format!("#{:02X}{:02X}{:02X}", INTERVAL.0, INTERVAL.1, INTERVAL.2)
}

/// A round upper end for an axis of shares in percent that must show `high` percent.
fn share_axis_end(high: f64) -> f64 {
    [
        2.0, 5.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0,
    ]
    .into_iter()
    .find(|&end| high <= end)
    .unwrap_or(100.0)
}

/// A round bin width, 1, 2 or 5 times a power of ten, that cuts `span` plies into at most
/// `bins` bins.
fn bin_width(span: u32, bins: u32) -> u32 {
    let mut unit = 1u32;
    loop {
        for k in [1, 2, 5] {
            let w = unit.saturating_mul(k);
            if span / w < bins || w == u32::MAX {
                return w;
            }
        }
        unit = unit.saturating_mul(10);
    }
}

// ----- the comparison -----

/// One row of a [`Panel`]: a ruleset's value with its interval, or a text saying why there is
/// none.
struct Row {
    /// The ruleset's index.
    ruleset: usize,
    /// The value and its interval (low, high), in the panel's unit.
    mark: Option<(f64, f64, f64)>,
    /// What stands beside the row: the numbers, or why there are none.
    text: String,
}

/// Rows of rulesets in labelled groups, on one axis: shares drawn as bars from 0, or
/// differences drawn as dots, each with the whisker of its interval.
struct Panel {
    title: String,
    groups: Vec<(String, Vec<Row>)>,
    /// The axis: from, to.
    range: (f64, f64),
    /// Bars from 0 (shares), or dots (differences).
    bars: bool,
    /// The axis's description.
    desc: &'static str,
    /// A tick's label.
    tick: Box<dyn Fn(&f64) -> String>,
}

/// The height of a row of a panel, and the blank between two groups (in rows).
const ROW: f64 = 22.0;
const GAP: f64 = 0.7;

impl Panel {
    /// The rows and the gaps between groups, in rows.
    fn units(&self) -> f64 {
        let rows = self
            .groups
            .iter()
            .map(|(_, rows)| rows.len())
            .sum::<usize>();
        rows as f64 + GAP * (self.groups.len().saturating_sub(1)) as f64
    }

    /// The height of the chart, its axis included, without the title.
    fn chart_height(&self) -> i32 {
        (self.units() * ROW).ceil() as i32 + 50
    }

    /// The height it takes, its title and the space below included.
    fn height(&self) -> i32 {
        20 + self.chart_height() + 18
    }

    /// Draws the panel from `y` down, in columns `(labels, ids, values)` wide; returns the
    /// height taken.
    fn draw(
        &self,
        root: &Area,
        y: i32,
        (label_w, id_w, value_w): (i32, i32, i32),
        text_w: i32,
        ids: &[String],
    ) -> Result<i32, PlotError> {
        text(
            root,
            &self.title,
            (MARGIN, y + 8),
            &font(16.0, true, &INK),
            HPos::Left,
        )?;
        let units = self.units();
        let area = root
            .clone()
            .shrink((MARGIN, y + 20), (text_w, self.chart_height()));
        let mut chart = ChartBuilder::on(&area)
            .margin_left(label_w + id_w)
            .margin_right(value_w)
            .margin_top(4)
            .x_label_area_size(42)
            .build_cartesian_2d(self.range.0..self.range.1, 0.0..units)
            .map_err(drawing)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .bold_line_style(GRID)
            .light_line_style(WHITE)
            .x_labels(11)
            .x_label_formatter(&self.tick)
            .x_desc(self.desc)
            .label_style(font(12.0, false, &INK))
            .axis_desc_style(font(12.5, false, &INK))
            .draw()
            .map_err(drawing)?;
        // The line of 0: where bars start, and no difference.
        let (x0, top) = chart.backend_coord(&(0.0, units));
        let (_, bottom) = chart.backend_coord(&(0.0, 0.0));
        root.draw(&PathElement::new(
            vec![(x0, top), (x0, bottom)],
            INK.stroke_width(1),
        ))
        .map_err(drawing)?;
        let mut at = 0.0;
        for (label, rows) in &self.groups {
            for (k, row) in rows.iter().enumerate() {
                let mid = units - at - 0.5;
                let (_, py) = chart.backend_coord(&(0.0, mid));
                if k == 0 {
                    text(
                        root,
                        label,
                        (MARGIN, py),
                        &font(12.5, true, &INK),
                        HPos::Left,
                    )?;
                }
                let color = &PALETTE[row.ruleset % PALETTE.len()];
                let id_x = MARGIN + label_w;
                root.draw(&Rectangle::new(
                    [(id_x, py - 5), (id_x + 10, py + 5)],
                    color.filled(),
                ))
                .map_err(drawing)?;
                text(
                    root,
                    &ids[row.ruleset],
                    (id_x + 16, py),
                    &font(12.5, false, &INK),
                    HPos::Left,
                )?;
                let ink = if row.mark.is_some() { &INK } else { &GREY };
                text(
                    root,
                    &row.text,
                    (MARGIN + text_w - value_w + 12, py),
                    &font(12.0, false, ink),
                    HPos::Left,
                )?;
                if let Some((value, low, high)) = row.mark {
                    if self.bars {
                        chart
                            .draw_series(std::iter::once(Rectangle::new(
                                [(0.0, mid - 0.32), (value, mid + 0.32)],
                                color.mix(0.75).filled(),
                            )))
                            .map_err(drawing)?;
                    }
                    whisker(root, &mut chart, (low, high), (false, false), mid, 0.22)?;
                    if !self.bars {
                        chart
                            .draw_series(std::iter::once(Circle::new(
                                (value, mid),
                                5,
                                color.filled(),
                            )))
                            .map_err(drawing)?;
                    }
                }
                at += 1.0;
            }
            at += GAP;
        }
        Ok(self.height())
    }
}

/// The most players of the rulesets (2 when no game was played).
fn max_players(summaries: &[Summary]) -> usize {
    summaries
        .iter()
        .map(|s| s.wins.len())
        .max()
        .filter(|&n| n > 0)
        .unwrap_or(2)
}

/// One row per ruleset of `summaries`, made by `row`.
fn rows(
    summaries: &[Summary],
    row: impl Fn(&Summary) -> (Option<(f64, f64, f64)>, String),
) -> Vec<Row> {
    summaries
        .iter()
        .enumerate()
        .map(|(ruleset, s)| {
            let (mark, text) = row(s);
            Row {
                ruleset,
                mark,
                text,
            }
        })
        .collect()
}

/// A share as a row: in percent, with its numbers beside it (`missing` when there were no
/// games to take it over).
fn share(rate: Option<Rate>, missing: &str) -> (Option<(f64, f64, f64)>, String) {
    match rate {
        Some(r) if r.of > 0 => (
            Some((100.0 * r.rate, 100.0 * r.low, 100.0 * r.high)),
            rate_label(&r),
        ),
        _ => (None, missing.to_owned()),
    }
}

/// Seat `p`, with its agent when the seats have different agents: `South`, `South (greedy)`.
fn seat(report: &CompareReport, names: &[String], p: usize) -> String {
    let agents = &report.config.agents;
    if agents.len() > 1 {
        format!("{} ({})", names[p], agents[p % agents.len()])
    } else {
        names[p].clone()
    }
}

/// How the games ended: each seat's wins, the draws, the unfinished games and the first
/// player's wins, each with one row per ruleset.
fn outcomes(report: &CompareReport, summaries: &[Summary]) -> Panel {
    let names = seat_names(max_players(summaries));
    let mut groups = Vec::new();
    for p in 0..names.len() {
        groups.push((
            format!("{} wins", seat(report, &names, p)),
            rows(summaries, |s| share(s.wins.get(p).copied(), "no such seat")),
        ));
    }
    groups.push((
        "draws".to_owned(),
        rows(summaries, |s| share(Some(s.draws), "no games")),
    ));
    groups.push((
        "unfinished (limit)".to_owned(),
        rows(summaries, |s| share(Some(s.unfinished), "no games")),
    ));
    groups.push((
        "first player wins (of finished)".to_owned(),
        rows(summaries, |s| {
            share(Some(s.first_player_wins), "no finished game")
        }),
    ));
    let high = groups
        .iter()
        .flat_map(|(_, rows)| rows)
        .filter_map(|r| r.mark.map(|m| m.2))
        .fold(0.0, f64::max);
    let end = share_axis_end(high);
    let decimals = usize::from(end < 10.0);
    Panel {
        title: "How the games ended (share of the games, with 95% Wilson intervals)".to_owned(),
        groups,
        range: (0.0, end),
        bars: true,
        desc: "share of the games (%)",
        tick: Box::new(move |v: &f64| format!("{}%", fixed(*v, decimals))),
    }
}

/// Every later ruleset against the first (`None` for a single ruleset): seat 0's win rate, the
/// draw rate, the unfinished rate and the first-player advantage, in percentage points.
fn differences(report: &CompareReport, summaries: &[Summary]) -> Option<Panel> {
    let diffs = super::differences(report);
    if diffs.is_empty() {
        return None;
    }
    let names = seat_names(max_players(summaries));
    type Measure<'a> = (String, &'a dyn Fn(&Difference) -> Option<Estimate>);
    let measures: [Measure; 4] = [
        (format!("{} win rate", seat(report, &names, 0)), &|d| {
            Some(d.south_wins)
        }),
        ("draw rate".to_owned(), &|d| Some(d.draws)),
        ("unfinished rate".to_owned(), &|d| Some(d.unfinished)),
        ("first-player advantage".to_owned(), &|d| {
            d.first_player_advantage
        }),
    ];
    let groups: Vec<(String, Vec<Row>)> = measures
        .into_iter()
        .map(|(label, of)| {
            let rows = diffs
                .iter()
                .enumerate()
                .map(|(k, d)| match of(d) {
                    // A rate over no games says nothing, nor does its difference.
                    _ if report.tallies[0].games == 0 || report.tallies[k + 1].games == 0 => Row {
                        ruleset: k + 1,
                        mark: None,
                        text: "no games in one of them".to_owned(),
                    },
                    Some(e) => Row {
                        ruleset: k + 1,
                        mark: Some((100.0 * e.value, 100.0 * e.low, 100.0 * e.high)),
                        text: super::points_text(crate::lang::Lang::english(), &e),
                    },
                    None => Row {
                        ruleset: k + 1,
                        mark: None,
                        text: "no finished game in one of them".to_owned(),
                    },
                })
                .collect();
            (label, rows)
        })
        .collect();
    let reach = groups
        .iter()
        .flat_map(|(_, rows)| rows)
        .filter_map(|r| r.mark.map(|m| m.1.abs().max(m.2.abs())))
        .fold(0.0, f64::max);
    let end = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0]
        .into_iter()
        .find(|&e| reach <= e)
        .unwrap_or(200.0);
    let decimals = usize::from(end < 5.0);
    Some(Panel {
        title: format!(
            "Differences from {} (percentage points, with 95% Newcombe intervals)",
            report.config.rulesets[0]
        ),
        groups,
        range: (-end, end),
        bars: false,
        desc: "difference (percentage points)",
        tick: Box::new(move |v: &f64| signed(*v, decimals)),
    })
}

/// The text beside a share: `50.2% [48.1%, 52.4%] · 1,005 of 2,000` (SVG shows runs of spaces
/// as one).
fn rate_label(r: &Rate) -> String {
    format!(
        "{} [{}, {}] · {} of {}",
        pct(r.rate),
        pct(r.low),
        pct(r.high),
        count(r.count),
        count(r.of)
    )
}

/// The report as an SVG picture (see the module's documentation).
///
/// # Errors
/// Plotters failed to draw (it does not, drawing into memory).
pub fn svg(report: &CompareReport) -> Result<String, PlotError> {
    let c = &report.config;
    let summaries: Vec<Summary> = report.tallies.iter().map(Summary::of).collect();
    let panels: Vec<Panel> = std::iter::once(outcomes(report, &summaries))
        .chain(differences(report, &summaries))
        .collect();

    // The columns of the panels: the group, the ruleset, the chart, the numbers.
    let all_rows = || panels.iter().flat_map(|p| &p.groups);
    let label_w = all_rows()
        .map(|(label, _)| width(label, 12.5))
        .max()
        .unwrap_or(0)
        + 16;
    let id_w = c
        .rulesets
        .iter()
        .map(|id| width(id, 12.5))
        .max()
        .unwrap_or(0)
        + 30;
    let value_w = all_rows()
        .flat_map(|(_, rows)| rows)
        .map(|r| width(&r.text, 12.0))
        .max()
        .unwrap_or(0)
        + 20;
    let w = (2 * MARGIN + label_w + id_w + value_w + 520).max(1000);
    let text_w = w - 2 * MARGIN;

    // The header.
    let mut head = Lines::default();
    let title = if c.rulesets.len() <= 3 {
        format!("mancala compare: {}", c.rulesets.join(" vs "))
    } else {
        format!("mancala compare: {} rulesets", c.rulesets.len())
    };
    head.add(&title, 20.0, true, &INK, text_w);
    head.gap(4);
    head.add(&run_line(report), 12.5, false, &INK, text_w);
    head.add(
        "The first player alternates, and every ruleset plays the same game seeds. Bars: shares of the games; dots: differences; whiskers: 95% intervals; beside them, the numbers.",
        12.5,
        false,
        &GREY,
        text_w,
    );
    for warning in super::warnings(report) {
        head.add(&format!("warning: {warning}"), 12.0, false, &WARN, text_w);
    }

    // The lengths: one histogram per ruleset, on one scale.
    let lengths = Lengths::of(&report.tallies);
    let mut notes = Lines::default();
    notes.add(
        &format!(
            "Game length: plies (one player's move each) of every game, the unfinished ones included at the limit that stopped them; each bar holds {} and shows the share of that ruleset's games.",
            if lengths.bin == 1 {
                "one length".to_owned()
            } else {
                format!("{} lengths", lengths.bin)
            }
        ),
        12.0,
        false,
        &GREY,
        text_w,
    );
    if panels.len() > 1 {
        notes.add(
            "First-player advantage: P(first player wins) − P(second player wins) among finished games. Differences of rates have Newcombe's hybrid score intervals, the two rulesets' games taken as independent.",
            12.0,
            false,
            &GREY,
            text_w,
        );
    }

    const SMALL_H: i32 = 150;
    let lengths_h = SMALL_H * c.rulesets.len() as i32 + 24;
    let panels_h: i32 = panels.iter().map(Panel::height).sum();
    let h = MARGIN + head.height() + 14 + panels_h + 24 + lengths_h + 12 + notes.height() + MARGIN;

    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, (w as u32, h as u32)).into_drawing_area();
        root.fill(&WHITE).map_err(drawing)?;
        let mut y = MARGIN;
        y += head.draw(&root, MARGIN, y)?;
        y += 14;
        for panel in &panels {
            y += panel.draw(&root, y, (label_w, id_w, value_w), text_w, &c.rulesets)?;
        }
        text(
            &root,
            "Game length (plies), one histogram per ruleset, on the same scales",
            (MARGIN, y + 8),
            &font(16.0, true, &INK),
            HPos::Left,
        )?;
        y += 24;
        for (r, (id, t)) in c.rulesets.iter().zip(&report.tallies).enumerate() {
            let last = r + 1 == c.rulesets.len();
            let area = root
                .clone()
                .shrink((MARGIN, y), (text_w, SMALL_H + if last { 24 } else { 0 }));
            lengths.draw(&root, &area, r, id, t, &summaries[r], last)?;
            y += SMALL_H;
        }
        y += 24 + 12;
        notes.draw(&root, MARGIN, y)?;
        root.present().map_err(drawing)?;
    }
    Ok(buf)
}

/// What was played: the games, seed, agents, opening and program.
fn run_line(report: &CompareReport) -> String {
    let c = &report.config;
    let agents = if c.agents.len() == 1 {
        format!("{} in every seat", c.agents[0])
    } else {
        c.agents.join(" vs ")
    };
    let shard = match c.shard {
        None => String::new(),
        Some((i, n)) => {
            let r = c.range();
            format!(
                " (shard {i}/{n}: games {} to {})",
                count(r.start + 1),
                count(r.end)
            )
        }
    };
    let opening = match c.opening {
        0 => "no random opening".to_owned(),
        1 => "1 random opening ply".to_owned(),
        k => format!("{k} random opening plies"),
    };
    let program = report
        .version
        .as_ref()
        .map_or("an earlier mancala (no version recorded)".to_owned(), |v| {
            format!("mancala {v}")
        });
    format!(
        "{} games per ruleset{shard}; seed {}; agents {agents}; {opening}; played by {program}.",
        count(c.games),
        c.seed
    )
}

/// The scales of the length histograms, shared by every ruleset.
struct Lengths {
    /// Plies per bar.
    bin: u32,
    /// The first bar's first length.
    start: u32,
    /// The last length drawn.
    end: u32,
    /// The highest bar, as a percentage.
    top: f64,
}

impl Lengths {
    /// The most bars in a histogram.
    const BINS: u32 = 80;

    fn of(tallies: &[Tally]) -> Lengths {
        let lo = tallies
            .iter()
            .filter_map(|t| t.plies.keys().next().copied())
            .min()
            .unwrap_or(0);
        let max = tallies
            .iter()
            .filter_map(|t| t.plies.keys().next_back().copied())
            .max()
            .unwrap_or(0);
        // A long thin tail (a few games running to a limit) would squeeze every bar into a
        // corner: beyond twice the longest 99th percentile, it is cut, and the cut said.
        let p99 = tallies
            .iter()
            .map(|t| t.plies_quantile(0.99))
            .max()
            .unwrap_or(0);
        let end = if max > p99.saturating_mul(2) && p99 > lo {
            p99.saturating_mul(2)
        } else {
            max
        };
        let bin = bin_width(end - lo + 1, Self::BINS);
        let start = lo / bin * bin;
        // The last bar ends where its bin does.
        let end = (end / bin)
            .saturating_add(1)
            .saturating_mul(bin)
            .saturating_sub(1);
        let mut lengths = Lengths {
            bin,
            start,
            end,
            top: 0.0,
        };
        lengths.top = tallies
            .iter()
            .flat_map(|t| lengths.bars(t))
            .map(|(_, share)| share)
            .fold(0.0, f64::max);
        lengths
    }

    /// The bars of `t`: each one's first length and share of the games (percent).
    fn bars(&self, t: &Tally) -> Vec<(u32, f64)> {
        let mut bars: Vec<(u32, u64)> = Vec::new();
        for (&plies, &n) in t.plies.range(self.start..=self.end) {
            let first = plies / self.bin * self.bin;
            match bars.last_mut() {
                Some((b, sum)) if *b == first => *sum += n,
                _ => bars.push((first, n)),
            }
        }
        let games = t.games.max(1) as f64;
        bars.into_iter()
            .map(|(b, n)| (b, 100.0 * n as f64 / games))
            .collect()
    }

    /// Draws the histogram of ruleset `r` (`id`, `t`) into `area`, with its caption.
    #[allow(clippy::too_many_arguments)]
    fn draw(
        &self,
        root: &Area,
        area: &Area,
        r: usize,
        id: &str,
        t: &Tally,
        s: &Summary,
        last: bool,
    ) -> Result<(), PlotError> {
        let color = &PALETTE[r % PALETTE.len()];
        let (x, y) = (area.get_base_pixel().0, area.get_base_pixel().1);
        root.draw(&Rectangle::new(
            [(x, y + 3), (x + 10, y + 13)],
            color.filled(),
        ))
        .map_err(drawing)?;
        text(
            root,
            id,
            (x + 16, y + 8),
            &font(12.5, true, &INK),
            HPos::Left,
        )?;
        if t.games == 0 {
            return text(
                root,
                "no games in this report",
                (x + 24 + width(id, 12.5), y + 8),
                &font(12.0, false, &GREY),
                HPos::Left,
            );
        }
        let beyond: u64 = t.plies.range(self.end + 1..).map(|(_, n)| n).sum();
        let mut caption = format!(
            "median {} plies, mean {}, 95% of the games within {}, longest {}",
            s.plies_median,
            fixed(s.plies_mean, 1),
            s.plies_p95,
            s.plies_max
        );
        if t.unfinished > 0 {
            caption.push_str(&format!(
                "; {} unfinished ({})",
                count(t.unfinished),
                pct(s.unfinished.rate)
            ));
        }
        if beyond > 0 {
            caption.push_str(&format!(
                "; {} games ({}) longer than {} plies are past the right edge",
                count(beyond),
                pct(beyond as f64 / t.games.max(1) as f64),
                self.end
            ));
        }
        text(
            root,
            &caption,
            (x + 24 + width(id, 12.5), y + 8),
            &font(12.0, false, &GREY),
            HPos::Left,
        )?;
        let plot = area.margin(20, 0, 0, 0);
        let left = f64::from(self.start) - 0.5;
        let right = f64::from(self.end) + 0.5;
        // Room above the highest bar for the median's label.
        let top = (self.top * 1.25).max(1.0);
        let mut chart = ChartBuilder::on(&plot)
            .margin_right(12)
            .y_label_area_size(64)
            .x_label_area_size(if last { 48 } else { 24 })
            .build_cartesian_2d(left..right, 0.0..top)
            .map_err(drawing)?;
        let desc = if self.bin == 1 {
            "game length (plies)".to_owned()
        } else {
            format!("game length (plies; each bar: {} lengths)", self.bin)
        };
        let y_tick = |v: &f64| format!("{}%", fixed(*v, usize::from(top < 5.0)));
        // Lengths are whole numbers: no tick between two.
        let x_tick = |v: &f64| {
            if (v - v.round()).abs() < 1e-6 {
                fixed(*v, 0)
            } else {
                String::new()
            }
        };
        let mut mesh = chart.configure_mesh();
        mesh.bold_line_style(GRID)
            .light_line_style(WHITE)
            .x_labels(12)
            .y_labels(4)
            .x_label_formatter(&x_tick)
            .y_label_formatter(&y_tick)
            .y_desc("% of games")
            .label_style(font(11.0, false, &INK))
            .axis_desc_style(font(12.0, false, &INK));
        if last {
            mesh.x_desc(desc);
        }
        mesh.draw().map_err(drawing)?;
        chart
            .draw_series(self.bars(t).into_iter().map(|(b, share)| {
                Rectangle::new(
                    [
                        (f64::from(b) - 0.5, 0.0),
                        (f64::from(b + self.bin) - 0.5, share),
                    ],
                    color.mix(0.8).filled(),
                )
            }))
            .map_err(drawing)?;
        let median = f64::from(s.plies_median);
        if median <= right {
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(median, 0.0), (median, top * 0.9)],
                    GREY.stroke_width(1),
                )))
                .map_err(drawing)?;
            let (px, py) = chart.backend_coord(&(median, top * 0.93));
            text(
                root,
                "median",
                (px + 4, py),
                &font(11.0, false, &GREY),
                HPos::Left,
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{CompareConfig, REPORT_FORMAT};

    /// A report of two rulesets with hand-made tallies: 2,000 games each.
    fn report() -> CompareReport {
        let tally = |south: u64, north: u64, draws: u64, lengths: &[(u32, u64)]| {
            let mut t = Tally {
                games: 2000,
                wins: vec![south, north],
                draws,
                unfinished: 2000 - south - north - draws,
                first_player_wins: south.min(north),
                second_player_wins: south.max(north) - south.min(north),
                ..Tally::default()
            };
            t.plies = lengths.iter().copied().collect();
            t.end_reasons.insert("mandarins-empty".into(), 2000);
            t
        };
        CompareReport {
            format: REPORT_FORMAT.into(),
            version: Some("9.9.9".into()),
            config: CompareConfig {
                rulesets: vec!["alpha-rules".into(), "beta-rules".into()],
                options: vec![serde_json::json!({}), serde_json::json!({})],
                agents: vec!["random".into()],
                games: 2000,
                seed: 424_242,
                opening: 0,
                shard: None,
            },
            tallies: vec![
                // 70% South, 30% North.
                tally(1400, 600, 0, &[(20, 500), (30, 1000), (40, 500)]),
                // 30% South, 60% North, 10% draws.
                tally(600, 1200, 200, &[(25, 1000), (50, 1000)]),
            ],
        }
    }

    fn parse(svg: &str) -> roxmltree::Document<'_> {
        roxmltree::Document::parse(svg).expect("the picture is XML")
    }

    /// The texts of the picture, in order.
    fn texts(doc: &roxmltree::Document) -> Vec<String> {
        doc.descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").trim().to_owned())
            .collect()
    }

    /// The whiskers: (low end, high end, height) in pixels, in the order drawn.
    fn whiskers(doc: &roxmltree::Document) -> Vec<(i32, i32, i32)> {
        let stroke = interval_stroke();
        doc.descendants()
            .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke") == Some(&stroke))
            .map(|n| {
                let points: Vec<(i32, i32)> = n
                    .attribute("points")
                    .unwrap()
                    .split_whitespace()
                    .map(|p| {
                        let (x, y) = p.split_once(',').unwrap();
                        (x.parse().unwrap(), y.parse().unwrap())
                    })
                    .collect();
                assert_eq!(points.len(), 6, "a whisker with its caps");
                (points[2].0, points[3].0, points[2].1)
            })
            .collect()
    }

    #[test]
    fn the_picture_names_the_rulesets_seats_games_and_seed() {
        let svg = svg(&report()).unwrap();
        let doc = parse(&svg);
        let all = texts(&doc).join("\n");
        for needle in [
            "alpha-rules",
            "beta-rules",
            "South wins",
            "North wins",
            "draws",
            "unfinished (limit)",
            "2,000 games per ruleset",
            "seed 424242",
            "mancala 9.9.9",
            "% of games",
            "share of the games (%)",
            "Differences from alpha-rules (percentage points, with 95% Newcombe intervals)",
            "South win rate",
            "-40.0 pts [",
        ] {
            assert!(all.contains(needle), "no `{needle}` in:\n{all}");
        }
        assert_eq!(svg, super::svg(&report()).unwrap(), "deterministic");
    }

    #[test]
    fn every_rate_has_one_interval_drawn_in_its_place() {
        let svg = svg(&report()).unwrap();
        let doc = parse(&svg);
        let w = whiskers(&doc);
        // Two rulesets by: South wins, North wins, draws, unfinished, first player wins; then
        // the second against the first: South's win rate, draws, unfinished, first-player
        // advantage.
        assert_eq!(w.len(), 14, "{w:?}");
        // Rows go down the picture in order.
        assert!(w.windows(2).all(|p| p[0].2 < p[1].2), "{w:?}");
        let (south_a, south_b) = (w[0], w[1]);
        // 70% lies right of 30%, and each interval is around its share.
        assert!(south_a.0 > south_b.1, "{w:?}");
        let (north_a, north_b) = (w[2], w[3]);
        assert!(north_b.0 > north_a.1, "60% right of 30%: {w:?}");
        // The bars end between their whisker's ends, and 70% is longer than 30%.
        let bars: Vec<i32> = doc
            .descendants()
            .filter(|n| n.has_tag_name("rect") && n.attribute("opacity") == Some("0.75"))
            .map(|n| n.attribute("width").unwrap().parse().unwrap())
            .collect();
        assert_eq!(bars.len(), 10, "{bars:?}");
        assert!(bars[0] > 2 * bars[1], "{bars:?}");
        let x0: i32 = doc
            .descendants()
            .find(|n| n.has_tag_name("rect") && n.attribute("opacity") == Some("0.75"))
            .and_then(|n| n.attribute("x"))
            .unwrap()
            .parse()
            .unwrap();
        // South won 40 points less often under the second ruleset, drew 10 points more.
        let (south, draws) = (w[10], w[11]);
        assert!(south.1 < draws.0, "{w:?}");
        for (bar, whisker) in bars.iter().zip(&w) {
            assert!(
                whisker.0 <= x0 + bar && x0 + bar <= whisker.1,
                "{bars:?} {w:?}"
            );
        }
    }

    #[test]
    fn text_cannot_break_the_xml() {
        let mut r = report();
        r.config.rulesets[0] = "a<b>&\"c\"\u{1}".into();
        r.config.agents = vec!["engine:x <y>".into(), "random".into()];
        let svg = svg(&r).unwrap();
        let doc = parse(&svg);
        let all = texts(&doc).join("\n");
        assert!(all.contains("a<b>&\"c\"\u{FFFD}"), "{all}");
        assert!(all.contains("South (engine:x <y>) wins"), "{all}");
    }

    #[test]
    fn lengths_share_one_scale_and_a_long_tail_is_cut_and_said() {
        let mut r = report();
        // Ten games of the second ruleset ran to 1,000 plies.
        let t = &mut r.tallies[1];
        *t.plies.get_mut(&50).unwrap() -= 10;
        t.plies.insert(1000, 10);
        let lengths = Lengths::of(&r.tallies);
        assert!(lengths.end < 1000 && lengths.end >= 50, "{}", lengths.end);
        let svg = svg(&r).unwrap();
        assert!(
            svg.contains("10 games (0.5%) longer than"),
            "the cut is said"
        );
        // Every bar of a histogram is a share of its own ruleset's games.
        let bars = lengths.bars(&r.tallies[0]);
        let sum: f64 = bars.iter().map(|b| b.1).sum();
        assert!((sum - 100.0).abs() < 1e-9, "{bars:?}");
    }

    #[test]
    fn a_shard_without_games_says_so() {
        let mut r = report();
        r.tallies = vec![Tally::default(), Tally::default()];
        r.config.games = 3;
        r.config.shard = Some((5, 8));
        let svg = svg(&r).unwrap();
        let doc = parse(&svg);
        let all = texts(&doc).join("\n");
        assert!(all.contains("no games in this report"), "{all}");
        assert!(all.contains("no games in one of them"), "{all}");
        assert!(whiskers(&doc).is_empty(), "no interval drawn over no games");
    }

    #[test]
    fn bins_are_round_and_few() {
        assert_eq!(bin_width(40, 60), 1);
        assert_eq!(bin_width(123, 60), 5);
        assert_eq!(bin_width(119, 60), 2);
        assert_eq!(bin_width(10_000, 60), 200);
        assert_eq!(bin_width(u32::MAX, 60), 100_000_000);
    }

    #[test]
    fn paths_are_checked_before_the_games() {
        let dir = std::env::temp_dir().join(format!("mancala-plot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let missing = dir.join("nowhere").join("p.svg");
        assert_eq!(
            check_path(&missing),
            Err(PlotError::NoFolder {
                path: missing.display().to_string(),
                folder: dir.join("nowhere").display().to_string(),
            })
        );
        assert!(matches!(
            check_path(&dir.join("p.png")),
            Err(PlotError::NotSvg { .. })
        ));
        let folder = dir.join("folder.svg");
        std::fs::create_dir_all(&folder).unwrap();
        assert!(matches!(
            check_path(&folder),
            Err(PlotError::NotAFile { .. })
        ));
        let file = dir.join("p.svg");
        write(&file, "<svg/>").unwrap();
        write(&file, "<svg></svg>").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "<svg></svg>");
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            left.iter().all(|f| !f.ends_with(".tmp")),
            "no temporary file left: {left:?}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn font_sizes_are_written_as_given() {
        for px in [11.0, 12.0, 12.5, 14.0, 16.0, 20.0] {
            assert_eq!((plotters_size(px) / 1.24).to_string(), px.to_string());
        }
    }

    #[test]
    fn text_wraps_at_spaces() {
        assert_eq!(wrap("aaa bbb ccc", 7), ["aaa bbb", "ccc"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert!(wrap("", 10).is_empty());
    }
}
