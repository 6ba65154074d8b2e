import { averageShotPositions } from '../analytics/pitchMaps';
import type { Shot } from '../analytics/shot';
import { listTeams } from '../analytics/teams';
import { SAMPLE_SEED, makeShot, sampleSeasonShots, syntheticShots, twoPointSeasonShots } from '../testKit/shots';
import { type XmlElement, allElements, byClass, byName, childElements, parseXml, textOf } from '../testKit/svg';
import { SAMPLE_DATA_FOOTNOTE } from '../../../contract/images';
import { PHONE_IMAGE_WIDTH } from './frame';
import { ALL_IMAGES, type ImageSpec, imageName, renderImage } from './images';
import { type Box, boxesOverlap, textBox } from './labels';

/**
 * Issue 11, "Readable maps and charts": every image readable on a 390 px-wide phone, the ASD map's
 * discs and labels never overlapping, the SDPM mean line never crossing a value label, and no
 * image repeating the title of the card it is shown in.
 */

const sample = sampleSeasonShots(SAMPLE_SEED);
const sampleTeams = listTeams(sample);
const season2025 = twoPointSeasonShots(2025);
const synthetic: Shot[] = [
  ...syntheticShots({ seed: 7, shotsPerTeam: { Galway: 120, 'Ros Comáin': 30, "O'Brien's & Co": 12 } }),
  makeShot({ team: 'Galway', opposition: 'Only Defends', standX: 130, standY: 40 }),
];

function render(shots: readonly Shot[], team: string, spec: ImageSpec): XmlElement {
  return parseXml(renderImage(shots, team, spec, { footnote: SAMPLE_DATA_FOOTNOTE }));
}

const viewBoxWidth = (root: XmlElement): number => Number(root.attributes.viewBox?.split(' ')[2]);

/** Every text and tspan with the font size it is drawn at, inherited from its ancestors. */
function sizedText(root: XmlElement): { text: string; size: number | null }[] {
  const out: { text: string; size: number | null }[] = [];
  const walk = (element: XmlElement, inherited: number | null): void => {
    const own = element.attributes['font-size'];
    const size = own === undefined ? inherited : Number(own);
    if (element.name === 'text' || element.name === 'tspan') out.push({ text: textOf(element), size });
    for (const child of childElements(element)) walk(child, size);
  };
  walk(root, null);
  return out;
}

/** The box a drawn text element covers, run by run (a bold rank then regular words), by the renderers' estimate. */
function drawnBox(element: XmlElement): Box {
  const size = Number(element.attributes['font-size']);
  const anchor = element.attributes['text-anchor'] === 'middle' ? 'middle' : 'start';
  const boldAt = (e: XmlElement, inherited: boolean): boolean =>
    e.attributes['font-weight'] === undefined ? inherited : Number(e.attributes['font-weight']) >= 600;
  const textBold = boldAt(element, false);
  let x = Number(element.attributes.x);
  const y = Number(element.attributes.y);
  const runs = element.children.map((c) =>
    'name' in c ? { content: textOf(c), bold: boldAt(c, textBold) } : { content: c.text, bold: textBold },
  );
  if (anchor === 'middle') {
    const whole = runs.reduce((w, run) => w + textBox(run.content, 0, y, size, { bold: run.bold }).w, 0);
    x -= whole / 2;
  }
  let box: Box | null = null;
  for (const run of runs) {
    const part = textBox(run.content, x, y, size, { bold: run.bold });
    x += part.w;
    box = box
      ? {
          x: Math.min(box.x, part.x),
          y: Math.min(box.y, part.y),
          w: Math.max(box.x + box.w, part.x + part.w) - Math.min(box.x, part.x),
          h: Math.max(box.y + box.h, part.y + part.h) - Math.min(box.y, part.y),
        }
      : part;
  }
  if (!box) throw new Error('An empty text element');
  return box;
}

describe('text on a 390 px-wide phone', () => {
  it('shows every image at the width the card gives it there', () => {
    // 390 px screen, 16 px page padding, 20 px card padding and a 1 px border on each side.
    expect(PHONE_IMAGE_WIDTH).toBe(316);
  });

  const cases = [
    ...sampleTeams.map((team) => ['the sample season', sample, team] as const),
    ...['Galway', 'Ros Comáin', "O'Brien's & Co", 'Only Defends'].map(
      (team) => ['synthetic', synthetic, team] as const,
    ),
  ];

  it.each(ALL_IMAGES.map((spec) => [imageName(spec), spec] as const))(
    'is never smaller than 11 px in the %s image, for every team',
    (_name, spec) => {
      const tooSmall: string[] = [];
      for (const [season, shots, team] of cases) {
        const root = render(shots, team, spec);
        const scale = PHONE_IMAGE_WIDTH / viewBoxWidth(root);
        const texts = sizedText(root);
        expect(texts.length).toBeGreaterThan(0);
        for (const { text, size } of texts) {
          if (size === null || size * scale < 11) tooSmall.push(`${season}, ${team}: "${text}" at ${size} units`);
        }
      }
      expect(tooSmall).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------

type Circle = { readonly cx: number; readonly cy: number; readonly r: number };

function circleMeetsBox(c: Circle, box: Box): boolean {
  const nx = Math.min(box.x + box.w, Math.max(box.x, c.cx));
  const ny = Math.min(box.y + box.h, Math.max(box.y, c.cy));
  return Math.hypot(nx - c.cx, ny - c.cy) < c.r;
}

function circleOf(element: XmlElement): Circle {
  return { cx: Number(element.attributes.cx), cy: Number(element.attributes.cy), r: Number(element.attributes.r) };
}

function asdLayout(shots: readonly Shot[], team: string) {
  const root = render(shots, team, { kind: 'asdmap' });
  const discs = byClass(root, 'player').map((p) => {
    const [circle] = byName(p, 'circle');
    if (!circle) throw new Error('A player without a disc');
    return circleOf(circle);
  });
  const labels = byClass(root, 'player-label').map(drawnBox);
  const [pins] = byClass(root, 'pins');
  const dots = pins ? byName(pins, 'circle').map(circleOf) : [];
  const [grass] = byClass(root, 'layer-grass');
  const field = grass && byName(grass, 'rect')[0];
  const pitch: Box = {
    x: Number(field?.attributes.x),
    y: Number(field?.attributes.y),
    w: Number(field?.attributes.width),
    h: Number(field?.attributes.height),
  };
  return { root, discs, labels, dots, pitch };
}

/** Everything that must hold for an ASD map to read: nothing overlaps, nothing runs off the pitch. */
function clashes(layout: ReturnType<typeof asdLayout>): string[] {
  const { discs, labels, dots, pitch } = layout;
  const found: string[] = [];
  discs.forEach((a, i) => {
    discs.forEach((b, j) => {
      if (i < j && Math.hypot(a.cx - b.cx, a.cy - b.cy) < a.r + b.r) found.push(`discs ${i} and ${j}`);
    });
    dots.forEach((dot, k) => {
      if (Math.hypot(a.cx - dot.cx, a.cy - dot.cy) < a.r + dot.r) found.push(`disc ${i} hides true spot ${k}`);
    });
  });
  labels.forEach((a, i) => {
    labels.forEach((b, j) => {
      if (i < j && boxesOverlap(a, b)) found.push(`labels ${i} and ${j}`);
    });
    discs.forEach((disc, j) => {
      if (circleMeetsBox(disc, a)) found.push(`label ${i} and disc ${j}`);
    });
    if (a.x < pitch.x || a.y < pitch.y || a.x + a.w > pitch.x + pitch.w || a.y + a.h > pitch.y + pitch.h) {
      found.push(`label ${i} runs off the pitch`);
    }
  });
  return found;
}

describe('the ASD map', () => {
  it.each(['Kerry', 'Dublin'])(
    'moves %s’s clustered leading shooters apart, each tied to a dot at its true position',
    (team) => {
      const layout = asdLayout(sample, team);
      expect(layout.discs).toHaveLength(8);
      expect(clashes(layout)).toEqual([]);
      // Today's clusters: the true positions of some of the top three are closer than their discs are wide.
      expect(layout.dots.length).toBeGreaterThanOrEqual(2);
      expect(byName(byClass(layout.root, 'pins')[0] ?? layout.root, 'line')).toHaveLength(layout.dots.length);
    },
  );

  it('lets no disc or label overlap another, or a label leave the pitch, for any team of the sample season', () => {
    const found = sampleTeams.flatMap((team) => clashes(asdLayout(sample, team)).map((c) => `${team}: ${c}`));
    expect(found).toEqual([]);
  });

  it.each([
    ['in front of goal', 120, 44],
    ['in a corner of the pitch', 144.5, 0.5],
  ])('keeps eight shooters with the same mean position %s apart', (_where, standX, standY) => {
    const shots = Array.from({ length: 8 }, (_, player) =>
      [0, 1, 2].map((k) =>
        makeShot({
          team: 'Crowd',
          opposition: 'Other',
          playerName: `Player Number ${player + 1}`,
          // Each shooter's three shots average to within a few centimetres of the same spot.
          standX: standX + (k - 1) * 0.01 * player,
          standY: standY + (k - 1) * 0.01 * player,
        }),
      ),
    ).flat();
    const layout = asdLayout(shots, 'Crowd');
    expect(layout.discs).toHaveLength(8);
    expect(clashes(layout)).toEqual([]);
    expect(layout.dots).toHaveLength(8);
  });

  it('leaves a shooter with room around them exactly at their mean position, with no line', () => {
    const shots = [100, 140].flatMap((standX) =>
      ['Near Goal', 'Far Out'].map((name, k) =>
        makeShot({ team: 'Sparse', opposition: 'Other', playerName: name, standX: standX - 20 * k, standY: 30 }),
      ),
    );
    const asd = averageShotPositions(shots, 'Sparse');
    const layout = asdLayout(shots, 'Sparse');
    expect(layout.dots).toHaveLength(0);
    // The half pitch at 4 units a metre, 24 units in from the left, its top below the heading.
    const discs = byClass(layout.root, 'player').map((p) => ({
      name: p.attributes['data-name'],
      circle: circleOf(byName(p, 'circle')[0] ?? p),
    }));
    for (const player of asd.players) {
      const drawn = discs.find((d) => d.name === player.name)?.circle;
      expect(drawn?.cx).toBeCloseTo(24 + (88 - player.y) * 4, 1);
      expect(drawn?.cy).toBeCloseTo(layout.pitch.y + (145 - player.x) * 4, 1);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** The mean line's y and the boxes of the bar labels it must not cross. */
function sdpmLayout(shots: readonly Shot[], team: string) {
  const root = render(shots, team, { kind: 'sdpmchart' });
  const [line] = byClass(root, 'overall-mean');
  const labels = [...byClass(root, 'bar-value'), ...byClass(root, 'bar-count')];
  return { root, lineY: line ? Number(line.attributes.y1) : null, labels };
}

function crossed(layout: ReturnType<typeof sdpmLayout>): string[] {
  const { lineY, labels } = layout;
  if (lineY === null) return [];
  return labels.flatMap((label) => {
    const box = drawnBox(label);
    return lineY >= box.y && lineY <= box.y + box.h ? [`"${textOf(label)}" (${box.y}..${box.y + box.h})`] : [];
  });
}

/** Shots of one team, `perPeriod[k]` = [count, distance] for the k-th 10-minute period. */
function periodShots(perPeriod: ReadonlyArray<readonly [number, number] | null>): Shot[] {
  return perPeriod.flatMap((period, k) =>
    period === null
      ? []
      : Array.from({ length: period[0] }, () =>
          makeShot({ team: 'Edge', opposition: 'Other', minute: 10 * k + 5, distance: period[1] }),
        ),
  );
}

describe('the SDPM chart', () => {
  it('never runs its mean line through a value or count label, for any team of the sample season', () => {
    const found = sampleTeams.flatMap((team) => {
      const layout = sdpmLayout(sample, team);
      expect(layout.lineY).not.toBeNull();
      expect(layout.labels.length).toBeGreaterThan(0);
      return crossed(layout).map((c) => `${team}: ${c}`);
    });
    expect(found).toEqual([]);
  });

  it.each<[string, ReadonlyArray<readonly [number, number] | null>]>([
    ['one bar, exactly at the mean', [null, null, [4, 30], null, null, null, null, null]],
    ['one bar of several exactly at the mean', [[3, 20], [3, 30], [3, 40], null, null, null, null, null]],
    ['all bars equal', Array.from({ length: 8 }, () => [5, 27] as const)],
    ['bars just below the mean', [[2, 29.2], [2, 28.8], [10, 33], [2, 29.5], null, [3, 28], [2, 29.9], [1, 31]]],
    [
      'bars just above the mean',
      [
        [5, 31],
        [5, 30.4],
        [5, 29],
        [5, 28.5],
        [5, 31.5],
        [5, 30.1],
        [5, 29.7],
        [5, 30.2],
      ],
    ],
    ['shots from a few metres out', [[6, 2], [4, 3], [5, 1.5], null, [3, 2.5], [2, 4], [1, 2], [2, 3]]],
    [
      'counts of three figures',
      [
        [120, 31],
        [140, 29.5],
        [101, 30],
        [99, 30.5],
        [150, 28],
        [130, 33],
        [110, 30.2],
        [115, 29.9],
      ],
    ],
  ])('keeps the line clear of every label with %s', (_case, periods) => {
    const layout = sdpmLayout(periodShots(periods), 'Edge');
    expect(layout.lineY).not.toBeNull();
    expect(layout.labels).toHaveLength(2 * periods.filter((p) => p !== null).length);
    expect(crossed(layout)).toEqual([]);
  });

  it('keeps every two labels apart and every count on a bar clear of its sides, so counts never run together', () => {
    const busy = periodShots([
      [14, 31],
      [16, 29.5],
      [11, 30],
      [13, 30.5],
      [15, 28],
      [12, 33],
      [16, 30.2],
      [14, 29.9],
    ]);
    const cases = [
      ...sampleTeams.map((team) => [team, sample] as const),
      ...listTeams(season2025).map((team) => [`${team} 2025`, season2025] as const),
      ['Edge', busy] as const,
    ];
    const found = cases.flatMap(([name, shots]) => {
      const { root, labels } = sdpmLayout(shots, name.replace(/ 2025$/, ''));
      const boxes = labels.map((label) => ({ label: textOf(label), box: drawnBox(label) }));
      const bars = byClass(root, 'bar').map((bar) => ({
        x: Number(bar.attributes.x),
        w: Number(bar.attributes.width),
      }));
      const close = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => boxesOverlap(a.box, b.box, 4))
          .map((b) => `${name}: "${a.label}" and "${b.label}"`),
      );
      const onBars = labels
        .filter((label) => label.attributes.fill === '#ffffff')
        .flatMap((label) => {
          const box = drawnBox(label);
          const bar = bars.find((b) => box.x + box.w / 2 > b.x && box.x + box.w / 2 < b.x + b.w);
          return bar && box.x >= bar.x + 3 && box.x + box.w <= bar.x + bar.w - 3
            ? []
            : [`${name}: "${textOf(label)}" against its bar's side`];
        });
      return [...close, ...onBars];
    });
    expect(found).toEqual([]);
  });

  it('shows every count inside its bar or above its value, and every value on or above its bar', () => {
    const layout = sdpmLayout(sample, 'Kerry');
    const bars = byClass(layout.root, 'bar');
    const counts = byClass(layout.root, 'bar-count').map(textOf);
    // 'n=12' where every count fits its bar that way, else bare numbers, as the key under the chart says.
    const prefix = counts[0]?.startsWith('n=') ? 'n=' : '';
    expect(counts).toEqual(bars.map((b) => `${prefix}${b.attributes['data-shots']}`));
    expect(visibleText(layout.root)).toContain(
      prefix ? 'n = shots in the period.' : "Figure at a bar's foot: its shots.",
    );
    expect(byClass(layout.root, 'bar-value').map(textOf)).toEqual(bars.map((b) => b.attributes['data-mean']));
  });
});

// ---------------------------------------------------------------------------------------------

/** The title of the card each image is shown in, as the app gives it. */
const CARD_TITLES: Record<string, string> = {
  'heatmap/shots': 'Heat Map',
  'heatmap/miss': 'Heat Map',
  'heatmap/score': 'Heat Map',
  sdpmchart: 'Shot Distance per Period',
  asdmap: 'Average Shot Positions',
  'defending/blocked': 'Blocked Map',
  'defending/pp': 'PP Map',
  'defending/pressure': 'Pressure Map',
  'defending/tackles': 'Tackle Map',
};

/** What a sighted reader sees: every text element's words, not the accessible title or description. */
function visibleText(root: XmlElement): string {
  return allElements(root)
    .filter((e) => e.name === 'text')
    .map(textOf)
    .join('\n');
}

describe('each image under its card title', () => {
  it.each(ALL_IMAGES.map((spec) => [imageName(spec), spec] as const))(
    'the %s image heads itself with the team and what it counts, not the card’s title',
    (name, spec) => {
      const cardTitle = CARD_TITLES[name] ?? '';
      expect(cardTitle).not.toBe('');
      for (const team of ['Kerry', 'Galway']) {
        const root = render(sample, team, spec);
        expect(byClass(root, 'image-team').map(textOf)).toEqual([team]);
        const [subtitle] = byClass(root, 'image-subtitle');
        expect(subtitle && textOf(subtitle)).toMatch(/\d|top \d|shooters/);
        expect(visibleText(root).toLowerCase()).not.toContain(cardTitle.toLowerCase());
        // Still named for screen readers and the browser tab.
        expect(byName(root, 'title').map(textOf)[0]).toMatch(new RegExp(`^${team}: `));
      }
    },
  );
});
