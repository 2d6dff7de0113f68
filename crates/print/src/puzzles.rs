//! Worksheets of the shipped puzzles ([`mancala::puzzle`]): which puzzles a sheet takes (a
//! number of them, chosen by a seed within a range of difficulty) and their [`Item`]s, with the
//! words of each question and answer in the sheet's language. The command line's `worksheet`
//! and the server's `/api/worksheet.pdf` both make their sheets here.

use std::sync::Arc;

use mancala::{
    Family, Game,
    lang::Lang,
    puzzle::{self, Method, Puzzle},
    render,
    ruleset::{capitalise, ruleset_name_in},
};

use crate::{Item, MAX_ITEMS, Sheet};

/// What a teacher asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The shipped ruleset whose puzzles are printed.
    pub ruleset: String,
    /// How many puzzles: 1 to [`MAX_ITEMS`].
    pub count: usize,
    /// Which puzzles: the same seed gives the same sheet.
    pub seed: u64,
    /// The lowest difficulty rating taken, if any.
    pub min_rating: Option<u32>,
    /// The highest difficulty rating taken, if any.
    pub max_rating: Option<u32>,
    /// The title instead of "RULESET puzzles".
    pub title: Option<String>,
    /// The language of every word of the sheet.
    pub lang: Lang,
}

/// Why a sheet of puzzles could not be made: each says what to change.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    /// Not a shipped ruleset with puzzles.
    #[error("no shipped puzzles for `{0}`")]
    Ruleset(String),
    /// A number of puzzles out of 1 to [`MAX_ITEMS`].
    #[error("a worksheet has 1 to {MAX_ITEMS} puzzles, not {0}")]
    Count(usize),
    /// A range of difficulty whose low end is above its high end.
    #[error("the lowest rating {0} is above the highest {1}")]
    Range(u32, u32),
    /// Fewer puzzles in the range of difficulty than asked for.
    #[error("{found} puzzles in that range of difficulty, {wanted} asked for")]
    TooFew {
        /// How many were asked for.
        wanted: usize,
        /// How many the range holds.
        found: usize,
    },
    /// A shipped puzzle that does not set up (a fault of the shipped file, which a test checks).
    #[error("puzzle {0} cannot be set up")]
    Broken(String),
}

impl RequestError {
    /// The error in `lang`.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        match self {
            RequestError::Ruleset(given) => lang.text(
                "worksheet-err-ruleset",
                &[
                    ("given", given.clone().into()),
                    ("known", puzzle::SHIPPED_IDS.join(", ").into()),
                ],
            ),
            RequestError::Count(n) => lang.text(
                "worksheet-err-items",
                &[("given", (*n).into()), ("max", MAX_ITEMS.into())],
            ),
            RequestError::Range(low, high) => lang.text(
                "worksheet-err-range",
                &[("low", (*low).into()), ("high", (*high).into())],
            ),
            RequestError::TooFew { wanted, found } => lang.text(
                "worksheet-err-too-few",
                &[("wanted", (*wanted).into()), ("found", (*found).into())],
            ),
            RequestError::Broken(id) => {
                lang.text("worksheet-err-broken", &[("id", id.clone().into())])
            }
        }
    }
}

/// A step of SplitMix64: a well-mixed number of `x` (the order of the puzzles by seed).
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Refuses a count out of 1 to [`MAX_ITEMS`] and a range of ratings upside down.
fn check(request: &Request) -> Result<(), RequestError> {
    if request.count == 0 || request.count > MAX_ITEMS {
        return Err(RequestError::Count(request.count));
    }
    match (request.min_rating, request.max_rating) {
        (Some(low), Some(high)) if low > high => Err(RequestError::Range(low, high)),
        _ => Ok(()),
    }
}

/// The puzzles a sheet takes from `puzzles`: those within the range of difficulty, `count` of
/// them chosen by the seed, the easiest first (a sheet gets harder as a child goes on).
///
/// # Errors
/// A count out of range, a range upside down, fewer puzzles in it than asked for.
pub fn choose<'a>(
    puzzles: &'a [Puzzle],
    request: &Request,
) -> Result<Vec<&'a Puzzle>, RequestError> {
    check(request)?;
    let mut within: Vec<(u64, &Puzzle)> = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            request
                .min_rating
                .is_none_or(|low| p.difficulty.rating >= low)
                && request
                    .max_rating
                    .is_none_or(|high| p.difficulty.rating <= high)
        })
        .map(|(i, p)| (mix(request.seed ^ mix(i as u64)), p))
        .collect();
    if within.len() < request.count {
        return Err(RequestError::TooFew {
            wanted: request.count,
            found: within.len(),
        });
    }
    within.sort_by_key(|&(key, _)| key);
    let mut chosen: Vec<&Puzzle> = within
        .into_iter()
        .take(request.count)
        .map(|(_, p)| p)
        .collect();
    chosen.sort_by_key(|p| p.difficulty.rating);
    Ok(chosen)
}

/// A puzzle as an item of a sheet in `lang`: the board seen by the player to move, the
/// question, the answer in the notation and in words (the path of the move), the proof.
///
/// # Errors
/// The puzzle's position or answer does not set up under `rules`.
pub fn item(lang: Lang, rules: &Arc<dyn Family>, puzzle: &Puzzle) -> Result<Item, RequestError> {
    let broken = || RequestError::Broken(puzzle.id.clone());
    let mut game = Game::from_fen(rules.clone(), &puzzle.fen).map_err(|_| broken())?;
    let position = game.position().clone();
    let players = rules.num_players();
    let seat = position.turn();
    let player = render::player_name_in(lang, players, seat);
    let ply = game.play_text(&puzzle.answer).map_err(|_| broken())?;
    let answer_words = capitalise(&render::ply_path_seen(lang, seat, &**rules, ply, players));
    let signed = |v: i32| {
        if v > 0 {
            format!("+{v}")
        } else {
            v.to_string()
        }
    };
    let mut values = vec![
        ("answer", puzzle.answer.clone().into()),
        ("best", signed(puzzle.proof.best).into()),
        ("next", puzzle.proof.next_move.clone().into()),
        ("next_best", signed(puzzle.proof.next_best).into()),
    ];
    let proof = match puzzle.proof.method {
        Method::Exact => lang.text("worksheet-proof-exact", &values),
        Method::Search { depth } => {
            values.push(("depth", depth.into()));
            lang.text("worksheet-proof-search", &values)
        }
    };
    Ok(Item {
        rules: rules.clone(),
        position,
        seat,
        question: lang.text("worksheet-to-move", &[("player", player.into())]),
        answer: puzzle.answer.clone(),
        answer_words,
        proof,
    })
}

/// The sheet a teacher asks for, of the shipped puzzles.
///
/// # Errors
/// See [`RequestError`].
pub fn sheet(request: &Request) -> Result<Sheet, RequestError> {
    // What the request asks is checked before which ruleset it names.
    check(request)?;
    let puzzles = puzzle::shipped(&request.ruleset);
    let rules = mancala::rules::Rules::builtin(&request.ruleset)
        .filter(|_| !puzzles.is_empty())
        .ok_or_else(|| RequestError::Ruleset(request.ruleset.clone()))?;
    let chosen = choose(puzzles, request)?;
    let lang = request.lang;
    let items = chosen
        .iter()
        .map(|p| item(lang, &rules, p))
        .collect::<Result<Vec<_>, _>>()?;
    let ratings = chosen.iter().map(|p| p.difficulty.rating);
    let low = ratings.clone().min().unwrap_or_default();
    let high = ratings.max().unwrap_or_default();
    let name = ruleset_name_in(lang, rules.info());
    let instructions = crate::instructions(lang, &*rules, &items[0].position);
    Ok(Sheet {
        lang,
        instructions,
        title: request
            .title
            .clone()
            .unwrap_or_else(|| lang.text("worksheet-title", &[("ruleset", name.into())])),
        subtitle: Some(lang.text(
            "worksheet-subtitle",
            &[
                ("count", items.len().into()),
                ("low", low.into()),
                ("high", high.into()),
                ("seed", request.seed.to_string().into()),
            ],
        )),
        items,
    })
}
