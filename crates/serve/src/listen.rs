//! Accepting connections: at most [`Limits::max_connections`] at once (one more is answered
//! `503` and closed), each served by hyper's HTTP/1 with a header-read timeout
//! ([`Limits::header_timeout`], which also closes a connection idle between requests), and
//! each request told its peer's address (axum's `ConnectInfo`) and given the connection's
//! place ([`Place`]), which a WebSocket keeps for as long as it lives.

use std::{net::SocketAddr, sync::Arc, time::Duration};

use axum::{Router, extract::ConnectInfo};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::{
    io::AsyncWriteExt,
    net::{TcpListener, TcpStream},
    sync::{OwnedSemaphorePermit, Semaphore, watch},
};
use tower::ServiceExt;

use crate::limits::Limits;

/// A connection's place among the [`Limits::max_connections`]: the place is free again when the
/// last holder (the HTTP connection, and the WebSocket it was upgraded to) lets it go.
#[derive(Clone, Debug)]
pub struct Place(#[allow(dead_code)] Arc<OwnedSemaphorePermit>);

/// Serves `app` on `listener` until `stop` turns true (then every connection it serves is
/// closed too), each connection taking one of `places` while it is open.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    places: Arc<Semaphore>,
    limits: Limits,
    stop: watch::Receiver<bool>,
) {
    let mut stopping = stop.clone();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stopping.wait_for(|s| *s) => return,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            // Out of descriptors, or a connection reset before it was taken: the listener
            // itself is fine; wait a moment rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(permit) = Arc::clone(&places).try_acquire_owned() else {
            tokio::spawn(refuse(stream, limits.max_connections));
            continue;
        };
        let _ = stream.set_nodelay(true);
        let place = Place(Arc::new(permit));
        let app = app.clone();
        let header_timeout = limits.header_timeout;
        let mut stopping = stop.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |mut request| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.extensions_mut().insert(place.clone());
                app.clone().oneshot(request)
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades();
            tokio::select! {
                _ = connection => {}
                _ = stopping.wait_for(|s| *s) => {}
            }
        });
    }
}

/// Answers a connection beyond the limit with `503` and closes it (within a second: a client
/// that does not read is not waited for).
async fn refuse(mut stream: TcpStream, most: usize) {
    let body = format!(
        "the server has {most} connections open already (its limit): try again in a moment\n"
    );
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: {}\r\nretry-after: 5\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let _ = stream.write_all(response.as_bytes()).await;
        let _ = stream.shutdown().await;
    })
    .await;
}

/// The address a request came from, when it came through [`serve`].
#[must_use]
pub fn peer(extensions: &axum::http::Extensions) -> Option<SocketAddr> {
    extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(a)| *a)
}

/// The process's limit of open files (the soft one), where the system says it (Linux).
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Descriptors the server keeps for itself besides its connections (the listener, files of
/// rooms being written, the runtime's own).
const DESCRIPTORS_KEPT: u64 = 64;

/// A warning when `max_connections` connections would not fit in the process's limit of open
/// files: the connections beyond it would fail to be accepted rather than be answered 503.
#[must_use]
pub fn descriptor_warning(max_connections: usize) -> Option<String> {
    let limit = open_files_limit()?;
    let needed = max_connections as u64 + DESCRIPTORS_KEPT;
    (needed > limit).then(|| {
        format!(
            "the limit of {max_connections} connections needs {needed} open files, and this process may open {limit}: raise it (`ulimit -n {needed}`) or lower `max-connections`"
        )
    })
}
