import type { CSSProperties } from 'react';
import type { ShotType } from '../../../contract/filters';
import { markStyleProps, type MarkStyle } from './encoding';
import { MAP_WIDTH, markPath } from './geometry';

type MarkSwatchProps = {
  shotType: ShotType;
  style: MarkStyle;
  /** In map units. */
  r: number;
  /** Drawn at the map's scale, whatever the card's width, so it can be matched against the marks. */
  toScale?: boolean;
};

/** A mark drawn on its own, for the legend and the details panel. */
export function MarkSwatch({ shotType, style, r, toScale = false }: MarkSwatchProps) {
  // Room for the corners of the widest shape (the triangle reaches 1.56 r) and the stroke.
  const half = Math.ceil(r * 1.6 + style.strokeWidth);
  return (
    <svg
      className={toScale ? 'shot-map__swatch shot-map__swatch--to-scale' : 'shot-map__swatch'}
      style={toScale ? ({ '--swatch-share': (2 * half) / MAP_WIDTH } as CSSProperties) : undefined}
      width={2 * half}
      height={2 * half}
      viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
      aria-hidden="true"
    >
      <path d={markPath(shotType, 0, 0, r)} {...markStyleProps(style)} />
    </svg>
  );
}
