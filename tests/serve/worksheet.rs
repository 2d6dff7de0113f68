//! `GET /api/worksheet.pdf`: the page's "print", a worksheet of the shipped puzzles as PDF, and
//! its refusals of a bad query in the language asked for.

use super::start;

/// `GET path` over plain HTTP/1.1: the status line, the headers and the body's bytes.
async fn get_bytes(addr: std::net::SocketAddr, path: &str) -> (String, String, Vec<u8>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let at = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8(response[..at].to_vec()).unwrap();
    let status = head.lines().next().unwrap().to_owned();
    (status, head, response[at + 4..].to_vec())
}

#[tokio::test]
async fn a_bad_query_is_refused_in_the_language_asked_for() {
    let server = start().await;
    for (query, said) in [
        (
            "ruleset=o-an-quan&puzzles=0&lang=vi",
            "một phiếu bài tập có từ 1 đến 24 bài, không phải 0",
        ),
        (
            "ruleset=o-an-quan&puzzles=many&lang=vi",
            "một phiếu bài tập có từ 1 đến 24 bài, không phải many",
        ),
        (
            "ruleset=o-an-quan&puzzles=25&lang=en",
            "a worksheet has 1 to 24 puzzles, not 25",
        ),
        (
            "ruleset=kalah&seed=-3&lang=fr",
            "le numéro de fiche `-3` n'est pas un nombre entier positif ou nul",
        ),
        (
            "ruleset=sungka&lang=vi",
            "không có bài tập đi kèm cho bộ luật `sungka`: hãy chọn một trong o-an-quan, oware-abapa, kalah",
        ),
        (
            "ruleset=kalah&min_rating=1500&max_rating=900&lang=en",
            "the lowest rating (1500) is above the highest (900): swap them",
        ),
        ("ruleset=kalah&lang=xx", "no language `xx`"),
    ] {
        let (status, _, body) =
            get_bytes(server.addr, &format!("/api/worksheet.pdf?{query}")).await;
        let text = String::from_utf8(body).unwrap();
        assert!(status.contains(" 400 "), "{query}: {status} {text}");
        assert!(text.contains(said), "{query}: {text}");
    }
    // The server answers on.
    let (status, _, _) = get_bytes(server.addr, "/api").await;
    assert!(status.contains(" 200 "), "{status}");
}

#[tokio::test]
async fn the_print_of_the_page_is_a_pdf_of_the_puzzles_asked_for() {
    let server = start().await;
    let (status, head, body) = get_bytes(
        server.addr,
        "/api/worksheet.pdf?ruleset=kalah&puzzles=3&seed=2&lang=vi",
    )
    .await;
    assert!(status.contains(" 200 "), "{status}");
    let head = head.to_ascii_lowercase();
    assert!(head.contains("content-type: application/pdf"), "{head}");
    assert!(
        head.contains("filename=\"worksheet-kalah-2.pdf\""),
        "{head}"
    );
    assert!(body.starts_with(b"%PDF-"));
    // Three puzzles: two pages of questions and the answers.
    let path = std::env::temp_dir().join(format!("mancala-serve-sheet-{}.pdf", std::process::id()));
    std::fs::write(&path, &body).unwrap();
    if let Ok(info) = std::process::Command::new("pdfinfo").arg(&path).output() {
        let info = String::from_utf8(info.stdout).unwrap();
        assert!(
            info.lines()
                .any(|l| l.starts_with("Pages:") && l.ends_with(" 3")),
            "{info}"
        );
    }
    let _ = std::fs::remove_file(&path);
}
