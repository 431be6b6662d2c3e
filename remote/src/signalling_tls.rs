//! TLS for the signalling socket (feature `tls`): `wss://` to PeerJS's public server, as the
//! web page connects. rustls with AWS-LC's crypto provider (the one str0m's DTLS already
//! builds) and Mozilla's root certificates (`webpki-roots`), so no system library nor system
//! certificate store is needed on a phone.

use std::net::TcpStream;
use std::sync::Arc;

use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, RootCertStore, StreamOwned};
use tungstenite::stream::MaybeTlsStream;

use crate::signalling_client::ClientError;

/// The client configuration: AWS-LC's provider with its safe default protocol versions
/// (TLS 1.3 and 1.2), Mozilla's roots, no client certificate.
pub fn client_config() -> Result<Arc<ClientConfig>, ClientError> {
    let roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    let config = ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::aws_lc_rs::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| ClientError::Handshake(e.to_string()))?
    .with_root_certificates(roots)
    .with_no_client_auth();
    Ok(Arc::new(config))
}

/// The name the server's certificate must hold: `host` as a DNS name or an IP address.
pub fn server_name(host: &str) -> Result<ServerName<'static>, ClientError> {
    ServerName::try_from(host.to_owned())
        .map_err(|e| ClientError::Handshake(format!("{host} is not a server name: {e}")))
}

/// Wraps a connected socket in TLS for `host`. The TLS handshake itself runs with the
/// WebSocket handshake, within the caller's deadline.
pub fn wrap(stream: TcpStream, host: &str) -> Result<MaybeTlsStream<TcpStream>, ClientError> {
    let connection = ClientConnection::new(client_config()?, server_name(host)?)
        .map_err(|e| ClientError::Handshake(e.to_string()))?;
    Ok(MaybeTlsStream::Rustls(StreamOwned::new(connection, stream)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signalling::ServerConfig;

    #[test]
    fn the_public_server_gets_a_tls_configuration_without_any_packet() {
        let config = ServerConfig::default();
        assert!(config.secure);
        assert!(config
            .socket_url("divloyalties-R-host", "t")
            .starts_with("wss://0.peerjs.com:443/peerjs?key=peerjs&id=divloyalties-R-host&"));
        let tls = client_config().unwrap();
        assert!(
            !tls.alpn_protocols.iter().any(|p| p == b"h2"),
            "HTTP/1.1 upgrade only"
        );
        assert!(matches!(
            server_name(&config.host).unwrap(),
            ServerName::DnsName(_)
        ));
        assert!(matches!(
            server_name("127.0.0.1").unwrap(),
            ServerName::IpAddress(_)
        ));
        assert_eq!(
            server_name("not a host").unwrap_err().code(),
            "signalling_handshake"
        );
    }
}
