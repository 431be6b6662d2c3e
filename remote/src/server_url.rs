//! A PeerJS server given as an address (`ws://127.0.0.1:9000/`, `wss://peer.example.org/app/`):
//! the scheme says TLS, the port defaults to the scheme's, the path ends with `/`; the API key is
//! PeerJS's default.

use tungstenite::http::Uri;

use crate::signalling::{ServerConfig, DEFAULT_KEY};

/// Why an address is not a PeerJS server's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ServerUrlError {
    /// Not an address at all.
    #[error("not an address: {url}")]
    Unreadable {
        /// What was given.
        url: String,
    },
    /// Not `ws://` or `wss://` (or `http(s)://`, read as the same server).
    #[error("not a ws:// or wss:// address: {url}")]
    Scheme {
        /// What was given.
        url: String,
    },
    /// No host name.
    #[error("no host in {url}")]
    NoHost {
        /// What was given.
        url: String,
    },
}

impl ServerUrlError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        match self {
            ServerUrlError::Unreadable { .. } => "server_url_unreadable",
            ServerUrlError::Scheme { .. } => "server_url_scheme",
            ServerUrlError::NoHost { .. } => "server_url_no_host",
        }
    }
}

impl ServerConfig {
    /// The server at `url`: `ws`/`http` plain, `wss`/`https` with TLS.
    pub fn from_url(url: &str) -> Result<ServerConfig, ServerUrlError> {
        let uri: Uri = url.parse().map_err(|_| ServerUrlError::Unreadable {
            url: url.to_owned(),
        })?;
        let secure = match uri.scheme_str() {
            Some("ws" | "http") => false,
            Some("wss" | "https") => true,
            _ => {
                return Err(ServerUrlError::Scheme {
                    url: url.to_owned(),
                })
            }
        };
        let host = uri
            .host()
            .filter(|h| !h.is_empty())
            .ok_or_else(|| ServerUrlError::NoHost {
                url: url.to_owned(),
            })?;
        let path = uri.path().trim_end_matches('/');
        Ok(ServerConfig {
            host: host.to_owned(),
            port: uri.port_u16().unwrap_or(if secure { 443 } else { 80 }),
            path: format!("{path}/"),
            secure,
            key: DEFAULT_KEY.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_give_host_port_path_and_tls() {
        let local = ServerConfig::from_url("ws://127.0.0.1:9000").unwrap();
        assert_eq!(local, ServerConfig::local(9000));
        let public = ServerConfig::from_url("wss://0.peerjs.com").unwrap();
        assert_eq!(public, ServerConfig::default());
        let nested = ServerConfig::from_url("https://peer.example.org/app/").unwrap();
        assert_eq!(
            (nested.host.as_str(), nested.port, nested.path.as_str()),
            ("peer.example.org", 443, "/app/")
        );
        assert!(nested.secure);
    }

    #[test]
    fn what_is_no_server_address_is_refused_with_its_code() {
        for (url, code) in [
            ("", "server_url_unreadable"),
            ("not an address", "server_url_unreadable"),
            ("ftp://example.org", "server_url_scheme"),
            ("127.0.0.1:9000", "server_url_scheme"),
        ] {
            let error = ServerConfig::from_url(url).unwrap_err();
            assert_eq!(error.code(), code, "{url}: {error}");
        }
    }
}
