//! The web page `mancala serve` shows at `/`: one HTML file, its scripts (ES modules, `main.js`
//! wiring the others) and its style sheet, embedded in the binary (nothing to build, nothing
//! fetched at run time). The page is one more client of the protocol of
//! `docs/src/serve-protocol.md`; it draws the board the server renders and animates it from the
//! engine's frames. The modules' unit tests (`page/test/`, run by `node --test`) are not served.

use axum::{
    Router,
    extract::{Path, Query},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::get,
};
use mancala::lang::{Lang, catalogue_files};

/// The page.
pub const INDEX: &str = include_str!("../page/index.html");
/// The projector view of a room (`/rooms/ID/board`): the board, the score, whose turn it is,
/// the last move's narration and the room's QR code.
pub const PROJECTOR: &str = include_str!("../page/projector.html");
/// Its style sheet.
pub const STYLE: &str = include_str!("../page/app.css");

/// Its scripts, by file name: every `.js` file of `page/` (a test checks the list against the
/// folder), each served at `/NAME`.
pub const MODULES: &[(&str, &str)] = &[
    (
        "analysis-editor.js",
        include_str!("../page/analysis-editor.js"),
    ),
    (
        "analysis-review.js",
        include_str!("../page/analysis-review.js"),
    ),
    ("analysis-tree.js", include_str!("../page/analysis-tree.js")),
    ("analysis.js", include_str!("../page/analysis.js")),
    ("animation.js", include_str!("../page/animation.js")),
    ("board.js", include_str!("../page/board.js")),
    ("choose.js", include_str!("../page/choose.js")),
    ("class-model.js", include_str!("../page/class-model.js")),
    ("class-pupil.js", include_str!("../page/class-pupil.js")),
    ("class-teacher.js", include_str!("../page/class-teacher.js")),
    ("class.js", include_str!("../page/class.js")),
    ("connection.js", include_str!("../page/connection.js")),
    ("dom.js", include_str!("../page/dom.js")),
    ("ending.js", include_str!("../page/ending.js")),
    ("fullscreen.js", include_str!("../page/fullscreen.js")),
    ("i18n.js", include_str!("../page/i18n.js")),
    ("language.js", include_str!("../page/language.js")),
    ("learn.js", include_str!("../page/learn.js")),
    ("lobby.js", include_str!("../page/lobby.js")),
    ("main.js", include_str!("../page/main.js")),
    ("movelist.js", include_str!("../page/movelist.js")),
    ("play.js", include_str!("../page/play.js")),
    ("projector.js", include_str!("../page/projector.js")),
    ("puzzle-rating.js", include_str!("../page/puzzle-rating.js")),
    ("puzzles.js", include_str!("../page/puzzles.js")),
    ("replay.js", include_str!("../page/replay.js")),
    ("room.js", include_str!("../page/room.js")),
    ("routes.js", include_str!("../page/routes.js")),
    ("seats.js", include_str!("../page/seats.js")),
];

/// The vendored @fluent/bundle (`page/vendor/fluent/`, its ES modules as npm ships them), each
/// served at `/vendor/fluent/NAME`.
pub const VENDOR: &[(&str, &str)] = &[
    (
        "builtins.js",
        include_str!("../page/vendor/fluent/builtins.js"),
    ),
    ("bundle.js", include_str!("../page/vendor/fluent/bundle.js")),
    ("index.js", include_str!("../page/vendor/fluent/index.js")),
    (
        "memoizer.js",
        include_str!("../page/vendor/fluent/memoizer.js"),
    ),
    (
        "resolver.js",
        include_str!("../page/vendor/fluent/resolver.js"),
    ),
    (
        "resource.js",
        include_str!("../page/vendor/fluent/resource.js"),
    ),
    ("scope.js", include_str!("../page/vendor/fluent/scope.js")),
    ("types.js", include_str!("../page/vendor/fluent/types.js")),
];

/// The page's routes: `/`, `/rooms/ID` (the same page, opening the room), `/rooms/ID/board`
/// (the projector view), `/learn`, `/learn/SET`, `/learn/SET/N` (the same page, opening the
/// lessons), `/app.css`, `/locales/LANG.ftl` (the page's words), one per module
/// and one per vendored module.
pub(crate) fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let router = Router::new()
        .route("/", get(index))
        .route("/rooms/{id}", get(index))
        .route("/rooms/{id}/board", get(projector))
        .route("/learn", get(index))
        .route("/learn/{set}", get(index))
        .route("/learn/{set}/{lesson}", get(index))
        .route("/app.css", get(style))
        .route("/locales/{file}", get(catalogue));
    let router = MODULES.iter().fold(router, |router, &(name, text)| {
        router.route(&format!("/{name}"), get(move || script(text)))
    });
    VENDOR.iter().fold(router, |router, &(name, text)| {
        router.route(&format!("/vendor/fluent/{name}"), get(move || script(text)))
    })
}

/// The query of the page's addresses: `?lang=`.
#[derive(serde::Deserialize)]
pub(crate) struct LangQuery {
    lang: Option<String>,
}

/// The language a page is served in: `?lang=` when it names one, else the first of the
/// browser's `Accept-Language` the catalogues have, else English. (A `?lang=` naming no
/// language gives English: the page says so, naming the languages.)
pub fn page_language(query: Option<&str>, accept_language: Option<&str>) -> Lang {
    match query {
        Some(code) => Lang::from_code(code.trim()).unwrap_or_else(Lang::english),
        None => accept_language
            .and_then(from_accept_language)
            .unwrap_or_else(Lang::english),
    }
}

/// The most wanted language of an `Accept-Language` header (RFC 9110: tags with optional
/// `q` weights) that the catalogues have; a region (`vi-VN`) counts as its language, `q=0`
/// refuses one, `*` and languages without a catalogue are passed over. Only the first 32 entries
/// are read.
#[must_use]
pub fn from_accept_language(header: &str) -> Option<Lang> {
    let mut wanted: Vec<(u16, usize, Lang)> = header
        .split(',')
        .take(32)
        .enumerate()
        .filter_map(|(order, entry)| {
            let mut parts = entry.split(';');
            let tag = parts.next()?.trim();
            let mut weight = 1000;
            for parameter in parts {
                let (key, value) = parameter.split_once('=')?;
                if key.trim().eq_ignore_ascii_case("q") {
                    weight = q_value(value.trim())?;
                }
            }
            let primary = tag.split(['-', '_']).next()?;
            let lang = Lang::from_code(primary)?;
            (weight > 0).then_some((weight, order, lang))
        })
        .collect();
    // The highest weight first; among equal weights, the header's order.
    wanted.sort_by_key(|&(weight, order, _)| (std::cmp::Reverse(weight), order));
    wanted.first().map(|&(_, _, lang)| lang)
}

/// A `q` weight in thousandths (`0`, `0.5`, `1.000`), or `None` if it is not one.
fn q_value(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// `html` with its `<html lang>` set to `lang`.
fn in_language(html: &'static str, lang: Lang) -> String {
    html.replacen(
        r#"<html lang="en">"#,
        &format!(r#"<html lang="{}">"#, lang.code()),
        1,
    )
}

fn html(body: String) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
}

fn accept_language(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
}

async fn index(Query(query): Query<LangQuery>, headers: HeaderMap) -> Response {
    let lang = page_language(query.lang.as_deref(), accept_language(&headers));
    html(in_language(INDEX, lang))
}

async fn projector(
    Path(_room): Path<String>,
    Query(query): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = page_language(query.lang.as_deref(), accept_language(&headers));
    html(in_language(PROJECTOR, lang))
}

/// The words of the page in one language: its `page*.ftl` files, in the order of their names.
#[must_use]
pub fn page_catalogue(lang: Lang) -> String {
    catalogue_files(lang)
        .iter()
        .filter(|(name, _)| name.starts_with("page"))
        .map(|(_, text)| *text)
        .collect::<Vec<_>>()
        .join("\n")
}

async fn catalogue(Path(file): Path<String>) -> Response {
    match file.strip_suffix(".ftl").and_then(Lang::from_code) {
        Some(lang) => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            page_catalogue(lang),
        )
            .into_response(),
        None => (
            StatusCode::NOT_FOUND,
            format!(
                "no catalogue `{file}`: the languages are {}\n",
                Lang::codes()
                    .iter()
                    .map(|c| format!("{c}.ftl"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
            .into_response(),
    }
}

async fn script(text: &'static str) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        text,
    )
}

async fn style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The `.js` files of a folder, sorted.
    fn scripts(folder: &Path) -> Vec<String> {
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .expect("the page's folder")
            .map(|entry| entry.expect("an entry").file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".js"))
            .collect();
        files.sort();
        files
    }

    /// Every `.js` file of the page's folder (and of the vendored Fluent) is served, and every
    /// served module is a file there: a new module cannot be forgotten.
    #[test]
    fn every_module_of_the_folder_is_served() {
        let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("page");
        for (folder, list) in [
            (page.clone(), MODULES),
            (page.join("vendor/fluent"), VENDOR),
        ] {
            let served: Vec<&str> = list.iter().map(|&(name, _)| name).collect();
            assert_eq!(
                scripts(&folder),
                served,
                "the list of {} names every .js file there, in order",
                folder.display()
            );
            for &(name, text) in list {
                let on_disk = std::fs::read_to_string(folder.join(name)).unwrap();
                assert_eq!(text, on_disk, "{name} is embedded as it is");
            }
        }
    }

    /// Every module a module imports (`from "./x.js"`, relative to the importing module) is
    /// served, and the pages load their main module.
    #[test]
    fn every_import_is_served() {
        assert!(INDEX.contains(r#"<script type="module" src="/main.js"></script>"#));
        assert!(PROJECTOR.contains(r#"<script type="module" src="/projector.js"></script>"#));
        let served: Vec<String> = MODULES
            .iter()
            .map(|&(name, _)| name.to_owned())
            .chain(
                VENDOR
                    .iter()
                    .map(|&(name, _)| format!("vendor/fluent/{name}")),
            )
            .collect();
        let all = MODULES
            .iter()
            .map(|&(name, text)| (String::new(), name, text))
            .chain(
                VENDOR
                    .iter()
                    .map(|&(name, text)| ("vendor/fluent/".to_owned(), name, text)),
            );
        for (folder, name, text) in all {
            for import in text.split("from \"./").skip(1) {
                let target = &import[..import.find('"').expect("a closing quote")];
                let path = format!("{folder}{target}");
                assert!(served.contains(&path), "{name} imports {path}, not served");
            }
        }
    }

    #[test]
    fn accept_language_gives_the_most_wanted_language_with_a_catalogue() {
        let code = |header: &str| from_accept_language(header).map(Lang::code);
        assert_eq!(code("vi"), Some("vi"));
        assert_eq!(code("vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7"), Some("vi"));
        assert_eq!(
            code("de-DE,fr;q=0.5,en;q=0.4"),
            Some("fr"),
            "German has no catalogue"
        );
        assert_eq!(
            code("en;q=0.5, vi;q=0.8"),
            Some("vi"),
            "the weight, not the order"
        );
        assert_eq!(code("fr, vi"), Some("fr"), "equal weights: the order");
        assert_eq!(
            code("vi;q=0, fr;q=0.1"),
            Some("fr"),
            "q=0 refuses a language"
        );
        assert_eq!(code("*"), None);
        assert_eq!(code("de"), None);
        assert_eq!(
            code("vi;q=2, fr;q=abc, en;q=0.3"),
            Some("en"),
            "bad weights are passed over"
        );
        assert_eq!(code(""), None);
    }

    #[test]
    fn lang_in_the_address_comes_before_the_browser_and_an_unknown_one_gives_english() {
        let code = |query: Option<&str>, header: Option<&str>| page_language(query, header).code();
        assert_eq!(code(None, Some("vi")), "vi");
        assert_eq!(code(Some("fr"), Some("vi")), "fr");
        assert_eq!(code(Some("xx"), Some("vi")), "en");
        assert_eq!(code(None, None), "en");
        assert!(in_language(INDEX, Lang::from_code("vi").unwrap()).contains(r#"<html lang="vi">"#));
        assert!(
            in_language(PROJECTOR, Lang::from_code("fr").unwrap()).contains(r#"<html lang="fr">"#)
        );
    }

    /// The page's catalogue of a language is its `page*.ftl` files and nothing else.
    #[test]
    fn a_language_s_page_catalogue_is_its_page_files() {
        for lang in Lang::all() {
            let text = page_catalogue(lang);
            assert!(text.contains("page-connected ="), "{lang}");
            assert!(
                !text.contains("oaq-side"),
                "{lang}: not the narration's words"
            );
        }
    }
}
