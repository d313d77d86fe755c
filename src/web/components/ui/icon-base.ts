import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The common attributes of the app's inline line icons (24 x 24, stroked with the text colour,
 * hidden from assistive technology); the caller's props win.
 */
export const iconBase = (p: IconProps, strokeWidth = 2) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...p,
});
