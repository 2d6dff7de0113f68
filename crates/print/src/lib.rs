//! Printable worksheets: A4 PDF pages of board diagrams, each with a numbered question under
//! it, and an answer key on the last page.
//!
//! The pages are SVG: each board is the project's own picture ([`mancala::svg::board_svg`]),
//! drawn black on white for a photocopier by a style sheet laid over its own ([`PRINT_STYLE`]),
//! and the words are set in Noto Sans (fonts/, under the SIL Open Font License), which has every
//! letter of Vietnamese. `usvg` reads each page, `svg2pdf` turns it into PDF with the font's
//! glyphs used embedded (a subset), and `pdf-writer` puts the pages together into one document.
//!
//! The sheet takes plain [`Item`]s (rules, position, question, answer, proof in words): it does
//! not know where the positions come from. [`puzzles`] makes items of the shipped puzzles.
//! The page's own words (the name line, the instructions, "answer key", the page numbers) come
//! from the `worksheet-*` messages of the catalogues, in [`Sheet::lang`].

use std::{collections::HashMap, fmt::Write as _, sync::Arc};

use mancala::{
    Family,
    lang::Lang,
    position::{Player, Position},
    svg::{SvgOptions, board_svg},
};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};
use svg2pdf::usvg;

pub mod puzzles;

/// Noto Sans, regular: every word of the sheet but the titles.
const REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
/// Noto Sans, bold: the titles, the numbers of the questions, the counts on the boards.
const BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");
/// The font's family name, as the pages and the boards ask for it.
const FAMILY: &str = "Noto Sans";

/// A4 in points (1/72 inch).
const PAGE_W: f64 = 595.28;
/// A4 in points.
const PAGE_H: f64 = 841.89;
/// The margin on every side, in points (about 15 mm).
const MARGIN: f64 = 42.0;
/// The diagrams on a page of questions: two, so that a child reads every number on the board
/// (a count is about 9 points high) and has room to write under each.
pub const PER_PAGE: usize = 2;

/// The most items a sheet takes (12 pages of questions).
pub const MAX_ITEMS: usize = 24;
/// The longest title, in characters (two lines at most on the first page).
pub const MAX_TITLE_CHARS: usize = 100;

/// The board's own colours turned black on white, for paper and photocopiers: white pits with
/// black outlines, black words, pieces white, grey or black by their look (their shapes tell
/// them apart too). Laid over the board's style sheet (`!important`: usvg reads a style sheet
/// it is given before the picture's own), it names only the classes and ids that
/// [`mancala::svg`] documents as stable.
pub const PRINT_STYLE: &str = "\
.mancala-board{font-family:'Noto Sans' !important}\
.mancala-board .board{fill:#fff !important;stroke:#000 !important;stroke-width:2 !important}\
.mancala-board .ring-edge{fill:#000 !important;stroke:#000 !important}\
.mancala-board .ring{fill:#fff !important;stroke:#fff !important}\
.mancala-board .outline{fill:#fff !important;stroke:#000 !important;stroke-width:2.5 !important}\
.mancala-board .out .outline{fill:#d0d0d0 !important}\
.mancala-board .label{fill:#000 !important;font-size:18px !important}\
.mancala-board .count{fill:#000 !important;font-size:19px !important}\
.mancala-board .name,.mancala-board .score,.mancala-board .status{fill:#000 !important;font-size:18px !important}\
.mancala-board .points{fill:#000 !important}\
.mancala-board .young{fill:#000 !important}\
.mancala-board .pit.young .outline{stroke:#000 !important}\
#piece-plain circle{fill:#fff !important;stroke:#000 !important}\
#piece-red circle{fill:#8c8c8c !important;stroke:#000 !important}\
#piece-black path{fill:#000 !important;stroke:#fff !important}\
#piece-special path{fill:#000 !important;stroke:#000 !important}\
#piece-big circle{fill:#3a3a3a !important;stroke:#000 !important}\
#piece-small circle{fill:#fff !important;stroke:#000 !important;stroke-width:1.4 !important}";

/// One exercise of the sheet.
#[derive(Clone)]
pub struct Item {
    /// The rules the position is played by.
    pub rules: Arc<dyn Family>,
    /// The position drawn.
    pub position: Position,
    /// The seat the board is seen from (its row at the bottom): usually the player to move.
    pub seat: Player,
    /// The question under the board, without its number ("South to move. Find the best
    /// move."): the sheet numbers it.
    pub question: String,
    /// The answer in the ruleset's notation (`3R`).
    pub answer: String,
    /// The answer in words: what the move does.
    pub answer_words: String,
    /// Why it is the answer: the proof's values in words.
    pub proof: String,
}

impl std::fmt::Debug for Item {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Item")
            .field("rules", &self.rules.info().id)
            .field("seat", &self.seat)
            .field("question", &self.question)
            .field("answer", &self.answer)
            .field("answer_words", &self.answer_words)
            .field("proof", &self.proof)
            .finish_non_exhaustive()
    }
}

/// A worksheet: a title and its items, in one language.
#[derive(Clone, Debug)]
pub struct Sheet {
    /// The language of the page's own words (the items bring theirs).
    pub lang: Lang,
    /// The title on the first page (and, small, on the others).
    pub title: String,
    /// A line under the title (the ruleset, the difficulty), if any.
    pub subtitle: Option<String>,
    /// What the pupil is to do, on the first page under the name line (how to write a move
    /// is the ruleset's own: see [`instructions`]).
    pub instructions: String,
    /// The exercises, in the order they are numbered.
    pub items: Vec<Item>,
}

/// Why a sheet could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    /// No item, or more than [`MAX_ITEMS`].
    #[error("a worksheet takes 1 to {MAX_ITEMS} items, not {0}")]
    Items(usize),
    /// A title longer than [`MAX_TITLE_CHARS`] characters.
    #[error("a title of {0} characters: at most {MAX_TITLE_CHARS}")]
    Title(usize),
    /// A page's SVG could not be read (a fault of this crate, not of the input).
    #[error("a page of the worksheet could not be drawn: {0}")]
    Svg(String),
    /// svg2pdf could not convert a page.
    #[error("a page of the worksheet could not be converted to PDF: {0}")]
    Pdf(String),
}

impl PrintError {
    /// The error in `lang`.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        match self {
            PrintError::Items(n) => lang.text(
                "worksheet-err-items",
                &[("given", (*n).into()), ("max", MAX_ITEMS.into())],
            ),
            PrintError::Title(n) => lang.text(
                "worksheet-err-title",
                &[("given", (*n).into()), ("max", MAX_TITLE_CHARS.into())],
            ),
            PrintError::Svg(why) | PrintError::Pdf(why) => {
                lang.text("worksheet-err-draw", &[("why", why.clone().into())])
            }
        }
    }
}

/// The instructions for the items of `rules` in `lang`: find the best move and write it, as
/// the pit's number alone, or with the direction of sowing where the rules let the player
/// choose one (Ô ăn quan's `3R`).
#[must_use]
pub fn instructions(lang: Lang, rules: &dyn Family, position: &Position) -> String {
    let moves = rules.legal_move_list(position);
    let choose_direction = moves
        .iter()
        .any(|a| moves.iter().any(|b| a.pit == b.pit && a.dir != b.dir));
    lang.text(
        "worksheet-instructions",
        &[(
            "directions",
            if choose_direction { "yes" } else { "no" }.into(),
        )],
    )
}

/// How many pages `items` questions take (the answer key not counted).
#[must_use]
pub fn question_pages(items: usize) -> usize {
    items.div_ceil(PER_PAGE)
}

/// The fonts, for measuring lines before they are set.
struct Fonts {
    regular: ttf_parser::Face<'static>,
    bold: ttf_parser::Face<'static>,
}

impl Fonts {
    fn get() -> Result<&'static Fonts, PrintError> {
        static FONTS: std::sync::OnceLock<Option<Fonts>> = std::sync::OnceLock::new();
        FONTS
            .get_or_init(|| {
                Some(Fonts {
                    regular: ttf_parser::Face::parse(REGULAR, 0).ok()?,
                    bold: ttf_parser::Face::parse(BOLD, 0).ok()?,
                })
            })
            .as_ref()
            .ok_or_else(|| PrintError::Svg("the embedded font does not parse".to_owned()))
    }

    /// The width of `text` set at `size` points.
    fn width(&self, text: &str, size: f64, bold: bool) -> f64 {
        let face = if bold { &self.bold } else { &self.regular };
        let units = f64::from(face.units_per_em());
        let advance: f64 = text
            .chars()
            .map(|c| {
                face.glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .map_or(units / 2.0, f64::from)
            })
            .sum();
        advance * size / units
    }

    /// `text` broken into lines no wider than `width` at `size` points, at spaces (a word
    /// longer than a line stands alone on its line).
    fn wrap(&self, text: &str, size: f64, bold: bool, width: f64) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            // A little room for kerning, which the measure leaves out.
            if !line.is_empty() && self.width(&candidate, size, bold) > width * 0.97 {
                lines.push(std::mem::replace(&mut line, word.to_owned()));
            } else {
                line = candidate;
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
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
            c => out.push(c),
        }
    }
    out
}

/// One page being drawn: its SVG elements, top to bottom.
struct Page {
    body: String,
}

impl Page {
    fn new() -> Page {
        Page {
            body: String::new(),
        }
    }

    /// A line of text with its baseline at `y`.
    fn text(&mut self, x: f64, y: f64, size: f64, bold: bool, anchor: &str, text: &str) {
        let _ = writeln!(
            self.body,
            "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size:.1}\" font-weight=\"{}\" text-anchor=\"{anchor}\">{}</text>",
            if bold { "bold" } else { "normal" },
            escape(text)
        );
    }

    /// A horizontal line (a place to write).
    fn rule(&mut self, x0: f64, x1: f64, y: f64) {
        let _ = writeln!(
            self.body,
            "<line x1=\"{x0:.1}\" y1=\"{y:.1}\" x2=\"{x1:.1}\" y2=\"{y:.1}\" stroke=\"#000\" stroke-width=\"0.8\"/>"
        );
    }

    /// A board's SVG (from [`board_svg`], starting at `<svg`) fitted into a box, centred.
    fn board(&mut self, svg: &str, x: f64, y: f64, w: f64, h: f64) {
        let placed = svg
            .replacen(
                "<svg",
                &format!("<svg x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\""),
                1,
            )
            // A slot's size, which a browser takes from its symbol's and usvg does not.
            .replace(
                "<use class=\"slot\" ",
                "<use class=\"slot\" width=\"32\" height=\"32\" ",
            );
        self.body.push_str(&placed);
    }

    /// The page as an SVG document of A4 in points.
    fn svg(&self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{PAGE_W}\" height=\"{PAGE_H}\" viewBox=\"0 0 {PAGE_W} {PAGE_H}\" font-family=\"{FAMILY}\" fill=\"#000\">\n<rect width=\"{PAGE_W}\" height=\"{PAGE_H}\" fill=\"#fff\"/>\n{}</svg>\n",
            self.body
        )
    }
}

/// The width and height of a board's picture, read from its `viewBox` (`0 0 W H`).
fn board_size(svg: &str) -> Option<(f64, f64)> {
    let start = svg.find("viewBox=\"0 0 ")? + "viewBox=\"0 0 ".len();
    let rest = &svg[start..];
    let end = rest.find('"')?;
    let mut numbers = rest[..end].split(' ').map(str::parse::<f64>);
    match (numbers.next(), numbers.next()) {
        (Some(Ok(w)), Some(Ok(h))) if w > 0.0 && h > 0.0 => Some((w, h)),
        _ => None,
    }
}

/// The text sizes of the sheet, in points.
const TITLE_SIZE: f64 = 20.0;
const TEXT_SIZE: f64 = 11.5;
const QUESTION_SIZE: f64 = 13.0;
const SMALL_SIZE: f64 = 9.5;

/// A sheet made: the PDF file's bytes and how many pages it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The PDF file.
    pub pdf: Vec<u8>,
    /// Its pages: the questions', then the answer key's (one, or more for long answers).
    pub pages: usize,
}

/// The sheet as a PDF: its pages of questions, [`PER_PAGE`] a page, then the answer key.
///
/// # Errors
/// No item or too many ([`MAX_ITEMS`]), a title too long ([`MAX_TITLE_CHARS`]); a page that
/// cannot be drawn or converted.
pub fn worksheet_pdf(sheet: &Sheet) -> Result<Printed, PrintError> {
    let pages = worksheet_svg_pages(sheet)?;
    let mut options = usvg::Options {
        font_family: FAMILY.to_owned(),
        style_sheet: Some(PRINT_STYLE.to_owned()),
        ..usvg::Options::default()
    };
    let fontdb = options.fontdb_mut();
    fontdb.load_font_data(REGULAR.to_vec());
    fontdb.load_font_data(BOLD.to_vec());
    fontdb.set_sans_serif_family(FAMILY);
    let mut alloc = Ref::new(1);
    let catalog = alloc.bump();
    let tree_ref = alloc.bump();
    let mut pdf = Pdf::new();
    let mut page_refs = Vec::new();
    for svg in &pages {
        let tree =
            usvg::Tree::from_str(svg, &options).map_err(|e| PrintError::Svg(e.to_string()))?;
        let (chunk, form) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| PrintError::Pdf(e.to_string()))?;
        let mut renumbered = HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| alloc.bump()));
        let form = renumbered
            .get(&form)
            .copied()
            .ok_or_else(|| PrintError::Pdf("the page's form is missing".to_owned()))?;
        let page_ref = alloc.bump();
        let content_ref = alloc.bump();
        let name = Name(b"P");
        let mut page = pdf.page(page_ref);
        page.media_box(Rect::new(0.0, 0.0, PAGE_W as f32, PAGE_H as f32));
        page.parent(tree_ref);
        page.contents(content_ref);
        page.resources().x_objects().pair(name, form);
        page.finish();
        let mut content = Content::new();
        content
            .save_state()
            .transform([PAGE_W as f32, 0.0, 0.0, PAGE_H as f32, 0.0, 0.0])
            .x_object(name)
            .restore_state();
        pdf.stream(content_ref, &content.finish());
        pdf.extend(&chunk);
        page_refs.push(page_ref);
    }
    pdf.catalog(catalog).pages(tree_ref);
    pdf.pages(tree_ref)
        .count(page_refs.len() as i32)
        .kids(page_refs);
    let info = alloc.bump();
    pdf.document_info(info)
        .title(TextStr(&sheet.title))
        .producer(TextStr("mancala"));
    Ok(Printed {
        pdf: pdf.finish(),
        pages: pages.len(),
    })
}

/// The sheet's pages as SVG documents (A4 in points), in order: the questions, then the
/// answer key. [`worksheet_pdf`] converts them; they are public for a look at a page.
///
/// # Errors
/// No item or too many ([`MAX_ITEMS`]).
pub fn worksheet_svg_pages(sheet: &Sheet) -> Result<Vec<String>, PrintError> {
    let n = sheet.items.len();
    if n == 0 || n > MAX_ITEMS {
        return Err(PrintError::Items(n));
    }
    let title_chars = sheet.title.chars().count();
    if title_chars > MAX_TITLE_CHARS {
        return Err(PrintError::Title(title_chars));
    }
    let fonts = Fonts::get()?;
    let lang = sheet.lang;
    let width = PAGE_W - 2.0 * MARGIN;
    let mut pages: Vec<Page> = Vec::new();
    for (page_index, chunk) in sheet.items.chunks(PER_PAGE).enumerate() {
        let mut page = Page::new();
        let mut y = MARGIN;
        if page_index == 0 {
            for (i, line) in fonts
                .wrap(&sheet.title, TITLE_SIZE, true, width)
                .iter()
                .enumerate()
            {
                y += if i == 0 {
                    TITLE_SIZE
                } else {
                    TITLE_SIZE * 1.25
                };
                page.text(MARGIN, y, TITLE_SIZE, true, "start", line);
            }
            if let Some(subtitle) = &sheet.subtitle {
                y += TEXT_SIZE * 1.6;
                page.text(MARGIN, y, TEXT_SIZE, false, "start", subtitle);
            }
            // The pupil's name and class, with room to write.
            y += TEXT_SIZE * 2.4;
            let name = lang.text("worksheet-name", &[]);
            let class = lang.text("worksheet-class", &[]);
            page.text(MARGIN, y, TEXT_SIZE, false, "start", &name);
            let name_end = MARGIN + fonts.width(&name, TEXT_SIZE, false) + 4.0;
            let class_x = MARGIN + width * 0.68;
            page.rule(name_end, class_x - 12.0, y + 2.0);
            page.text(class_x, y, TEXT_SIZE, false, "start", &class);
            let class_end = class_x + fonts.width(&class, TEXT_SIZE, false) + 4.0;
            page.rule(class_end, MARGIN + width, y + 2.0);
            y += TEXT_SIZE * 0.8;
            for line in fonts.wrap(&sheet.instructions, TEXT_SIZE, false, width) {
                y += TEXT_SIZE * 1.4;
                page.text(MARGIN, y, TEXT_SIZE, false, "start", &line);
            }
            y += TEXT_SIZE;
        } else {
            y += SMALL_SIZE;
            page.text(MARGIN, y, SMALL_SIZE, false, "start", &sheet.title);
            y += SMALL_SIZE;
        }
        // The rest of the page above the footer, shared by the diagrams.
        let bottom = PAGE_H - MARGIN - SMALL_SIZE * 2.5;
        let cell = (bottom - y) / PER_PAGE as f64;
        for (i, item) in chunk.iter().enumerate() {
            let number = page_index * PER_PAGE + i + 1;
            let top = y + cell * i as f64;
            let question = lang.text(
                "worksheet-question",
                &[
                    ("number", number.into()),
                    ("question", item.question.clone().into()),
                ],
            );
            let mut line_y = top + QUESTION_SIZE * 1.2;
            let lines = fonts.wrap(&question, QUESTION_SIZE, true, width);
            for line in &lines {
                page.text(MARGIN, line_y, QUESTION_SIZE, true, "start", line);
                line_y += QUESTION_SIZE * 1.3;
            }
            let answer_space = TEXT_SIZE * 3.2;
            let board_top = line_y - QUESTION_SIZE * 0.6;
            let board_h = (top + cell - answer_space - board_top).max(40.0);
            let svg = board_svg(
                &*item.rules,
                &item.position,
                &SvgOptions {
                    seat: item.seat,
                    lang,
                    ..SvgOptions::default()
                },
            );
            let (bw, bh) = board_size(&svg)
                .ok_or_else(|| PrintError::Svg("a board without its size".to_owned()))?;
            let scale = (width / bw).min(board_h / bh);
            let (w, h) = (bw * scale, bh * scale);
            page.board(&svg, MARGIN + (width - w) / 2.0, board_top, w, h);
            // Where the pupil writes the move.
            let answer_y = board_top + h + TEXT_SIZE * 1.8;
            let label = lang.text("worksheet-your-move", &[]);
            page.text(MARGIN, answer_y, TEXT_SIZE, false, "start", &label);
            let label_end = MARGIN + fonts.width(&label, TEXT_SIZE, false) + 6.0;
            page.rule(label_end, label_end + 150.0, answer_y + 2.0);
        }
        pages.push(page);
    }
    // The answer key: one block an item, as many pages as they take.
    let mut key = Page::new();
    let mut y = MARGIN + TITLE_SIZE * 0.9;
    let heading = lang.text("worksheet-key", &[]);
    key.text(MARGIN, y, TITLE_SIZE * 0.9, true, "start", &heading);
    y += TEXT_SIZE * 1.2;
    let indent = MARGIN + 18.0;
    let bottom = PAGE_H - MARGIN - SMALL_SIZE * 2.5;
    for (i, item) in sheet.items.iter().enumerate() {
        let first = lang.text(
            "worksheet-key-answer",
            &[
                ("number", (i + 1).into()),
                ("move", item.answer.clone().into()),
            ],
        );
        let words = fonts.wrap(&item.answer_words, TEXT_SIZE, false, width - 18.0);
        let proof = fonts.wrap(&item.proof, SMALL_SIZE, false, width - 18.0);
        let height = TEXT_SIZE * 1.9
            + TEXT_SIZE * 1.35 * words.len() as f64
            + SMALL_SIZE * 1.35 * proof.len() as f64;
        if y + height > bottom {
            pages.push(std::mem::replace(&mut key, Page::new()));
            y = MARGIN + SMALL_SIZE;
            key.text(MARGIN, y, SMALL_SIZE, false, "start", &heading);
            y += SMALL_SIZE;
        }
        y += TEXT_SIZE * 1.9;
        key.text(MARGIN, y, TEXT_SIZE + 1.0, true, "start", &first);
        for line in &words {
            y += TEXT_SIZE * 1.35;
            key.text(indent, y, TEXT_SIZE, false, "start", line);
        }
        for line in &proof {
            y += SMALL_SIZE * 1.35;
            key.text(indent, y, SMALL_SIZE, false, "start", line);
        }
    }
    pages.push(key);
    // The footers: the title and the page's number.
    let total = pages.len();
    let footer_y = PAGE_H - MARGIN + SMALL_SIZE * 0.5;
    Ok(pages
        .into_iter()
        .enumerate()
        .map(|(i, mut page)| {
            let number = lang.text(
                "worksheet-page",
                &[("page", (i + 1).into()), ("pages", total.into())],
            );
            page.text(PAGE_W / 2.0, footer_y, SMALL_SIZE, false, "middle", &number);
            page.svg()
        })
        .collect())
}
