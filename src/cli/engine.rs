//! `mancala engine`: the engine protocol on standard input and output (the library's
//! [`mancala::analyser::Session`] does the work).

use std::io;

use clap::Args;

use super::CliError;
use mancala::{analyser::Session, rules::Rules};

/// Arguments of `mancala engine`.
#[derive(Debug, Args)]
pub(crate) struct EngineArgs {
    /// The ruleset to start with, a shipped id or a ruleset file (the protocol's `ruleset`
    /// command sets another).
    #[arg(default_value = "o-an-quan")]
    ruleset: String,
}

pub(super) fn run(args: &EngineArgs) -> Result<(), CliError> {
    let rules = Rules::resolve(&args.ruleset)?;
    let shipped = Rules::builtin_ids().map(str::to_owned).collect();
    let mut session = Session::new(&Rules, shipped, rules, Box::new(io::stdout()));
    match session.run(&mut io::stdin().lock()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}
