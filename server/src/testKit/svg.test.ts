import { XmlError, byName, childElements, parseXml, textOf } from './svg';

describe('the test kit’s SVG reader', () => {
  it('reads elements, attributes and text back with entities decoded', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><!-- a note --><title>Ros Comáin &amp; Co &#233;</title><text x="1" y=\'2\'>&lt;<![CDATA[<b>]]></text></svg>\n',
    );
    expect(root.name).toBe('svg');
    expect(childElements(root).map((element) => element.name)).toEqual(['title', 'text']);
    expect(textOf(byName(root, 'title')[0] ?? root)).toBe('Ros Comáin & Co é');
    const [text] = byName(root, 'text');
    expect(text?.attributes).toEqual({ x: '1', y: '2' });
    expect(textOf(text ?? root)).toBe('<<b>');
  });

  it.each([
    ['a control character', '<a>\u0001</a>'],
    ["']]>' in text", '<a>]]></a>'],
    ['text outside the root element', '<a/>x'],
    ['no root element', '  '],
    ['an unbound namespace prefix', '<a xlink:href="#b"/>'],
    ['a tag not closed before its parent', '<a><b></a>'],
  ])('refuses %s', (_what, source) => {
    expect(() => parseXml(source)).toThrow(XmlError);
  });
});
