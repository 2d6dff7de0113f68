//! The web page `mancala serve` shows at `/`: one HTML file, its script and its style sheet,
//! embedded in the binary (nothing to build, nothing fetched at run time). The page is one more
//! client of the protocol of `docs/src/serve-protocol.md`; it draws the board the server renders
//! and animates it from the engine's frames.

use axum::{http::header, response::IntoResponse};

/// The page.
pub const INDEX: &str = include_str!("../page/index.html");
/// Its script.
pub const SCRIPT: &str = include_str!("../page/app.js");
/// Its style sheet.
pub const STYLE: &str = include_str!("../page/app.css");

pub(crate) async fn index() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], INDEX)
}

pub(crate) async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
}

pub(crate) async fn style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE)
}
