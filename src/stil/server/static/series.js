// A series' standing on the table page (issue 40): the target, every game's scores, the
// totals, and once the series is over who won it. Drawn from the frame's `series`
// ({to, games, totals, over, winners}); nothing when the table is not in a series. And a
// turn-based table's clock, in hours and days, beside the seat to move.

import { h, useState, useEffect } from "./ui.js";
import { t } from "./i18n.js";

/** The running clock of a turn-based table in words ("2 d 3 h", "5 h 10 min", "42 s"). */
export function clockText(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  const hr = Math.floor((s % 86400) / 3600);
  const min = Math.floor((s % 3600) / 60);
  if (d) return `${t("days", { n: d })} ${hr ? t("hours", { n: hr }) : ""}`.trim();
  if (hr) return `${t("hours", { n: hr })} ${min ? t("minutes", { n: min }) : ""}`.trim();
  if (min) return t("minutes", { n: min });
  return t("seconds", { n: s });
}

/** The clock beside the seat to move at a turn-based table: what is left of its move. */
export function SeatClock({ value }) {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((x) => x + 1), 30000);
    return () => clearInterval(timer);
  }, [value]);
  if (!value) return null;
  return h("span", { class: "seat-clock", "data-testid": "seat-clock" }, ` · ⏱ ${clockText(value - Date.now() / 1000)}`);
}

export function SeriesTable({ frame, nameOf }) {
  const series = frame && frame.series;
  if (!series) return null;
  const seats = series.totals.map((_, i) => i);
  const winners = series.winners || [];
  return h("div", { class: "series", "data-testid": "series" },
    h("h3", {}, t("series_title", { n: series.to })),
    series.over && winners.length
      ? h("p", { class: "notice", "data-testid": "series-winner" },
          t("series_won", { names: winners.map(nameOf).join(", ") }))
      : null,
    h("table", { class: "series-table", "data-testid": "series-table" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), seats.map((i) => h("th", { scope: "col" }, nameOf(i))))),
      h("tbody", {},
        series.games.map((scores, g) => h("tr", {},
          h("th", { scope: "row" }, t("series_game", { n: g + 1 })),
          scores.map((v) => h("td", {}, String(v))))),
        h("tr", { class: "series-total" },
          h("th", { scope: "row" }, t("series_total")),
          series.totals.map((v, i) => h("td", {}, winners.includes(i) ? `★ ${v}` : String(v)))))));
}
