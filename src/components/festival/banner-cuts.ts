/**
 * A festival banner cut to one shape around its focal point, by astro:assets (sharp) at build, or by
 * the dev server's image endpoint in the editor's preview: one place for the shop's page
 * (FestivalBanner.astro) and the editor's preview of both shapes (src/lib/cms/editor-pages), so the
 * marketer sees the same cut shoppers get. The widths, shapes and focus words are banner-crop.ts's.
 */
import { getImage } from 'astro:assets';
import { festivalPicture } from './banner-images';
import {
  copyQuality,
  cropHeight,
  cropWidths,
  type Focus,
  type ShapeName,
  SHAPES,
  sharpPosition,
} from '../../lib/domain/content/banner-crop';

export interface BannerCut {
  /** the narrowest copy, for the plain src */
  src: string;
  /** every copy with its width descriptor */
  srcset: string;
  width: number;
  height: number;
}

/** One copy per width (each with its own quality, copyQuality), so the srcset is assembled here. */
export async function bannerCut(src: string, shape: ShapeName, focus: Focus): Promise<BannerCut> {
  const picture = festivalPicture(src);
  const widths = cropWidths(SHAPES[shape], picture);
  const copies = await Promise.all(
    widths.map(async (width) => {
      const image = await getImage({
        src: picture,
        width,
        height: cropHeight(SHAPES[shape], width),
        fit: 'cover',
        position: sharpPosition(focus),
        format: 'webp',
        quality: copyQuality(SHAPES[shape], width),
      });
      return { url: image.src, width };
    }),
  );
  const first = copies[0]!;
  return {
    src: first.url,
    srcset: copies.map((c) => `${c.url} ${c.width}w`).join(', '),
    width: first.width,
    height: cropHeight(SHAPES[shape], first.width),
  };
}
