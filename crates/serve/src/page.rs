//! The web page `mancala serve` shows at `/`: one HTML file, its scripts (ES modules, `main.js`
//! wiring the others) and its style sheet, embedded in the binary (nothing to build, nothing
//! fetched at run time). The page is one more client of the protocol of
//! `docs/src/serve-protocol.md`; it draws the board the server renders and animates it from the
//! engine's frames. The modules' unit tests (`page/test/`, run by `node --test`) are not served.

use axum::{Router, http::header, response::IntoResponse, routing::get};

/// The page.
pub const INDEX: &str = include_str!("../page/index.html");
/// Its style sheet.
pub const STYLE: &str = include_str!("../page/app.css");

/// Its scripts, by file name: every `.js` file of `page/` (a test checks the list against the
/// folder), each served at `/NAME`.
pub const MODULES: &[(&str, &str)] = &[
    ("animation.js", include_str!("../page/animation.js")),
    ("board.js", include_str!("../page/board.js")),
    ("connection.js", include_str!("../page/connection.js")),
    ("dom.js", include_str!("../page/dom.js")),
    ("ending.js", include_str!("../page/ending.js")),
    ("i18n.js", include_str!("../page/i18n.js")),
    ("lobby.js", include_str!("../page/lobby.js")),
    ("main.js", include_str!("../page/main.js")),
    ("movelist.js", include_str!("../page/movelist.js")),
    ("play.js", include_str!("../page/play.js")),
    ("replay.js", include_str!("../page/replay.js")),
    ("room.js", include_str!("../page/room.js")),
    ("seats.js", include_str!("../page/seats.js")),
];

/// The page's routes: `/`, `/app.css` and one per module.
pub(crate) fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let router = Router::new()
        .route("/", get(index))
        .route("/app.css", get(style));
    MODULES.iter().fold(router, |router, &(name, text)| {
        router.route(&format!("/{name}"), get(move || script(text)))
    })
}

async fn index() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], INDEX)
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

    /// Every `.js` file of the page's folder is served, and every served module is a file there:
    /// a new module cannot be forgotten.
    #[test]
    fn every_module_of_the_folder_is_served() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("page");
        let mut files: Vec<String> = std::fs::read_dir(&folder)
            .expect("the page's folder")
            .map(|entry| entry.expect("an entry").file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".js"))
            .collect();
        files.sort();
        let served: Vec<&str> = MODULES.iter().map(|&(name, _)| name).collect();
        assert_eq!(
            files, served,
            "page::MODULES lists every .js file of page/, in order"
        );
        for &(name, text) in MODULES {
            let on_disk = std::fs::read_to_string(folder.join(name)).unwrap();
            assert_eq!(text, on_disk, "{name} is embedded as it is");
        }
    }

    /// Every module a module imports (`from "./x.js"`) is served, and the page loads `main.js`.
    #[test]
    fn every_import_is_served() {
        assert!(INDEX.contains(r#"<script type="module" src="/main.js"></script>"#));
        let served: Vec<&str> = MODULES.iter().map(|&(name, _)| name).collect();
        for &(name, text) in MODULES {
            for import in text.split("from \"./").skip(1) {
                let target = &import[..import.find('"').expect("a closing quote")];
                assert!(
                    served.contains(&target),
                    "{name} imports {target}, not served"
                );
            }
        }
    }
}
