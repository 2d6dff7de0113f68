//! Lessons: short steps that teach a game one idea at a time, as data.
//!
//! A lesson is a TOML file, `lessons/SET/NN-slug.toml` for the shipped ones (embedded in the
//! library), or any file or folder of them a user gives. It names a shipped ruleset and a title,
//! then its steps, in order:
//!
//! ```toml
//! ruleset = "o-an-quan"
//! title = "oaq-capture-title"
//!
//! [[step]]
//! kind = "text"                 # words, with a board when `fen` is given
//! text = "oaq-capture-intro"
//! fen = "Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0"
//!
//! [[step]]
//! kind = "example"              # moves played on the board, narrated by the engine
//! text = "oaq-capture-example"
//! fen = "Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0"
//! moves = ["1R"]
//!
//! [[step]]
//! kind = "task"                 # the learner moves; the goal is checked from the move's events
//! text = "oaq-capture-task"
//! fen = "Q+10,1,0,2,0,0/Q+10,0,3,0,1,0 0 5,5"
//! goal = { captures-at-least = 3 }
//! answer = "3R"
//! hint = "oaq-capture-hint"
//! ```
//!
//! Texts are message ids of the Fluent catalogues (`locales/LANG/lessons-SET.ftl` for the
//! shipped lessons); a user's lesson may carry its own words instead, in tables
//! `[messages.LANG]` (`id = "text"`). A lesson is checked whole as it is read (see
//! [`Lesson::parse`]): its ruleset, every position, every example move, every text, and every
//! task's answer, which must be legal and meet the goal while another legal move does not.

pub mod goal;

use std::{collections::BTreeMap, ops::Range, path::Path, sync::Arc};

use serde::Deserialize;
use toml::Spanned;

pub use goal::{Goal, Miss};

use crate::{
    family::{Family, Registry},
    game::{Game, MoveError, Ply},
    lang::{Arg, Lang},
    moves::Move,
    position::Position,
    ruleset::{BoardError, FirstPlayer, config::ConfigError},
};

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// The largest lesson file read (a lesson is a few kilobytes).
pub const MAX_FILE_BYTES: u64 = 256 * 1024;

/// The most lessons a folder may hold.
pub const MAX_LESSONS: usize = 200;

/// The most steps a lesson may have, and moves an example.
pub const MAX_STEPS: usize = 64;

/// A lesson read and checked.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// The file it was read from (`lessons/o-an-quan/05-capture.toml`).
    pub file: String,
    /// Its number in its set (the file name's `NN`, else its place in the folder).
    pub number: u32,
    /// The file name without the number and `.toml` (`capture`).
    pub slug: String,
    /// The ruleset its positions belong to.
    pub rules: Arc<dyn Family>,
    /// The message id of its title.
    pub title: String,
    /// Its steps, in order.
    pub steps: Vec<Step>,
    /// The lesson's own words, by language code and message id (a user's lesson).
    messages: BTreeMap<String, BTreeMap<String, String>>,
}

/// One step of a lesson.
#[derive(Clone, Debug)]
pub struct Step {
    /// The message id of its words.
    pub text: String,
    /// What it shows or asks.
    pub kind: StepKind,
}

/// What a step shows or asks.
#[derive(Clone, Debug)]
pub enum StepKind {
    /// Words, with a board when the lesson gives one.
    Text {
        /// The board shown.
        board: Option<Game>,
    },
    /// Moves played from a position, each narrated by the engine.
    Example {
        /// The position they start from.
        start: Game,
        /// The moves, in order (each legal where it is played).
        moves: Vec<Move>,
    },
    /// A move the learner makes.
    Task(Task),
}

/// A task: a position, what the learner's move must do, the lesson's answer and its hint.
#[derive(Clone, Debug)]
pub struct Task {
    /// The position the learner moves in.
    pub start: Game,
    /// What the move must do.
    pub goal: Goal,
    /// A move that does it (the lesson's answer).
    pub answer: Move,
    /// The message id of the hint shown after a wrong answer.
    pub hint: String,
}

/// The learner's move in a task, played: what it did, the board after each of its events (for
/// an animation), and how it missed the goal (`None`: it met it).
#[derive(Clone, Debug)]
pub struct Attempt {
    /// The move and its events.
    pub ply: Ply,
    /// The board after each event of `ply.events`.
    pub frames: Vec<Position>,
    /// How it fell short, if it did.
    pub miss: Option<Miss>,
}

impl Attempt {
    /// Whether the move met the task's goal.
    #[must_use]
    pub fn is_right(&self) -> bool {
        self.miss.is_none()
    }
}

impl Task {
    /// Plays the learner's typed move `text` on a copy of the task's position and checks it.
    ///
    /// # Errors
    /// The text is not a move of the ruleset, or the move is not legal here.
    pub fn attempt(&self, text: &str) -> Result<Attempt, MoveError> {
        let mv = self.start.checked_move(text)?;
        Ok(self.attempt_move(&mv).expect("a checked move is legal"))
    }

    /// [`Task::attempt`] for a move already read; `None` if it is not legal here.
    #[must_use]
    pub fn attempt_move(&self, mv: &Move) -> Option<Attempt> {
        self.start.illegal_reason(mv).is_none().then_some(())?;
        let miss = self.goal.check(&self.start, mv).err();
        let mut game = self.start.clone();
        let (ply, frames) = game.play_framed(mv).ok()?;
        Some(Attempt {
            ply: ply.clone(),
            frames,
            miss,
        })
    }

    /// The text of the lesson's answer, in the ruleset's notation.
    #[must_use]
    pub fn answer_text(&self) -> String {
        self.start
            .rules()
            .move_text(self.start.position(), &self.answer)
    }
}

impl Lesson {
    /// The message `id` in `lang`: the lesson's own words if it has them (in `lang`, else in
    /// English), else the catalogues'.
    #[must_use]
    pub fn text_in(&self, lang: Lang, id: &str) -> String {
        for code in [lang.code(), Lang::english().code()] {
            if let Some(text) = self.messages.get(code).and_then(|m| m.get(id)) {
                return text.clone();
            }
        }
        lang.text(id, &[])
    }

    /// The title in `lang`.
    #[must_use]
    pub fn title_in(&self, lang: Lang) -> String {
        self.text_in(lang, &self.title)
    }

    /// Every message id the lesson uses: its title, each step's words and each task's hint.
    #[must_use]
    pub fn text_ids(&self) -> Vec<&str> {
        let mut ids = vec![self.title.as_str()];
        for step in &self.steps {
            ids.push(&step.text);
            if let StepKind::Task(task) = &step.kind {
                ids.push(&task.hint);
            }
        }
        ids
    }

    /// Whether the lesson carries words of its own (a user's lesson) rather than using the
    /// catalogues alone.
    #[must_use]
    pub fn has_own_messages(&self) -> bool {
        !self.messages.is_empty()
    }

    /// What to tell a learner whose move `attempt` missed the task's goal, in `lang`: the
    /// engine's account of what the move did, how that falls short of the goal, and the
    /// lesson's hint.
    #[must_use]
    pub fn wrong_answer_in(&self, lang: Lang, task: &Task, attempt: &Attempt) -> Vec<String> {
        let rules = task.start.rules();
        let mut lines = rules.explain_in(
            lang,
            &attempt.ply.before,
            &attempt.ply.mv,
            &attempt.ply.events,
        );
        if let Some(miss) = &attempt.miss {
            lines.push(miss.text_in(lang, rules.num_players()));
        }
        lines.push(lang.text(
            "learn-hint",
            &[("hint", Arg::from(self.text_in(lang, &task.hint)))],
        ));
        lines
    }

    /// Reads and checks the lesson file `text`; `file` names it in errors, `stem` is its file
    /// name without `.toml` (`05-capture`), which gives its number (`fallback` if it has none)
    /// and slug.
    ///
    /// # Errors
    /// The TOML is not a lesson (a syntax error, an unknown key, a value of the wrong type),
    /// or the lesson does not hold together: an unknown ruleset or text, a position that is
    /// not one of the ruleset, an example move that cannot be played, a task whose answer is
    /// not legal or misses its goal, or whose every move meets it. Each error says the file,
    /// line and column.
    pub fn parse(
        registry: &dyn Registry,
        file: &str,
        stem: &str,
        fallback: u32,
        text: &str,
    ) -> Result<Lesson, LessonError> {
        let raw: LessonFile = crate::ruleset::config::parse(file, text)?;
        let at = |span: Range<usize>, problem: Problem| LessonError::at(file, text, span, problem);
        let (number, slug) = match stem.split_once('-') {
            Some((n, slug)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                (n.parse().unwrap_or(fallback), slug.to_owned())
            }
            _ => (fallback, stem.to_owned()),
        };
        for code in raw.messages.keys() {
            if Lang::from_code(code).is_none() {
                return Err(at(0..0, Problem::UnknownLanguage(code.clone())));
            }
        }
        let messages: BTreeMap<String, BTreeMap<String, String>> = raw.messages;
        let known = |id: &str| {
            messages
                .get(Lang::english().code())
                .is_some_and(|m| m.contains_key(id))
                || Lang::english().has(id)
        };
        let text_id = |s: &Spanned<String>| {
            if known(s.get_ref()) {
                Ok(s.get_ref().clone())
            } else {
                Err(at(s.span(), Problem::UnknownText(s.get_ref().clone())))
            }
        };
        let rules = registry.builtin(raw.ruleset.get_ref()).ok_or_else(|| {
            at(
                raw.ruleset.span(),
                Problem::UnknownRuleset {
                    id: raw.ruleset.get_ref().clone(),
                    ids: registry
                        .builtin_ids()
                        .into_iter()
                        .map(str::to_owned)
                        .collect(),
                },
            )
        })?;
        let title = text_id(&raw.title)?;
        if raw.step.is_empty() {
            return Err(at(raw.title.span(), Problem::NoSteps));
        }
        if raw.step.len() > MAX_STEPS {
            return Err(at(raw.step[MAX_STEPS].span(), Problem::TooMany(MAX_STEPS)));
        }
        let game = |fen: &Option<Spanned<String>>| match fen {
            Some(fen) => Game::from_fen(Arc::clone(&rules), fen.get_ref()).map_err(|error| {
                at(
                    fen.span(),
                    Problem::Position {
                        fen: fen.get_ref().clone(),
                        error,
                    },
                )
            }),
            None => {
                let first = match rules.first_player() {
                    FirstPlayer::Player(p) => p,
                    FirstPlayer::Random => 0,
                };
                Ok(Game::new(Arc::clone(&rules), first))
            }
        };
        let play = |game: &Game, mv: &Spanned<String>| {
            game.checked_move(mv.get_ref()).map_err(|error| {
                at(
                    mv.span(),
                    Problem::Move {
                        rules: Arc::clone(&rules),
                        before: Box::new(game.position().clone()),
                        error,
                    },
                )
            })
        };
        let mut steps = Vec::with_capacity(raw.step.len());
        for spanned in &raw.step {
            let step = spanned.get_ref();
            let step_span = spanned.span();
            let kind = step.kind.get_ref();
            let text = text_id(&step.text)?;
            let not_here = |key: &'static str, present: bool| {
                if present {
                    Err(at(
                        step.kind.span(),
                        Problem::KeyNotForKind { kind: *kind, key },
                    ))
                } else {
                    Ok(())
                }
            };
            let needed =
                |key: &'static str| at(step_span.clone(), Problem::KeyMissing { kind: *kind, key });
            let kind = match kind {
                Kind::Text => {
                    not_here("moves", step.moves.is_some())?;
                    not_here("goal", step.goal.is_some())?;
                    not_here("answer", step.answer.is_some())?;
                    not_here("hint", step.hint.is_some())?;
                    let board = match &step.fen {
                        Some(_) => Some(game(&step.fen)?),
                        None => None,
                    };
                    StepKind::Text { board }
                }
                Kind::Example => {
                    not_here("goal", step.goal.is_some())?;
                    not_here("answer", step.answer.is_some())?;
                    not_here("hint", step.hint.is_some())?;
                    let moves = step.moves.as_ref().ok_or_else(|| needed("moves"))?;
                    if moves.get_ref().is_empty() {
                        return Err(at(moves.span(), Problem::NoMoves));
                    }
                    if moves.get_ref().len() > MAX_STEPS {
                        return Err(at(moves.span(), Problem::TooMany(MAX_STEPS)));
                    }
                    let start = game(&step.fen)?;
                    let mut now = start.clone();
                    let mut played = Vec::new();
                    for mv in moves.get_ref() {
                        let m = play(&now, mv)?;
                        now.play(&m).expect("a checked move");
                        played.push(m);
                    }
                    StepKind::Example {
                        start,
                        moves: played,
                    }
                }
                Kind::Task => {
                    not_here("moves", step.moves.is_some())?;
                    let goal = step.goal.as_ref().ok_or_else(|| needed("goal"))?;
                    let answer = step.answer.as_ref().ok_or_else(|| needed("answer"))?;
                    let hint = step.hint.as_ref().ok_or_else(|| needed("hint"))?;
                    let start = game(&step.fen)?;
                    if start.position().is_over() {
                        return Err(at(step_span.clone(), Problem::GameOver));
                    }
                    if let Some((id, args)) = goal.get_ref().problem(&start) {
                        return Err(at(goal.span(), Problem::Goal { id, args }));
                    }
                    let answer_move = play(&start, answer)?;
                    if let Err(miss) = goal.get_ref().check(&start, &answer_move) {
                        return Err(at(
                            answer.span(),
                            Problem::AnswerMisses {
                                answer: answer.get_ref().clone(),
                                miss,
                                players: rules.num_players(),
                            },
                        ));
                    }
                    let choice = start
                        .legal_moves()
                        .iter()
                        .any(|mv| goal.get_ref().check(&start, mv).is_err());
                    if !choice {
                        return Err(at(goal.span(), Problem::NoWrongMove));
                    }
                    StepKind::Task(Task {
                        start,
                        goal: goal.get_ref().clone(),
                        answer: answer_move,
                        hint: text_id(hint)?,
                    })
                }
            };
            steps.push(Step { text, kind });
        }
        Ok(Lesson {
            file: file.to_owned(),
            number,
            slug,
            rules,
            title,
            steps,
            messages,
        })
    }

    /// Reads a user's lesson file, or every `*.toml` lesson of a folder (in the order of their
    /// names).
    ///
    /// # Errors
    /// A file that cannot be read, a folder without lessons or with more than
    /// [`MAX_LESSONS`], or a lesson that [`Lesson::parse`] refuses.
    pub fn load(registry: &dyn Registry, path: &Path) -> Result<Vec<Lesson>, LessonError> {
        let read_error = |source: std::io::Error| LessonError::Read {
            path: path.display().to_string(),
            source,
        };
        if path.is_dir() {
            let mut files: Vec<_> = std::fs::read_dir(path)
                .map_err(read_error)?
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|p| p.extension().is_some_and(|e| e == "toml"))
                .collect();
            files.sort();
            if files.is_empty() {
                return Err(LessonError::Empty {
                    path: path.display().to_string(),
                });
            }
            if files.len() > MAX_LESSONS {
                return Err(LessonError::TooManyFiles {
                    path: path.display().to_string(),
                    max: MAX_LESSONS,
                });
            }
            let mut lessons = Vec::with_capacity(files.len());
            for (i, file) in files.iter().enumerate() {
                lessons.push(Lesson::load_file(registry, file, i as u32 + 1)?);
            }
            Ok(lessons)
        } else {
            Ok(vec![Lesson::load_file(registry, path, 1)?])
        }
    }

    fn load_file(
        registry: &dyn Registry,
        path: &Path,
        fallback: u32,
    ) -> Result<Lesson, LessonError> {
        let text =
            crate::files::read_text(path, MAX_FILE_BYTES).map_err(|source| LessonError::Read {
                path: path.display().to_string(),
                source,
            })?;
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        Lesson::parse(
            registry,
            &path.display().to_string(),
            &stem,
            fallback,
            &text,
        )
    }
}

/// The names of the shipped sets of lessons (`kalah`, `o-an-quan`, `oware`, `sungka`).
#[must_use]
pub fn shipped_sets() -> Vec<&'static str> {
    let mut sets: Vec<&str> = LESSONS.iter().map(|(set, _, _)| *set).collect();
    sets.dedup();
    sets
}

/// The shipped lessons of `set`, in order.
///
/// # Errors
/// A shipped lesson that does not hold together (a test keeps this from shipping).
pub fn shipped(registry: &dyn Registry, set: &str) -> Result<Vec<Lesson>, LessonError> {
    LESSONS
        .iter()
        .filter(|(s, _, _)| *s == set)
        .enumerate()
        .map(|(i, (set, name, text))| {
            let stem = name.strip_suffix(".toml").unwrap_or(name);
            Lesson::parse(
                registry,
                &format!("lessons/{set}/{name}"),
                stem,
                i as u32 + 1,
                text,
            )
        })
        .collect()
}

/// The shipped set that teaches `rules`: the set named after its id or its game, else the one
/// whose lessons are played under a ruleset of its game (`awale-abapa-colours`: `oware`).
#[must_use]
pub fn set_for(registry: &dyn Registry, rules: &dyn Family) -> Option<&'static str> {
    let info = rules.info();
    let sets = shipped_sets();
    if let Some(set) = sets.iter().find(|s| **s == info.id || **s == info.game) {
        return Some(set);
    }
    LESSONS.iter().find_map(|(set, _, text)| {
        let id = toml::from_str::<toml::Table>(text)
            .ok()?
            .get("ruleset")?
            .as_str()?
            .to_owned();
        let game = registry.builtin(&id)?.info().game.clone();
        (id == info.id || game == info.game).then_some(*set)
    })
}

/// A lesson file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    ruleset: Spanned<String>,
    title: Spanned<String>,
    #[serde(default)]
    messages: BTreeMap<String, BTreeMap<String, String>>,
    #[serde(default)]
    step: Vec<Spanned<StepFile>>,
}

/// A step as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepFile {
    kind: Spanned<Kind>,
    text: Spanned<String>,
    fen: Option<Spanned<String>>,
    moves: Option<Spanned<Vec<Spanned<String>>>>,
    goal: Option<Spanned<Goal>>,
    answer: Option<Spanned<String>>,
    hint: Option<Spanned<String>>,
}

/// The kind of a step, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Words, with a board.
    Text,
    /// Moves played and narrated.
    Example,
    /// A move the learner makes.
    Task,
}

impl Kind {
    /// The kind as the file writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::Example => "example",
            Kind::Task => "task",
        }
    }
}

/// A lesson that cannot be used, with where and why.
#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    /// The file or folder cannot be read.
    #[error("{path}: {source}")]
    Read {
        /// The path given.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The TOML is not a lesson: a syntax error, an unknown or missing key, a wrong type.
    #[error(transparent)]
    Toml(#[from] ConfigError),
    /// The lesson does not hold together, at a place in its file.
    #[error("{}", self.error_in(Lang::english()))]
    At {
        /// The file.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The line with a caret under the place.
        snippet: String,
        /// What is wrong.
        problem: Box<Problem>,
    },
    /// A folder without lesson files.
    #[error("{}", self.error_in(Lang::english()))]
    Empty {
        /// The folder.
        path: String,
    },
    /// A folder of too many lesson files.
    #[error("{}", self.error_in(Lang::english()))]
    TooManyFiles {
        /// The folder.
        path: String,
        /// The most allowed.
        max: usize,
    },
}

/// What is wrong in a lesson that parses as TOML.
#[derive(Debug)]
pub enum Problem {
    /// No shipped ruleset has this id.
    UnknownRuleset {
        /// The id given.
        id: String,
        /// The shipped ids.
        ids: Vec<String>,
    },
    /// No catalogue (nor the lesson's own `messages.en`) has this message.
    UnknownText(String),
    /// A language code of `messages` that no catalogue has.
    UnknownLanguage(String),
    /// The lesson has no steps.
    NoSteps,
    /// An example without moves.
    NoMoves,
    /// More steps or moves than allowed.
    TooMany(usize),
    /// A key this kind of step needs.
    KeyMissing {
        /// The step's kind.
        kind: Kind,
        /// The key.
        key: &'static str,
    },
    /// A key that does not belong to this kind of step.
    KeyNotForKind {
        /// The step's kind.
        kind: Kind,
        /// The key.
        key: &'static str,
    },
    /// A position string that is not a position of the ruleset.
    Position {
        /// The string.
        fen: String,
        /// Why.
        error: BoardError,
    },
    /// A move that cannot be played where the lesson plays it.
    Move {
        /// The ruleset.
        rules: Arc<dyn Family>,
        /// The position.
        before: Box<Position>,
        /// Why.
        error: MoveError,
    },
    /// A task in a finished game.
    GameOver,
    /// A goal that cannot be checked as written (a message id and its variables).
    Goal {
        /// The message id.
        id: &'static str,
        /// Its variables.
        args: Vec<(&'static str, String)>,
    },
    /// The task's answer misses its goal.
    AnswerMisses {
        /// The answer.
        answer: String,
        /// What it did instead.
        miss: Miss,
        /// Players of the game.
        players: usize,
    },
    /// Every legal move meets the task's goal: there is nothing to choose.
    NoWrongMove,
}

impl Problem {
    /// What is wrong, in `lang`.
    #[must_use]
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            Problem::UnknownRuleset { id, ids } => lang.text(
                "err-lesson-ruleset",
                &[
                    ("id", id.clone().into()),
                    ("ids", crate::ruleset::config::or_list_in(lang, ids).into()),
                ],
            ),
            Problem::UnknownText(id) => lang.text("err-lesson-text", &[("id", id.clone().into())]),
            Problem::UnknownLanguage(code) => lang.text(
                "err-lesson-language",
                &[
                    ("code", code.clone().into()),
                    ("codes", Lang::codes().join(", ").into()),
                ],
            ),
            Problem::NoSteps => lang.text("err-lesson-no-steps", &[]),
            Problem::NoMoves => lang.text("err-lesson-no-moves", &[]),
            Problem::TooMany(max) => lang.text("err-lesson-too-many", &[("max", (*max).into())]),
            Problem::KeyMissing { kind, key } => lang.text(
                "err-lesson-key-missing",
                &[("kind", kind.as_str().into()), ("key", (*key).into())],
            ),
            Problem::KeyNotForKind { kind, key } => lang.text(
                "err-lesson-key-not-for-kind",
                &[("kind", kind.as_str().into()), ("key", (*key).into())],
            ),
            Problem::Position { fen, error } => error.report_in(lang, fen),
            Problem::Move {
                rules,
                before,
                error,
            } => crate::render::move_error_in(lang, &**rules, before, error),
            Problem::GameOver => lang.text("err-lesson-game-over", &[]),
            Problem::Goal { id, args } => {
                let args: Vec<(&str, Arg)> = args
                    .iter()
                    .map(|(name, value)| (*name, Arg::from(value.clone())))
                    .collect();
                lang.text(id, &args)
            }
            Problem::AnswerMisses {
                answer,
                miss,
                players,
            } => lang.text(
                "err-lesson-answer-misses",
                &[
                    ("answer", answer.clone().into()),
                    ("miss", miss.text_in(lang, *players).into()),
                ],
            ),
            Problem::NoWrongMove => lang.text("err-lesson-no-wrong-move", &[]),
        }
    }
}

impl LessonError {
    /// A problem at byte `span` of the lesson file `text`.
    fn at(file: &str, text: &str, span: Range<usize>, problem: Problem) -> LessonError {
        let place = ConfigError::at(file, text, Some(span), "");
        LessonError::At {
            file: file.to_owned(),
            line: place.line,
            column: place.column,
            snippet: place.snippet,
            problem: Box::new(problem),
        }
    }

    /// The error in `lang`: the file (and line and column where there is one), what is wrong,
    /// and the line with a caret under the place.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        match self {
            LessonError::Read { path, source } => lang.text(
                "err-lesson-read",
                &[
                    ("path", path.clone().into()),
                    (
                        "why",
                        crate::ruleset::config::io_error_in(lang, source).into(),
                    ),
                ],
            ),
            LessonError::Toml(e) => e.error_in(lang),
            LessonError::At {
                file,
                line,
                column,
                snippet,
                problem,
            } => {
                let head = lang.text(
                    "err-config-at",
                    &[
                        ("file", file.clone().into()),
                        ("line", line.to_string().into()),
                        ("column", column.to_string().into()),
                        ("message", problem.text_in(lang).into()),
                    ],
                );
                format!("{head}\n{snippet}")
            }
            LessonError::Empty { path } => {
                lang.text("err-lesson-empty", &[("path", path.clone().into())])
            }
            LessonError::TooManyFiles { path, max } => lang.text(
                "err-lesson-too-many-files",
                &[("path", path.clone().into()), ("max", (*max).into())],
            ),
        }
    }

    /// The line of the file where the problem lies, when there is one.
    #[must_use]
    pub fn line(&self) -> Option<usize> {
        match self {
            LessonError::At { line, .. } => Some(*line),
            LessonError::Toml(e) => Some(e.line),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::{Lesson, LessonError, StepKind, shipped, shipped_sets};
    use crate::{Rules, lang::Lang};

    /// Every message id of `lang`'s own catalogue files (no fallback to English).
    fn message_ids(lang: Lang) -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for (_, text) in crate::lang::catalogue_files(lang) {
            let resource =
                fluent_syntax::parser::parse(*text).unwrap_or_else(|(partial, _)| partial);
            for entry in resource.body {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    ids.insert(m.id.name.to_owned());
                }
            }
        }
        ids
    }

    fn all_shipped() -> Vec<(&'static str, Vec<Lesson>)> {
        shipped_sets()
            .into_iter()
            .map(|set| {
                let lessons = shipped(&Rules, set).unwrap_or_else(|e| panic!("{e}"));
                (set, lessons)
            })
            .collect()
    }

    #[test]
    fn every_shipped_lesson_loads_its_examples_play_and_every_task_is_a_real_choice_its_answer_meets()
     {
        let sets = all_shipped();
        let names: Vec<&str> = sets.iter().map(|(s, _)| *s).collect();
        assert_eq!(names, ["kalah", "o-an-quan", "oware", "sungka"]);
        for (set, lessons) in &sets {
            let least = if *set == "o-an-quan" { 12 } else { 5 };
            assert!(lessons.len() >= least, "{set}: {} lessons", lessons.len());
            for (i, lesson) in lessons.iter().enumerate() {
                assert_eq!(
                    lesson.number as usize,
                    i + 1,
                    "{}: numbered in order",
                    lesson.file
                );
                let mut tasks = 0;
                for step in &lesson.steps {
                    match &step.kind {
                        StepKind::Text { .. } => {}
                        StepKind::Example { start, moves } => {
                            let mut game = start.clone();
                            for mv in moves {
                                game.play(mv)
                                    .unwrap_or_else(|e| panic!("{}: {e}", lesson.file));
                            }
                        }
                        StepKind::Task(task) => {
                            tasks += 1;
                            let answer = task.answer_text();
                            let attempt = task
                                .attempt(&answer)
                                .unwrap_or_else(|e| panic!("{}: {e}", lesson.file));
                            assert!(attempt.is_right(), "{}: {answer} misses", lesson.file);
                            let wrong = task
                                .start
                                .legal_moves()
                                .iter()
                                .filter_map(|mv| task.attempt_move(mv))
                                .filter(|a| !a.is_right())
                                .count();
                            assert!(wrong > 0, "{}: every move meets the goal", lesson.file);
                        }
                    }
                }
                assert!(tasks > 0, "{}: a lesson has a task", lesson.file);
            }
        }
    }

    #[test]
    fn every_text_of_every_shipped_lesson_is_in_every_language() {
        let sets = all_shipped();
        for lang in Lang::all() {
            let ids = message_ids(lang);
            for (_, lessons) in &sets {
                for lesson in lessons {
                    assert!(
                        !lesson.has_own_messages(),
                        "{}: shipped words go in locales/",
                        lesson.file
                    );
                    for id in lesson.text_ids() {
                        assert!(
                            ids.contains(id),
                            "{}: `{id}` missing in {lang}",
                            lesson.file
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_wrong_answer_is_explained_by_the_moves_events_and_the_lessons_hint() {
        let lessons = shipped(&Rules, "o-an-quan").unwrap();
        let vi = Lang::from_code("vi").unwrap();
        for lesson in &lessons {
            for step in &lesson.steps {
                let StepKind::Task(task) = &step.kind else {
                    continue;
                };
                let wrong = task
                    .start
                    .legal_moves()
                    .iter()
                    .filter_map(|mv| task.attempt_move(mv))
                    .find(|a| !a.is_right())
                    .unwrap();
                let lines = lesson.wrong_answer_in(vi, task, &wrong);
                let narration = task.start.rules().explain_in(
                    vi,
                    &wrong.ply.before,
                    &wrong.ply.mv,
                    &wrong.ply.events,
                );
                assert!(lines.starts_with(&narration), "{}", lesson.file);
                assert_eq!(lines.len(), narration.len() + 2, "{}", lesson.file);
                assert!(
                    lines
                        .last()
                        .unwrap()
                        .contains(&lesson.text_in(vi, &task.hint))
                );
            }
        }
    }

    /// The error of the lesson `text`, as file `my.toml`.
    fn refused(text: &str) -> LessonError {
        Lesson::parse(&Rules, "my.toml", "01-my", 1, text).expect_err("refused")
    }

    const GOOD_HEAD: &str =
        "ruleset = \"o-an-quan\"\ntitle = \"t\"\n[messages.en]\nt = \"Title\"\nx = \"Words\"\n";

    #[test]
    fn a_users_lesson_with_its_own_words_loads() {
        let text = format!(
            "{GOOD_HEAD}[[step]]\nkind = \"task\"\ntext = \"x\"\ngoal = {{ captures-at-least = 6 }}\nanswer = \"1R\"\nhint = \"x\"\n"
        );
        let lesson = Lesson::parse(&Rules, "my.toml", "01-my", 1, &text).unwrap();
        assert_eq!(lesson.title_in(Lang::from_code("vi").unwrap()), "Title");
        let StepKind::Task(task) = &lesson.steps[0].kind else {
            panic!()
        };
        assert!(
            task.attempt("5L").unwrap().is_right(),
            "another move that meets the goal is right"
        );
        assert!(!task.attempt("5R").unwrap().is_right());
    }

    #[test]
    fn a_broken_lesson_is_refused_with_its_file_line_and_what_is_wrong() {
        let cases: [(&str, usize, &str); 7] = [
            (
                "ruleset = \"o-an-quan\"\ntitle = \"t\"\nsteps = 3\n",
                3,
                "unknown field `steps`",
            ),
            (
                "ruleset = \"o-an-kwan\"\ntitle = \"t\"\n",
                1,
                "no shipped ruleset `o-an-kwan`",
            ),
            (
                &format!("{GOOD_HEAD}[[step]]\nkind = \"text\"\ntext = \"nope\"\n"),
                8,
                "no message `nope`",
            ),
            (
                &format!(
                    "{GOOD_HEAD}[[step]]\nkind = \"example\"\ntext = \"x\"\nmoves = [\"1R\", \"1R\"]\n"
                ),
                9,
                "cannot play 1R",
            ),
            (
                &format!(
                    "{GOOD_HEAD}[[step]]\nkind = \"text\"\ntext = \"x\"\nfen = \"Q+0,5,5/Q+0 0 0,0\"\n"
                ),
                9,
                "position string",
            ),
            (
                &format!(
                    "{GOOD_HEAD}[[step]]\nkind = \"task\"\ntext = \"x\"\ngoal = \"captures-mandarin\"\nanswer = \"1R\"\nhint = \"x\"\n"
                ),
                10,
                "the answer 1R does not meet",
            ),
            (
                &format!(
                    "{GOOD_HEAD}[[step]]\nkind = \"task\"\ntext = \"x\"\ngoal = {{ captures-at-least = 0 }}\nanswer = \"1R\"\nhint = \"x\"\n"
                ),
                9,
                "every legal move meets",
            ),
        ];
        for (text, line, says) in cases {
            let error = refused(text);
            let shown = error.to_string();
            assert_eq!(error.line(), Some(line), "{shown}");
            assert!(shown.starts_with(&format!("my.toml:{line}:")), "{shown}");
            assert!(shown.contains(says), "{shown}");
        }
        let vi = Lang::from_code("vi").unwrap();
        let said = refused("ruleset = \"o-an-kwan\"\ntitle = \"t\"\n").error_in(vi);
        assert!(said.contains("không có bộ luật `o-an-kwan`"), "{said}");
    }
}
