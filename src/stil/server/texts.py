"""The platform's words for the browser: the ``web`` and ``bot`` texts of the ``stil``
catalog (``stil/locale.toml``), which the client's ``i18n.js`` loads before its first
render, so the browser and the terminal read one file.

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


@functools.cache
def browser_texts() -> tuple[bytes, str]:
    """The JSON body (key -> language -> text; ``web.`` dropped from the keys, ``bot.*``
    kept whole) and its ETag."""
    texts = texts_under(PLATFORM, "web", "bot")
    table = {key.removeprefix("web."): value for key, value in texts.items()}
    body = json.dumps(table, ensure_ascii=False, sort_keys=True).encode()
    return body, '"' + hashlib.sha256(body).hexdigest()[:20] + '"'


@router.get(PATH, include_in_schema=False)
async def texts(request: Request) -> Response:
    body, etag = browser_texts()
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if etag in request.headers.get("if-none-match", ""):
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)
