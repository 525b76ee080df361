/**
 * The same stroke icons as Icon.astro, for use inside islands. Takes the path itself (`ICONS.cart`)
 * rather than a name, so the bundle keeps only the icons islands draw, not the whole set.
 */
export default function Icon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
