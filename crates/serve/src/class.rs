//! Class mode: a teacher's class of pupils, plain logic with no network (the server's side is
//! [`crate::class_server`]).
//!
//! A teacher opens a class of one ruleset and gets its code (six digits, easy to read aloud and
//! to type on a phone) and a secret that gives the class back after a reload. Pupils join by
//! name and get a token that gives their seat and answers back. The teacher shows a question to
//! all (a position, or a puzzle of `mancala::puzzle` with its proven answer); each pupil answers
//! with a move; the teacher sees the answers counted move by move, then reveals the answer; a
//! position's moves are judged by the engine's values (the review's classes of
//! [`mancala::review`]). The teacher can pair the pupils for games (each pair a room, the odd
//! one out against the computer), and take the results as CSV.
//!
//! Every request either changes the class or is refused with a [`ClassError`] and changes
//! nothing: a refusal never loses a pupil or an answer.

use std::{collections::BTreeMap, sync::Arc, time::Duration};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use mancala::{
    Family, Game,
    lang::{Arg, Lang},
    puzzle::Puzzle,
    review::{Appraisal, Appraiser, Budget, Thresholds},
};

/// Pupils a class takes unless `mancala serve --class-size` says otherwise.
pub const DEFAULT_CLASS_SIZE: usize = 40;
/// The largest class `--class-size` may ask for.
pub const MAX_CLASS_SIZE: usize = 1000;
/// Classes the server holds at once.
pub const MAX_CLASSES: usize = 100;
/// Classes the connections of one address may hold at once.
pub const CLASSES_PER_ADDRESS: usize = 5;
/// Questions one class may be asked (its results are kept for each).
pub const MAX_QUESTIONS: usize = 200;
/// The longest pupil's name, in characters.
pub const MAX_NAME_CHARS: usize = crate::protocol::MAX_NAME_CHARS;
/// The digits of a class's code.
pub const CODE_DIGITS: usize = 6;
/// A class nobody has been connected to for this long closes (its results with it).
pub const CLASS_IDLE: Duration = Duration::from_secs(2 * 3600);

/// A pupil, numbered in the order they joined.
pub type PupilId = u32;

/// What a client of `/class/ws` asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClassRequest {
    /// Opens a class of a shipped ruleset; the asker is its teacher.
    Open {
        /// The ruleset's id.
        ruleset: String,
        /// The language the asker reads (`vi`, `en`, `fr`; default English).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<String>,
    },
    /// The teacher comes back (a reload, another window) with the class's secret.
    Teach {
        /// The class's code.
        code: String,
        /// The secret `opened` gave.
        secret: String,
        /// The language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<String>,
    },
    /// A pupil joins by name.
    Join {
        /// The class's code.
        code: String,
        /// The pupil's name (1 to [`MAX_NAME_CHARS`] characters, not another pupil's).
        name: String,
        /// The language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<String>,
    },
    /// A pupil comes back with the token `joined` gave.
    Rejoin {
        /// The class's code.
        code: String,
        /// The pupil's number.
        pupil: PupilId,
        /// Their token.
        token: String,
        /// The language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<String>,
    },
    /// The teacher shows a question: a position string, or a shipped puzzle by its id.
    Ask {
        /// A position of the class's ruleset.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fen: Option<String>,
        /// A puzzle of the class's ruleset.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        puzzle: Option<String>,
    },
    /// A pupil answers the question shown with a move (until it is revealed; the last answer
    /// counts).
    Answer {
        /// The move, in the ruleset's notation.
        #[serde(rename = "move")]
        mv: String,
    },
    /// The teacher reveals the answer (at once, or as soon as the engine has judged the moves).
    Reveal,
    /// The teacher pairs the pupils present for games.
    Pair,
    /// The teacher asks for the results (`results`, with the CSV).
    Results,
}

/// Why a request was refused: a stable code, told in words by `class-error` of
/// `locales/LANG/class.ftl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClassError {
    /// Not JSON, or not a request of the class protocol.
    BadMessage,
    /// More requests than the rate allows.
    RateLimited,
    /// No class with that code.
    NoSuchClass,
    /// The class has as many pupils as it may take.
    ClassFull,
    /// The server holds as many classes as it may (or the address does).
    TooManyClasses,
    /// Another pupil of the class has that name.
    NameTaken,
    /// A name empty, too long, or with control characters.
    BadName,
    /// The secret is not the class's.
    BadSecret,
    /// The token does not open that pupil's seat.
    BadToken,
    /// No shipped ruleset of that id.
    BadRuleset,
    /// A position string that is not a position of the class's ruleset, or a finished one.
    BadPosition,
    /// No puzzle of that id for the class's ruleset.
    NoSuchPuzzle,
    /// Not a move, or not legal in the question's position.
    BadMove,
    /// No question is shown.
    NoQuestion,
    /// The question's answer was revealed: answers are closed.
    Revealed,
    /// Only the teacher does that.
    NotTeacher,
    /// Only a pupil does that.
    NotPupil,
    /// The connection is in a class already.
    AlreadyInClass,
    /// The class has been asked [`MAX_QUESTIONS`] questions.
    TooManyQuestions,
    /// Fewer than one pupil present to pair, or no room could be made.
    CannotPair,
}

impl ClassError {
    /// Its code as the protocol writes it.
    #[must_use]
    pub fn code(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default()
    }

    /// The sentence for a reader of `lang`.
    #[must_use]
    pub fn text_in(self, lang: Lang) -> String {
        lang.text(
            "class-error",
            &[
                ("code", self.code().into()),
                ("most", Arg::Number(MAX_NAME_CHARS as i64)),
            ],
        )
    }
}

/// A pupil as the teacher sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PupilView {
    /// Their number.
    pub pupil: PupilId,
    /// Their name.
    pub name: String,
    /// Whether a page of theirs is connected.
    pub present: bool,
}

/// A game of the class as the teacher sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    /// The room.
    pub room: String,
    /// The pupils in seats 0 and 1 (`None`: the computer).
    pub players: [Option<PupilId>; 2],
}

/// How many pupils answered one move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveCount {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The pupils who answered it.
    pub count: usize,
    /// Whether it is right, once the moves are judged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right: Option<bool>,
}

/// One pupil's answer, for the teacher's own view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PupilAnswer {
    /// The pupil.
    pub pupil: PupilId,
    /// Their name.
    pub name: String,
    /// Their move (`None`: not answered yet).
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// Whether it is right, once judged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right: Option<bool>,
}

/// A move's worth, as the engine judged it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its value in points of final margin for the player to move (`None` for a puzzle's move
    /// whose value its proof does not give).
    pub value: Option<i32>,
    /// The points it loses against the best (0 for the best).
    pub loss: Option<i32>,
    /// The review's class: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub quality: Option<String>,
    /// Whether it counts as a right answer.
    pub right: bool,
    /// Whether the value is proven (the solver or the end of the game).
    pub exact: bool,
}

/// What the server tells a client of `/class/ws`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClassMessage {
    /// The class is open: its code, and the teacher's secret (kept in the teacher's browser).
    Opened {
        /// The code.
        code: String,
        /// The secret.
        secret: String,
    },
    /// The class as its teacher sees it (after every change of its pupils or games).
    Class {
        /// The code.
        code: String,
        /// Its ruleset's id.
        ruleset: String,
        /// The most pupils it takes.
        size: usize,
        /// Its pupils, in the order they joined.
        pupils: Vec<PupilView>,
        /// Its games.
        games: Vec<GameView>,
        /// Questions asked so far.
        questions: usize,
    },
    /// A pupil is in the class: their number and token (kept in their browser).
    Joined {
        /// The code.
        code: String,
        /// Their number.
        pupil: PupilId,
        /// Their name.
        name: String,
        /// Their token.
        token: String,
        /// The class's ruleset.
        ruleset: String,
    },
    /// The question shown: its position (as a room sends positions, with the legal moves and
    /// their pits) and the board's drawing.
    Question {
        /// Its number in the class, from 0.
        index: usize,
        /// `position` or `puzzle`.
        kind: String,
        /// The puzzle's id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        puzzle: Option<String>,
        /// The position string.
        fen: String,
        /// The position.
        position: Value,
        /// The board (SVG).
        board_svg: String,
        /// The pupil's own answer so far (to a pupil coming back).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        yours: Option<String>,
    },
    /// A pupil's answer is taken.
    Answered {
        /// The question.
        index: usize,
        /// The move taken (in the ruleset's own spelling).
        #[serde(rename = "move")]
        mv: String,
    },
    /// The answers so far, for the teacher: counts per move (what the projector shows) and
    /// each pupil's answer (what the teacher's own view may show).
    Tally {
        /// The question.
        index: usize,
        /// Pupils in the class.
        pupils: usize,
        /// Pupils who answered.
        answered: usize,
        /// Per move answered, the most answered first.
        counts: Vec<MoveCount>,
        /// Per pupil.
        answers: Vec<PupilAnswer>,
        /// Whether the moves are judged (the answer can be revealed at once).
        judged: bool,
        /// The moves judged, the best first (empty until judged): for the teacher's own
        /// view, never the projector's before the answer is revealed.
        moves: Vec<MoveValue>,
        /// Whether the answer is revealed.
        revealed: bool,
    },
    /// The answer, to everyone: the position after it with the move's frames and narration
    /// (to animate), every move's worth, and to a pupil their own answer and its verdict.
    Reveal {
        /// The question.
        index: usize,
        /// The answer.
        answer: String,
        /// The position after it, its `last_move` with `frames` and `narration`.
        position: Value,
        /// The moves judged.
        moves: Vec<MoveValue>,
        /// The pupil's answer.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        yours: Option<String>,
        /// Whether it was right.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        right: Option<bool>,
        /// Its class in the reader's language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        quality: Option<String>,
    },
    /// A pupil's game: the room, their seat and its token (the room page takes the seat with
    /// it).
    Game {
        /// The room.
        room: String,
        /// The seat.
        seat: u8,
        /// The seat's token.
        token: String,
        /// The other player's name (`None`: the computer).
        opponent: Option<String>,
    },
    /// The class's results: a CSV text with a header line, in the teacher's language.
    Results {
        /// The CSV.
        csv: String,
        /// Its lines after the header.
        rows: usize,
    },
    /// A refusal.
    Error {
        /// The code.
        code: ClassError,
        /// The sentence in the reader's language.
        message: String,
    },
}

/// A pupil.
#[derive(Clone, Debug)]
pub struct Pupil {
    /// Their name.
    pub name: String,
    token: String,
    /// Pages of theirs connected.
    pub connections: usize,
}

/// How a question's moves are judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judge {
    /// The answer revealed (the proven answer, or the best move).
    pub answer: String,
    /// The moves' worth.
    pub moves: Vec<MoveValue>,
}

impl Judge {
    /// Whether `mv` is right.
    #[must_use]
    pub fn right(&self, mv: &str) -> bool {
        self.moves.iter().any(|m| m.mv == mv && m.right)
    }

    /// The class of `mv`, if known.
    #[must_use]
    pub fn quality(&self, mv: &str) -> Option<&str> {
        self.moves
            .iter()
            .find(|m| m.mv == mv)
            .and_then(|m| m.quality.as_deref())
    }

    /// A puzzle's judge: its proven `answer` is the one right move; `values` are the moves
    /// its proof gives with their values (the best first).
    #[must_use]
    pub fn proven(answer: &str, values: &[(String, i32)]) -> Judge {
        let best = values
            .iter()
            .find(|(m, _)| m == answer)
            .map(|(_, v)| *v)
            .or_else(|| values.iter().map(|(_, v)| *v).max());
        let mut moves: Vec<MoveValue> = values
            .iter()
            .map(|(m, v)| MoveValue {
                mv: m.clone(),
                value: Some(*v),
                loss: best.map(|b| (b - v).max(0)),
                quality: None,
                right: m == answer,
                exact: true,
            })
            .collect();
        if !moves.iter().any(|m| m.mv == answer) {
            moves.insert(
                0,
                MoveValue {
                    mv: answer.to_owned(),
                    value: None,
                    loss: Some(0),
                    quality: None,
                    right: true,
                    exact: true,
                },
            );
        }
        Judge {
            answer: answer.to_owned(),
            moves,
        }
    }
}

/// Judges every legal move of `game`'s position by the engine: each move's value is the
/// appraisal of the position after it (for the player who moved), within `budget` each; its
/// loss against the best move, and the review's class of that loss ([`Thresholds::of`]). A
/// move is right when it is the best or a good one (a class of `best` or `good`). `None` for a
/// finished position or a game of more than two players.
#[must_use]
pub fn judge_position(game: &Game, appraiser: &mut Appraiser, budget: Budget) -> Option<Judge> {
    let rules = game.rules();
    let pos = game.position();
    if pos.is_over() || rules.num_players() != 2 {
        return None;
    }
    let mover = pos.turn();
    let mut valued: Vec<(String, i32, bool)> = Vec::new();
    for mv in game.legal_moves().iter() {
        let text = rules.move_text(pos, mv);
        let mut after = game.clone();
        if after.play(mv).is_err() {
            continue;
        }
        let history = mancala::solve::game_history(&after);
        let appraisal: Appraisal = appraiser.appraise(rules, after.position(), &history, budget);
        let value = appraisal.for_player(mover).unwrap_or(appraisal.value);
        valued.push((text, value, appraisal.is_exact()));
    }
    let best = valued.iter().map(|(_, v, _)| *v).max()?;
    let thresholds = Thresholds::of(rules);
    // The best first; among equals, the order of the legal moves.
    valued.sort_by_key(|(_, v, _)| std::cmp::Reverse(*v));
    let moves: Vec<MoveValue> = valued
        .into_iter()
        .map(|(mv, value, exact)| {
            let loss = best - value;
            let class = thresholds.class(loss);
            MoveValue {
                mv,
                value: Some(value),
                loss: Some(loss),
                quality: Some(class.as_str().to_owned()),
                right: matches!(
                    class,
                    mancala::review::Class::Best | mancala::review::Class::Good
                ),
                exact,
            }
        })
        .collect();
    Some(Judge {
        answer: moves[0].mv.clone(),
        moves,
    })
}

/// A shipped puzzle of `rules` as a question: its position, judged by its proof: its proven
/// answer is the one right move; the other moves of the proof carry their values and the
/// review's class of their loss. `None` when its position is not one of `rules`.
#[must_use]
pub fn puzzle_question(puzzle: &Puzzle, rules: &Arc<dyn Family>) -> Option<(Game, Judge)> {
    let game = puzzle.game(Arc::clone(rules)).ok()?;
    let values: Vec<(String, i32)> = puzzle
        .proof
        .values
        .iter()
        .map(|v| (v.mv.clone(), v.value))
        .collect();
    let mut judge = Judge::proven(&puzzle.answer, &values);
    let thresholds = Thresholds::of(&**rules);
    let exact = matches!(puzzle.proof.method, mancala::puzzle::Method::Exact);
    for m in &mut judge.moves {
        m.quality = m.loss.map(|l| thresholds.class(l).as_str().to_owned());
        m.exact = exact;
    }
    Some((game, judge))
}

/// The shipped puzzles of `rules` (`mancala::puzzle::shipped`), easiest first: each one's id
/// and rating, for the teacher's list.
#[must_use]
pub fn puzzle_list(rules: &dyn Family) -> Vec<(String, u32)> {
    let mut list: Vec<(String, u32)> = mancala::puzzle::shipped(&rules.info().id)
        .iter()
        .map(|p| (p.id.clone(), p.difficulty.rating))
        .collect();
    list.sort_by_key(|(_, rating)| *rating);
    list
}

/// A question shown to the class.
#[derive(Clone, Debug)]
pub struct Question {
    /// The position, as a game starting there.
    pub game: Game,
    /// The puzzle's id, for a puzzle.
    pub puzzle: Option<String>,
    /// How its moves are judged (`None` while the engine is at it).
    pub judge: Option<Judge>,
    /// Each pupil's answer.
    pub answers: BTreeMap<PupilId, String>,
    /// Whether the answer is revealed.
    pub revealed: bool,
    /// Whether the teacher asked to reveal it before it was judged.
    pub reveal_asked: bool,
}

/// A game of two pupils (or a pupil and the computer) of the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairGame {
    /// The room.
    pub room: String,
    /// Seats 0 and 1 (`None`: the computer).
    pub players: [Option<PupilId>; 2],
    /// The tokens of the pupils' seats.
    pub tokens: [Option<String>; 2],
}

/// How a game ended for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// They won.
    Won,
    /// They lost.
    Lost,
    /// A draw.
    Draw,
    /// Not over (or the room is gone).
    Unfinished,
}

impl GameResult {
    fn key(self) -> &'static str {
        match self {
            GameResult::Won => "won",
            GameResult::Lost => "lost",
            GameResult::Draw => "draw",
            GameResult::Unfinished => "unfinished",
        }
    }
}

/// A class.
#[derive(Clone, Debug)]
pub struct Class {
    code: String,
    secret: String,
    rules: Arc<dyn Family>,
    size: usize,
    pupils: Vec<Pupil>,
    questions: Vec<Question>,
    games: Vec<PairGame>,
}

/// Compares two secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// A pupil's name as the class keeps it: trimmed, its runs of spaces made one, without
/// bidirectional controls.
///
/// # Errors
/// Empty, longer than [`MAX_NAME_CHARS`], or with control characters.
pub fn clean_name(name: &str) -> Result<String, ClassError> {
    let kept: String = name
        .chars()
        .filter(|c| {
            !matches!(
                c,
                '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}'
            )
        })
        .collect();
    let name = kept.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty()
        || name.chars().count() > MAX_NAME_CHARS
        || name.chars().any(char::is_control)
    {
        return Err(ClassError::BadName);
    }
    Ok(name)
}

/// Whether a class closes at `now`: nobody connected since `idle_since` (`None` while someone
/// is) for [`CLASS_IDLE`] or more.
#[must_use]
pub fn closes(idle_since: Option<std::time::Instant>, now: std::time::Instant) -> bool {
    idle_since.is_some_and(|since| now.duration_since(since) >= CLASS_IDLE)
}

/// A field of a CSV line: quoted when it holds a comma, a quote or a line break; a text a
/// spreadsheet would take for a formula (`=`, `+`, `-`, `@` first) is led by an apostrophe.
#[must_use]
pub fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

impl Class {
    /// A new class of `rules` with its `code` and the teacher's `secret`, taking at most `size`
    /// pupils.
    #[must_use]
    pub fn new(code: String, secret: String, rules: Arc<dyn Family>, size: usize) -> Class {
        Class {
            code,
            secret,
            rules,
            size,
            pupils: Vec::new(),
            questions: Vec::new(),
            games: Vec::new(),
        }
    }

    /// Its code.
    #[must_use]
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Its rules.
    #[must_use]
    pub fn rules(&self) -> &Arc<dyn Family> {
        &self.rules
    }

    /// Its pupils.
    #[must_use]
    pub fn pupils(&self) -> &[Pupil] {
        &self.pupils
    }

    /// Its questions.
    #[must_use]
    pub fn questions(&self) -> &[Question] {
        &self.questions
    }

    /// Its games.
    #[must_use]
    pub fn games(&self) -> &[PairGame] {
        &self.games
    }

    /// The teacher's secret.
    #[must_use]
    pub fn secret(&self) -> &str {
        &self.secret
    }

    /// Whether `secret` is the teacher's.
    #[must_use]
    pub fn is_teacher(&self, secret: &str) -> bool {
        same_secret(&self.secret, secret)
    }

    /// A new pupil named `name`, with `token`; their number.
    ///
    /// # Errors
    /// The name is not acceptable or another pupil's (whatever the case), the class is full.
    pub fn join(&mut self, name: &str, token: String) -> Result<PupilId, ClassError> {
        let name = clean_name(name)?;
        let lower = name.to_lowercase();
        if self.pupils.iter().any(|p| p.name.to_lowercase() == lower) {
            return Err(ClassError::NameTaken);
        }
        if self.pupils.len() >= self.size {
            return Err(ClassError::ClassFull);
        }
        self.pupils.push(Pupil {
            name,
            token,
            connections: 0,
        });
        Ok((self.pupils.len() - 1) as PupilId)
    }

    /// Whether `token` opens pupil `pupil`'s seat.
    ///
    /// # Errors
    /// No such pupil, or not their token.
    pub fn rejoin(&self, pupil: PupilId, token: &str) -> Result<(), ClassError> {
        match self.pupils.get(pupil as usize) {
            Some(p) if same_secret(&p.token, token) => Ok(()),
            _ => Err(ClassError::BadToken),
        }
    }

    /// Counts a page of `pupil` connected (`true`) or gone.
    pub fn set_present(&mut self, pupil: PupilId, connected: bool) {
        if let Some(p) = self.pupils.get_mut(pupil as usize) {
            if connected {
                p.connections += 1;
            } else {
                p.connections = p.connections.saturating_sub(1);
            }
        }
    }

    /// Its pupil `pupil`'s name.
    #[must_use]
    pub fn name_of(&self, pupil: PupilId) -> Option<&str> {
        self.pupils.get(pupil as usize).map(|p| p.name.as_str())
    }

    /// Shows a question: the position of `game` (a puzzle's when `puzzle` names it, judged by
    /// `judge` when known already). Its number.
    ///
    /// # Errors
    /// The position is over, or the class has had [`MAX_QUESTIONS`].
    pub fn ask(
        &mut self,
        game: Game,
        puzzle: Option<String>,
        judge: Option<Judge>,
    ) -> Result<usize, ClassError> {
        if self.questions.len() >= MAX_QUESTIONS {
            return Err(ClassError::TooManyQuestions);
        }
        if game.position().is_over() || game.legal_moves().is_empty() {
            return Err(ClassError::BadPosition);
        }
        self.questions.push(Question {
            game,
            puzzle,
            judge,
            answers: BTreeMap::new(),
            revealed: false,
            reveal_asked: false,
        });
        Ok(self.questions.len() - 1)
    }

    /// The question shown (the last asked), with its number.
    #[must_use]
    pub fn current(&self) -> Option<(usize, &Question)> {
        self.questions
            .len()
            .checked_sub(1)
            .map(|i| (i, &self.questions[i]))
    }

    /// The engine's judgement of question `index`; whether its answer is now to be revealed
    /// (the teacher asked already).
    pub fn judged(&mut self, index: usize, judge: Option<Judge>) -> bool {
        let Some(q) = self.questions.get_mut(index) else {
            return false;
        };
        q.judge = judge;
        if q.reveal_asked && q.judge.is_some() && !q.revealed {
            q.revealed = true;
            return true;
        }
        false
    }

    /// Pupil `pupil` answers the question shown with `text`; the move as the ruleset spells it
    /// and the question's number.
    ///
    /// # Errors
    /// No question, the answer revealed, no such pupil, not a legal move there.
    pub fn answer(&mut self, pupil: PupilId, text: &str) -> Result<(usize, String), ClassError> {
        if self.pupils.get(pupil as usize).is_none() {
            return Err(ClassError::NotPupil);
        }
        let index = self
            .questions
            .len()
            .checked_sub(1)
            .ok_or(ClassError::NoQuestion)?;
        let q = &mut self.questions[index];
        if q.revealed {
            return Err(ClassError::Revealed);
        }
        if text.chars().count() > 64 {
            return Err(ClassError::BadMove);
        }
        let mv = q
            .game
            .checked_move(text.trim())
            .map_err(|_| ClassError::BadMove)?;
        let spelt = q.game.rules().move_text(q.game.position(), &mv);
        q.answers.insert(pupil, spelt.clone());
        Ok((index, spelt))
    }

    /// The teacher asks to reveal the answer of the question shown: `Some(index)` when it is
    /// to be revealed now, `None` when it will be once judged.
    ///
    /// # Errors
    /// No question.
    pub fn reveal(&mut self) -> Result<Option<usize>, ClassError> {
        let index = self
            .questions
            .len()
            .checked_sub(1)
            .ok_or(ClassError::NoQuestion)?;
        let q = &mut self.questions[index];
        q.reveal_asked = true;
        if q.judge.is_some() {
            q.revealed = true;
            Ok(Some(index))
        } else {
            Ok(None)
        }
    }

    /// Pupil `pupil`'s answer to question `index`, whether it is right and its class (once
    /// judged).
    #[must_use]
    pub fn verdict(
        &self,
        index: usize,
        pupil: PupilId,
    ) -> Option<(String, Option<bool>, Option<String>)> {
        let q = self.questions.get(index)?;
        let mv = q.answers.get(&pupil)?;
        let right = q.judge.as_ref().map(|j| j.right(mv));
        let quality = q
            .judge
            .as_ref()
            .and_then(|j| j.quality(mv))
            .map(str::to_owned);
        Some((mv.clone(), right, quality))
    }

    /// The answers to question `index` so far.
    #[must_use]
    pub fn tally(&self, index: usize) -> Option<ClassMessage> {
        let q = self.questions.get(index)?;
        let mut counts: Vec<MoveCount> = Vec::new();
        for mv in q.answers.values() {
            match counts.iter_mut().find(|c| &c.mv == mv) {
                Some(c) => c.count += 1,
                None => counts.push(MoveCount {
                    mv: mv.clone(),
                    count: 1,
                    right: q.judge.as_ref().map(|j| j.right(mv)),
                }),
            }
        }
        counts.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.mv.cmp(&b.mv)));
        let answers = self
            .pupils
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mv = q.answers.get(&(i as PupilId)).cloned();
                let right = match (&mv, &q.judge) {
                    (Some(m), Some(j)) => Some(j.right(m)),
                    _ => None,
                };
                PupilAnswer {
                    pupil: i as PupilId,
                    name: p.name.clone(),
                    mv,
                    right,
                }
            })
            .collect();
        Some(ClassMessage::Tally {
            index,
            pupils: self.pupils.len(),
            answered: q.answers.len(),
            counts,
            answers,
            judged: q.judge.is_some(),
            moves: q
                .judge
                .as_ref()
                .map(|j| j.moves.clone())
                .unwrap_or_default(),
            revealed: q.revealed,
        })
    }

    /// The class as its teacher sees it.
    #[must_use]
    pub fn view(&self) -> ClassMessage {
        ClassMessage::Class {
            code: self.code.clone(),
            ruleset: self.rules.info().id.clone(),
            size: self.size,
            pupils: self
                .pupils
                .iter()
                .enumerate()
                .map(|(i, p)| PupilView {
                    pupil: i as PupilId,
                    name: p.name.clone(),
                    present: p.connections > 0,
                })
                .collect(),
            games: self
                .games
                .iter()
                .map(|g| GameView {
                    room: g.room.clone(),
                    players: g.players,
                })
                .collect(),
            questions: self.questions.len(),
        }
    }

    /// The pairs of the pupils present, in the order they joined: the first two, the next two
    /// ...; the odd one out plays the computer (`None`).
    #[must_use]
    pub fn pairs(&self) -> Vec<[Option<PupilId>; 2]> {
        let present: Vec<PupilId> = self
            .pupils
            .iter()
            .enumerate()
            .filter(|(_, p)| p.connections > 0)
            .map(|(i, _)| i as PupilId)
            .collect();
        present
            .chunks(2)
            .map(|pair| [Some(pair[0]), pair.get(1).copied()])
            .collect()
    }

    /// Keeps a game of the class.
    pub fn add_game(&mut self, game: PairGame) {
        self.games.push(game);
    }

    /// The results as CSV in `lang`: a header, then a line per pupil and question (their
    /// answer, right or wrong, its class) and per pupil and game (the result, the opponent);
    /// `result` tells how a room's game ended for a seat.
    #[must_use]
    pub fn results_csv(
        &self,
        lang: Lang,
        result: impl Fn(&str, u8) -> GameResult,
    ) -> (String, usize) {
        let t = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
        let header = [
            "class-csv-pupil",
            "class-csv-item",
            "class-csv-position",
            "class-csv-answer",
            "class-csv-result",
            "class-csv-note",
        ]
        .map(|id| csv_field(&t(id, &[])))
        .join(",");
        let mut lines = vec![header];
        for (i, pupil) in self.pupils.iter().enumerate() {
            let id = i as PupilId;
            for (n, q) in self.questions.iter().enumerate() {
                let item = match &q.puzzle {
                    Some(p) => t(
                        "class-csv-puzzle",
                        &[("n", Arg::Number((n + 1) as i64)), ("id", p.clone().into())],
                    ),
                    None => t("class-csv-question", &[("n", Arg::Number((n + 1) as i64))]),
                };
                let fen = q.game.fen();
                let (answer, verdict, note) = match self.verdict(n, id) {
                    None => (String::new(), t("class-csv-no-answer", &[]), String::new()),
                    Some((mv, right, quality)) => {
                        let verdict = match right {
                            Some(true) => t("class-csv-right", &[]),
                            Some(false) => t("class-csv-wrong", &[]),
                            None => t("class-csv-unjudged", &[]),
                        };
                        let note = quality
                            .and_then(|q| {
                                mancala::review::Class::ALL
                                    .into_iter()
                                    .find(|c| c.as_str() == q)
                            })
                            .map(|c| c.name_in(lang))
                            .unwrap_or_default();
                        (mv, verdict, note)
                    }
                };
                lines.push(
                    [&pupil.name, &item, &fen, &answer, &verdict, &note]
                        .map(|f| csv_field(f))
                        .join(","),
                );
            }
            for game in &self.games {
                let Some(seat) = game.players.iter().position(|p| *p == Some(id)) else {
                    continue;
                };
                let other = game.players[1 - seat];
                let opponent = match other.and_then(|o| self.name_of(o)) {
                    Some(name) => t("class-csv-against", &[("name", name.to_owned().into())]),
                    None => t("class-csv-against-computer", &[]),
                };
                let item = t("class-csv-game", &[("room", game.room.clone().into())]);
                let outcome = t(
                    "class-csv-game-result",
                    &[("result", result(&game.room, seat as u8).key().into())],
                );
                lines.push(
                    [&pupil.name, &item, "", "", &outcome, &opponent]
                        .map(csv_field)
                        .join(","),
                );
            }
        }
        let rows = lines.len() - 1;
        let mut csv = lines.join("\r\n");
        csv.push_str("\r\n");
        (csv, rows)
    }
}

/// How a game's JSON outcome (a room's `outcome`: `{"winner": seat or null, ...}`) ended for
/// `seat`; `None` (not over) is unfinished.
#[must_use]
pub fn result_for(outcome: Option<&Value>, seat: u8) -> GameResult {
    match outcome {
        None => GameResult::Unfinished,
        Some(o) => match o.get("winner").and_then(Value::as_u64) {
            Some(w) if w == u64::from(seat) => GameResult::Won,
            Some(_) => GameResult::Lost,
            None => GameResult::Draw,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala::Rules;
    use mancala::family::Registry;

    fn rules(id: &str) -> Arc<dyn Family> {
        Rules.builtin(id).expect("a shipped ruleset")
    }

    fn class(size: usize) -> Class {
        Class::new("123456".into(), "s3cret".into(), rules("o-an-quan"), size)
    }

    #[test]
    fn a_name_taken_in_any_case_and_a_full_class_are_refused_and_change_nothing() {
        let mut c = class(2);
        assert_eq!(c.join("  An  ", "t0".into()), Ok(0));
        assert_eq!(c.pupils()[0].name, "An");
        assert_eq!(c.join("an", "t1".into()), Err(ClassError::NameTaken));
        assert_eq!(c.join("Bình", "t1".into()), Ok(1));
        assert_eq!(c.join("Chi", "t2".into()), Err(ClassError::ClassFull));
        assert_eq!(c.pupils().len(), 2);
    }

    #[test]
    fn an_empty_overlong_or_control_name_is_refused() {
        assert_eq!(clean_name("   "), Err(ClassError::BadName));
        assert_eq!(clean_name(&"a".repeat(41)), Err(ClassError::BadName));
        assert_eq!(clean_name("a\u{7}b"), Err(ClassError::BadName));
        assert_eq!(
            clean_name("Nguyễn   Văn\u{202E} An"),
            Ok("Nguyễn Văn An".into())
        );
        assert_eq!(
            clean_name(&"ă".repeat(40)).map(|n| n.chars().count()),
            Ok(40)
        );
    }

    #[test]
    fn only_the_pupil_s_token_and_the_teacher_s_secret_open_their_places() {
        let mut c = class(40);
        let a = c.join("An", "tok-a".into()).unwrap();
        assert_eq!(c.rejoin(a, "tok-a"), Ok(()));
        assert_eq!(c.rejoin(a, "tok-b"), Err(ClassError::BadToken));
        assert_eq!(c.rejoin(7, "tok-a"), Err(ClassError::BadToken));
        assert!(c.is_teacher("s3cret"));
        assert!(!c.is_teacher("s3cre"));
    }

    /// A Kalah ending with South to move (two moves) that the solver settles at once.
    fn small_game() -> Game {
        Game::from_fen(rules("kalah"), "0,0,3,0,0,1|20/1,0,0,2,0,0|21 0").unwrap()
    }

    #[test]
    fn answers_are_counted_per_move_the_last_one_counts_and_a_revealed_question_takes_none() {
        let mut c = Class::new("1".into(), "s".into(), rules("kalah"), 40);
        let (a, b, d) = (
            c.join("An", "a".into()).unwrap(),
            c.join("Bình", "b".into()).unwrap(),
            c.join("Chi", "c".into()).unwrap(),
        );
        assert_eq!(c.answer(a, "1"), Err(ClassError::NoQuestion));
        let game = small_game();
        let legal = game.legal_move_texts();
        let judge = Judge::proven(&legal[1], &[(legal[1].clone(), 5), (legal[0].clone(), -3)]);
        let index = c.ask(game, Some("k1".into()), Some(judge)).unwrap();
        assert_eq!(c.answer(a, &legal[0]).unwrap(), (index, legal[0].clone()));
        c.answer(a, &legal[1]).unwrap();
        c.answer(b, &legal[1]).unwrap();
        c.answer(d, &legal[0]).unwrap();
        assert_eq!(c.answer(d, "not a move"), Err(ClassError::BadMove));
        let Some(ClassMessage::Tally {
            answered, counts, ..
        }) = c.tally(index)
        else {
            panic!("a tally")
        };
        assert_eq!(answered, 3);
        assert_eq!(
            counts,
            vec![
                MoveCount {
                    mv: legal[1].clone(),
                    count: 2,
                    right: Some(true)
                },
                MoveCount {
                    mv: legal[0].clone(),
                    count: 1,
                    right: Some(false)
                },
            ]
        );
        assert_eq!(c.reveal(), Ok(Some(index)));
        assert_eq!(c.answer(a, &legal[0]), Err(ClassError::Revealed));
        assert_eq!(c.verdict(index, a).unwrap().1, Some(true));
        assert_eq!(c.verdict(index, d).unwrap().1, Some(false));
    }

    #[test]
    fn a_reveal_asked_before_the_engine_judged_waits_for_its_judgement() {
        let mut c = Class::new("1".into(), "s".into(), rules("kalah"), 40);
        let game = small_game();
        let first = game.legal_move_texts()[0].clone();
        let index = c.ask(game, None, None).unwrap();
        assert_eq!(c.reveal(), Ok(None));
        assert!(!c.questions()[index].revealed);
        let judge = Judge::proven(&first, &[]);
        assert!(c.judged(index, Some(judge)), "revealed once judged");
        assert!(c.questions()[index].revealed);
    }

    #[test]
    fn the_engine_judges_every_move_of_a_position_and_the_best_is_right() {
        let game = small_game();
        let mut appraiser = Appraiser::new(16);
        let budget = Budget {
            time: Duration::from_secs(5),
            max_depth: 6,
        };
        let judge = judge_position(&game, &mut appraiser, budget).expect("judged");
        assert_eq!(judge.moves.len(), game.legal_moves().len());
        assert_eq!(judge.moves[0].loss, Some(0));
        assert!(judge.right(&judge.answer));
        let values: Vec<i32> = judge.moves.iter().map(|m| m.value.unwrap()).collect();
        assert!(values.windows(2).all(|w| w[0] >= w[1]), "{values:?}");
        for m in &judge.moves {
            assert_eq!(
                m.right,
                matches!(m.quality.as_deref(), Some("best" | "good")),
                "{m:?}"
            );
        }
    }

    #[test]
    fn a_puzzle_s_proven_answer_is_the_one_right_move_and_its_proof_gives_the_others_worth() {
        use mancala::puzzle::{Difficulty, Method, MoveValue as Valued, Origin, Proof};
        let puzzle = Puzzle {
            id: "kalah-001".into(),
            ruleset: "kalah".into(),
            fen: "0,0,3,0,0,1|20/1,0,0,2,0,0|21 0".into(),
            answer: "6".into(),
            proof: Proof {
                method: Method::Exact,
                best: 2,
                next_best: -6,
                next_move: "3".into(),
                margin: 8,
                values: vec![
                    Valued {
                        mv: "6".into(),
                        value: 2,
                    },
                    Valued {
                        mv: "3".into(),
                        value: -6,
                    },
                ],
            },
            difficulty: Difficulty {
                rating: 1200,
                depth: 3,
                tempting: 1,
            },
            origin: Origin {
                seed: 1,
                game: 0,
                levels: vec!["easy".into()],
                ply: 30,
            },
        };
        let (game, judge) = puzzle_question(&puzzle, &rules("kalah")).expect("a question");
        assert_eq!(game.legal_move_texts(), ["3", "6"]);
        assert_eq!(judge.answer, "6");
        assert!(judge.right("6"));
        assert!(!judge.right("3"));
        assert_eq!(judge.quality("3"), Some("mistake"), "a loss of 8 points");
        assert_eq!(judge.quality("6"), Some("best"));
        assert!(judge.moves.iter().all(|m| m.exact));
        assert!(
            puzzle_question(&puzzle, &rules("o-an-quan")).is_none(),
            "not its rules"
        );
    }

    #[test]
    fn pupils_present_are_paired_in_order_and_the_odd_one_plays_the_computer() {
        let mut c = class(40);
        for (i, name) in ["An", "Bình", "Chi", "Dũng"].iter().enumerate() {
            c.join(name, format!("t{i}")).unwrap();
        }
        for p in [0, 1, 3] {
            c.set_present(p, true);
        }
        assert_eq!(c.pairs(), vec![[Some(0), Some(1)], [Some(3), None]]);
    }

    #[test]
    fn the_results_name_each_pupil_s_answers_and_games_and_a_formula_is_defused() {
        let mut c = Class::new("1".into(), "s".into(), rules("kalah"), 40);
        let a = c.join("An", "a".into()).unwrap();
        let b = c.join("=cmd, \"x\"", "b".into()).unwrap();
        let game = small_game();
        let legal = game.legal_move_texts();
        let judge = Judge::proven(&legal[1], &[(legal[1].clone(), 4)]);
        c.ask(game, Some("kalah-7".into()), Some(judge)).unwrap();
        c.answer(a, &legal[1]).unwrap();
        c.add_game(PairGame {
            room: "r9".into(),
            players: [Some(a), Some(b)],
            tokens: [None, None],
        });
        let en = Lang::english();
        let (csv, rows) = c.results_csv(en, |room, seat| {
            assert_eq!(room, "r9");
            if seat == 0 {
                GameResult::Won
            } else {
                GameResult::Lost
            }
        });
        assert_eq!(rows, 4, "{csv}");
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 5);
        assert!(lines[1].starts_with("An,"), "{csv}");
        assert!(lines[1].contains(&legal[1]), "{csv}");
        assert!(lines[1].contains(&en.text("class-csv-right", &[])), "{csv}");
        assert!(
            lines[2].contains(&en.text(
                "class-csv-game-result",
                &[("result", "won".to_owned().into())]
            )),
            "{csv}"
        );
        assert!(
            lines[3].starts_with("\"'=cmd, \"\"x\"\"\","),
            "quoted, defused: {csv}"
        );
        assert!(
            lines[3].contains(&en.text("class-csv-no-answer", &[])),
            "{csv}"
        );
        let vi = Lang::from_code("vi").unwrap();
        let (vi_csv, _) = c.results_csv(vi, |_, _| GameResult::Draw);
        assert!(vi_csv.starts_with(&csv_field(&vi.text("class-csv-pupil", &[]))));
        assert_ne!(
            vi.text("class-csv-pupil", &[]),
            en.text("class-csv-pupil", &[])
        );
    }

    #[test]
    fn a_class_closes_only_after_two_hours_with_nobody_in_it() {
        let since = std::time::Instant::now();
        assert!(
            !closes(None, since + Duration::from_secs(86_400)),
            "someone is in"
        );
        assert!(!closes(
            Some(since),
            since + CLASS_IDLE - Duration::from_secs(1)
        ));
        assert!(closes(Some(since), since + CLASS_IDLE));
        assert_eq!(CLASS_IDLE, Duration::from_secs(7200), "as the book says");
    }

    #[test]
    fn a_game_s_outcome_is_told_for_each_seat() {
        let won = serde_json::json!({"winner": 1, "scores": [3, 9]});
        assert_eq!(result_for(Some(&won), 1), GameResult::Won);
        assert_eq!(result_for(Some(&won), 0), GameResult::Lost);
        let draw = serde_json::json!({"winner": null});
        assert_eq!(result_for(Some(&draw), 0), GameResult::Draw);
        assert_eq!(result_for(None, 0), GameResult::Unfinished);
    }

    #[test]
    fn requests_read_from_their_documented_form() {
        let r: ClassRequest =
            serde_json::from_str(r#"{"type":"join","code":"123456","name":"An"}"#).unwrap();
        assert_eq!(
            r,
            ClassRequest::Join {
                code: "123456".into(),
                name: "An".into(),
                lang: None
            }
        );
        let r: ClassRequest = serde_json::from_str(r#"{"type":"answer","move":"3L"}"#).unwrap();
        assert_eq!(r, ClassRequest::Answer { mv: "3L".into() });
        assert!(serde_json::from_str::<ClassRequest>(r#"{"type":"join","code":"1"}"#).is_err());
        assert!(
            serde_json::from_str::<ClassRequest>(r#"{"type":"answer","move":"1","x":1}"#).is_err()
        );
        assert!(serde_json::from_str::<ClassRequest>(r#"{"type":"shout"}"#).is_err());
    }
}
