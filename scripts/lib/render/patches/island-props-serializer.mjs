/*
 * Astro's island props serialiser, faster, with the same output (see docs/decisions.md, Build time and memory).
 * This file replaces astro/dist/runtime/server/serialize.js in the server bundle (island-props-fast.mjs), so it
 * imports nothing.
 *
 * Why: Astro turns every island's props into tagged pairs ([0, value], [1, array]...) as new objects and arrays,
 * then JSON.stringify's them, and does it twice an island (once for the island's id hash, once for its `props`
 * attribute). A vehicle page has 18 islands; in a CPU profile of its render that was about a tenth of the page.
 * Here the JSON text is written directly for the shapes islands are given (strings, numbers, booleans, null,
 * undefined, plain objects and arrays), each props object once; anything else (dates, maps, sets, URLs, typed
 * arrays, objects with a prototype of their own, sparse arrays) goes through Astro's own code, kept below as is,
 * so the text is the same as Astro's for every value (tests/build/patches/island-props-serializer.test.ts compares them).
 */

const PROP_TYPE = { Value: 0, JSON: 1, RegExp: 2, Date: 3, Map: 4, Set: 5, BigInt: 6, URL: 7, Uint8Array: 8, Uint16Array: 9, Uint32Array: 10, Infinity: 11 };

function cyclicError(metadata) {
  return new Error(`Cyclic reference detected while serializing props for <${metadata.displayName} client:${metadata.hydrate}>!

Cyclic references cannot be safely serialized for client-side usage. Please remove the cyclic reference.`);
}

// ---- Astro's own code (astro 7.3.5, dist/runtime/server/serialize.js), for the values the fast path leaves to it.

function serializeArray(value, metadata = {}, parents = new WeakSet()) {
  if (parents.has(value)) throw cyclicError(metadata);
  parents.add(value);
  const serialized = value.map((v) => convertToSerializedForm(v, metadata, parents));
  parents.delete(value);
  return serialized;
}

function serializeObject(value, metadata = {}, parents = new WeakSet()) {
  if (parents.has(value)) throw cyclicError(metadata);
  parents.add(value);
  const serialized = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertToSerializedForm(v, metadata, parents)]));
  parents.delete(value);
  return serialized;
}

function convertToSerializedForm(value, metadata = {}, parents = new WeakSet()) {
  const tag = Object.prototype.toString.call(value);
  switch (tag) {
    case '[object Date]':
      return [PROP_TYPE.Date, value.toISOString()];
    case '[object RegExp]':
      return [PROP_TYPE.RegExp, value.source];
    case '[object Map]':
      return [PROP_TYPE.Map, serializeArray(Array.from(value), metadata, parents)];
    case '[object Set]':
      return [PROP_TYPE.Set, serializeArray(Array.from(value), metadata, parents)];
    case '[object BigInt]':
      return [PROP_TYPE.BigInt, value.toString()];
    case '[object URL]':
      return [PROP_TYPE.URL, value.toString()];
    case '[object Array]':
      return [PROP_TYPE.JSON, serializeArray(value, metadata, parents)];
    case '[object Uint8Array]':
      return [PROP_TYPE.Uint8Array, Array.from(value)];
    case '[object Uint16Array]':
      return [PROP_TYPE.Uint16Array, Array.from(value)];
    case '[object Uint32Array]':
      return [PROP_TYPE.Uint32Array, Array.from(value)];
    default: {
      if (value !== null && typeof value === 'object') return [PROP_TYPE.Value, serializeObject(value, metadata, parents)];
      if (value === Number.POSITIVE_INFINITY) return [PROP_TYPE.Infinity, 1];
      if (value === Number.NEGATIVE_INFINITY) return [PROP_TYPE.Infinity, -1];
      if (value === void 0) return [PROP_TYPE.Value];
      return [PROP_TYPE.Value, value];
    }
  }
}

// ---- The fast path.

/** A plain object whose tag Astro reads as '[object Object]' (no Symbol.toStringTag of its own). */
function isPlainObject(value) {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !(Symbol.toStringTag in value);
}

/** A dense array of Array's own prototype: Astro maps it element by element, and a hole would stay a hole (null). */
function isPlainArray(value) {
  if (Object.getPrototypeOf(value) !== Array.prototype || Symbol.toStringTag in value) return false;
  for (let i = 0; i < value.length; i++) if (!(i in value)) return false;
  return true;
}

/** The JSON text of convertToSerializedForm(value). `parents`: the objects and arrays being written (cycles). */
function valueText(value, metadata, parents) {
  switch (typeof value) {
    case 'string':
      return `[0,${JSON.stringify(value)}]`;
    case 'boolean':
      return value ? '[0,true]' : '[0,false]';
    case 'undefined':
      return '[0]';
    case 'number':
      if (value === Number.POSITIVE_INFINITY) return '[11,1]';
      if (value === Number.NEGATIVE_INFINITY) return '[11,-1]';
      return `[0,${JSON.stringify(value)}]`;
    case 'object':
      if (value === null) return '[0,null]';
      if (Array.isArray(value)) {
        if (isPlainArray(value)) return `[1,${arrayText(value, metadata, parents)}]`;
      } else if (isPlainObject(value)) {
        return `[0,${objectText(value, metadata, parents)}]`;
      }
      break;
  }
  if (parents.includes(value)) throw cyclicError(metadata);
  // Everything else, as Astro does it: its cycle check sees the objects around this one too.
  const around = new WeakSet(parents);
  return JSON.stringify(convertToSerializedForm(value, metadata, around));
}

function arrayText(array, metadata, parents) {
  if (parents.includes(array)) throw cyclicError(metadata);
  parents.push(array);
  let text = '[';
  for (let i = 0; i < array.length; i++) text += (i ? ',' : '') + valueText(array[i], metadata, parents);
  parents.pop();
  return `${text}]`;
}

function objectText(object, metadata, parents) {
  if (parents.includes(object)) throw cyclicError(metadata);
  parents.push(object);
  let text = '{';
  let first = true;
  for (const [key, value] of Object.entries(object)) {
    text += `${first ? '' : ','}${JSON.stringify(key)}:${valueText(value, metadata, parents)}`;
    first = false;
  }
  parents.pop();
  return `${text}}`;
}

/** Each island's props are serialised twice in a row (its id hash, then its attribute): the second time is this. */
const done = new WeakMap();

export function serializeProps(props, metadata) {
  if (props === null || typeof props !== 'object') return JSON.stringify(serializeObject(props, metadata));
  const known = done.get(props);
  if (known !== undefined) return known;
  const text = objectText(props, metadata ?? {}, []);
  done.set(props, text);
  return text;
}

/** Astro's own serialiser, for the tests that compare the two. */
export function astroSerializeProps(props, metadata) {
  return JSON.stringify(serializeObject(props, metadata));
}
