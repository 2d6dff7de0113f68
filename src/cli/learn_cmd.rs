//! `mancala learn`: the lessons of a game in the terminal, one step at a time: words, boards,
//! examples narrated by the engine, and tasks the learner answers with a move, checked by the
//! engine.

use std::{
    io::{BufRead, Write},
    path::PathBuf,
};

use clap::Args;

use mancala::{
    Rules,
    game::Game,
    lang::Lang,
    lesson::{self, Lesson, Step, StepKind, Task},
    render,
    ruleset::View,
};

use super::{CliError, lang};

/// Arguments of `mancala learn`.
#[derive(Debug, Args)]
pub(crate) struct LearnArgs {
    /// The ruleset whose lessons to follow (a shipped id or a ruleset file; its game's set of
    /// lessons is chosen: o-an-quan, oware, sungka or kalah).
    #[arg(default_value = "o-an-quan", conflicts_with = "file")]
    ruleset: String,
    /// List the lessons, numbered, with their titles, instead of following them.
    #[arg(long, conflicts_with = "lesson")]
    list: bool,
    /// Start at lesson N (from 1; default the first).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    lesson: Option<u32>,
    /// Follow your own lessons: a lesson file (TOML) or a folder of them, instead of the
    /// shipped ones (see docs/src/lessons.md).
    #[arg(long, value_name = "PATH")]
    file: Option<PathBuf>,
}

/// What the learner typed at a prompt.
enum Typed {
    /// A line (trimmed).
    Line(String),
    /// `quit`, or the end of the input.
    Stop,
}

/// Runs `mancala learn`.
pub(crate) fn learn(
    args: &LearnArgs,
    input: &mut dyn BufRead,
    interactive: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let lang = lang();
    let (name, lessons) = match &args.file {
        Some(path) => {
            let lessons = Lesson::load(&Rules, path).map_err(|e| lesson_error(lang, &e))?;
            (path.display().to_string(), lessons)
        }
        None => {
            let rules = Rules::resolve(&args.ruleset)?;
            let Some(set) = lesson::set_for(&Rules, &*rules) else {
                return Err(CliError::Usage(lang.text(
                    "learn-no-set",
                    &[
                        ("ruleset", args.ruleset.clone().into()),
                        ("sets", lesson::shipped_sets().join(", ").into()),
                    ],
                )));
            };
            let lessons = lesson::shipped(&Rules, set).map_err(|e| lesson_error(lang, &e))?;
            let name = mancala::ruleset::ruleset_name_in(lang, rules.info());
            (name, lessons)
        }
    };
    if args.list {
        writeln!(
            out,
            "{}",
            lang.text(
                "learn-set-heading",
                &[("name", name.into()), ("count", lessons.len().into())]
            )
        )?;
        for (i, lesson) in lessons.iter().enumerate() {
            writeln!(
                out,
                "{}",
                lang.text(
                    "learn-list-line",
                    &[
                        ("number", (i + 1).into()),
                        ("title", lesson.title_in(lang).into())
                    ]
                )
            )?;
        }
        return Ok(());
    }
    let first = args.lesson.unwrap_or(1) as usize;
    if first > lessons.len() {
        return Err(CliError::BadArgument(lang.text(
            "learn-no-lesson",
            &[("number", first.into()), ("count", lessons.len().into())],
        )));
    }
    let mut session = Session {
        lang,
        input,
        interactive,
        out,
    };
    for (i, lesson) in lessons.iter().enumerate().skip(first - 1) {
        let number = i + 1;
        if !session.lesson(number, lesson)? {
            writeln!(session.out)?;
            writeln!(
                session.out,
                "{}",
                lang.text("learn-stopped", &[("number", number.into())])
            )?;
            return Ok(());
        }
    }
    writeln!(session.out)?;
    writeln!(session.out, "{}", lang.text("learn-all-done", &[]))?;
    Ok(())
}

/// A lesson error in the run's language, as the command's error.
fn lesson_error(lang: Lang, error: &lesson::LessonError) -> CliError {
    CliError::Usage(error.error_in(lang))
}

/// The lessons being followed: where they are read from and written to.
struct Session<'a> {
    lang: Lang,
    input: &'a mut dyn BufRead,
    interactive: bool,
    out: &'a mut dyn Write,
}

impl Session<'_> {
    /// Runs lesson `number`; `false` if the learner stopped.
    fn lesson(&mut self, number: usize, lesson: &Lesson) -> Result<bool, CliError> {
        let lang = self.lang;
        writeln!(self.out)?;
        let heading = lang.text(
            "learn-lesson-heading",
            &[
                ("number", number.into()),
                ("title", lesson.title_in(lang).into()),
            ],
        );
        writeln!(self.out, "{heading}")?;
        writeln!(self.out, "{}", "=".repeat(heading.chars().count()))?;
        for (i, step) in lesson.steps.iter().enumerate() {
            if !self.step(lesson, step)? {
                return Ok(false);
            }
            // Between steps, a person at a terminal reads at their pace.
            let last = i + 1 == lesson.steps.len();
            if self.interactive && !last && !matches!(step.kind, StepKind::Task(_)) {
                writeln!(self.out, "{}", lang.text("learn-continue", &[]))?;
                if matches!(self.read()?, Typed::Stop) {
                    return Ok(false);
                }
            }
        }
        writeln!(self.out)?;
        writeln!(
            self.out,
            "{}",
            lang.text("learn-lesson-done", &[("number", number.into())])
        )?;
        Ok(true)
    }

    /// Shows or asks one step; `false` if the learner stopped.
    fn step(&mut self, lesson: &Lesson, step: &Step) -> Result<bool, CliError> {
        writeln!(self.out)?;
        match &step.kind {
            StepKind::Text { board } => {
                self.words(&lesson.text_in(self.lang, &step.text))?;
                if let Some(game) = board {
                    self.board(game)?;
                }
                Ok(true)
            }
            StepKind::Example { start, moves } => {
                self.words(&lesson.text_in(self.lang, &step.text))?;
                self.board(start)?;
                let mut game = start.clone();
                let players = game.rules().num_players();
                for mv in moves {
                    let ply = game.play(mv).expect("a lesson's example moves are checked");
                    let ply = ply.clone();
                    writeln!(self.out)?;
                    writeln!(
                        self.out,
                        "{}",
                        self.lang.text(
                            "learn-example-move",
                            &[
                                (
                                    "player",
                                    render::player_name_in(self.lang, players, ply.player).into()
                                ),
                                ("move", ply.text.clone().into()),
                            ],
                        )
                    )?;
                    for line in
                        game.rules()
                            .explain_in(self.lang, &ply.before, &ply.mv, &ply.events)
                    {
                        writeln!(self.out, "{}", render::wrap(&format!("   {line}"), 80, 3))?;
                    }
                    self.board(&game)?;
                }
                Ok(true)
            }
            StepKind::Task(task) => self.task(lesson, &step.text, task),
        }
    }

    /// Asks a task until the learner's move meets its goal; `false` if they stopped.
    fn task(&mut self, lesson: &Lesson, text: &str, task: &Task) -> Result<bool, CliError> {
        let lang = self.lang;
        writeln!(self.out, "{}", lang.text("learn-task-heading", &[]))?;
        self.words(&lesson.text_in(lang, text))?;
        self.board(&task.start)?;
        let example = task
            .start
            .legal_move_texts()
            .into_iter()
            .next()
            .unwrap_or_default();
        loop {
            writeln!(
                self.out,
                "{}",
                lang.text("learn-prompt", &[("example", example.clone().into())])
            )?;
            let typed = match self.read()? {
                Typed::Stop => return Ok(false),
                Typed::Line(line) if line.is_empty() => continue,
                Typed::Line(line) => line,
            };
            let attempt = match task.attempt(&typed) {
                Ok(attempt) => attempt,
                Err(error) => {
                    let why = render::move_error_in(
                        lang,
                        task.start.rules(),
                        task.start.position(),
                        &error,
                    );
                    writeln!(self.out, "{why}")?;
                    continue;
                }
            };
            let mut after = task.start.clone();
            after
                .play(&attempt.ply.mv)
                .expect("an attempted move is legal");
            if attempt.is_right() {
                let said = if attempt.ply.mv == task.answer {
                    lang.text("learn-right", &[("move", attempt.ply.text.clone().into())])
                } else {
                    lang.text(
                        "learn-right-other",
                        &[
                            ("move", attempt.ply.text.clone().into()),
                            ("answer", task.answer_text().into()),
                        ],
                    )
                };
                writeln!(self.out, "{said}")?;
                for line in task.start.rules().explain_in(
                    lang,
                    &attempt.ply.before,
                    &attempt.ply.mv,
                    &attempt.ply.events,
                ) {
                    writeln!(self.out, "{}", render::wrap(&format!("   {line}"), 80, 3))?;
                }
                self.board(&after)?;
                return Ok(true);
            }
            writeln!(
                self.out,
                "{}",
                lang.text("learn-wrong", &[("move", attempt.ply.text.clone().into())])
            )?;
            for line in lesson.wrong_answer_in(lang, task, &attempt) {
                writeln!(self.out, "{}", render::wrap(&format!("   {line}"), 80, 3))?;
            }
            self.board(&after)?;
            writeln!(self.out)?;
            writeln!(self.out, "{}", lang.text("learn-try-again", &[]))?;
            self.board(&task.start)?;
        }
    }

    /// A lesson's words, wrapped for the terminal.
    fn words(&mut self, text: &str) -> Result<(), CliError> {
        writeln!(self.out, "{}", render::wrap(text, 80, 0))?;
        Ok(())
    }

    /// The board of `game`'s position.
    fn board(&mut self, game: &Game) -> Result<(), CliError> {
        let rules = game.rules();
        writeln!(
            self.out,
            "{}",
            rules.draw_in(self.lang, game.position(), &View::default())
        )?;
        Ok(())
    }

    /// One line of the learner's input: `quit` and the end of the input stop.
    fn read(&mut self) -> Result<Typed, CliError> {
        self.out.flush()?;
        let mut line = String::new();
        // A line longer than this is not a move: what is read of it is refused as one.
        const MOST: u64 = 4096;
        let read = std::io::Read::take(&mut *self.input, MOST).read_line(&mut line);
        match read {
            Ok(0) => Ok(Typed::Stop),
            Ok(_) => {
                let line = line.trim();
                if line.eq_ignore_ascii_case("quit") || line.eq_ignore_ascii_case("q") {
                    Ok(Typed::Stop)
                } else {
                    Ok(Typed::Line(line.to_owned()))
                }
            }
            // Bytes that are not UTF-8: not a move either.
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                Ok(Typed::Line("\u{fffd}".to_owned()))
            }
            Err(e) => Err(e.into()),
        }
    }
}
