//! A throwaway certificate authority and the TLS side of the test server.
//!
//! [`TestCa`] makes a fresh CA with rcgen and writes its certificate to a temp PEM file;
//! `Gw::ca(&ca)` hands that file to the binary as `SSL_CERT_FILE` (C-10), so the binary trusts
//! this CA and nothing in it needs "insecure" switches. [`server_config`] issues a leaf for
//! `localhost`, `127.0.0.1`, `::1` and the test's names and builds a rustls server config
//! (ring, TLS 1.2 and 1.3, no ALPN offered, so the client falls back to HTTP/1.1).
//!
//! The HTTP behaviour itself lives in `http.rs`; this file only wraps accepted sockets.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair,
    KeyUsagePurpose,
};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::{ServerConfig, ServerConnection, StreamOwned};

use super::http::Transport;

/// Names every leaf certificate covers, whatever the test adds.
const ALWAYS_NAMES: &[&str] = &["localhost", "127.0.0.1", "::1"];

/// A throwaway CA: its key signs leaf certificates, its certificate sits in a temp PEM file.
pub(crate) struct TestCa {
    issuer: Issuer<'static, KeyPair>,
    cert_der: CertificateDer<'static>,
    pem: String,
    _dir: tempfile::TempDir,
    pem_path: PathBuf,
}

impl std::fmt::Debug for TestCa {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TestCa")
            .field("pem_path", &self.pem_path)
            .finish_non_exhaustive()
    }
}

impl Default for TestCa {
    fn default() -> Self {
        Self::new()
    }
}

impl TestCa {
    /// Generates a CA key and self-signed certificate and writes the certificate (PEM) to a
    /// fresh temp file.
    pub(crate) fn new() -> Self {
        let mut params = CertificateParams::new(Vec::<String>::new()).expect("CA params");
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params
            .distinguished_name
            .push(DnType::CommonName, "garuda-web test CA");
        params.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        let key = KeyPair::generate().expect("CA key");
        let cert = params.self_signed(&key).expect("self-sign CA");
        let pem = cert.pem();
        let dir = tempfile::Builder::new()
            .prefix("garuda-web-test-ca-")
            .tempdir()
            .expect("CA temp dir");
        let pem_path = dir.path().join("ca.pem");
        std::fs::write(&pem_path, &pem).expect("write CA PEM");
        TestCa {
            issuer: Issuer::new(params, key),
            cert_der: cert.der().clone(),
            pem,
            _dir: dir,
            pem_path,
        }
    }

    /// The PEM file holding the CA certificate (what `SSL_CERT_FILE` should name).
    pub(crate) fn pem_path(&self) -> &Path {
        &self.pem_path
    }

    /// The CA certificate as PEM text.
    pub(crate) fn pem(&self) -> &str {
        &self.pem
    }

    /// Issues a server certificate for `localhost`, `127.0.0.1`, `::1` and `names` (DNS names,
    /// wildcards like `*.test`, or IP literals). Returns the chain (leaf, CA) and the leaf key.
    pub(crate) fn leaf(
        &self,
        names: &[&str],
    ) -> (Vec<CertificateDer<'static>>, PrivateKeyDer<'static>) {
        let mut all: Vec<String> = ALWAYS_NAMES.iter().map(|s| (*s).to_owned()).collect();
        all.extend(names.iter().map(|s| (*s).to_owned()));
        all.dedup();
        let mut params = CertificateParams::new(all).expect("leaf names are valid SANs");
        params
            .distinguished_name
            .push(DnType::CommonName, "garuda-web test server");
        params.use_authority_key_identifier_extension = true;
        params.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        let key = KeyPair::generate().expect("leaf key");
        let cert = params.signed_by(&key, &self.issuer).expect("sign leaf");
        let key_der = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
        (vec![cert.der().clone(), self.cert_der.clone()], key_der)
    }
}

/// A rustls server config with a fresh leaf from `ca` for the default names plus `names`.
pub(crate) fn server_config(ca: &TestCa, names: &[&str]) -> Arc<ServerConfig> {
    let (chain, key) = ca.leaf(names);
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .expect("server certificate");
    // No ALPN protocols: the server offers nothing, so the client speaks HTTP/1.1.
    Arc::new(config)
}

/// Wraps an accepted socket in a server-side TLS session (the handshake runs on first I/O).
pub(crate) fn accept(
    config: Arc<ServerConfig>,
    sock: TcpStream,
) -> Result<StreamOwned<ServerConnection, TcpStream>, rustls::Error> {
    Ok(StreamOwned::new(ServerConnection::new(config)?, sock))
}

impl Transport for StreamOwned<ServerConnection, TcpStream> {
    fn finish(&mut self) {
        use std::io::Write;
        self.conn.send_close_notify();
        let _ = self.flush();
        let _ = self.conn.complete_io(&mut self.sock);
        let _ = self.sock.shutdown(std::net::Shutdown::Write);
    }

    fn sni(&self) -> Option<String> {
        self.conn.server_name().map(str::to_owned)
    }
}
