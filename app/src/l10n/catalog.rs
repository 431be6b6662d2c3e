//! The Fluent catalogs, one file per language under `app/locales/`, embedded at compile time,
//! and the bundles built from them.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;

use super::language::Language;
use super::numbers::format_number;
use super::pseudo::pseudo_localise;

/// A bundle of one language's catalog, shareable between threads (the bindings' Object).
pub(crate) type Bundle = FluentBundle<FluentResource>;

/// The catalog source of `language` (the pseudo-locale uses the English one).
pub fn catalog_source(language: Language) -> &'static str {
    match language.catalog_language() {
        Language::De => include_str!("../../locales/de.ftl"),
        Language::Fr => include_str!("../../locales/fr.ftl"),
        Language::It => include_str!("../../locales/it.ftl"),
        Language::Es => include_str!("../../locales/es.ftl"),
        Language::Pt => include_str!("../../locales/pt.ftl"),
        Language::Ja => include_str!("../../locales/ja.ftl"),
        Language::ZhHans => include_str!("../../locales/zh-Hans.ftl"),
        Language::Uk => include_str!("../../locales/uk.ftl"),
        Language::Ko => include_str!("../../locales/ko.ftl"),
        Language::En | Language::Pseudo => include_str!("../../locales/en.ftl"),
    }
}

/// The bundle of `language`: its catalog, numbers grouped for it, no Unicode isolation marks
/// around arguments (none of the ten languages is written right to left, and the marks would
/// show in terminals and logs), and the pseudo-locale's transform for [`Language::Pseudo`].
pub(crate) fn bundle(language: Language) -> Bundle {
    let catalog = language.catalog_language();
    let identifier = catalog.tag().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![identifier]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_number));
    if language == Language::Pseudo {
        bundle.set_transform(Some(pseudo_localise));
    }
    let resource = match FluentResource::try_new(catalog_source(language).to_owned()) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            // The catalogs are ours and tested to parse cleanly; keep what did parse.
            log::error!("catalog {}: {errors:?}", catalog.tag());
            resource
        }
    };
    if let Err(errors) = bundle.add_resource(resource) {
        log::error!("catalog {}: {errors:?}", catalog.tag());
    }
    bundle
}
