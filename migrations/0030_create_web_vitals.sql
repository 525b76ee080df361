-- Core Web Vitals from shoppers' phones (issue 30), kept as a histogram: one row per IST day, page
-- kind, language, metric and bucket, with how many page views fell in it. No person, no address, no
-- per-view row: the table's size is bounded by its keys, however many shoppers report.
CREATE TABLE web_vital (
  day TEXT NOT NULL,          -- IST calendar day, YYYY-MM-DD
  page TEXT NOT NULL,         -- home | shop | product | search | cart | checkout | other
  lang TEXT NOT NULL,         -- en | kn | hi
  metric TEXT NOT NULL,       -- LCP | INP | CLS
  bucket INTEGER NOT NULL,    -- the bucket's upper edge: ms, or CLS in thousandths
  views INTEGER NOT NULL,
  PRIMARY KEY (day, page, lang, metric, bucket)
) WITHOUT ROWID;
