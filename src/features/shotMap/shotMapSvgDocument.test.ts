import { SHOTS, TWO_POINTER } from '../../testKit/shotRecords';
import { HALF_PITCH } from './geometry';
import { shotMapSvgDocument } from './shotMapSvgDocument';

const MATCH_NAMES = { m1: 'v Kerry, 25 Jun 2023' };

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('the shot map as a standalone SVG document', () => {
  it('is a well-formed SVG with its own size, title and white background', () => {
    const doc = parse(shotMapSvgDocument({ title: 'Galway: shot map', shots: SHOTS }));
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(Number(root.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(root.getAttribute('height'))).toBeGreaterThan(0);
    expect(root.querySelector(':scope > title')?.textContent).toBe('Galway: shot map');
    expect(root.querySelector(':scope > desc')?.textContent).toBe(
      '4 shots, 3 scored (1.58 expected), 5 points (3.20 expected)',
    );
  });

  it('draws one mark per shot, each with its outcome, type and details as a tooltip', () => {
    const doc = parse(shotMapSvgDocument({ title: 'Galway', shots: SHOTS, matchNames: MATCH_NAMES }));
    const marks = [...doc.querySelectorAll('.shots > path')];
    expect(marks.map((mark) => mark.getAttribute('data-outcome'))).toEqual(['score', 'miss', 'score', 'score']);
    expect(marks.map((mark) => mark.getAttribute('data-shot-type'))).toEqual(['play', 'free', '45', 'play']);
    expect(marks[0]?.querySelector('title')?.textContent).toBe(
      'Scored: point, 1 point. Éanna Ó Flaithearta, v Kerry, 25 Jun 2023, minute 3, 25.3 m, chance of scoring 0.46, expected points 0.46',
    );
    expect(marks[2]?.querySelector('title')?.textContent).toBe(
      'Scored: fortyfive, 1 point. Unknown player, m2, minute unknown, 45.0 m, chance of scoring 0.10, expected points 0.10',
    );
  });

  it('carries a legend of outcome, shot type and size inside the image', () => {
    const doc = parse(shotMapSvgDocument({ title: 'Galway', subtitle: '2nd half', shots: SHOTS }));
    const words = [...doc.querySelectorAll('.legend text')].map((text) => text.textContent);
    expect(words).toEqual([
      'Outcome',
      'Scored (3)',
      'Missed (1)',
      'Shot type',
      'From play (2)',
      'Free (1)',
      '45 (1)',
      'Mark (0)',
      'Penalty (0)',
      'Size',
      'xP 0.2',
      'xP 0.5',
      'xP 0.8',
      'Size: area grows with the chance of scoring (xP)',
    ]);
    expect(doc.documentElement.textContent).toContain('2nd half');
    expect(doc.querySelector('.two-point-rings')?.children).toHaveLength(0);
    expect(doc.documentElement.innerHTML).not.toContain(HALF_PITCH.twoPointArc);
  });

  it('draws the 40 m arc and rings two-point attempts in a season under the two-point rules, with their legend', () => {
    const doc = parse(shotMapSvgDocument({ title: 'Galway', shots: [...SHOTS, TWO_POINTER], twoPointArc: true }));
    expect(doc.documentElement.innerHTML).toContain(HALF_PITCH.twoPointArc);
    const rings = [...doc.querySelectorAll('.two-point-rings > path')];
    expect(rings).toHaveLength(1);
    expect(rings[0]?.getAttribute('stroke-dasharray')).toBe('3 2');
    expect(doc.querySelector('[data-two-point="true"] title')?.textContent).toMatch(
      /^Scored: point, 2 points, a two-point attempt\./,
    );
    const words = [...doc.querySelectorAll('.legend text')].map((text) => text.textContent);
    expect(words).toEqual(expect.arrayContaining(['The 40 m arc', 'Two-point attempt (1)']));
  });

  it("ends with the footnote the API's images carry, wrapped to the width of the image", () => {
    const footnote = '2nd half · v Kerry, 25 Jun 2023 · 2023 season · Sample data: synthetic, not real matches';
    const doc = parse(shotMapSvgDocument({ title: 'Galway', shots: SHOTS, footnote }));
    const lines = [...doc.querySelectorAll('.image-footnote')].map((line) => line.textContent);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(footnote);
    const height = Number(doc.documentElement.getAttribute('height'));
    const lastBaseline = Math.max(
      ...[...doc.querySelectorAll('.image-footnote')].map((l) => Number(l.getAttribute('y'))),
    );
    expect(lastBaseline).toBeLessThan(height);
    expect(
      parse(shotMapSvgDocument({ title: 'Galway', shots: SHOTS })).querySelectorAll('.image-footnote'),
    ).toHaveLength(0);
  });

  it('escapes text, so any team or filter name stays well-formed', () => {
    const doc = parse(shotMapSvgDocument({ title: 'Tír & "Mayo" <b>', shots: [] }));
    expect(doc.documentElement.querySelector(':scope > title')?.textContent).toBe('Tír & "Mayo" <b>');
    expect(doc.querySelectorAll('.shots > path')).toHaveLength(0);
  });
});
