# Stil: the words of a "your move" notification (the service worker's, sw.js), in this
# file's language (ru); the title is web-your_move.

push-table = Стол
