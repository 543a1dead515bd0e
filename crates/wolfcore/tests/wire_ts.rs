//! Issue 17: the TypeScript unions of the wire enums are generated from their one Rust
//! definition (`wire_enum!`) into `crates/wolfcore-wasm/src/wire.d.ts`, which the package's
//! `.d.ts` includes. This test fails when the committed file is stale; regenerate it with
//!
//! ```sh
//! WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts
//! ```

use std::path::Path;

#[test]
fn wire_dts_is_fresh() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../wolfcore-wasm/src/wire.d.ts");
    let fresh = wolfcore::wire_typescript();
    if std::env::var_os("WOLFCORE_BLESS").is_some() {
        std::fs::write(&path, &fresh).expect("write wire.d.ts");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale: run `WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts`",
        path.display()
    );
}
