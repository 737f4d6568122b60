//! A stream whose first byte was already read: it is given back before the rest. Over TLS the
//! server cannot peek as it does on a plain socket, yet it must wait for the client's first byte
//! under a timeout (hyper's automatic version check reads the preface with no timer of its own).

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncReadExt as _, AsyncWrite, ReadBuf};

/// `inner` with `first` read from it already.
pub struct Replay<S> {
    first: Option<u8>,
    inner: S,
}

impl<S: AsyncRead + Unpin> Replay<S> {
    /// Wait for the first byte of `inner`; `None` when the peer closes before sending one.
    pub async fn first_byte(mut inner: S) -> io::Result<Option<Self>> {
        let mut first = [0u8; 1];
        Ok(match inner.read(&mut first).await? {
            0 => None,
            _ => Some(Self {
                first: Some(first[0]),
                inner,
            }),
        })
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Replay<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if buf.remaining() > 0 {
            if let Some(byte) = self.first.take() {
                buf.put_slice(&[byte]);
                return Poll::Ready(Ok(()));
            }
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Replay<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt as _;

    #[tokio::test]
    async fn the_first_byte_is_read_again_before_the_rest() {
        let (mut client, server) = tokio::io::duplex(64);
        client.write_all(b"PRI * HTTP/2.0").await.unwrap();
        drop(client);
        let mut replay = Replay::first_byte(server).await.unwrap().unwrap();
        let mut all = String::new();
        replay.read_to_string(&mut all).await.unwrap();
        assert_eq!(all, "PRI * HTTP/2.0");
    }

    #[tokio::test]
    async fn a_peer_that_closes_at_once_gives_none() {
        let (client, server) = tokio::io::duplex(64);
        drop(client);
        assert!(Replay::first_byte(server).await.unwrap().is_none());
    }
}
