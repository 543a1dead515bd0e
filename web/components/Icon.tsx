// Small inline SVG icons, so no control depends on a glyph the installed fonts may lack (the
// replay's ⏮/⏭ rendered as empty boxes with the fonts the setup installs).
import type { SVGProps } from "react";

const PATHS = {
  first: "M6 5h2v14H6zM20 5v14L9 12z",
  prev: "M17 5v14L6 12z",
  next: "M7 5v14l11-7z",
  last: "M16 5h2v14h-2zM4 5v14l11-7z",
  star: "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z",
  check: "M9.5 16.2L5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z",
  pause: "M7 5h4v14H7zM13 5h4v14h-4z",
  play: "M8 5v14l11-7z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <path d={PATHS[name]} />
    </svg>
  );
}
