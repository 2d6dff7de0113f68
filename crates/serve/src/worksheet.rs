//! `GET /api/worksheet.pdf?ruleset=&puzzles=&lang=&seed=`: the page's "print", a worksheet of
//! the shipped puzzles as `mancala worksheet` writes it (A4 PDF, the answer key on the last
//! page), made by `mancala-print`.
//!
//! The query: `ruleset` (a shipped ruleset with puzzles), `puzzles` (1 to
//! [`mancala_print::MAX_ITEMS`], default 6), `seed` (which puzzles, default 1), `lang` (the
//! sheet's words and the errors', default English), and optionally `min_rating`, `max_rating`
//! and `title` (at most [`mancala_print::MAX_TITLE_CHARS`] characters). A request counts
//! against the address's rate as an analysis does, and at most [`AT_ONCE`] sheets are drawn at a
//! time (a request beyond is told to come back: 503). A bad value is a 400 whose text says
//! what to change, in the language asked for.

use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use mancala::lang::Lang;
use mancala_print::{
    PrintError,
    puzzles::{self, Request, RequestError},
    worksheet_pdf,
};
use tokio::sync::Semaphore;

use super::{LangQuery, Shared, admit};

/// The sheets drawn at once; each takes a blocking thread for a second or so.
pub const AT_ONCE: usize = 2;

/// The query of `/api/worksheet.pdf`; the numbers are read here, so that a bad one is said in
/// the sheet's language.
#[derive(Debug, serde::Deserialize)]
pub(crate) struct WorksheetQuery {
    ruleset: Option<String>,
    puzzles: Option<String>,
    seed: Option<String>,
    lang: Option<String>,
    min_rating: Option<String>,
    max_rating: Option<String>,
    title: Option<String>,
}

/// A refusal: the status and the words.
fn refused(status: StatusCode, text: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

/// The teacher's request read from the query, or what is wrong with it in `lang`.
fn request(query: &WorksheetQuery, lang: Lang) -> Result<Request, String> {
    let Some(ruleset) = query.ruleset.clone() else {
        return Err(RequestError::Ruleset(String::new()).error_in(lang));
    };
    let count = match query.puzzles.as_deref() {
        None => 6,
        Some(text) => text
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=mancala_print::MAX_ITEMS).contains(n))
            .ok_or_else(|| {
                lang.text(
                    "worksheet-err-items",
                    &[
                        ("given", text.to_owned().into()),
                        ("max", mancala_print::MAX_ITEMS.into()),
                    ],
                )
            })?,
    };
    let number = |text: &str| {
        text.trim()
            .parse::<u64>()
            .map_err(|_| lang.text("worksheet-err-seed", &[("given", text.to_owned().into())]))
    };
    let seed = query.seed.as_deref().map_or(Ok(1), number)?;
    let rating = |text: &Option<String>| -> Result<Option<u32>, String> {
        text.as_deref()
            .map(|t| number(t).map(|n| u32::try_from(n).unwrap_or(u32::MAX)))
            .transpose()
    };
    Ok(Request {
        ruleset,
        count,
        seed,
        min_rating: rating(&query.min_rating)?,
        max_rating: rating(&query.max_rating)?,
        title: query.title.clone().filter(|t| !t.trim().is_empty()),
        lang,
    })
}

/// `GET /api/worksheet.pdf`.
pub(crate) async fn worksheet(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    Query(query): Query<WorksheetQuery>,
) -> Response {
    static DRAWING: Semaphore = Semaphore::const_new(AT_ONCE);
    let lang = match admit(
        &shared,
        &extensions,
        &LangQuery {
            lang: query.lang.clone(),
        },
    ) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let request = match request(&query, lang) {
        Ok(request) => request,
        Err(text) => return refused(StatusCode::BAD_REQUEST, text),
    };
    let Ok(permit) = DRAWING.try_acquire() else {
        return refused(
            StatusCode::SERVICE_UNAVAILABLE,
            lang.text("worksheet-err-busy", &[]),
        );
    };
    let made = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        let sheet = puzzles::sheet(&request).map_err(|e| match e {
            RequestError::Broken(_) => (StatusCode::INTERNAL_SERVER_ERROR, e.error_in(lang)),
            _ => (StatusCode::BAD_REQUEST, e.error_in(lang)),
        })?;
        let printed = worksheet_pdf(&sheet).map_err(|e| match e {
            PrintError::Items(_) | PrintError::Title(_) => {
                (StatusCode::BAD_REQUEST, e.error_in(lang))
            }
            PrintError::Svg(_) | PrintError::Pdf(_) => {
                (StatusCode::INTERNAL_SERVER_ERROR, e.error_in(lang))
            }
        })?;
        Ok::<_, (StatusCode, String)>((request, printed))
    })
    .await;
    match made {
        Ok(Ok((request, printed))) => (
            [
                (header::CONTENT_TYPE, "application/pdf".to_owned()),
                (
                    header::CONTENT_DISPOSITION,
                    format!(
                        "inline; filename=\"worksheet-{}-{}.pdf\"",
                        request.ruleset, request.seed
                    ),
                ),
            ],
            printed.pdf,
        )
            .into_response(),
        Ok(Err((status, text))) => refused(status, text),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}
