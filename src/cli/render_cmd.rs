//! `mancala render` (one position as an SVG picture) and `replay --svg` (one picture per
//! position of a game): arguments and files only; the pictures are [`mancala::svg`]'s.

use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
};

use clap::Args;

use super::{CliError, load_game, parse_first, parse_view_seat, set_up_game};
use mancala::{
    game::Game,
    render,
    ruleset::FirstPlayer,
    svg::{self, LastMove, SvgOptions},
};

/// The narrowest and widest picture `--width` asks for, in pixels.
const WIDTHS: std::ops::RangeInclusive<u32> = 16..=16_384;

/// Arguments of `mancala render`.
#[derive(Debug, Args)]
pub(crate) struct RenderArgs {
    /// A shipped ruleset id (see `mancala rules list`) or the path of a ruleset file; not with
    /// --load, whose game names its own.
    #[arg(required_unless_present = "load", conflicts_with = "load")]
    ruleset: Option<String>,
    /// The moves played from the start, separated by spaces or commas, e.g. "3L,2R".
    #[arg(long, conflicts_with = "load")]
    moves: Option<String>,
    /// Draw the last position of a saved game.
    #[arg(long, value_name = "FILE")]
    load: Option<PathBuf>,
    /// Who moves first with --moves: south, north or a player number (default: the ruleset's
    /// first-player).
    #[arg(long, value_parser = parse_first, conflicts_with_all = ["load", "from"])]
    first: Option<FirstPlayer>,
    /// Start from this position string (FEN) of the ruleset instead of its start; --moves go
    /// on from it (see docs/src/positions.md).
    #[arg(long, value_name = "FEN", conflicts_with = "load")]
    from: Option<String>,
    /// The seat the board is seen from, its row at the bottom: south, north or a player number
    /// (default south).
    #[arg(long, value_parser = parse_view_seat)]
    seat: Option<u8>,
    /// Write the picture to FILE instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// The picture's width in pixels, 16 to 16384 (the height follows); without it the
    /// picture takes the size of wherever it is shown.
    #[arg(long)]
    width: Option<u32>,
}

/// `mancala render`.
pub(crate) fn render(args: &RenderArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if let Some(width) = args.width {
        if !WIDTHS.contains(&width) {
            return Err(CliError::BadArgument(super::lang().text(
                "err-render-width",
                &[
                    ("width", width.to_string().into()),
                    ("low", WIDTHS.start().to_string().into()),
                    ("high", WIDTHS.end().to_string().into()),
                ],
            )));
        }
    }
    let game = match (&args.load, &args.ruleset) {
        (Some(path), _) => load_game(path)?,
        (None, Some(ruleset)) => set_up_game(
            mancala::rules::Rules::resolve(ruleset)?,
            args.from.as_deref(),
            args.moves.as_deref().unwrap_or(""),
            args.first,
        )?,
        (None, None) => unreachable!("clap asks for a ruleset or --load"),
    };
    let seat = seat(&game, args.seat)?;
    let rules = game.rules();
    let pos = game.position();
    let players = pos.num_players();
    let last = game.last_ply();
    let opts = SvgOptions {
        seat,
        highlight: svg::legal_pits(rules, pos),
        last_move: last.map_or_else(LastMove::default, |ply| LastMove::from_events(&ply.events)),
        standalone: true,
        width: args.width,
        caption: last.map(|ply| {
            format!(
                "Move {}: {} plays {}",
                game.num_plies(),
                render::player_name(players, ply.player),
                ply.text
            )
        }),
        ..SvgOptions::default()
    };
    let picture = svg::board_svg(rules, pos, &opts);
    match &args.output {
        Some(path) => write_file(path, &picture),
        None => Ok(out.write_all(picture.as_bytes())?),
    }
}

/// The seat to see the board from (default 0), if the game has it.
fn seat(game: &Game, seat: Option<u8>) -> Result<u8, CliError> {
    let players = game.start().num_players();
    match seat {
        None => Ok(0),
        Some(p) if usize::from(p) < players => Ok(p),
        Some(p) => Err(CliError::BadArgument(super::lang().text(
            "err-render-seat",
            &[
                ("seat", p.to_string().into()),
                ("last", (players - 1).to_string().into()),
            ],
        ))),
    }
}

/// Writes `text` into the file at `path`, refusing anything but a regular file.
fn write_file(path: &Path, text: &str) -> Result<(), CliError> {
    let failed = |source| CliError::Write {
        path: path.display().to_string(),
        source,
    };
    if let Ok(meta) = fs::metadata(path) {
        if !meta.is_file() {
            return Err(failed(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "it is not a regular file",
            )));
        }
    }
    fs::write(path, text).map_err(failed)
}

/// `replay --svg DIR`: one picture per position of `game` in `dir` (made if missing), and an
/// `index.html` showing them in order; says on `out` how many files were written.
pub(crate) fn write_frames(
    game: &Game,
    dir: &Path,
    seat_arg: Option<u8>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let seat = seat(game, seat_arg)?;
    if dir.exists() && !dir.is_dir() {
        return Err(CliError::BadArgument(super::lang().text(
            "err-render-svg-file",
            &[("dir", dir.display().to_string().into())],
        )));
    }
    fs::create_dir_all(dir).map_err(|source| CliError::Write {
        path: dir.display().to_string(),
        source,
    })?;
    let plies = game.num_plies();
    let opts = SvgOptions {
        seat,
        standalone: true,
        ..SvgOptions::default()
    };
    let mut index = Vec::with_capacity(plies + 1);
    for frame in svg::game_frames(game, &opts) {
        let name = svg::frame_file_name(frame.ply, plies);
        write_file(&dir.join(&name), &frame.svg)?;
        index.push((name, frame.caption));
    }
    let info = game.rules().info();
    let title = format!("{} ({})", info.name, info.id);
    let result = game
        .position()
        .outcome()
        .map(|outcome| render::outcome_line(game.rules(), outcome));
    write_file(
        &dir.join("index.html"),
        &svg::frames_index_html(&title, &index, result.as_deref()),
    )?;
    // Frames of an earlier, longer game would look like part of this one: say so.
    let ours: std::collections::HashSet<&str> = index.iter().map(|(n, _)| n.as_str()).collect();
    let mut stale: Vec<String> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| is_frame_name(name) && !ours.contains(name.as_str()))
                .collect()
        })
        .unwrap_or_default();
    stale.sort();
    let first = &index[0].0;
    let last = &index[index.len() - 1].0;
    writeln!(
        out,
        "wrote {} files to {}: {first} to {last} (the start and {} move{}) and index.html",
        index.len() + 1,
        dir.display(),
        plies,
        if plies == 1 { "" } else { "s" }
    )?;
    if let (Some(a), Some(b)) = (stale.first(), stale.last()) {
        writeln!(
            out,
            "note: {} also holds {} older picture{} ({a}{}) that {} not part of this game",
            dir.display(),
            stale.len(),
            if stale.len() == 1 { "" } else { "s" },
            if a == b {
                String::new()
            } else {
                format!(" to {b}")
            },
            if stale.len() == 1 { "is" } else { "are" }
        )?;
    }
    Ok(())
}

/// Whether `name` is the name of a frame file (`ply-` digits `.svg`).
fn is_frame_name(name: &str) -> bool {
    name.strip_prefix("ply-")
        .and_then(|rest| rest.strip_suffix(".svg"))
        .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}
