"""Our texts in Fluent files (``locale/<lang>/*.ftl``), read into plain templates.

A language is a set of files: every folder with texts a person reads has a ``locale/``
folder holding a folder of Fluent files per language (``uk/texts.ftl``, ``en/cards.ftl``). Fluent's
syntax is read by its reference parser (``fluent.syntax``); each message becomes the form
:mod:`stil.i18n` formats quickly and the browser already draws (a ``str.format`` template,
or one template per CLDR plural category). We use the part of Fluent a translator needs
for our texts, and a file that steps outside it fails to load, naming the file and the
message:

- text with variables, ``{ $name }`` (``{name}`` in the template);
- literal braces or spaces, ``{"{"}`` and ``{" "}``;
- a number with its sign, ``{ NUMBER($points, signDisplay: "always") }`` (``{points:+d}``);
- a text said with a number: one select on ``$n`` over CLDR's plural categories, the
  whole message (``one``, ``few``, ``many``, ``other``; the default variant is marked
  ``*`` as Fluent asks).

A message's id is its dotted key with ``-`` for each dot, ``--`` for a hyphen and ``-`` for
any other character outside ``[A-Za-z0-9_]`` (``decision.draw_or_stop`` is
``decision-draw_or_stop``, ``bot.ismcts-easy`` is ``bot-ismcts--easy``).

>>> entries = read("demo", '''
... hello = Привіт, { $name }!
... cards =
...     { $n ->
...         [one] { $n } карта
...         [few] { $n } карти
...        *[many] { $n } карт
...     }
... ''')
>>> entries["hello"], entries["cards"]["few"]
('Привіт, {name}!', '{n} карти')
>>> read("demo", write({"score": "{points:+d} {{ok}}"}))["score"]
'{points:+d} {{ok}}'
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import string
import tempfile
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fa

#: One language's text: a template, or a template per plural category (chosen by ``n``).
Text = str | Mapping[str, str]

#: The extension of a language's file in a ``locale/`` folder.
EXT = ".ftl"

#: CLDR's plural categories, the only variant keys a plural message may use.
CATEGORIES = ("zero", "one", "two", "few", "many", "other")

_SIGNED = "+d"


class LocaleFileError(ValueError):
    """A language file that is not Fluent, or uses Fluent beyond what our texts need."""


@cache
def message_id(key: str) -> str:
    """The Fluent id of a dotted key (kept: it is asked on every text looked up).

    >>> message_id("bot.ismcts-easy"), message_id("value.card_mm.56x87")
    ('bot-ismcts--easy', 'value-card_mm-56x87')
    """
    return re.sub(r"[^A-Za-z0-9_.]", "-", key.replace("-", "--")).replace(".", "-")


def message_key(message: str) -> str:
    """The dotted key of a Fluent id (a character other than a dot or a hyphen that
    :func:`message_id` wrote as ``-`` reads as a dot).

    >>> message_key("bot-ismcts--easy")
    'bot.ismcts-easy'
    """
    return message.replace("--", "\0").replace("-", ".").replace("\0", "-")


def read(where: str, source: str) -> dict[str, Text]:
    """The messages of one Fluent file, by id; ``where`` names the file in errors."""
    parsed = FluentParser(with_spans=False).parse(source)
    out: dict[str, Text] = {}
    for entry in parsed.body:
        if isinstance(entry, fa.Junk):
            note = entry.annotations[0].message if entry.annotations else "not Fluent"
            raise LocaleFileError(f"{where}: {note}, at {(entry.content or '').strip()[:60]!r}")
        if isinstance(entry, fa.Term):
            raise LocaleFileError(f"{where}: -{entry.id.name}: terms are not used by Stil")
        if not isinstance(entry, fa.Message):
            continue  # comments
        name = entry.id.name
        if entry.attributes or entry.value is None:
            raise LocaleFileError(f"{where}: {name}: a message is one value, no attributes")
        if name in out:
            raise LocaleFileError(f"{where}: {name} is given twice")
        out[name] = _message(f"{where}: {name}", entry.value)
    return out


#: Bumped whenever :func:`read` would compile a file differently (the cache's key holds it).
COMPILED_FORMAT = 1

#: Where compiled files are kept (``STIL_CACHE_DIR``; "" or "0" keeps none).
CACHE_VAR = "STIL_CACHE_DIR"


def _cache_dir() -> Path | None:
    chosen = os.environ.get(CACHE_VAR)
    if chosen is not None:
        return Path(chosen) if chosen not in ("", "0") else None
    home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(home) / "stil" / "ftl"


def read_cached(where: str, source: str) -> dict[str, Text]:
    """:func:`read`, kept compiled by the SHA-256 of the file's text: Fluent's reference
    parser takes seconds over all our files, and every process that shows a text (a
    server, a worker, the terminal) would pay them. A cache that cannot be read or written
    is passed by; a file in it that is not what :func:`read` gives is read again."""
    folder = _cache_dir()
    if folder is None:
        return read(where, source)
    digest = hashlib.sha256(f"{COMPILED_FORMAT}\0{source}".encode()).hexdigest()
    path = folder / f"{digest}.json"
    try:
        kept = json.loads(path.read_text("utf-8"))
        if isinstance(kept, dict) and all(_is_text(v) for v in kept.values()):
            return kept
    except (OSError, ValueError):
        pass
    entries = read(where, source)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, suffix=".tmp") as out:
            json.dump(entries, out, ensure_ascii=False)
        os.replace(out.name, path)  # whole or not at all, whoever reads it meanwhile
    except OSError:
        pass
    return entries


def _is_text(value: object) -> bool:
    if isinstance(value, str):
        return True
    return isinstance(value, dict) and all(
        k in CATEGORIES and isinstance(v, str) for k, v in value.items()
    )


def _message(where: str, pattern: fa.Pattern) -> Text:
    elements = pattern.elements
    if len(elements) == 1 and isinstance(elements[0], fa.Placeable):
        select = elements[0].expression
        if isinstance(select, fa.SelectExpression):
            return _plural(where, select)
    return _template(where, pattern)


def _plural(where: str, select: fa.SelectExpression) -> dict[str, str]:
    selector = select.selector
    if not (isinstance(selector, fa.VariableReference) and selector.id.name == "n"):
        raise LocaleFileError(f"{where}: a text said with a number selects on $n only")
    forms: dict[str, str] = {}
    for variant in select.variants:
        key = variant.key
        category = key.name if isinstance(key, fa.Identifier) else str(key.value)
        if category not in CATEGORIES:
            raise LocaleFileError(f"{where}: [{category}] is not a CLDR plural category")
        forms[category] = _template(f"{where} [{category}]", variant.value)
    return forms


def _template(where: str, pattern: fa.Pattern) -> str:
    parts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, fa.TextElement):
            parts.append(_braces(element.value))
            continue
        assert isinstance(element, fa.Placeable)
        expression = element.expression
        if isinstance(expression, fa.VariableReference):
            parts.append("{" + expression.id.name + "}")
        elif isinstance(expression, fa.StringLiteral):
            parts.append(_braces(str(expression.parse()["value"])))
        elif _is_signed(expression):
            assert isinstance(expression, fa.FunctionReference)
            variable = expression.arguments.positional[0]
            assert isinstance(variable, fa.VariableReference)
            parts.append("{" + variable.id.name + ":" + _SIGNED + "}")
        else:
            raise LocaleFileError(
                f"{where}: only {{ $variable }}, a quoted text and"
                ' NUMBER($x, signDisplay: "always") may stand inside braces'
            )
    return "".join(parts)


def _is_signed(expression: object) -> bool:
    if not (isinstance(expression, fa.FunctionReference) and expression.id.name == "NUMBER"):
        return False
    args = expression.arguments
    return (
        len(args.positional) == 1
        and isinstance(args.positional[0], fa.VariableReference)
        and len(args.named) == 1
        and args.named[0].name.name == "signDisplay"
        and isinstance(args.named[0].value, fa.StringLiteral)
        and args.named[0].value.value == "always"
    )


def _braces(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


# -- writing -------------------------------------------------------------------------------


def write(entries: Mapping[str, Text], *, header: str = "") -> str:
    """A Fluent file of ``entries`` (id -> text), each written so that :func:`read` gives it
    back exactly (checked: a text it cannot write so raises ``LocaleFileError``)."""
    lines = [f"# {line}".rstrip() for line in header.splitlines()]
    group = None
    for name, text in entries.items():
        first = name.split("-", 1)[0]
        if first != group:
            if lines:
                lines.append("")
            lines.append(f"## {first}")
            lines.append("")
            group = first
        written = _write_message(name, text)
        if read(name, written) != {name: text}:
            raise LocaleFileError(f"{name}: cannot be written as Fluent exactly: {text!r}")
        lines.append(written.rstrip("\n"))
    return "\n".join(lines) + "\n"


def _write_message(name: str, text: Text) -> str:
    if isinstance(text, str):
        value = _pattern(text, "    ")
        return f"{name} ={value}\n" if value.startswith("\n") else f"{name} = {value}\n"
    default = "other" if "other" in text else list(text)[-1]
    rows = [f"{name} =", "    { $n ->"]
    for category, form in text.items():
        mark = "*" if category == default else " "
        value = _pattern(form, "            ")
        rows.append(f"       {mark}[{category}]{'' if value.startswith(chr(10)) else ' '}{value}")
    rows.append("    }")
    return "\n".join(rows) + "\n"


def _pattern(template: str, indent: str) -> str:
    """A template as a Fluent pattern (on the same line, or indented lines if it has
    several)."""
    out: list[str] = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(_literal(literal))
        if field is None:
            continue
        if conversion or (spec and spec != _SIGNED) or not field.isidentifier():
            raise LocaleFileError(f"{{{field}}}: only plain fields and :+d are written")
        if spec == _SIGNED:
            out.append(f'{{ NUMBER(${field}, signDisplay: "always") }}')
        else:
            out.append(f"{{ ${field} }}")
    text = "".join(out)
    lines = text.split("\n")
    lines = [_line_start(line) for line in lines]
    if lines[0].startswith(" ") or lines[-1].endswith(" ") or text == "":
        lines[0] = _lead(lines[0])
        lines[-1] = _trail(lines[-1])
    if len(lines) == 1:
        return lines[0]
    return "".join("\n" + indent + line if line else "\n" for line in lines)


def _literal(text: str) -> str:
    return re.sub(r"[{}]", lambda m: '{"' + m.group() + '"}', text)


def _line_start(line: str) -> str:
    """A line that Fluent would read as syntax, or whose spaces it would take as indent,
    starts with a quoted text."""
    stripped = line.lstrip(" ")
    spaces = line[: len(line) - len(stripped)]
    if spaces:
        return '{"' + spaces + '"}' + stripped
    if stripped[:1] in ("[", "*", "."):
        return '{"' + stripped[0] + '"}' + stripped[1:]
    return line


def _lead(line: str) -> str:
    return line if line else '{""}'


def _trail(line: str) -> str:
    stripped = line.rstrip(" ")
    if stripped == line:
        return line
    return stripped + '{"' + line[len(stripped) :] + '"}'
