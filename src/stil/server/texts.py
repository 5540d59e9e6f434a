"""The platform's words for the browser: the ``web`` and ``bot`` texts of the ``stil``
catalog (``stil/locale/<lang>/*.ftl``), which the client's ``i18n.js`` loads before its
first render, so the browser and the terminal read one set of files.

They carry the languages too: ``language.name`` gives each language's own name, its
languages in the order of :data:`stil.i18n.LANGS` (as every entry lists them), so the
browser offers the languages there are files for and names none itself.

The JSON is made once per process and sent with an ETag: a browser asks again on each page
load (``no-cache``) and gets a bodiless 304 while the server runs the same texts.
"""

from __future__ import annotations

import functools
import hashlib
import json

from fastapi import APIRouter, Request
from fastapi.responses import Response

from stil.i18n import PLATFORM, texts_under

router = APIRouter()

#: Where the browser finds them.
PATH = "/static/texts.json"

#: The entry that lists the languages, each by its own name.
LANGUAGES = "language.name"


@functools.cache
def browser_texts() -> tuple[bytes, str]:
    """The JSON body (key -> language -> text; ``web.`` dropped from the keys, ``bot.*``,
    ``push.*`` (the service worker's) and :data:`LANGUAGES` kept whole) and its ETag. The
    keys are sorted; an entry's languages keep :data:`stil.i18n.LANGS`' order, which the
    browser takes as its own."""
    texts = texts_under(PLATFORM, "web", "bot", "push", LANGUAGES)
    table = {key.removeprefix("web."): value for key, value in texts.items()}
    body = json.dumps(dict(sorted(table.items())), ensure_ascii=False).encode()
    return body, '"' + hashlib.sha256(body).hexdigest()[:20] + '"'


@router.get(PATH, include_in_schema=False)
async def texts(request: Request) -> Response:
    body, etag = browser_texts()
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if etag in request.headers.get("if-none-match", ""):
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)
