//! TLS trust (C-10): the platform's roots plus `SSL_CERT_FILE`/`SSL_CERT_DIR` — how corporate
//! inspection CAs and the tests' own CA are trusted. There is no way to turn verification off.

use std::sync::Arc;

use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};

use crate::env;

/// The client TLS settings: rustls with ring, TLS 1.2 and 1.3, certificates checked against
/// the host name and the roots of [`trusted_roots`], HTTP/1.1 (no ALPN offered). Built once per
/// client, on its first https request; an error is a sentence for [`super::Error::Tls`].
pub(crate) fn client_config() -> Result<Arc<ClientConfig>, String> {
    let mut roots = RootCertStore::empty();
    let (added, _ignored) = roots.add_parsable_certificates(trusted_roots());
    if added == 0 {
        return Err("no usable CA certificate was found to check servers against".into());
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_protocol_versions(rustls::ALL_VERSIONS)
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// The CA certificates to trust.
///
/// `rustls-native-certs` reads the platform store, or only `SSL_CERT_FILE`/`SSL_CERT_DIR` when
/// either is set. Since the spec wants those *added* to the platform's roots, the Mozilla root
/// set (the one browsers and most platforms ship) is added whenever the variables replace the
/// platform store, and always when the platform store is empty.
fn trusted_roots() -> Vec<CertificateDer<'static>> {
    let mut roots = rustls_native_certs::load_native_certs().certs;
    let overridden = [env::SSL_CERT_FILE, env::SSL_CERT_DIR]
        .iter()
        .any(|v| env::os_value(v).is_some_and(|s| !s.is_empty()));
    if overridden || roots.is_empty() {
        roots.extend(webpki_root_certs::TLS_SERVER_ROOT_CERTS.iter().cloned());
    }
    roots
}
