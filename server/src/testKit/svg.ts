/**
 * Test helpers: reads rendered SVG back as a plain tree (elements, attributes, text), refusing
 * anything that is not well-formed namespaced XML. The parser is saxes, the conformant XML parser
 * jsdom itself parses XML documents with (it comes with jest-environment-jsdom). jsdom's own
 * DOMParser would bring the DOM's types into the server's type-check, which runs without the DOM.
 */
import { SaxesParser } from 'saxes';

export type XmlElement = {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
};
export type XmlNode = XmlElement | { readonly text: string };

export class XmlError extends Error {}

type OpenElement = { name: string; attributes: Record<string, string>; children: XmlNode[] };

/** Parses a whole document; throws XmlError on anything ill-formed. */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: OpenElement[] = [];
  const roots: XmlElement[] = [];
  const addText = (text: string) => open.at(-1)?.children.push({ text });

  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([name, { value }]) => [name, value]));
    const element: OpenElement = { name: tag.name, attributes, children: [] };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else roots.push(element);
    open.push(element);
  });
  parser.on('closetag', () => open.pop());
  // Outside the root element only white space gets through, which belongs to no element.
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (error) => {
    throw new XmlError(error.message);
  });
  parser.write(source).close();
  // saxes itself refuses a second root element.
  const [root] = roots;
  if (root === undefined) throw new XmlError('No root element');
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
