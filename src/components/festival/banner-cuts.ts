/**
 * A festival banner cut to one shape around its focal point, by astro:assets (sharp) at build, or by
 * the dev server's image endpoint in the editor's preview: one place for the shop's page
 * (FestivalBanner.astro) and the editor's preview of both shapes (src/lib/cms/editor-pages), so the
 * marketer sees the same cut shoppers get. The widths, shapes and focus words are banner-crop.ts's.
 */
import { getImage } from 'astro:assets';
import { festivalPicture } from './banner-images';
import { cropHeight, cropWidths, type Focus, type ShapeName, SHAPES, sharpPosition } from '../../lib/domain/banner-crop';

export async function bannerCut(src: string, shape: ShapeName, focus: Focus) {
  const picture = festivalPicture(src);
  const widths = cropWidths(SHAPES[shape], picture);
  const width = widths[0]!;
  return getImage({
    src: picture,
    width,
    height: cropHeight(SHAPES[shape], width),
    widths,
    fit: 'cover',
    position: sharpPosition(focus),
    format: 'webp',
    quality: 80,
  });
}
