import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { ShotRecord } from '../../../contract/answers';
import { MARK_STYLES, markStyleProps, RING, TWO_POINT_RING } from './encoding';
import { markPath, markRadius, nearestShot, tapReach, toMap } from './geometry';
import { nameOfMatch, shotFacts, shotLabel } from './shotFacts';
import { MAP_VIEW_BOX, pitchMarkup } from './svgMarkup';

type ShotMapProps = {
  /** The shots in the order the keyboard visits them (the API's: match, then time). */
  shots: readonly ShotRecord[];
  matchNames: Readonly<Record<string, string>>;
  /** Names the list of shots, e.g. "Galway's shots". */
  label: string;
  /** The id of the text that explains the keys. */
  describedBy?: string;
  /** Draw the 40 m arc: the season is played under the two-point rules. */
  twoPointArc: boolean;
  /** The shot whose details stay shown: the last one focused or tapped. */
  pinnedId: string | null;
  hoveredId: string | null;
  onHover: (id: string | null) => void;
  onPin: (id: string | null) => void;
};

/** Keys that move through the shots, and where each goes from `index` (clamped to the list). */
const MOVES: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  PageDown: (index) => index + 10,
  PageUp: (index) => index - 10,
  Home: () => 0,
  End: (_index, last) => last,
};

/** The shot an event happened on: marks carry their place in the list as `data-index`. */
function indexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  // A two-point attempt's mark is a group (the ring and the mark); the event may hit either.
  const index = target.closest('[data-index]')?.getAttribute('data-index');
  return index === undefined || index === null ? null : Number(index);
}

type ShotMarkProps = {
  shot: ShotRecord;
  index: number;
  matchName: string;
  isTabStop: boolean;
  isSelected: boolean;
};

/**
 * One shot, one element of the list (the keyboard finds a mark by its place): a path, or for a
 * two-point attempt a group of its dashed ring and the mark. Memoised: moving the focus
 * re-renders only the marks whose state changed.
 */
const ShotMark = memo(function ShotMark({ shot, index, matchName, isTabStop, isSelected }: ShotMarkProps) {
  const at = toMap(shot.x, shot.y);
  const r = markRadius(shot.xPoints);
  const option = {
    role: 'option',
    className: 'shot-map__mark',
    'data-index': index,
    tabIndex: isTabStop ? 0 : -1,
    'aria-selected': isSelected,
    'aria-label': shotLabel(shotFacts(shot, matchName)),
  };
  const mark = markPath(shot.shotType, at.x, at.y, r);
  if (!shot.twoPointAttempt) return <path {...option} d={mark} {...markStyleProps(MARK_STYLES[shot.outcome])} />;
  return (
    <g {...option}>
      <path
        d={markPath(shot.shotType, at.x, at.y, r + TWO_POINT_RING.gap)}
        fill="none"
        stroke={TWO_POINT_RING.stroke}
        strokeWidth={TWO_POINT_RING.strokeWidth}
        strokeDasharray={TWO_POINT_RING.dash}
        strokeLinejoin="round"
      />
      <path d={mark} {...markStyleProps(MARK_STYLES[shot.outcome])} />
    </g>
  );
});

/** Marks per memoised chunk: moving the focus re-renders the one or two chunks it touches. */
const CHUNK = 100;
/** Chunks first drawn per frame, so that no frame mounts thousands of marks at once. */
const CHUNKS_PER_FRAME = 2;

type ShotChunkProps = {
  shots: readonly ShotRecord[];
  /** The list index of the chunk's first shot. */
  start: number;
  matchNames: Readonly<Record<string, string>>;
  /** List indices, or -1 when the tab stop or the selection lies in another chunk. */
  tabStop: number;
  selected: number;
};

const ShotChunk = memo(function ShotChunk({ shots, start, matchNames, tabStop, selected }: ShotChunkProps) {
  return shots.map((shot, offset) => (
    <ShotMark
      key={shot.id}
      shot={shot}
      index={start + offset}
      matchName={nameOfMatch(matchNames, shot.matchId)}
      isTabStop={start + offset === tabStop}
      isSelected={start + offset === selected}
    />
  ));
});

/** How many of `items` to draw: a few more each frame until all are, starting again for new items. */
function useDrawnProgressively(items: readonly unknown[], perFrame: number): number {
  const [drawn, setDrawn] = useState({ items, count: perFrame });
  let count = drawn.count;
  if (drawn.items !== items) {
    count = perFrame;
    setDrawn({ items, count });
  }
  useEffect(() => {
    if (count >= items.length) return;
    const frame = requestAnimationFrame(() => setDrawn((last) => ({ ...last, count: last.count + perFrame })));
    return () => cancelAnimationFrame(frame);
  }, [count, items.length, perFrame]);
  return Math.min(count, items.length);
}

type ShotMarksProps = {
  shots: readonly ShotRecord[];
  matchNames: Readonly<Record<string, string>>;
  tabStop: number;
  selected: number;
};

/** Every mark, in list order, as a flat run of elements (the keyboard finds a mark by its place). */
function ShotMarks({ shots, matchNames, tabStop, selected }: ShotMarksProps) {
  const chunks = useMemo(() => {
    const slices: ShotRecord[][] = [];
    for (let start = 0; start < shots.length; start += CHUNK) slices.push(shots.slice(start, start + CHUNK));
    return slices;
  }, [shots]);
  const drawn = useDrawnProgressively(chunks, CHUNKS_PER_FRAME);
  return chunks.slice(0, drawn).map((chunk, k) => {
    const start = k * CHUNK;
    const own = (index: number) => (index >= start && index < start + chunk.length ? index : -1);
    return (
      <ShotChunk
        key={chunk[0]?.id}
        shots={chunk}
        start={start}
        matchNames={matchNames}
        tabStop={own(tabStop)}
        selected={own(selected)}
      />
    );
  });
}

/** A ring round a shot, shaped like its mark, and the mark again on top of any that cover it. */
function Highlight({ shot, strong }: { shot: ShotRecord; strong: boolean }) {
  const at = toMap(shot.x, shot.y);
  const r = markRadius(shot.xPoints);
  const ring = markPath(shot.shotType, at.x, at.y, r + (strong ? 5 : 4));
  return (
    <g>
      <path d={ring} fill="none" stroke={RING.halo} strokeWidth={strong ? 6 : 4} strokeLinejoin="round" />
      <path d={ring} fill="none" stroke={RING.inner} strokeWidth={strong ? 2.5 : 1.5} strokeLinejoin="round" />
      <path d={markPath(shot.shotType, at.x, at.y, r)} {...markStyleProps(MARK_STYLES[shot.outcome])} />
    </g>
  );
}

/**
 * The team's shots on the half pitch, goal at the top. The shots are one listbox with a single tab
 * stop (roving tabindex): arrow keys move shot by shot, Page Up and Page Down ten at a time, Home
 * and End to the first and last, Escape clears the details. Thousands of shots stay smooth:
 * pointer and focus events are handled once on the layer, not on each mark; the marks are
 * memoised in chunks, so a focus move re-renders one or two chunks; hovering redraws only the
 * highlight image above them.
 */
export function ShotMap({
  shots,
  matchNames,
  label,
  describedBy,
  twoPointArc,
  pinnedId,
  hoveredId,
  onHover,
  onPin,
}: ShotMapProps) {
  const layer = useRef<SVGGElement>(null);
  const [tabStopId, setTabStopId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const positions = useMemo(() => new Map(shots.map((shot, index) => [shot.id, index])), [shots]);

  const isShown = (id: string | null): id is string => id !== null && positions.has(id);
  /** A shot's place in the list, or -1 when it is not in it. */
  const placeOf = (id: string | null = null) => (id === null ? -1 : (positions.get(id) ?? -1));
  const tabStop = Math.max(0, placeOf([tabStopId, pinnedId].find(isShown)));
  const selected = placeOf(pinnedId);

  const focusShot = (index: number) => {
    const mark = layer.current?.children.item(index);
    if (mark instanceof SVGElement) mark.focus();
  };

  const onFocus = (event: FocusEvent<SVGGElement>) => {
    const index = indexOf(event.target);
    const shot = index === null ? undefined : shots[index];
    if (!shot) return;
    setTabStopId(shot.id);
    setFocusedId(shot.id);
    onPin(shot.id);
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Escape') {
      onPin(null);
      onHover(null);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const from = indexOf(event.target) ?? tabStop;
    focusShot(Math.min(shots.length - 1, Math.max(0, move(from, shots.length - 1))));
  };

  const onPointerOver = (event: PointerEvent<SVGGElement>) => {
    // A finger has no hover: on touch the tap pins the shot instead.
    if (event.pointerType === 'touch') return;
    const index = indexOf(event.target);
    onHover(index === null ? null : (shots[index]?.id ?? null));
  };

  // A tap or click picks the shot nearest it within a fingertip's reach (small marks are hard to
  // hit on a phone, and a big mark may cover a small one), else the mark it landed on; on the
  // bare grass it clears the details.
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const toScreen = event.currentTarget.getScreenCTM();
    const point = toScreen && new DOMPoint(event.clientX, event.clientY).matrixTransform(toScreen.inverse());
    const nearest = point ? nearestShot(shots, point, tapReach(toScreen.a)) : null;
    const index = nearest ?? indexOf(event.target);
    if (index === null) onPin(null);
    else focusShot(index);
  };

  const highlighted = [hoveredId, pinnedId, focusedId].filter(isShown);
  const strong = new Set([pinnedId, focusedId]);

  return (
    <div className="shot-map__stage">
      <svg
        className="shot-map__svg"
        viewBox={MAP_VIEW_BOX}
        role="group"
        aria-label="Half pitch, goal at the top"
        onClick={onClick}
      >
        {/* The same markup as the downloaded image's pitch; it is static, so it is inlined once. */}
        <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: pitchMarkup(twoPointArc) }} />
        <g
          ref={layer}
          role="listbox"
          aria-label={label}
          aria-describedby={describedBy}
          onFocus={onFocus}
          onBlur={() => setFocusedId(null)}
          onKeyDown={onKeyDown}
          onPointerOver={onPointerOver}
          onPointerLeave={() => onHover(null)}
        >
          <ShotMarks shots={shots} matchNames={matchNames} tabStop={tabStop} selected={selected} />
        </g>
      </svg>
      {/* A second image on its own compositor layer: a ring that moves repaints only this, never
          the thousands of marks beneath. */}
      <svg className="shot-map__highlights" viewBox={MAP_VIEW_BOX} aria-hidden="true">
        {[...new Set(highlighted)]
          .sort((a, b) => Number(strong.has(a)) - Number(strong.has(b)))
          .map((id) => {
            const shot = shots[positions.get(id) ?? -1];
            return shot ? <Highlight key={id} shot={shot} strong={strong.has(id)} /> : null;
          })}
      </svg>
    </div>
  );
}
