import type { CSSProperties } from 'react';
import type { ShotType } from '../../../contract/filters';
import { markStyleProps, TWO_POINT_RING, type MarkStyle } from './encoding';
import { MAP_WIDTH, markPath } from './geometry';

type MarkSwatchProps = {
  shotType: ShotType;
  style: MarkStyle;
  /** In map units. */
  r: number;
  /** Drawn at the map's scale, whatever the card's width, so it can be matched against the marks. */
  toScale?: boolean;
  /** With the dashed ring of a two-point attempt. */
  twoPointRing?: boolean;
};

/** A mark drawn on its own, for the legend and the details panel. */
export function MarkSwatch({ shotType, style, r, toScale = false, twoPointRing = false }: MarkSwatchProps) {
  const outer = twoPointRing ? r + TWO_POINT_RING.gap : r;
  // Room for the corners of the widest shape (the triangle reaches 1.56 r) and the stroke.
  const half = Math.ceil(outer * 1.6 + style.strokeWidth);
  return (
    <svg
      className={toScale ? 'shot-map__swatch shot-map__swatch--to-scale' : 'shot-map__swatch'}
      style={toScale ? ({ '--swatch-share': (2 * half) / MAP_WIDTH } as CSSProperties) : undefined}
      width={2 * half}
      height={2 * half}
      viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
      aria-hidden="true"
    >
      {twoPointRing && (
        <path
          d={markPath(shotType, 0, 0, outer)}
          fill="none"
          stroke={TWO_POINT_RING.stroke}
          strokeWidth={TWO_POINT_RING.strokeWidth}
          strokeDasharray={TWO_POINT_RING.dash}
        />
      )}
      <path d={markPath(shotType, 0, 0, r)} {...markStyleProps(style)} />
    </svg>
  );
}
