/*
 * An XML stock: repeating record elements (`<Stock><Vehicle>…</Vehicle>…</Stock>`), each read as a record whose
 * keys are its attributes and child elements. fast-xml-parser reads the XML; this file finds the records and
 * shapes each like a JSON record, so the Car reader and the mapping see one kind of record whatever the format:
 *
 * - `<Vehicle id="7">` gives `{ id: "7" }`; when a child element has the attribute's name too, the attribute is `@id`.
 * - The text of an element that also has attributes is `#text` (`<Price currency="AUD">25000</Price>`).
 * - An element that repeats under its parent anywhere in the document is a list in every record (so a car with one
 *   `<Photo>` still has a list of one), and a wrapper holding only such a list is that list:
 *   `<Images><Image>a</Image><Image>b</Image></Images>` gives `Images: ["a", "b"]`. A plural wrapper of one
 *   singular child (`<Images><Image>a</Image></Images>`, `<Features><Feature>`) is a list of one even when no car has two.
 * - Values stay text (`00123` keeps its zeros). Character entities are decoded; a DOCTYPE declaring entities is
 *   refused (they can expand without bound or name other files), so no DTD entity is ever expanded.
 */
import { XMLParser } from 'fast-xml-parser';
import { arrayRecords, type JsonRecords } from './json-records';
import { invalidStock, StockFormatError } from './stock-format-error';

export interface XmlStock {
  format: 'xml';
  records: JsonRecords;
  notes: string[];
  recordsAt?: string;
}

type Node = string | Node[] | { [key: string]: Node };

const ATTR = '@';
const TEXT = '#text';
const isObject = (v: unknown): v is Record<string, Node> => !!v && typeof v === 'object' && !Array.isArray(v);
const isChild = (key: string) => key !== TEXT && !key.startsWith(ATTR);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  textNodeName: TEXT,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // `<g:price>` is `price`: an export's namespaces say whose vocabulary it is, not which value.
  removeNSPrefix: true,
  // Numeric character references (&#233;, &#x2019;) as well as XML's five.
  htmlEntities: true,
  trimValues: true,
});

/** Every element path (`Stock.Vehicle.Photos.Photo`) that occurs more than once under one parent somewhere. */
function listPaths(node: Node, path: string, out: Set<string>): void {
  if (Array.isArray(node)) {
    out.add(path);
    for (const item of node) listPaths(item, path, out);
  } else if (isObject(node)) for (const [k, v] of Object.entries(node)) if (isChild(k)) listPaths(v, path ? `${path}.${k}` : k, out);
}

interface Candidate {
  path: string;
  count: number;
}

/** Repeating elements of objects with no repeating element above them: the possible record lists. */
function topRepeats(node: Node, path: string, out: Map<string, Candidate>): void {
  if (!isObject(node)) return;
  for (const [k, v] of Object.entries(node)) {
    if (!isChild(k)) continue;
    const at = path ? `${path}.${k}` : k;
    if (Array.isArray(v)) {
      if (v.some(isObject)) {
        const seen = out.get(at);
        if (!seen || seen.count < v.length) out.set(at, { path: at, count: v.length });
      }
    } else topRepeats(v, at, out);
  }
}

/** A plural wrapper of its singular: Images/Image, Photos/Photo, Features/Feature, ImageList/Image. */
const pluralOf = (wrapper: string, child: string) => {
  const w = wrapper.toLowerCase();
  const c = child.toLowerCase();
  return w === `${c}s` || w === `${c}es` || w === `${c}list` || (c.endsWith('y') && w === `${c.slice(0, -1)}ies`);
};

/** An element shaped as a JSON value: attributes as keys, lists where the document repeats, wrappers of a list as the list. */
function shape(node: Node, path: string, lists: ReadonlySet<string>, name: string, top = false): unknown {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map((n) => shape(n, path, lists, name));
  const out: Record<string, unknown> = {};
  const keys = Object.keys(node);
  const children = keys.filter(isChild);
  for (const k of keys) {
    if (!k.startsWith(ATTR)) continue;
    const bare = k.slice(ATTR.length);
    out[children.includes(bare) ? k : bare] = node[k];
  }
  if (TEXT in node) out[TEXT] = node[TEXT];
  for (const k of children) {
    const at = `${path}.${k}`;
    const v = node[k]!;
    out[k] = shape(lists.has(at) && !Array.isArray(v) ? [v] : v, at, lists, k);
  }
  if (!top && children.length === 1 && keys.length === 1) {
    const only = children[0]!;
    const v = out[only];
    if (Array.isArray(v)) return v;
    if (pluralOf(name, only)) return [v];
  }
  return out;
}

/** Where fast-xml-parser's message ends in ":line:column", say so in words. */
const readable = (message: string) => message.replace(/:(\d+):(\d+)$/, ' (line $1, column $2)');

export function xmlStockRecords(text: string, records: string | null, where: string): XmlStock {
  if (/<!ENTITY/i.test(text))
    throw invalidStock(
      where,
      'xml',
      'the document declares entities in a DOCTYPE (<!ENTITY …>), which are not read: they can expand without bound or name other files; export it without them',
    );
  let doc: Node;
  try {
    doc = parser.parse(text, true) as Node;
  } catch (e) {
    throw invalidStock(where, 'xml', readable((e as Error).message));
  }
  const lists = new Set<string>();
  listPaths(doc, '', lists);
  const notes: string[] = [];
  const found = records ? atPath(doc, records, where, notes) : findRecords(doc, where, notes);
  const items = found.items.map((item) => shape(item, found.path, lists, found.path.split('.').pop()!, true));
  return { format: 'xml', records: arrayRecords(items), notes, recordsAt: found.path };
}

/** The records at feed.records: `Stock.Vehicle` (the root element's name may be left out: `Vehicle`). */
function atPath(doc: Node, records: string, where: string, notes: string[]): { path: string; items: Node[] } {
  const roots = isObject(doc) ? Object.keys(doc).filter(isChild) : [];
  let path = records.split('.');
  if (isObject(doc) && !(path[0]! in doc) && roots.length === 1) path = [roots[0]!, ...path];
  let at: Node | undefined = doc;
  for (let i = 0; i < path.length; i++) {
    if (at === '' && i === path.length - 1) {
      // The parent is there and empty (`<Stock/>`): a stock of no cars, which the build's own guards judge.
      notes.push(`no <${path[i]}> element in ${path.slice(0, i).join('.')}: 0 records`);
      return { path: path.join('.'), items: [] };
    }
    if (!isObject(at) || !(path[i]! in at)) {
      const repeats = new Map<string, Candidate>();
      topRepeats(doc, '', repeats);
      const seen = [...repeats.keys()];
      throw new StockFormatError(
        where,
        `feed.records is "${records}", but the XML has no such element${Array.isArray(at) ? ` (${path.slice(0, i).join('.')} repeats: name the repeating element itself)` : ''} (${seen.length ? `repeating elements: ${seen.map((p) => `"${p}"`).join(', ')}` : 'no element repeats in it'})`,
        'no-records',
        'xml',
      );
    }
    at = at[path[i]!];
  }
  return { path: path.join('.'), items: Array.isArray(at) ? at : [at!] };
}

/** The repeating element that holds the records: the only one, else the one that repeats most (noted). */
function findRecords(doc: Node, where: string, notes: string[]): { path: string; items: Node[] } {
  const found = new Map<string, Candidate>();
  topRepeats(doc, '', found);
  const list = [...found.values()].sort((a, b) => b.count - a.count);
  const itemsAt = (path: string) => path.split('.').reduce<Node>((n, k) => (n as Record<string, Node>)[k]!, doc) as Node[];
  if (list.length === 1) return { path: list[0]!.path, items: itemsAt(list[0]!.path) };
  if (list.length > 1) {
    const [first, second] = list as [Candidate, Candidate];
    if (first.count === second.count)
      throw new StockFormatError(
        where,
        `${list.length} repeating elements, ${list.map((c) => `"${c.path}" (${c.count})`).join(', ')}: set feed.records in dealer.json to the one that holds the cars (e.g. "feed": { "records": "${first.path}" })`,
        'no-records',
        'xml',
      );
    notes.push(
      `records: the repeating element ${first.path} (${first.count}), chosen over ${list
        .slice(1)
        .map((c) => `${c.path} (${c.count})`)
        .join(', ')}; set feed.records to read another`,
    );
    return { path: first.path, items: itemsAt(first.path) };
  }
  // Nothing repeats: a stock of one car (`<Stock><Vehicle>…</Vehicle></Stock>`), or of none (`<Stock/>`).
  const rootName = isObject(doc) ? Object.keys(doc).find(isChild) : undefined;
  const root = rootName === undefined ? undefined : (doc as Record<string, Node>)[rootName];
  if (rootName !== undefined && root === '') {
    notes.push(`the root element <${rootName}> is empty: 0 records`);
    return { path: rootName, items: [] };
  }
  const inner = isObject(root) ? Object.keys(root).filter(isChild) : [];
  if (rootName !== undefined && inner.length === 1 && isObject((root as Record<string, Node>)[inner[0]!])) {
    notes.push(`one <${inner[0]}> element in <${rootName}>: read as one record`);
    return { path: `${rootName}.${inner[0]}`, items: [(root as Record<string, Node>)[inner[0]!]!] };
  }
  throw new StockFormatError(
    where,
    `no repeating record element in the XML${rootName ? ` (the root <${rootName}> holds ${inner.length ? inner.map((k) => `<${k}>`).join(', ') : 'no elements'})` : ''}: set feed.records in dealer.json to the record element's path (e.g. "Stock.Vehicle")`,
    'no-records',
    'xml',
  );
}
