import type { HeatMapType } from '../../../contract/images';
import { averageShotPositions, pressureMap } from '../analytics/pitchMaps';
import { makeShot, syntheticShots } from '../testKit/shots';
import type { Outcome, Shot } from '../analytics/shot';
import { DISC_BASE_RADIUS, discRadius } from './asdMapImage';
import { zoneFill } from './defendingMapImages';
import { heatLevels } from './heatMapImage';
import { ZONE_RAMP } from './palette';
import { axisMax } from './sdpmChartImage';
import { ALL_IMAGES, type ImageSpec, imageName, renderImage } from './images';
import { type XmlElement, allElements, byClass, byName, parseXml, textOf } from '../testKit/svg';

const TEAMS = { Galway: 120, Mayo: 90, 'Ros Comáin': 30, "O'Brien's & Co": 12 };
const season: Shot[] = [
  ...syntheticShots({ seed: 7, shotsPerTeam: TEAMS }),
  // A team that only ever conceded: nothing of its own to show on the attacking images.
  makeShot({ team: 'Galway', opposition: 'Only Defends', standX: 130, standY: 40 }),
];

/** Which of `team`'s shots belong on an image, as the image's own definition says. */
function expectedShots(shots: readonly Shot[], team: string, spec: ImageSpec): Shot[] {
  const conceded = shots.filter((s) => s.opposition === team);
  switch (spec.kind === 'defending' ? spec.map : spec.kind) {
    case 'pp':
      return conceded.filter((s) => s.pressure === true);
    case 'blocked':
      return conceded.filter((s) => s.action === 'blocked');
    case 'tackles':
      return conceded.filter((s) => s.shotType === 'free');
    default:
      // Heat maps draw a density, the SDPM bars, the ASD players, the Pressure Map zones.
      return [];
  }
}

function render(team: string, spec: ImageSpec, shots: readonly Shot[] = season): { svg: string; root: XmlElement } {
  const svg = renderImage(shots, team, spec);
  return { svg, root: parseXml(svg) };
}

function outcomes(root: XmlElement): Outcome[] {
  return byClass(root, 'shot').map((e) => e.attributes['data-outcome'] as Outcome);
}

function count(values: readonly string[], value: string): number {
  return values.filter((v) => v === value).length;
}

describe.each(ALL_IMAGES.map((spec) => [imageName(spec), spec] as const))('the %s image', (_name, spec) => {
  it.each(['Galway', "O'Brien's & Co", 'Ros Comáin', 'Only Defends'])(
    'is well-formed SVG with every belonging shot for %s',
    (team) => {
      const { root } = render(team, spec);
      expect(root.name).toBe('svg');
      expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(root.attributes.viewBox).toMatch(/^0 0 400 \d+$/);
      const expected = expectedShots(season, team, spec);
      const drawn = outcomes(root);
      expect(drawn).toHaveLength(expected.length);
      expect(count(drawn, 'score')).toBe(expected.filter((s) => s.outcome === 'score').length);
      expect(count(drawn, 'miss')).toBe(expected.filter((s) => s.outcome === 'miss').length);
      // One element per shot: a scored shot is a disc, a missed one a cross (a path).
      for (const shot of byClass(root, 'shot')) {
        expect(shot.name).toBe(shot.attributes['data-outcome'] === 'score' ? 'circle' : 'path');
        expect(shot.children).toHaveLength(0);
      }
    },
  );

  it('has a title and a description naming the team', () => {
    const { root } = render("O'Brien's & Co", spec);
    const [title] = byName(root, 'title');
    const [desc] = byName(root, 'desc');
    expect(title && textOf(title)).toMatch(/^O'Brien's & Co: /);
    expect(desc && textOf(desc)).toContain("O'Brien's & Co");
    expect(root.attributes['aria-labelledby']).toBe('title desc');
    expect(root.attributes.role).toBe('img');
    // The visible heading names the team; what the image is, its card says.
    expect(byClass(root, 'image-team').map(textOf)).toEqual(["O'Brien's & Co"]);
  });

  it('gives the same bytes for the same data, in any row order', () => {
    const first = renderImage(season, 'Galway', spec);
    expect(renderImage(season, 'Galway', spec)).toBe(first);
    expect(renderImage([...season].reverse(), 'Galway', spec)).toBe(first);
  });

  it('loads nothing and runs nothing', () => {
    const { svg, root } = render('Galway', spec);
    expect(byName(root, 'script')).toHaveLength(0);
    expect(byName(root, 'foreignObject')).toHaveLength(0);
    for (const element of allElements(root)) {
      for (const [name, value] of Object.entries(element.attributes)) {
        expect(name.startsWith('on')).toBe(false);
        if (name === 'href' || name === 'xlink:href') expect(value.startsWith('#')).toBe(true);
        // Only references to the image's own definitions.
        for (const url of value.matchAll(/url\(([^)]*)\)/g)) expect(url[1]?.startsWith('#')).toBe(true);
      }
    }
    expect(svg).not.toMatch(/@import|@font-face|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(root.attributes['font-family']).toContain('system-ui');
  });

  it('stays small', () => {
    const big = syntheticShots({ seed: 3, shotsPerTeam: { Busy: 400, Other: 400 } });
    expect(Buffer.byteLength(renderImage(big, 'Busy', spec))).toBeLessThan(150 * 1024);
  });
});

describe('heat maps', () => {
  it.each<[HeatMapType, string]>([
    ['shots', 'shots'],
    ['miss', 'missed shots'],
    ['score', 'scores'],
  ])('puts the %s count under the team and draws density bands', (type, noun) => {
    const own = season.filter((s) => s.team === 'Galway' && (type === 'shots' || s.outcome === type));
    const { root } = render('Galway', { kind: 'heatmap', type });
    const [subtitle] = byClass(root, 'image-subtitle');
    expect(subtitle && textOf(subtitle)).toBe(`${own.length} ${noun}, attacking the top goal`);
    expect(byClass(root, 'heat-level')).toHaveLength(8);
    const [density] = byClass(root, 'density');
    expect(density?.attributes['data-shots']).toBe(`${own.length}`);
  });

  it('gives each type its own colour ramp', () => {
    const darkest = (type: HeatMapType) =>
      byClass(render('Galway', { kind: 'heatmap', type }).root, 'heat-level').at(-1)?.attributes.fill;
    expect(new Set([darkest('shots'), darkest('miss'), darkest('score')]).size).toBe(3);
  });

  it('shows a team with no shots the pitch and a short line, not a blank', () => {
    const { root } = render('Only Defends', { kind: 'heatmap', type: 'shots' });
    expect(byClass(root, 'layer-grass')).toHaveLength(1);
    expect(byClass(root, 'layer-lines')).toHaveLength(1);
    expect(byClass(root, 'heat-level')).toHaveLength(0);
    const [notice] = byClass(root, 'empty-notice');
    expect(notice && textOf(notice)).toBe('No shots in this data');
  });

  it('warns when the shape rests on few shots', () => {
    const { root } = render("O'Brien's & Co", { kind: 'heatmap', type: 'shots' });
    expect(byClass(root, 'few-shots')).toHaveLength(1);
    expect(byClass(render('Galway', { kind: 'heatmap', type: 'shots' }).root, 'few-shots')).toHaveLength(0);
  });
});

describe('SDPM chart', () => {
  const minuteShots = [10, 12, 25, 33, 61, 62, 64].map((minute, k) =>
    makeShot({ team: 'Galway', opposition: 'Mayo', minute, distance: 20 + k }),
  );

  it('draws a bar per period with shots, carrying the count, and leaves empty periods visibly empty', () => {
    const { root } = render('Galway', { kind: 'sdpmchart' }, minuteShots);
    const bars = byClass(root, 'bar');
    expect(
      bars.map((b) => [b.attributes['data-period'], b.attributes['data-shots'], b.attributes['data-mean']]),
    ).toEqual([
      ['10–20', '2', '20.5'],
      ['20–30', '1', '22.0'],
      ['30–40', '1', '23.0'],
      ['60–70', '3', '25.0'],
    ]);
    expect(byClass(root, 'bar-empty').map((b) => b.attributes['data-period'])).toEqual([
      '0–10',
      '40–50',
      '50–60',
      '70–80',
    ]);
    expect(byClass(root, 'bar-count').map(textOf)).toEqual(['n=2', 'n=1', 'n=1', 'n=3']);
    const texts = byName(root, 'text').map(textOf);
    expect(count(texts, 'no shots')).toBe(4);
    expect(byClass(root, 'overall-mean')).toHaveLength(1);
  });

  it('says how many shots had no usable minute', () => {
    const shots = [...minuteShots, makeShot({ team: 'Galway', opposition: 'Mayo', minute: null })];
    const { root } = render('Galway', { kind: 'sdpmchart' }, shots);
    expect(byName(root, 'text').map(textOf)).toContain('1 shot with no match minute from 0 to 80 not shown.');
  });

  it('shows a team without shots the empty chart and a short line', () => {
    const { root } = render('Only Defends', { kind: 'sdpmchart' });
    expect(byClass(root, 'bar')).toHaveLength(0);
    expect(byClass(root, 'bar-empty')).toHaveLength(8);
    expect(byClass(root, 'empty-notice').map(textOf)).toEqual(['No shots in this data']);
  });
});

describe('ASD map', () => {
  it('draws the leading shooters biggest first, each labelled with rank, name and shots', () => {
    const { root } = render('Galway', { kind: 'asdmap' });
    const asd = averageShotPositions(season, 'Galway');
    const players = byClass(root, 'player');
    expect(players.map((p) => p.attributes['data-name'])).toEqual(
      [...asd.players]
        .sort((a, b) => b.shots - a.shots)
        .map((p) => p.name)
        .sort((a, b) => {
          // Drawn biggest first; ties in the ranking order.
          const pa = asd.players.findIndex((x) => x.name === a);
          const pb = asd.players.findIndex((x) => x.name === b);
          return (asd.players[pb]?.shots ?? 0) - (asd.players[pa]?.shots ?? 0) || pa - pb;
        }),
    );
    // Where discs and labels go, clear of each other, is tested in readability.test.ts.
    expect(byClass(root, 'player-label').map(textOf)).toEqual(
      asd.players.map((p, k) => `${k + 1} ${p.name} (${p.shots})`),
    );
  });

  it('sizes discs by shots', () => {
    expect(discRadius(16) - DISC_BASE_RADIUS).toBeCloseTo(2 * (discRadius(4) - DISC_BASE_RADIUS), 9);
  });

  it('shows a team with no regular shooter the pitch and a short line', () => {
    const { root } = render('Only Defends', { kind: 'asdmap' });
    expect(byClass(root, 'player')).toHaveLength(0);
    expect(byClass(root, 'empty-notice').map(textOf)).toEqual(['No player with 2+ shots in this data']);
  });
});

describe('Pressure Map', () => {
  it('labels every zone with its count and colours busier zones darker', () => {
    const { root } = render('Galway', { kind: 'defending', map: 'pressure' });
    const map = pressureMap(season, 'Galway');
    const zones = byClass(root, 'zone');
    expect(zones).toHaveLength(25);
    expect(zones.map((z) => Number(z.attributes['data-count']))).toEqual(map.zones.map((z) => z.count));
    expect(byClass(root, 'zone-count').map((t) => Number(textOf(t)))).toEqual(
      map.zones.filter((z) => z.count > 0).map((z) => z.count),
    );
    const busiest = zones.find((z) => Number(z.attributes['data-count']) === map.max);
    const quietest = zones.find((z) => Number(z.attributes['data-count']) === 1);
    expect(busiest?.attributes.fill).toBe('#662506');
    expect(quietest?.attributes.fill).toBe('#fff7c4');
    expect(byClass(root, 'colour-scale')).toHaveLength(1);
  });

  it('shows a team that conceded nothing the pitch and a short line', () => {
    const { root } = render('Galway', { kind: 'defending', map: 'pressure' }, [
      makeShot({ team: 'Galway', opposition: 'Mayo' }),
    ]);
    expect(byClass(root, 'zone-count')).toHaveLength(0);
    expect(byClass(root, 'empty-notice').map(textOf)).toEqual(['No shots conceded in this data']);
  });
});

describe('PP, Blocked and Tackle maps', () => {
  it.each([
    ['pp', 'No pressured shots conceded in this data'],
    ['blocked', 'No blocked shots in this data'],
    ['tackles', 'No frees conceded in this data'],
  ] as const)('%s: a team with nothing to show gets the pitch and “%s”', (map, message) => {
    const { root } = render('Galway', { kind: 'defending', map }, [makeShot({ team: 'Galway', opposition: 'Mayo' })]);
    expect(byClass(root, 'shot')).toHaveLength(0);
    expect(byClass(root, 'layer-grass')).toHaveLength(1);
    expect(byClass(root, 'empty-notice').map(textOf)).toEqual([message]);
  });

  it('puts a legend telling scored and missed apart, counted', () => {
    const shots = [
      makeShot({ team: 'Mayo', opposition: 'Galway', shotType: 'free', outcome: 'score', standX: 120, standY: 30 }),
      makeShot({ team: 'Mayo', opposition: 'Galway', shotType: 'free', outcome: 'miss', standX: 110, standY: 50 }),
    ];
    const { root } = render('Galway', { kind: 'defending', map: 'tackles' }, shots);
    const [legend] = byClass(root, 'legend');
    expect(legend && byClass(legend, 'legend-marker').map((m) => m.attributes['data-outcome'])).toEqual([
      'score',
      'miss',
    ]);
    expect(legend && byName(legend, 'text').map(textOf)).toEqual(['Scored (1, 50%)', 'Missed (1)']);
    // The two shots sit where they were taken: (120, 30) is 25 m out, 14 m right of centre, at 4
    // units a metre on a pitch 24 units in from the left.
    const [disc] = byClass(root, 'shot').filter((s) => s.attributes['data-outcome'] === 'score');
    const pitchTop = Number(byName(byClass(root, 'layer-grass')[0] ?? root, 'rect')[0]?.attributes.y);
    expect(disc?.attributes.cx).toBe('256');
    expect(Number(disc?.attributes.cy)).toBe(pitchTop + 25 * 4);
  });
});

describe('scales', () => {
  it('cuts heat maps into eight bands between zero and the peak', () => {
    expect(heatLevels(9, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('colours zones from one shot (palest) to the busiest (darkest), leaving empty zones as grass', () => {
    expect(zoneFill(0, 5)).toBeNull();
    expect(zoneFill(1, 5)).toBe(ZONE_RAMP[0]?.toLowerCase());
    expect(zoneFill(5, 5)).toBe(ZONE_RAMP.at(-1)?.toLowerCase());
    expect(zoneFill(1, 1)).toBe(ZONE_RAMP.at(-1)?.toLowerCase());
  });

  it('tops the SDPM axis on a 10 m line above the tallest bar, at least 40 m', () => {
    expect(axisMax([])).toBe(40);
    expect(axisMax([20, 31])).toBe(40);
    expect(axisMax([38.9])).toBe(50);
    expect(axisMax([52])).toBe(60);
  });
});
