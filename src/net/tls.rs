//! TLS trust (C-10): the platform's roots plus `SSL_CERT_FILE`/`SSL_CERT_DIR` — how corporate
//! inspection CAs and the tests' own CA are trusted. There is no way to turn verification off.

use ureq::tls::{Certificate, RootCerts, TlsConfig, TlsProvider};

use crate::env;

/// The client TLS settings: rustls, certificates checked against the host name, HTTP/1.1.
pub(crate) fn client_config() -> TlsConfig {
    TlsConfig::builder()
        .provider(TlsProvider::Rustls)
        .root_certs(RootCerts::new_with_certs(&trusted_roots()))
        .build()
}

/// The CA certificates to trust.
///
/// `rustls-native-certs` reads the platform store, or only `SSL_CERT_FILE`/`SSL_CERT_DIR` when
/// either is set. Since the spec wants those *added* to the platform's roots, the Mozilla root
/// set (the one browsers and most platforms ship) is added whenever the variables replace the
/// platform store, and always when the platform store is empty.
fn trusted_roots() -> Vec<Certificate<'static>> {
    let loaded = rustls_native_certs::load_native_certs();
    let mut roots: Vec<Certificate<'static>> = loaded
        .certs
        .iter()
        .map(|der| Certificate::from_der(der.as_ref()).to_owned())
        .collect();
    let overridden = [env::SSL_CERT_FILE, env::SSL_CERT_DIR]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()));
    if overridden || roots.is_empty() {
        roots.extend(
            webpki_root_certs::TLS_SERVER_ROOT_CERTS
                .iter()
                .map(|der| Certificate::from_der(der.as_ref()).to_owned()),
        );
    }
    roots
}
