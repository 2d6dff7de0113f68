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
    sync::{OwnedSemaphorePermit, Semaphore},
};
use tower::ServiceExt;

use crate::limits::Limits;

/// A connection's place among the [`Limits::max_connections`]: the place is free again when the
/// last holder (the HTTP connection, and the WebSocket it was upgraded to) lets it go.
#[derive(Clone, Debug)]
pub struct Place(#[allow(dead_code)] Arc<OwnedSemaphorePermit>);

/// Serves `app` on `listener` until the task is aborted, each connection taking one of
/// `places` while it is open.
pub async fn serve(listener: TcpListener, app: Router, places: Arc<Semaphore>, limits: Limits) {
    loop {
        let (stream, peer) = match listener.accept().await {
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
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |mut request| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.extensions_mut().insert(place.clone());
                app.clone().oneshot(request)
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades()
                .await;
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
