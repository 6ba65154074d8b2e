import { PITCH } from '../../../contract/pitch';
import { type Marking, pitchMarkings, viewRegion } from '../../../contract/pitchMarkings';
import { pitchClipDef, pitchGroup, project, projection, projectRect } from './pitch';
import { byClass, childElements, parseXml } from '../testKit/svg';

function find<K extends Marking['kind']>(markings: Marking[], id: string, kind: K): Extract<Marking, { kind: K }> {
  const marking = markings.find((m) => m.id === id);
  if (!marking || marking.kind !== kind) throw new Error(`No ${kind} ${id}`);
  return marking as Extract<Marking, { kind: K }>;
}

describe('pitch geometry (metres)', () => {
  const full = pitchMarkings('full');

  it('is 145 x 88 with end lines and side lines on its edges', () => {
    expect(find(full, 'end-line-attacked', 'line')).toMatchObject({ from: { x: 145, y: 0 }, to: { x: 145, y: 88 } });
    expect(find(full, 'end-line-other', 'line')).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 0, y: 88 } });
    expect(find(full, 'side-line-near', 'line')).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 145, y: 0 } });
    expect(find(full, 'side-line-far', 'line')).toMatchObject({ from: { x: 0, y: 88 }, to: { x: 145, y: 88 } });
  });

  it('marks the 13, 20, 45 and 65 m lines across the pitch from each end', () => {
    for (const d of [13, 20, 45, 65]) {
      expect(find(full, `${d}m-attacked`, 'line')).toMatchObject({
        from: { x: 145 - d, y: 0 },
        to: { x: 145 - d, y: 88 },
      });
      expect(find(full, `${d}m-other`, 'line')).toMatchObject({ from: { x: d, y: 0 }, to: { x: d, y: 88 } });
    }
  });

  it('draws the small rectangle 14 x 4.5 m and the large 19 x 13 m, centred on the goal', () => {
    for (const end of ['attacked', 'other']) {
      const small = find(full, `small-rectangle-${end}`, 'rectangle').rect;
      expect(small.y1 - small.y0).toBeCloseTo(14, 9);
      expect(small.x1 - small.x0).toBeCloseTo(4.5, 9);
      expect((small.y0 + small.y1) / 2).toBe(44);
      const large = find(full, `large-rectangle-${end}`, 'rectangle').rect;
      expect(large.y1 - large.y0).toBeCloseTo(19, 9);
      expect(large.x1 - large.x0).toBeCloseTo(13, 9);
      expect((large.y0 + large.y1) / 2).toBe(44);
    }
    expect(find(full, 'small-rectangle-attacked', 'rectangle')).toMatchObject({
      rect: { x0: 140.5, x1: 145 },
      endLineX: 145,
    });
    expect(find(full, 'large-rectangle-other', 'rectangle')).toMatchObject({ rect: { x0: 0, x1: 13 }, endLineX: 0 });
  });

  it('centres a 13 m arc on the middle of the 20 m line, bulging away from the goal', () => {
    const arc = find(full, 'arc-attacked', 'arc');
    expect(arc.centre).toEqual({ x: 125, y: 44 });
    expect(arc.radius).toBe(13);
    expect(arc.endAngle - arc.startAngle).toBeCloseTo(Math.PI, 9);
    const middle = (arc.startAngle + arc.endAngle) / 2;
    expect(arc.centre.x + arc.radius * Math.cos(middle)).toBeCloseTo(112, 9);
    // Both ends of the arc sit on the 20 m line.
    expect(arc.centre.x + arc.radius * Math.cos(arc.startAngle)).toBeCloseTo(125, 9);
    expect(arc.centre.x + arc.radius * Math.cos(arc.endAngle)).toBeCloseTo(125, 9);
    const other = find(full, 'arc-other', 'arc');
    expect(other.centre).toEqual({ x: 20, y: 44 });
    expect(other.centre.x + other.radius * Math.cos((other.startAngle + other.endAngle) / 2)).toBeCloseTo(33, 9);
  });

  it('draws the 40 m two-point arc round each goal of the full pitch, from end line to end line', () => {
    const withArcs = pitchMarkings('full', PITCH, { twoPointArc: true });
    for (const [id, goalX] of [
      ['two-point-arc-attacked', 145],
      ['two-point-arc-other', 0],
    ] as const) {
      const arc = find(withArcs, id, 'arc');
      expect(arc.centre).toEqual({ x: goalX, y: 44 });
      const at = (angle: number) => ({
        x: arc.centre.x + arc.radius * Math.cos(angle),
        y: arc.centre.y + arc.radius * Math.sin(angle),
      });
      expect(at(arc.startAngle).x).toBeCloseTo(goalX, 9);
      expect(at(arc.endAngle).x).toBeCloseTo(goalX, 9);
      expect(Math.abs(at((arc.startAngle + arc.endAngle) / 2).x - goalX)).toBeCloseTo(40, 9);
    }
    expect(
      pitchMarkings('half', PITCH, { twoPointArc: true }).filter((m) => m.id.startsWith('two-point')),
    ).toHaveLength(1);
  });

  it('puts the penalty mark 11 m out and goals 6.5 m wide in the middle of each end line', () => {
    expect(find(full, 'penalty-mark-attacked', 'spot').at).toEqual({ x: 134, y: 44 });
    expect(find(full, 'penalty-mark-other', 'spot').at).toEqual({ x: 11, y: 44 });
    const goal = find(full, 'goal-attacked', 'goal');
    expect(goal.from).toEqual({ x: 145, y: 40.75 });
    expect(goal.to).toEqual({ x: 145, y: 47.25 });
    expect(find(full, 'goal-other', 'goal').from.x).toBe(0);
  });

  it('takes every size from the one dimensions object', () => {
    const small = pitchMarkings('full', { ...PITCH, length: 130, width: 80, largeRectangle: { width: 20, depth: 14 } });
    expect(find(small, 'end-line-attacked', 'line').from.x).toBe(130);
    expect(find(small, 'arc-attacked', 'arc').centre).toEqual({ x: 110, y: 40 });
    expect(find(small, 'large-rectangle-attacked', 'rectangle').rect).toEqual({ x0: 116, x1: 130, y0: 30, y1: 50 });
  });

  it('shows only the attacked half, up to the halfway mark, in the half view', () => {
    const half = pitchMarkings('half');
    expect(viewRegion('half')).toEqual({ x0: 72.5, x1: 145, y0: 0, y1: 88 });
    expect(half.some((m) => m.id.endsWith('-other'))).toBe(false);
    expect(find(half, 'side-line-near', 'line')).toMatchObject({ from: { x: 72.5 }, to: { x: 145 } });
    expect(find(half, 'halfway-mark', 'line')).toMatchObject({ from: { x: 72.5, y: 39 }, to: { x: 72.5, y: 49 } });
    expect(find(half, '65m-attacked', 'line').from.x).toBe(80);
  });
});

describe('pitch views on the image', () => {
  it('stands the half pitch up with the goal at the top and the attacker’s left on the left', () => {
    const p = projection('half', 24, 72, 4);
    expect(p).toMatchObject({ width: 352, height: 290 });
    expect(project(p, 145, 44)).toEqual([200, 72]); // the goal, top middle
    expect(project(p, 72.5, 44)).toEqual([200, 362]); // halfway, bottom middle
    expect(project(p, 145, 88)).toEqual([24, 72]); // y = 88 is the attacker's left
    expect(project(p, 145, 0)).toEqual([376, 72]);
  });

  it('lays the full pitch on its side attacking rightward, the half view turned a quarter anticlockwise', () => {
    const p = projection('full', 10, 20, 2);
    expect(p).toMatchObject({ width: 290, height: 176 });
    expect(project(p, 145, 44)).toEqual([300, 108]); // the attacked goal, right middle
    expect(project(p, 0, 44)).toEqual([10, 108]);
    // The attacker's left (y = 88) is up when attacking rightward, left when attacking upward.
    expect(project(p, 100, 88)[1]).toBe(20);
    expect(projectRect(p, { x0: 0, x1: 145, y0: 0, y1: 88 })).toEqual({ x: 10, y: 20, w: 290, h: 176 });
  });

  it('draws the lines where the geometry says: the 20 m line, the 13 m arc radius, the rectangles', () => {
    const p = projection('half', 24, 72, 4);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${pitchClipDef(p, 't')}</defs>${pitchGroup({ projection: p, idPrefix: 't' })}</svg>`;
    const root = parseXml(svg);
    const lines = byClass(root, 'layer-lines')[0];
    const d = lines?.children.flatMap((c) => ('name' in c && c.name === 'path' ? [c.attributes.d ?? ''] : []))[1] ?? '';
    expect(d).toContain('M376 152L24 152'); // the 20 m line: 20 m x 4 below the top
    expect(d).toContain('M376 124L24 124'); // the 13 m line
    expect(d).toContain('M376 252L24 252'); // the 45 m line
    expect(d).toContain('M376 332L24 332'); // the 65 m line
    expect(d).toContain('M228 72L228 90L172 90L172 72'); // small rectangle: 14 m = 56, 4.5 m = 18
    expect(d).toContain('M238 72L238 124L162 124L162 72'); // large rectangle: 19 m = 76, 13 m = 52
    // The arc: radius 13 m = 52, from one end of the 20 m line's middle section round to the other.
    expect(d).toContain('M148 152A52 52 0 0 0 200 204A52 52 0 0 0 252 152');
  });

  it('stacks the layers grass, heat, lines, markers', () => {
    const p = projection('half', 24, 72, 4);
    const root = parseXml(pitchGroup({ projection: p, idPrefix: 't', heat: ['<rect/>'], markers: ['<circle/>'] }));
    expect(childElements(root).map((e) => e.attributes.class)).toEqual([
      'layer-grass',
      'layer-heat',
      'layer-lines',
      'layer-markers',
    ]);
    expect(childElements(root)[1]?.attributes['clip-path']).toBe('url(#t-pitch)');
  });
});
