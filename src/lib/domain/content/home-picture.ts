/**
 * A home slide or ad tile picture as the build made it (src/lib/cms/picture-variants.ts): the
 * fallback src and the <source> srcsets, best format first. Width and height are 0 when unknown.
 */
export interface HomePicture {
  src: string;
  width: number;
  height: number;
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcset: string }>;
}
