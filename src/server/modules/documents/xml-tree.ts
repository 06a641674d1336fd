import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its name (without prefix), attributes, children and text. */
export type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string };

/** Parses a whole document into a tree; malformed XML throws (the caller answers it). */
export function parseXml(xml: string): XmlNode {
  // Stryker disable next-line ObjectLiteral: equivalent, namespaces off is saxes' default (said for the reader)
  const parser = new SaxesParser({ xmlns: false });
  // Stryker disable next-line StringLiteral: equivalent, nothing reads the document node's own name or text
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name.slice(tag.name.indexOf(':') + 1),
      attributes: { ...tag.attributes },
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  return root;
}

/** The first descendant reached by this path of names ('emit/enderEmit/xMun'). */
export function find(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const name of path.split('/')) current = current && descendant(current, name);
  return current;
}

function descendant(node: XmlNode, name: string): XmlNode | undefined {
  for (const child of node.children) {
    if (child.name === name) return child;
    const deeper = descendant(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The text at a path, '' when absent. */
export const textAt = (node: XmlNode | undefined, path: string): string => find(node, path)?.text.trim() ?? '';

/** Every descendant with that name, in document order. */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((child) => (child.name === name ? [child] : findAll(child, name)));
}
