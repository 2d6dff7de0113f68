//! The few W3C WebDriver commands the browser tests send to chromedriver: a session, a page,
//! elements found by CSS, clicks, keys, scripts, the window's size and screenshots.
//!
//! Each command is one HTTP/1.1 request on a loopback connection of its own, its answer JSON
//! (<https://www.w3.org/TR/webdriver2/>). Written here rather than taken from fantoccini: that
//! crate's `webdriver` dependency brings two generations of ICU (Unicode segmentation, IDNA),
//! about a third of what a clean `cargo test` compiled for its dependencies, for a dozen
//! commands on `127.0.0.1`.

use std::fmt;

use base64::Engine as _;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// What a command came to when it failed: WebDriver's error code and message, or a broken
/// connection.
#[derive(Debug)]
pub(super) struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The key WebDriver names so (its code points in Unicode's private use area).
#[derive(Clone, Copy, Debug)]
pub(super) enum Key {
    /// Enter.
    Enter,
    /// The left arrow.
    Left,
    /// The right arrow.
    Right,
    /// End.
    End,
}

impl Key {
    /// The character WebDriver sends for this key.
    pub(super) fn char(self) -> char {
        match self {
            Key::Enter => '\u{E007}',
            Key::End => '\u{E010}',
            Key::Left => '\u{E012}',
            Key::Right => '\u{E014}',
        }
    }
}

impl fmt::Display for Key {
    /// The key's character, to type among others with [`Element::send_keys`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// How an element is found.
#[derive(Clone, Copy, Debug)]
pub(super) enum Locator<'a> {
    /// By its `id` (a plain identifier).
    Id(&'a str),
    /// By a CSS selector.
    Css(&'a str),
}

/// The WebDriver's key for an element reference in its JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// One browser session on a chromedriver.
#[derive(Debug)]
pub(super) struct Client {
    /// `host:port` of the driver.
    host: String,
    /// `/session/ID`.
    session: String,
}

/// An element of the page, as the session found it.
#[derive(Debug)]
pub(super) struct Element<'c> {
    client: &'c Client,
    id: String,
}

/// Sends one request and returns the answer's `value`.
async fn request(
    host: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<Value, Error> {
    let broken = |e: std::io::Error| Error(format!("{method} {path}: {e}"));
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut stream = tokio::net::TcpStream::connect(host).await.map_err(broken)?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.map_err(broken)?;
    stream.write_all(body.as_bytes()).await.map_err(broken)?;
    // chromedriver keeps the connection open whatever the request says: the answer is read
    // to its length (or its last chunk), not to the end of the stream.
    let mut answer = Vec::new();
    let mut buf = [0u8; 16 * 1024];
    let body = loop {
        let n = stream.read(&mut buf).await.map_err(broken)?;
        answer.extend_from_slice(&buf[..n]);
        if let Some(body) = complete(&answer) {
            break body;
        }
        if n == 0 {
            return Err(Error(format!("{method} {path}: the answer was cut short")));
        }
    };
    let json: Value = serde_json::from_slice(&body)
        .map_err(|e| Error(format!("{method} {path}: not JSON ({e})")))?;
    let value = json.get("value").cloned().unwrap_or(Value::Null);
    if let Some(error) = value.get("error").and_then(Value::as_str) {
        let message = value.get("message").and_then(Value::as_str).unwrap_or("");
        return Err(Error(format!("{method} {path}: {error}: {message}")));
    }
    Ok(value)
}

/// The body of `answer` once all of it has come (by its `Content-Length`, or its chunks).
fn complete(answer: &[u8]) -> Option<Vec<u8>> {
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&answer[..split]).to_ascii_lowercase();
    let body = &answer[split + 4..];
    let header = |name: &str| {
        head.lines()
            .find_map(|l| l.strip_prefix(name)?.trim_start().strip_prefix(':'))
            .map(str::trim)
            .map(str::to_owned)
    };
    if header("transfer-encoding").is_some_and(|t| t.contains("chunked")) {
        return dechunk(body);
    }
    let length: usize = header("content-length")?.parse().ok()?;
    body.get(..length).map(<[u8]>::to_vec)
}

/// A body sent in chunks, put back together (`None` until its last chunk has come).
fn dechunk(mut data: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let line = data.windows(2).position(|w| w == b"\r\n")?;
        let size = std::str::from_utf8(&data[..line]).ok()?;
        let size = usize::from_str_radix(size.split(';').next()?.trim(), 16).ok()?;
        data = &data[line + 2..];
        if size == 0 {
            return Some(out);
        }
        out.extend_from_slice(data.get(..size)?);
        data = data.get(size + 2..)?;
    }
}

impl Client {
    /// A new browser session on the driver at `url` (`http://host:port`), with these
    /// capabilities.
    pub(super) async fn connect(url: &str, capabilities: Value) -> Result<Client, Error> {
        let host = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned();
        let body = json!({"capabilities": {"alwaysMatch": capabilities}});
        let value = request(&host, "POST", "/session", Some(&body)).await?;
        let id = value["sessionId"]
            .as_str()
            .ok_or_else(|| Error(format!("a new session with no id: {value}")))?;
        Ok(Client {
            host,
            session: format!("/session/{id}"),
        })
    }

    async fn post(&self, path: &str, body: Value) -> Result<Value, Error> {
        let path = format!("{}{path}", self.session);
        request(&self.host, "POST", &path, Some(&body)).await
    }

    async fn get(&self, path: &str) -> Result<Value, Error> {
        let path = format!("{}{path}", self.session);
        request(&self.host, "GET", &path, None).await
    }

    /// Opens `url`.
    pub(super) async fn goto(&self, url: &str) -> Result<(), Error> {
        self.post("/url", json!({ "url": url })).await.map(drop)
    }

    /// Loads the page again.
    pub(super) async fn refresh(&self) -> Result<(), Error> {
        self.post("/refresh", json!({})).await.map(drop)
    }

    /// The first element that `locator` finds.
    pub(super) async fn find(&self, locator: Locator<'_>) -> Result<Element<'_>, Error> {
        let css = match locator {
            Locator::Id(id) => format!("#{id}"),
            Locator::Css(css) => css.to_owned(),
        };
        let value = self
            .post("/element", json!({"using": "css selector", "value": css}))
            .await?;
        let id = value[ELEMENT]
            .as_str()
            .ok_or_else(|| Error(format!("not an element: {value}")))?;
        Ok(Element {
            client: self,
            id: id.to_owned(),
        })
    }

    /// Runs `script` (a function body) in the page with `args`; what it returns.
    pub(super) async fn execute(&self, script: &str, args: Vec<Value>) -> Result<Value, Error> {
        self.post("/execute/sync", json!({"script": script, "args": args}))
            .await
    }

    /// Presses and releases `key` on whatever holds the focus.
    pub(super) async fn press(&self, key: Key) -> Result<(), Error> {
        let key = key.char().to_string();
        let actions = json!({"actions": [{
            "type": "key",
            "id": "keyboard",
            "actions": [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}],
        }]});
        self.post("/actions", actions).await.map(drop)
    }

    /// The window's outer size, in CSS pixels.
    pub(super) async fn set_window_size(&self, width: u32, height: u32) -> Result<(), Error> {
        self.post("/window/rect", json!({"width": width, "height": height}))
            .await
            .map(drop)
    }

    /// A PNG of the page as shown.
    pub(super) async fn screenshot(&self) -> Result<Vec<u8>, Error> {
        let value = self.get("/screenshot").await?;
        let text = value
            .as_str()
            .ok_or_else(|| Error(format!("a screenshot that is not text: {value}")))?;
        base64::engine::general_purpose::STANDARD
            .decode(text)
            .map_err(|e| Error(format!("a screenshot not in base64: {e}")))
    }

    /// Ends the session, closing its browser.
    pub(super) async fn close(self) -> Result<(), Error> {
        request(&self.host, "DELETE", &self.session, None)
            .await
            .map(drop)
    }
}

impl Element<'_> {
    /// Clicks it.
    pub(super) async fn click(&self) -> Result<(), Error> {
        let path = format!("/element/{}/click", self.id);
        self.client.post(&path, json!({})).await.map(drop)
    }

    /// Types `text` into it (WebDriver's key characters, a [`Key`] written with `{}`, included).
    pub(super) async fn send_keys(&self, text: &str) -> Result<(), Error> {
        let path = format!("/element/{}/value", self.id);
        self.client
            .post(&path, json!({ "text": text }))
            .await
            .map(drop)
    }

    /// Its text as shown.
    pub(super) async fn text(&self) -> Result<String, Error> {
        let value = self
            .client
            .get(&format!("/element/{}/text", self.id))
            .await?;
        value
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| Error(format!("a text that is not a string: {value}")))
    }
}
