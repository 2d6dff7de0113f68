//! The face people see: move notation, the board, the rules in words, narration of a move,
//! and the JSON detail of a position. It reads the rules' decisions from the engine's events;
//! it never decides a rule again.

use crate::{
    event::Event,
    lang::Lang,
    moves::Move,
    position::{EndReason, Limit, PitId, Player, Position},
    ruleset::{
        BoardLayout, Illegal, Ruleset, View,
        config::RulesetInfo,
        notation::{self, BoardError, Notation, PieceStyle},
    },
};

/// A move text that does not follow the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a move: expected {expected}")]
pub struct ParseMoveError {
    /// What was typed.
    pub text: String,
    /// What the notation wants, with examples.
    pub expected: String,
}

/// What a pit is worth to whoever captures it, as the rules count it, and whether the rules
/// protect it now ([`Present::pit_worth`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitWorth {
    /// The points its pieces are worth (Ô ăn quan: a big stone counts as many citizens).
    pub points: i32,
    /// Whether it may not be captured now: Ô ăn quan's young mandarin (quan non).
    pub young: bool,
}

/// The face of a ruleset that people see: notation, board, rules text, narration, JSON detail.
pub trait Present: Ruleset {
    /// The ruleset's id, name and sources.
    fn info(&self) -> &RulesetInfo;

    /// Reads a move typed by the player to move in `pos` (syntax only; legality is the engine's).
    ///
    /// # Errors
    /// The text does not follow the notation.
    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError>;

    /// Why `mv` cannot be played in `pos`, in the game's own words.
    fn illegal_text(&self, _pos: &Position, _mv: &Move, why: &Illegal) -> String {
        why.to_string()
    }

    /// [`Present::illegal_text`] in `lang` (English for the families not yet translated).
    fn illegal_text_in(&self, lang: Lang, pos: &Position, mv: &Move, why: &Illegal) -> String {
        let _ = lang;
        self.illegal_text(pos, mv, why)
    }

    /// A move text that does not follow the notation ([`Present::parse_move`]'s error), in
    /// `lang` (English for the families not yet translated).
    fn parse_error_in(&self, lang: Lang, error: &ParseMoveError) -> String {
        let _ = lang;
        error.to_string()
    }

    /// The canonical text of `mv` played from `pos`.
    fn move_text(&self, pos: &Position, mv: &Move) -> String;

    /// A short name of a pit for narration ("South's square 3", "the left mandarin square").
    fn pit_name(&self, pit: PitId) -> String;

    /// [`Present::pit_name`] in `lang` (English for the families not yet translated).
    fn pit_name_in(&self, lang: Lang, pit: PitId) -> String {
        let _ = lang;
        self.pit_name(pit)
    }

    /// [`Present::pit_name_in`] as `seat` sees the board (its row at the bottom): "the left
    /// mandarin square" is the one on that reader's left. The default is South's view.
    fn pit_name_seen(&self, lang: Lang, seat: Player, pit: PitId) -> String {
        let _ = seat;
        self.pit_name_in(lang, pit)
    }

    /// The board as seat 0 sees it, described once: its rows of pits, whose each pit is, its
    /// kind and label, where the stores or mandarin squares sit, how the pieces look. The
    /// terminal board and the SVG board are drawn from it ([`BoardLayout::seen_from`] turns it
    /// for another seat).
    fn layout(&self) -> BoardLayout;

    /// The whole position on one line, in the library's position notation ([`notation`]):
    /// the pits row by row in ring order, the player to move, the banks (games without
    /// stores), then `key:value` fields for what differs from a new game. Examples:
    ///
    /// ```text
    /// 4,4,4,4,4,4/4,4,4,4,4,4 0 0,0                 Oware, the start
    /// 2,1,0,3,4,1/1,2,1,3,0,5 1 12,13 ply:31        Oware, North to move, 12 and 13 captured
    /// 7,7,7,7,7,7,7|0/7,7,7,7,7,-,-|2 0 round:2     Sungka: stores after `|`, burnt houses `-`
    /// Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0             Ô ăn quan: a big stone and 0 citizens
    /// ```
    ///
    /// [`Present::parse_board`] reads it back: `parse_board(&board_text(p))` is `p`, but for
    /// the outcome of a finished game, which the rules decide again.
    ///
    /// The default writes plain counts; a family with pieces of several kinds or a state of
    /// its own writes them (each family's `show.rs` documents its pits and fields).
    fn board_text(&self, pos: &Position) -> String {
        notation::board_text(self, &Notation::plain(PieceStyle::Counts, false), pos)
    }

    /// The position written by [`Present::board_text`]: set up by hand, or read back.
    ///
    /// ```
    /// use mancala::{Present, Rules};
    /// let oware = Rules::builtin("oware-abapa").unwrap();
    /// let pos = oware.parse_board("2,1,0,3,4,1/1,2,1,3,0,5 0 12,13").unwrap();
    /// assert_eq!(pos.count(4), 4);
    /// assert_eq!(oware.board_text(&pos), "2,1,0,3,4,1/1,2,1,3,0,5 0 12,13");
    /// let short = oware.parse_board("2,1,0,3,4/1,2,1,3,0,5 0 12,13").unwrap_err();
    /// assert_eq!(short.to_string(), "row 1 has 5 pits: write 6, separated by `,`");
    /// ```
    ///
    /// # Errors
    /// The text does not follow the notation (a wrong number of rows or pits, a pit, the
    /// player to move or a field written wrong), or it is well written but the rules never
    /// come there (pieces that do not add up to the game's, a burnt store, a big stone off
    /// the mandarin squares): [`BoardError`] says which and what to change.
    fn parse_board(&self, text: &str) -> Result<Position, BoardError> {
        notation::parse_board(self, &Notation::plain(PieceStyle::Counts, false), text)
    }

    /// The family's thresholds of a review's classes of moves (its `review.toml`, embedded:
    /// a table per ruleset id and a `default`, read by [`crate::review::Thresholds::of`]);
    /// `None`, the default, gives [`crate::review::Thresholds::DEFAULT`].
    fn review_file(&self) -> Option<&'static str> {
        None
    }

    /// The board as the players see it, with scores and the player to move.
    fn draw(&self, pos: &Position) -> String;

    /// The board as `view` asks: its seat's row at the bottom, the last move's pits marked,
    /// colour if on. The default is [`Present::draw`], seen from South without marks.
    fn draw_for(&self, pos: &Position, _view: &View) -> String {
        self.draw(pos)
    }

    /// [`Present::draw_for`] with its captions (scores, the player to move) in `lang`
    /// (English for the families not yet translated).
    fn draw_in(&self, lang: Lang, pos: &Position, view: &View) -> String {
        let _ = lang;
        self.draw_for(pos, view)
    }

    /// Whether the opponent of the player to move has nothing on their side, so the mover must
    /// feed them (counted by `compare`; games without a feeding rule say `false`).
    fn opponent_starving(&self, _pos: &Position) -> bool {
        false
    }

    /// The name of the comparison counter an event of this family counts toward, for the
    /// counters only one family has (Ô ăn quan's `quan-non-blocks`); `None` for the rest.
    fn counter(&self, _event: &Event) -> Option<&'static str> {
        None
    }

    /// What `pit` is worth and whether it is protected, for the pits whose worth is not their
    /// piece count (Ô ăn quan's mandarin squares): the rules' own count and decision, for a
    /// board to show. `None` for every other pit (the default).
    fn pit_worth(&self, _pos: &Position, _pit: PitId) -> Option<PitWorth> {
        None
    }

    /// Whether pieces have colours (JSON `sow` and `capture` steps then list them).
    fn coloured(&self) -> bool {
        false
    }

    /// The family's `detail` object of the JSON position.
    fn detail_json(&self, pos: &Position) -> serde_json::Value;

    /// Every option as the TOML file spells it (the `options` object of a game record).
    fn options_json(&self) -> serde_json::Value;

    /// The rules in plain words, generated from the options.
    fn describe(&self) -> String;

    /// [`Present::describe`] in `lang`, from the catalogues' messages (English for the
    /// families not yet translated).
    fn describe_in(&self, lang: Lang) -> String {
        let _ = lang;
        self.describe()
    }

    /// Why a game ended, in words for people: a clause that follows "the game is over:"
    /// ("both mandarin squares are empty", "the same position came round again"). Text for
    /// people only: the JSON keeps the code ([`EndReason::as_str`]).
    ///
    /// The default words the engine's own reasons (repetition, a blocked game, the safety
    /// limits); a family words the codes its rules define and hands the rest to
    /// [`shared_end_reason_text`]. A code a family leaves unworded is shown with its hyphens as
    /// spaces.
    fn end_reason_text(&self, reason: EndReason) -> String {
        shared_end_reason_text(self.limits(), reason)
    }

    /// [`Present::end_reason_text`] in `lang`: the engine's own reasons from the catalogues,
    /// a family's own codes in English until the family words them in `lang`.
    fn end_reason_text_in(&self, lang: Lang, reason: EndReason) -> String {
        match reason {
            EndReason::Rule(_) => self.end_reason_text(reason),
            _ => shared_end_reason_text_in(lang, self.limits(), reason),
        }
    }

    /// A note for explained transcripts on how pits are labelled, if the family needs one.
    fn legend(&self) -> Option<String> {
        None
    }

    /// [`Present::legend`] in `lang` (English for the families not yet translated).
    fn legend_in(&self, lang: Lang) -> Option<String> {
        let _ = lang;
        self.legend()
    }

    /// [`Present::legend_in`] for a reader in `seat`, the board drawn with their row at the
    /// bottom. The default is South's view.
    fn legend_seen(&self, lang: Lang, seat: Player) -> Option<String> {
        let _ = seat;
        self.legend_in(lang)
    }

    /// A learner's account of one move: `before` is the position it was played from, `events`
    /// what the engine reported (the move's steps and the engine steps after it).
    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String>;

    /// [`Present::explain`] in `lang`, for the families whose narration is in the catalogues
    /// (`locales/`); the others tell it in English until theirs is.
    fn explain_in(
        &self,
        lang: Lang,
        before: &Position,
        mv: &Move,
        events: &[Event],
    ) -> Vec<String> {
        let _ = lang;
        self.explain(before, mv, events)
    }

    /// [`Present::explain_in`] for a reader in `seat`: squares named as that reader sees the
    /// board ([`Present::pit_name_seen`]). The default is South's view.
    fn explain_seen(
        &self,
        lang: Lang,
        seat: Player,
        before: &Position,
        mv: &Move,
        events: &[Event],
    ) -> Vec<String> {
        let _ = seat;
        self.explain_in(lang, before, mv, events)
    }
}

/// The engine's own end reasons in words, for [`Present::end_reason_text`]: repetition, a
/// blocked game and the safety limits (`limits` gives their values). A family's own code is
/// shown with its hyphens as spaces; families word their codes before calling this.
pub fn shared_end_reason_text(limits: &crate::ruleset::Limits, reason: EndReason) -> String {
    shared_end_reason_text_in(Lang::english(), limits, reason)
}

/// [`shared_end_reason_text`] in `lang`.
pub fn shared_end_reason_text_in(
    lang: Lang,
    limits: &crate::ruleset::Limits,
    reason: EndReason,
) -> String {
    match reason {
        EndReason::Repetition => lang.text("end-repetition", &[]),
        EndReason::Blocked => lang.text("end-blocked", &[]),
        EndReason::Limit(Limit::MaxPlies) => {
            lang.text("end-max-plies", &[("count", limits.max_plies.into())])
        }
        EndReason::Limit(Limit::MaxPliesWithoutCapture) => lang.text(
            "end-max-plies-without-capture",
            &[("count", limits.max_plies_without_capture.into())],
        ),
        EndReason::Limit(Limit::MaxRelayLifts) => lang.text(
            "end-max-relay-lifts",
            &[("count", limits.max_relay_lifts.into())],
        ),
        EndReason::Limit(Limit::MaxRounds) => lang.text("end-max-rounds", &[]),
        EndReason::Rule(code) => code.as_str().replace('-', " "),
    }
}

/// Where the safety limits are set and their ranges, in `lang` (`relays`: with
/// `max-relay-lifts`): the sentence that ends a rules text's safety limits.
#[must_use]
pub fn limit_ranges_in(lang: Lang, relays: bool) -> String {
    use crate::ruleset::config::{MAX_PLIES_LIMIT, MAX_RELAY_LIFTS_LIMIT};
    lang.text(
        "rules-limit-ranges",
        &[
            ("plies", grouped(lang, MAX_PLIES_LIMIT).into()),
            ("relays", grouped(lang, MAX_RELAY_LIFTS_LIMIT).into()),
            ("with_relays", if relays { "yes" } else { "no" }.into()),
        ],
    )
}

/// `n` with its digits in groups of three, as `lang` writes them (1,000,000; 1.000.000;
/// 1 000 000).
#[must_use]
pub fn grouped(lang: Lang, n: i64) -> String {
    let separator = lang.text("digit-group-separator", &[]);
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push_str(&separator);
        }
        out.push(c);
    }
    out
}

/// `a`, `b` or `c` for messages.
pub fn quoted(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    match quoted.len() {
        0 => String::new(),
        1 => quoted[0].clone(),
        n => format!("{} or {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    }
}

/// The opening lines of `rules show`: the name and id, what the game is, the summary, and the
/// sources one to a line.
pub fn rules_heading(info: &RulesetInfo, what: &str) -> Vec<String> {
    heading_lines(Lang::english(), info, what)
}

/// [`rules_heading`] in `lang`: `what` is the family's own line in `lang`
/// (`family-what` of the catalogues, say). A shipped ruleset's name and summary come from the
/// catalogues ([`ruleset_name_in`], [`ruleset_summary_in`], [`ruleset_sources_in`]); a ruleset
/// file's own are kept.
pub fn rules_heading_in(lang: Lang, info: &RulesetInfo, what: &str) -> Vec<String> {
    let info = RulesetInfo {
        name: ruleset_name_in(lang, info),
        summary: ruleset_summary_in(lang, info),
        sources: ruleset_sources_in(lang, info),
        ..info.clone()
    };
    heading_lines(lang, &info, what)
}

fn heading_lines(lang: Lang, info: &RulesetInfo, what: &str) -> Vec<String> {
    let mut lines = vec![lang.text(
        "rules-heading",
        &[
            ("name", info.name.clone().into()),
            ("id", info.id.clone().into()),
            ("what", what.into()),
        ],
    )];
    if !info.summary.is_empty() {
        let mut summary = capitalise(&info.summary);
        if !summary.ends_with(['.', '!', '?']) {
            summary.push('.');
        }
        lines.push(summary);
    }
    match info.sources.as_slice() {
        [] => {}
        [one] => lines.push(lang.text("rules-source", &[("source", one.clone().into())])),
        many => {
            lines.push(lang.text("rules-sources", &[]));
            lines.extend(many.iter().map(|s| format!("- {s}")));
        }
    }
    lines
}

/// Whether `info` is a shipped ruleset's, unchanged: its name and summary are the English
/// catalogue's for its id (a ruleset file of the same id with words of its own is not). A test
/// keeps the English catalogue equal to the shipped files.
fn shipped(info: &RulesetInfo) -> bool {
    let en = Lang::english();
    let (name, summary) = (
        format!("ruleset-name-{}", info.id),
        format!("ruleset-summary-{}", info.id),
    );
    en.has(&name)
        && en.has(&summary)
        && en.text(&name, &[]) == info.name
        && en.text(&summary, &[]) == info.summary
}

/// A ruleset's name in `lang`: a shipped ruleset's from the catalogues
/// (`ruleset-name-ID`), a ruleset file's own otherwise.
#[must_use]
pub fn ruleset_name_in(lang: Lang, info: &RulesetInfo) -> String {
    let id = format!("ruleset-name-{}", info.id);
    if shipped(info) && lang.has(&id) {
        lang.text(&id, &[])
    } else {
        info.name.clone()
    }
}

/// A ruleset's summary in `lang`: a shipped ruleset's from the catalogues
/// (`ruleset-summary-ID`), a ruleset file's own otherwise.
#[must_use]
pub fn ruleset_summary_in(lang: Lang, info: &RulesetInfo) -> String {
    let id = format!("ruleset-summary-{}", info.id);
    if shipped(info) && lang.has(&id) {
        lang.text(&id, &[])
    } else {
        info.summary.clone()
    }
}

/// A ruleset's sources in `lang`: a shipped ruleset's from the catalogues
/// (`ruleset-source-ID-N`, from 1: the titles kept, our words about them translated) when the
/// English catalogue has exactly the file's list; a ruleset file's own otherwise.
#[must_use]
pub fn ruleset_sources_in(lang: Lang, info: &RulesetInfo) -> Vec<String> {
    let id = |n: usize| format!("ruleset-source-{}-{}", info.id, n + 1);
    let en = Lang::english();
    let same = shipped(info)
        && !en.has(&id(info.sources.len()))
        && info
            .sources
            .iter()
            .enumerate()
            .all(|(n, source)| en.has(&id(n)) && en.text(&id(n), &[]) == *source);
    if same && (0..info.sources.len()).all(|n| lang.has(&id(n))) {
        (0..info.sources.len())
            .map(|n| lang.text(&id(n), &[]))
            .collect()
    } else {
        info.sources.clone()
    }
}

/// `text` with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
