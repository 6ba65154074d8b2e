/**
 * Test helpers: a tiny, strict XML reader for checking that rendered SVG is well-formed and for
 * reading it back (elements, attributes, text), so tests need no XML dependency. It accepts what
 * our renderers may emit and rejects anything a real XML parser would: unclosed or crossed tags,
 * duplicate or unquoted attributes, a raw '<' or a bare '&' in text or attributes, more than one
 * root element, characters XML forbids.
 */

export type XmlElement = {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
};
export type XmlNode = XmlElement | { readonly text: string };

export class XmlError extends Error {}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
/** Control characters XML forbids (tab, line feed and carriage return are allowed), and U+FFFE/U+FFFF. */
function hasForbidden(source: string): boolean {
  for (let k = 0; k < source.length; k++) {
    const code = source.charCodeAt(k);
    if ((code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) || code === 0xfffe || code === 0xffff)
      return true;
  }
  return false;
}

function decode(raw: string, where: string): string {
  let out = '';
  for (let k = 0; k < raw.length; k++) {
    const ch = raw[k] ?? '';
    if (ch === '<') throw new XmlError(`Raw '<' in ${where}`);
    if (ch !== '&') {
      out += ch;
      continue;
    }
    const match = ENTITY.exec(raw.slice(k));
    if (!match) throw new XmlError(`Bare '&' in ${where}: ${raw.slice(k, k + 12)}`);
    const entity = match[0];
    const named: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
    out +=
      named[entity] ??
      String.fromCodePoint(
        entity.startsWith('&#x') ? Number.parseInt(entity.slice(3, -1), 16) : Number.parseInt(entity.slice(2, -1), 10),
      );
    k += entity.length - 1;
  }
  return out;
}

/** Parses a whole document; throws XmlError on anything ill-formed. */
export function parseXml(source: string): XmlElement {
  if (hasForbidden(source)) throw new XmlError('Character not allowed in XML');
  let pos = 0;
  const stack: { name: string; attributes: Record<string, string>; children: XmlNode[] }[] = [];
  let root: XmlElement | null = null;

  const skipProlog = (): void => {
    const decl = /^<\?xml[^?]*\?>/.exec(source);
    if (decl) pos = decl[0].length;
  };
  skipProlog();

  while (pos < source.length) {
    if (source.startsWith('<!--', pos)) {
      const end = source.indexOf('-->', pos + 4);
      if (end < 0) throw new XmlError('Unclosed comment');
      pos = end + 3;
      continue;
    }
    if (source.startsWith('</', pos)) {
      const end = source.indexOf('>', pos);
      if (end < 0) throw new XmlError('Unclosed end tag');
      const name = source.slice(pos + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name)
        throw new XmlError(`End tag </${name}> does not match <${open?.name ?? 'nothing'}>`);
      const element: XmlElement = { name: open.name, attributes: open.attributes, children: open.children };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError('More than one root element');
      else root = element;
      pos = end + 1;
      continue;
    }
    if (source[pos] === '<') {
      if (source.startsWith('<!', pos) || source.startsWith('<?', pos))
        throw new XmlError('Unexpected declaration or processing instruction');
      const nameMatch = NAME.exec(source.slice(pos + 1));
      if (!nameMatch) throw new XmlError(`Bad tag name at ${pos}`);
      const name = nameMatch[0];
      let k = pos + 1 + name.length;
      const attributes: Record<string, string> = {};
      for (;;) {
        const ws = /^\s*/.exec(source.slice(k));
        k += ws ? ws[0].length : 0;
        if (source.startsWith('/>', k) || source[k] === '>') break;
        if (k > pos + 1 + name.length && !/\s/.test(source[k - 1] ?? ''))
          throw new XmlError(`Attributes of <${name}> need space between them`);
        const attrName = NAME.exec(source.slice(k));
        if (!attrName) throw new XmlError(`Bad attribute in <${name}> at ${k}: ${source.slice(k, k + 20)}`);
        k += attrName[0].length;
        if (source[k] !== '=') throw new XmlError(`Attribute ${attrName[0]} of <${name}> has no value`);
        const quote = source[k + 1];
        if (quote !== '"' && quote !== "'") throw new XmlError(`Attribute ${attrName[0]} of <${name}> is not quoted`);
        const close = source.indexOf(quote, k + 2);
        if (close < 0) throw new XmlError(`Unclosed attribute ${attrName[0]}`);
        if (attrName[0] in attributes) throw new XmlError(`Duplicate attribute ${attrName[0]} on <${name}>`);
        attributes[attrName[0]] = decode(source.slice(k + 2, close), `attribute ${attrName[0]}`);
        k = close + 1;
      }
      const selfClosing = source.startsWith('/>', k);
      pos = k + (selfClosing ? 2 : 1);
      if (!selfClosing) {
        if (!stack.length && root) throw new XmlError('More than one root element');
        stack.push({ name, attributes, children: [] });
        continue;
      }
      const element: XmlElement = { name, attributes, children: [] };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError('More than one root element');
      else root = element;
      continue;
    }
    const next = source.indexOf('<', pos);
    const raw = source.slice(pos, next < 0 ? source.length : next);
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (raw.trim() !== '') throw new XmlError('Text outside the root element');
    } else {
      if (raw.includes(']]>')) throw new XmlError("']]>' in text");
      parent.children.push({ text: decode(raw, `text of <${parent.name}>`) });
    }
    pos = next < 0 ? source.length : next;
  }
  if (stack.length) throw new XmlError(`Unclosed <${stack[stack.length - 1]?.name ?? ''}>`);
  if (!root) throw new XmlError('No root element');
  return root;
}

function isElement(node: XmlNode): node is XmlElement {
  return 'name' in node;
}

/** Every element below (and including) `root`, in document order. */
export function allElements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [root];
  for (const child of root.children) if (isElement(child)) out.push(...allElements(child));
  return out;
}

/** Elements whose class list contains `className`. */
export function byClass(root: XmlElement, className: string): XmlElement[] {
  return allElements(root).filter((e) => (e.attributes.class ?? '').split(/\s+/).includes(className));
}

export function byName(root: XmlElement, name: string): XmlElement[] {
  return allElements(root).filter((e) => e.name === name);
}

/** The text content of an element, entities decoded. */
export function textOf(element: XmlElement): string {
  return element.children.map((c) => (isElement(c) ? textOf(c) : c.text)).join('');
}

/** Direct element children. */
export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter(isElement);
}
