# Stil: the words of a "your move" notification (the service worker's, sw.js), in this
# file's language (en); the title is web-your_move.

push-table = Table
