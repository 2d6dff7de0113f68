//! `mancala completions SHELL` and `mancala man`: shell completions and manual pages, both
//! generated from the command line's own definition, so they never disagree with `--help`.

use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
};

use clap::{Args, CommandFactory, ValueHint};
use clap_complete::Shell;

use super::{Cli, CliError};

/// Arguments of `mancala completions`.
#[derive(Debug, Args)]
#[command(after_long_help = "\
Load them in the current shell, or install them where the shell looks:
  bash:        source <(mancala completions bash)
               mancala completions bash > ~/.local/share/bash-completion/completions/mancala
  zsh:         mancala completions zsh > ~/.zfunc/_mancala   (with fpath+=~/.zfunc in ~/.zshrc)
  fish:        mancala completions fish > ~/.config/fish/completions/mancala.fish
  elvish:      mancala completions elvish >> ~/.config/elvish/rc.elv
  powershell:  mancala completions powershell >> $PROFILE")]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: Shell,
}

/// Arguments of `mancala man`.
#[derive(Debug, Args)]
#[command(after_long_help = "\
Examples:
  mancala man | man -l -               read the main page
  mancala man rules new | man -l -     read the page of `mancala rules new`
  mancala man --dir ~/.local/share/man/man1   install every page, then `man mancala-play`")]
pub(crate) struct ManArgs {
    /// The command whose page to print, e.g. `play` or `rules new` (default: the main page,
    /// mancala(1), which lists the others).
    #[arg(conflicts_with = "dir", value_name = "COMMAND")]
    command: Vec<String>,
    /// Write every page into DIR instead, one per command as git and cargo do (mancala.1,
    /// mancala-play.1, mancala-rules-new.1, ...); DIR is created if need be, and pages already
    /// there are replaced.
    #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
    dir: Option<PathBuf>,
}

/// The command line's definition as the generators take it (no `help` subcommand: its pages
/// and completions would only repeat `--help`).
fn definition() -> clap::Command {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    cmd
}

/// The manual page of a command; every page names the program and its version as its source.
fn page_of(cmd: clap::Command) -> clap_mangen::Man {
    clap_mangen::Man::new(cmd).source(format!("mancala {}", env!("CARGO_PKG_VERSION")))
}

/// Prints the completion script for a shell.
pub(crate) fn completions(args: &CompletionsArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let mut cmd = definition();
    let name = cmd.get_name().to_owned();
    clap_complete::generate(args.shell, &mut cmd, name, out);
    Ok(())
}

/// Prints one manual page, or writes them all into a directory.
pub(crate) fn man(args: &ManArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let cmd = definition();
    if let Some(dir) = &args.dir {
        return write_pages(cmd, dir, out);
    }
    let mut page = cmd;
    let mut path = Vec::new();
    for word in &args.command {
        path.push(word.as_str());
        let found = page
            .get_subcommands()
            .find(|s| s.get_name() == word || s.get_all_aliases().any(|a| a == word))
            .cloned();
        page = match found {
            Some(sub) => sub,
            None => {
                let valid: Vec<&str> = page
                    .get_subcommands()
                    .filter(|s| !s.is_hide_set())
                    .map(clap::Command::get_name)
                    .collect();
                return Err(CliError::BadArgument(format!(
                    "no command `mancala {}`; expected one of: {}",
                    path.join(" "),
                    valid.join(", ")
                )));
            }
        };
    }
    page_of(page).render(out)?;
    Ok(())
}

/// Writes the page of `cmd` and of each of its commands into `dir`, and names each file.
fn write_pages(cmd: clap::Command, dir: &Path, out: &mut dyn Write) -> Result<(), CliError> {
    let failed = |source| CliError::Write {
        path: dir.display().to_string(),
        source,
    };
    fs::create_dir_all(dir).map_err(failed)?;
    let mut pages = vec![cmd];
    while let Some(cmd) = pages.pop() {
        let mut subcommands: Vec<clap::Command> = cmd
            .get_subcommands()
            .filter(|s| !s.is_hide_set())
            .cloned()
            .collect();
        subcommands.reverse();
        pages.extend(subcommands);
        let man = page_of(cmd);
        let path = dir.join(man.get_filename());
        let mut roff = Vec::new();
        man.render(&mut roff)?;
        fs::write(&path, roff).map_err(|source| CliError::Write {
            path: path.display().to_string(),
            source,
        })?;
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(())
}
