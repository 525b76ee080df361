-- Home banner slides and ad tiles are content files marketing edits (src/content/home-slides,
-- src/content/ad-tiles; src/lib/content/home-content.ts serves them to the home page and the
-- slider / sliderBelow / homeAds API). Nothing reads these tables any more (checked with grep over
-- functions/, src/, scripts/ and tests/), and rows left in them would only mislead the next reader.
-- No other table refers to them.
DROP TABLE IF EXISTS slider;
DROP TABLE IF EXISTS ad;
