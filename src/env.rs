//! Every environment variable garuda-web reads, by name, with what it is for.

/// Folder holding `config.json` and `policy.json` instead of the platform's config dir (G-04).
pub(crate) const CONFIG_DIR: &str = "GARUDA_WEB_CONFIG_DIR";
/// Folder holding cached pages instead of the platform's cache dir (G-04).
pub(crate) const CACHE_DIR: &str = "GARUDA_WEB_CACHE_DIR";
/// Folder holding session grants and browser state instead of the platform's state dir (G-04).
pub(crate) const STATE_DIR: &str = "GARUDA_WEB_STATE_DIR";
/// `IP:PORT` of the only DNS server to ask (C-03); it changes where names are looked up and
/// loosens no check.
pub(crate) const DNS: &str = "GARUDA_WEB_DNS";
/// Extra trusted CA certificates in one PEM file (C-10), as OpenSSL tools read it.
pub(crate) const SSL_CERT_FILE: &str = "SSL_CERT_FILE";
/// A folder of extra trusted CA certificates (C-10), as OpenSSL tools read it.
pub(crate) const SSL_CERT_DIR: &str = "SSL_CERT_DIR";
