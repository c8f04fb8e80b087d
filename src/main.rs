//! The `garuda-web` binary: everything lives in the library; this only hands over the arguments.

fn main() -> std::process::ExitCode {
    garuda_web::run(std::env::args_os())
}
