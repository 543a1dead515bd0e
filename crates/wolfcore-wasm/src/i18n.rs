//! The shared message catalogs (`i18n/*.json`), as the core embeds them.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::{Catalog, Lang};

use crate::convert::{entries, is_array, is_missing, lang_from_js, string_units, text};
use crate::errors::{code, js_type_name, BindingError};
use crate::types::{LangArg, MessageArgsArg, MessageTreeValue, TextArg};

fn required_lang(lang: &JsValue) -> Result<Lang, BindingError> {
    lang_from_js(lang, "lang")?
        .ok_or_else(|| BindingError::new(code::INVALID_ARGUMENT, "lang is required (\"en\" or \"zh\")"))
}

/// The message catalog of `lang`, nested exactly as in `i18n/{lang}.json` (the file the web app
/// gives next-intl). A fresh object on every call.
///
/// @throws {WolfcoreError} `unsupported_lang` / `invalid_argument` for a bad tag.
#[wasm_bindgen(js_name = messages)]
pub fn messages(lang: &LangArg) -> Result<MessageTreeValue, JsValue> {
    let lang = required_lang(lang)?;
    let raw = Catalog::get(lang).raw_json();
    js_sys::JSON::parse(raw)
        .map(JsCast::unchecked_into)
        .map_err(|_| BindingError::new(code::INVALID_ARGUMENT, "embedded catalog is not JSON").into())
}

/// Formats the catalog message `key` (dotted, e.g. `publicClaims.seat`) with named arguments,
/// exactly as the core formats prompts. Numbers are formatted with JS `String(n)`.
///
/// @throws {WolfcoreError} `unknown_message` for a key the catalog lacks; `invalid_argument`
/// for arguments that are not strings or numbers.
#[wasm_bindgen(js_name = formatMessage)]
pub fn format_message(lang: &LangArg, key: &TextArg, args: Option<MessageArgsArg>) -> Result<String, JsValue> {
    let lang = required_lang(lang)?;
    let key = text(key, "key", 256)?;
    let catalog = Catalog::get(lang);
    if catalog.message(&key).is_none() {
        return Err(BindingError::new(
            code::UNKNOWN_MESSAGE,
            format!("no message {key:?} in the {} catalog", lang.as_str()),
        )
        .into());
    }
    let pairs = message_args(args.map(JsValue::from).unwrap_or(JsValue::UNDEFINED))?;
    let borrowed: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    Ok(catalog.format(&key, &borrowed))
}

fn message_args(args: JsValue) -> Result<Vec<(String, String)>, BindingError> {
    if is_missing(&args) {
        return Ok(Vec::new());
    }
    if !args.is_object() || is_array(&args) || args.is_function() {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("args must be an object, got {}", js_type_name(&args)),
        ));
    }
    let mut pairs = Vec::new();
    for entry in entries(&args, "args")?.iter() {
        let entry: js_sys::Array = entry.unchecked_into();
        let name = text(&entry.get(0), "args key", 256)?;
        let value = entry.get(1);
        let text = if string_units(&value).is_some() {
            text(&value, &format!("args.{name}"), 4096)?
        } else if value.as_f64().is_some() {
            // JS `String(n)`, as next-intl formats a plain `{arg}` given a number.
            let n: &js_sys::Number = value.unchecked_ref();
            n.to_string_with_radix(10).ok().and_then(|s| s.as_string()).unwrap_or_default()
        } else {
            return Err(BindingError::new(
                code::INVALID_ARGUMENT,
                format!("args.{name} must be a string or a number, got {}", js_type_name(&value)),
            ));
        };
        pairs.push((name, text));
    }
    Ok(pairs)
}
