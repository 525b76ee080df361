-- Product pictures uploaded in the staff console (issue 28, docs/catalogue-console.md): the browser
-- resizes the picture to WebP copies 200, 400 and 800 px wide (those the original reaches), kept in
-- R2 under a content hash; `photo` names the 400 px copy (/api/product-pictures/<hash>/400.webp) as
-- every other reader of `photo` expects, and this column lists the widths there are ("200,400,800")
-- so the shop's card and product page can offer them as a srcset. NULL: a seeded static picture.
ALTER TABLE product ADD COLUMN photo_widths TEXT;
