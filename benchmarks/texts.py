"""What formatting every text costs: stil.i18n's compiled templates against fluent.runtime.

The language files are Fluent (docs/architecture.md, "A language is a set of files").
Python could format them with Fluent's reference runtime, or, as it does, read them with
Fluent's parser into ``str.format`` templates and CLDR plural forms. This times both over
every message of every catalog in every language, with the same parameters, side by side
in one run (CPU time), and checks that both give the same words.

    .venv/bin/python benchmarks/texts.py            # every message, 5 rounds
    .venv/bin/python benchmarks/texts.py --rounds 1
"""

from __future__ import annotations

import argparse
import string
import time
from importlib import resources

from fluent.runtime import FluentBundle, FluentResource

import stil
from stil import i18n
from stil.ftl import EXT, message_id


def _folder(name: str):
    if name == i18n.PLATFORM:
        return resources.files("stil")
    return resources.files(f"stil.games.{name}")


def _cases() -> list[tuple[i18n.Catalog, FluentBundle, str, str, dict[str, object]]]:
    cases = []
    for name in [i18n.PLATFORM, *stil.games()]:
        catalog = i18n.catalog(name)
        for lang in i18n.LANGS:
            bundle = FluentBundle([lang], use_isolating=False)
            home = _folder(name).joinpath(i18n.LOCALE, lang)
            for file in sorted(home.iterdir(), key=lambda f: f.name):
                if file.name.endswith(EXT):
                    bundle.add_resource(FluentResource(file.read_text("utf-8")))
            for key in catalog.keys():  # noqa: SIM118 (a method)
                text = catalog.templates(key).get(lang)
                if text is None:
                    continue
                forms = [text] if isinstance(text, str) else list(text.values())
                fields = [
                    (field, spec)
                    for form in forms
                    for _, field, spec, _ in string.Formatter().parse(form)
                    if field
                ]
                if any(spec for _, spec in fields):
                    continue  # fluent.runtime 0.4 lacks NUMBER's signDisplay
                params: dict[str, object] = {f: 3 if f == "n" else "X" for f, _ in fields}
                if not isinstance(text, str):
                    params["n"] = 3
                cases.append((catalog, bundle, lang, key, params))
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    cases = _cases()
    messages = [(b, b.get_message(message_id(k)), p) for _, b, _, k, p in cases]
    for (catalog, _, lang, key, params), (bundle, message, _) in zip(cases, messages, strict=True):
        theirs, errors = bundle.format_pattern(message.value, params)
        assert not errors and catalog.text(lang, key, **params) == theirs, (key, lang)
    print(f"{len(cases)} texts ({len(i18n.LANGS)} languages), {args.rounds} rounds, same words")
    plural = [i for i, (c, _, lang, key, _) in enumerate(cases) if "n" in cases[i][4]]
    for label, chosen in (("every text", range(len(cases))), ("said with $n", plural)):
        ours = fluent = 0.0
        for _ in range(args.rounds):
            start = time.process_time()
            for i in chosen:
                catalog, _, lang, key, params = cases[i]
                catalog.text(lang, key, **params)
            ours += time.process_time() - start
            start = time.process_time()
            for i in chosen:
                bundle, message, params = messages[i]
                bundle.format_pattern(message.value, params)
            fluent += time.process_time() - start
        said = len(chosen) * args.rounds
        print(
            f"{label:13} ({len(chosen):5}): stil.i18n {ours / said * 1e6:6.2f} us,"
            f" fluent.runtime {fluent / said * 1e6:6.2f} us, ratio {fluent / ours:4.1f}x"
        )


if __name__ == "__main__":
    main()
