"""The browser's words come from the platform's locale file, and a text said with a number
takes the same plural form in the browser (``Intl.PluralRules``) as on the server (Babel)."""

from __future__ import annotations

from playwright.sync_api import Page

from stil.i18n import LANGS, plural_category

NUMBERS = [*range(130), 1001, 1021, 1022, 1025]


def test_the_browser_chooses_plural_forms_as_the_server_does(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/")
    page.wait_for_selector("h1")
    chosen = page.evaluate(
        """([langs, numbers]) => Object.fromEntries(langs.map((l) =>
            [l, numbers.map((n) => new Intl.PluralRules(l).select(n))]))""",
        [list(LANGS), NUMBERS],
    )
    for lang in LANGS:
        assert chosen[lang] == [plural_category(lang, n) for n in NUMBERS], lang


def test_t_fills_the_form_that_goes_with_n(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/")
    page.wait_for_selector("h1")
    said = page.evaluate(
        """async () => {
          const i18n = await import("/static/i18n.js");
          i18n.addTexts({"demo.cards": {
            uk: {one: "{n} карта", few: "{n} карти", many: "{n} карт"},
            en: {one: "{n} card", other: "{n} cards"}}});
          const out = {};
          for (const l of ["uk", "en"]) {
            i18n.setLang(l);
            out[l] = [1, 3, 5, 21].map((n) => i18n.t("demo.cards", {n}));
          }
          out.plain = i18n.t("new_table");
          return out;
        }"""
    )
    assert said["uk"] == ["1 карта", "3 карти", "5 карт", "21 карта"]
    assert said["en"] == ["1 card", "3 cards", "5 cards", "21 cards"]
    assert said["plain"] == "New table"  # the last language set, from the platform's language files
