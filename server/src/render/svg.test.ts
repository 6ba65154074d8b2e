import { rampColour, textOn } from './palette';
import { escapeXml, fitText, fixed, num, svgDocument, textWidth, wrapText } from './svg';
import { XmlError, byName, parseXml, textOf } from '../testKit/svg';

describe('SVG text helpers', () => {
  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`O'Brien's & Co <"x">`)).toBe('O&apos;Brien&apos;s &amp; Co &lt;&quot;x&quot;&gt;');
    expect(escapeXml('Ros Comáin')).toBe('Ros Comáin');
    expect(escapeXml('bad\u0001\u0008char\uFFFE')).toBe('badchar');
    expect(escapeXml('lone \uD800 surrogate, pair 😀 kept')).toBe('lone  surrogate, pair 😀 kept');
  });

  it('formats numbers the same way every time: no trailing zeros, no -0, no exponents', () => {
    expect(num(1.25)).toBe('1.3');
    expect(num(2)).toBe('2');
    expect(num(2.04)).toBe('2');
    expect(num(-0.04)).toBe('0');
    expect(num(-1.5)).toBe('-1.5');
    expect(num(1e-9)).toBe('0');
    expect(num(123456.78, 2)).toBe('123456.78');
    expect(() => num(Number.NaN)).toThrow(RangeError);
    expect(fixed(30.625, 1)).toBe('30.6');
    expect(fixed(-0.01, 1)).toBe('0.0');
    expect(fixed(30, 1)).toBe('30.0');
  });

  it('measures text generously and shortens what does not fit', () => {
    expect(textWidth('mmm', 10)).toBeGreaterThan(textWidth('iii', 10));
    expect(textWidth('Galway', 12, true)).toBeGreaterThan(textWidth('Galway', 12));
    expect(fitText('Galway', 12, 200)).toBe('Galway');
    const cut = fitText('A very long team name indeed, far too long', 12, 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 12)).toBeLessThanOrEqual(100);
  });

  it('wraps text at spaces into lines that fit, giving the text back when joined', () => {
    const content = 'Mean of all 164 shots: 30.3 m. n = shots in the period.';
    const lines = wrapText(content, 14, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(content);
    for (const line of lines) expect(textWidth(line.trimEnd(), 14)).toBeLessThanOrEqual(200);
    expect(wrapText('Short', 14, 200)).toEqual(['Short']);
  });

  it('cuts a single word too long for any line', () => {
    const [line] = wrapText('Supercalifragilisticexpialidocious', 14, 100);
    expect(line?.endsWith('…')).toBe(true);
  });

  it('writes a document with title, description and a viewBox', () => {
    const svg = svgDocument({ width: 400, height: 300, title: 'Ros Comáin & Co', desc: "It's <fine>", body: [] });
    const root = parseXml(svg);
    expect(root.attributes.viewBox).toBe('0 0 400 300');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(textOf(byName(root, 'title')[0] ?? root)).toBe('Ros Comáin & Co');
    expect(textOf(byName(root, 'desc')[0] ?? root)).toBe("It's <fine>");
  });
});

describe('colours', () => {
  it('interpolates ramps and clamps outside 0 to 1', () => {
    expect(rampColour(['#000000', '#ffffff'], 0.5)).toBe('#808080');
    expect(rampColour(['#000000', '#ffffff'], -1)).toBe('#000000');
    expect(rampColour(['#000000', '#102030', '#ffffff'], 0.5)).toBe('#102030');
    expect(rampColour(['#000000', '#ffffff'], 2)).toBe('#ffffff');
  });

  it('picks the text colour with the higher contrast', () => {
    expect(textOn('#ffffff')).toBe('#1e293b');
    expect(textOn('#662506')).toBe('#ffffff');
  });
});

describe('the test XML reader', () => {
  it('accepts well-formed markup and rejects what a real parser would', () => {
    expect(parseXml('<a x="1"><b/>t &amp; &#233;</a>').children).toHaveLength(2);
    for (const bad of [
      '<a><b></a></b>',
      '<a x="1" x="2"/>',
      '<a x=1/>',
      '<a>&nbsp;</a>',
      '<a>x & y</a>',
      '<a/><b/>',
      '<a>',
      '<a x="<"/>',
    ]) {
      expect(() => parseXml(bad)).toThrow(XmlError);
    }
  });
});
