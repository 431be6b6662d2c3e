//! The pages of the existing web version (R10): one per language it has, all at
//! `https://game.ywesee.com/parados/`, every one opening a built-in position from `#<slug>` or
//! `#<number>`. Links are written on the page of the sharer's language, so that a friend
//! without the app lands on the same position in a browser.

/// The web version's host.
pub const WEB_HOST: &str = "game.ywesee.com";
/// The folder of the web version's pages on [`WEB_HOST`], with its slashes.
pub const WEB_FOLDER: &str = "/parados/";
/// The file name of every page before its language suffix and `.html`.
const PAGE_STEM: &str = "divided_loyalties";

/// One language page of the web version (R10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WebPage {
    /// `divided_loyalties.html`: German, the original.
    German,
    /// `divided_loyalties_en.html`, also for every language without a page of its own.
    English,
    /// `divided_loyalties_it.html`.
    Italian,
    /// `divided_loyalties_es.html`.
    Spanish,
    /// `divided_loyalties_pt.html`.
    Portuguese,
    /// `divided_loyalties_jp.html`.
    Japanese,
    /// `divided_loyalties_cn.html`.
    Chinese,
    /// `divided_loyalties_ua.html`.
    Ukrainian,
    /// `divided_loyalties_ko.html`.
    Korean,
}

impl WebPage {
    /// Every page.
    pub const ALL: [WebPage; 9] = [
        WebPage::German,
        WebPage::English,
        WebPage::Italian,
        WebPage::Spanish,
        WebPage::Portuguese,
        WebPage::Japanese,
        WebPage::Chinese,
        WebPage::Ukrainian,
        WebPage::Korean,
    ];

    /// The page for languages the web version has no page for.
    pub const DEFAULT: WebPage = WebPage::English;

    /// What the page's file name has between `divided_loyalties` and `.html`.
    pub const fn suffix(self) -> &'static str {
        match self {
            WebPage::German => "",
            WebPage::English => "_en",
            WebPage::Italian => "_it",
            WebPage::Spanish => "_es",
            WebPage::Portuguese => "_pt",
            WebPage::Japanese => "_jp",
            WebPage::Chinese => "_cn",
            WebPage::Ukrainian => "_ua",
            WebPage::Korean => "_ko",
        }
    }

    /// The ISO 639-1 code of the page's language (`ja` for the `_jp` page, `zh` for `_cn`,
    /// `uk` for `_ua`).
    pub const fn language(self) -> &'static str {
        match self {
            WebPage::German => "de",
            WebPage::English => "en",
            WebPage::Italian => "it",
            WebPage::Spanish => "es",
            WebPage::Portuguese => "pt",
            WebPage::Japanese => "ja",
            WebPage::Chinese => "zh",
            WebPage::Ukrainian => "uk",
            WebPage::Korean => "ko",
        }
    }

    /// The page for a language tag as the phones give it (`de`, `pt-BR`, `zh_Hans_CN`,
    /// `uk-UA`; matched on the language part, case-insensitively); [`WebPage::DEFAULT`] for a
    /// language the web version has no page for.
    pub fn for_language(tag: &str) -> WebPage {
        let language = tag.trim().split(['-', '_']).next().unwrap_or_default();
        WebPage::ALL
            .into_iter()
            .find(|page| page.language().eq_ignore_ascii_case(language))
            .unwrap_or(WebPage::DEFAULT)
    }

    /// The page's file name, e.g. `divided_loyalties_ua.html`.
    pub fn file_name(self) -> String {
        format!("{PAGE_STEM}{}.html", self.suffix())
    }

    /// The page's address, e.g. `https://game.ywesee.com/parados/divided_loyalties_en.html`.
    pub fn address(self) -> String {
        format!("https://{WEB_HOST}{WEB_FOLDER}{}", self.file_name())
    }

    /// The page whose path on [`WEB_HOST`] is exactly `path` (`/parados/divided_loyalties.html`;
    /// paths are case-sensitive).
    pub fn from_path(path: &str) -> Option<WebPage> {
        let name = path.strip_prefix(WEB_FOLDER)?;
        WebPage::ALL
            .into_iter()
            .find(|page| page.file_name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r10_every_language_page_has_its_address_and_path() {
        let names: Vec<String> = WebPage::ALL.iter().map(|p| p.file_name()).collect();
        assert_eq!(
            names,
            [
                "divided_loyalties.html",
                "divided_loyalties_en.html",
                "divided_loyalties_it.html",
                "divided_loyalties_es.html",
                "divided_loyalties_pt.html",
                "divided_loyalties_jp.html",
                "divided_loyalties_cn.html",
                "divided_loyalties_ua.html",
                "divided_loyalties_ko.html",
            ]
        );
        for page in WebPage::ALL {
            let address = page.address();
            let path = address.strip_prefix("https://game.ywesee.com").unwrap();
            assert_eq!(WebPage::from_path(path), Some(page), "{address}");
        }
        assert_eq!(
            WebPage::from_path("/parados/divided_loyalties_fr.html"),
            None
        );
        assert_eq!(
            WebPage::from_path("/parados/Divided_Loyalties_en.html"),
            None
        );
        assert_eq!(WebPage::from_path("/divided_loyalties_en.html"), None);
    }

    #[test]
    fn r10_the_sharers_language_picks_its_page_and_others_get_english() {
        for (tag, page) in [
            ("de", WebPage::German),
            ("de-CH", WebPage::German),
            ("en-GB", WebPage::English),
            ("it_IT", WebPage::Italian),
            ("ES", WebPage::Spanish),
            ("pt-BR", WebPage::Portuguese),
            ("ja-JP", WebPage::Japanese),
            ("zh-Hans-CN", WebPage::Chinese),
            ("zh_TW", WebPage::Chinese),
            ("uk-UA", WebPage::Ukrainian),
            ("ko", WebPage::Korean),
            ("fr-FR", WebPage::English),
            ("ru", WebPage::English),
            ("jp", WebPage::English),
            ("", WebPage::English),
        ] {
            assert_eq!(WebPage::for_language(tag), page, "{tag}");
        }
    }
}
