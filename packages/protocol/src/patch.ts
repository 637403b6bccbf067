/**
 * View patches (docs/protocol.md, "Patches"): what changed between two views of one viewer, as a
 * list of operations on the earlier view's JSON. The server writes them (`diffView`) so that a
 * connection gets a few hundred bytes after an action instead of its whole view; the client
 * applies them (`applyPatch`). Applying `diffView(a, b)` to a's JSON gives b's JSON, keys in the
 * same order, so a client that patches sees exactly what a full frame would have shown.
 */
import { z } from 'zod';

/** A place in a view: object keys and array indices, from the top. */
export type PatchPath = readonly (string | number)[];

/**
 * `[0, path, value]` sets the value at `path` (an object's existing key, an array's element, or
 * the element just past an array's end); `[1, path]` deletes an object's key; `[2, path, n]`
 * shortens the array at `path` to `n` elements. An empty path is the view itself.
 */
export type PatchOp =
  | readonly [op: 0, path: PatchPath, value: unknown]
  | readonly [op: 1, path: PatchPath]
  | readonly [op: 2, path: PatchPath, length: number];

const pathSchema = z.array(z.union([z.string(), z.number().int().min(0)]));
const present = z.custom<unknown>((v) => v !== undefined, 'a value is required');
export const patchOpSchema = z.union([
  z.tuple([z.literal(0), pathSchema, present]),
  z.tuple([z.literal(1), pathSchema]),
  z.tuple([z.literal(2), pathSchema, z.number().int().min(0)]),
]);

/**
 * Whether an object is a plain JSON object: not an array or a class instance, and without a
 * `toJSON` (Object.prototype has none unless someone added one).
 */
function isPlainObject(v: object): v is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto === Object.prototype) return !('toJSON' in Object.prototype);
  return proto === null && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/** Whether JSON writes an object field with this value at all. */
function isWritten(v: unknown): boolean {
  const t = typeof v;
  return t !== 'undefined' && t !== 'function' && t !== 'symbol';
}

/** The keys JSON writes of a plain object, in its order. */
function writtenKeys(obj: Record<string, unknown>): string[] {
  return Object.keys(obj).filter((k) => isWritten(obj[k]));
}

/** How JSON writes an array element or a leaf: undefined, functions and non-finite numbers as null. */
function asElement(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return isWritten(v) ? v : null;
}

/** Whether two values that are not both walkable objects write the same JSON. */
function sameLeaf(a: unknown, b: unknown): boolean {
  if ((a !== null && typeof a === 'object') || (b !== null && typeof b === 'object')) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return asElement(a) === asElement(b);
}

/**
 * An array most of whose elements were replaced (a list that lost its first item, say) is
 * cheaper to send whole than element by element.
 */
const WHOLE_ARRAY_SHARE = 0.5;

/** The path with one more step, as an operation keeps it (the walk's own path keeps changing). */
function at(path: readonly (string | number)[], step: string | number): (string | number)[] {
  const out = path.slice();
  out.push(step);
  return out;
}

/**
 * Compares one element or field (`x !== y` already): two objects are walked, anything else is
 * compared as JSON writes it. This runs for every value of every view after every action, so
 * the common cases (two objects, two numbers) come first and allocate nothing.
 */
function diffValue(x: unknown, y: unknown, path: (string | number)[], step: string | number, ops: PatchOp[]): void {
  const tx = typeof x;
  const ty = typeof y;
  if (tx === 'object' && ty === 'object' && x !== null && y !== null) {
    path.push(step);
    diffObjects(x as object, y as object, path, ops);
    path.pop();
    return;
  }
  if (tx === 'number' && ty === 'number') {
    // Two different numbers write the same only when neither is finite (both "null").
    if (Number.isFinite(x) || Number.isFinite(y)) ops.push([0, at(path, step), asElement(y)]);
    return;
  }
  if (!sameLeaf(x, y)) ops.push([0, at(path, step), asElement(y)]);
}

/** Two objects (`a !== b`): arrays element by element, plain objects field by field. */
function diffObjects(a: object, b: object, path: (string | number)[], ops: PatchOp[]): void {
  const arrayA = Array.isArray(a);
  if (arrayA && Array.isArray(b)) diffArrays(a as unknown[], b, path, ops);
  else if (!arrayA && !Array.isArray(b) && isPlainObject(a) && isPlainObject(b)) diffFields(a, b, path, ops);
  else if (!sameLeaf(a, b)) ops.push([0, path.slice(), b]);
}

function diffArrays(a: readonly unknown[], b: readonly unknown[], path: (string | number)[], ops: PatchOp[]): void {
  const start = ops.length;
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    const x: unknown = a[i];
    const y: unknown = b[i];
    if (x !== y) diffValue(x, y, path, i, ops);
  }
  for (let i = common; i < b.length; i++) ops.push([0, at(path, i), asElement(b[i])]);
  if (b.length < a.length) ops.push([2, path.slice(), b.length]);
  // Only elements replaced outright count, not changes deep inside one.
  let replaced = 0;
  for (let i = start; i < ops.length; i++) if ((ops[i] as PatchOp)[1].length === path.length + 1) replaced++;
  if (replaced > 1 && replaced > b.length * WHOLE_ARRAY_SHARE) {
    ops.length = start;
    ops.push([0, path.slice(), b]);
  }
}

function diffFields(a: Record<string, unknown>, b: Record<string, unknown>, path: (string | number)[], ops: PatchOp[]) {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length === keysB.length) {
    // Most of a view keeps its shape from one action to the next: the same keys in the same order.
    const start = ops.length;
    let i = 0;
    for (; i < keysB.length; i++) {
      const k = keysB[i] as string;
      if (keysA[i] !== k) break;
      const x = a[k];
      const y = b[k];
      if (x === y) continue;
      // A field JSON leaves out on one side only is sorted out below, as a key added or removed.
      if (isWritten(x) !== isWritten(y)) break;
      if (isWritten(y)) diffValue(x, y, path, k, ops);
    }
    if (i === keysB.length) return;
    ops.length = start;
  }
  const writtenA = writtenKeys(a);
  const writtenB = writtenKeys(b);
  // b's keys must be a's in a's order, some perhaps left out: then a's object, patched, lists its
  // keys as b does. Anything else (a key added or moved) sends b's object whole.
  let j = 0;
  const removed: string[] = [];
  for (let i = 0; i < writtenA.length; i++) {
    if (j < writtenB.length && writtenA[i] === writtenB[j]) j++;
    else removed.push(writtenA[i] as string);
  }
  if (j < writtenB.length) {
    ops.push([0, path.slice(), b]);
    return;
  }
  for (const k of removed) ops.push([1, at(path, k)]);
  for (const k of writtenB) {
    const x = a[k];
    const y = b[k];
    if (x !== y) diffValue(x, y, path, k, ops);
  }
}

/** The operations that turn the JSON of `before` into the JSON of `after` (none when they agree). */
export function diffView(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  if (before === after) return ops;
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object') {
    diffObjects(before, after, [], ops);
  } else if (!sameLeaf(before, after)) ops.push([0, [], after]);
  return ops;
}

/** A patch that does not fit the view it is applied to: the client asks for the whole view again. */
export class PatchMismatch extends Error {}

type Container = Record<string, unknown> | unknown[];

/**
 * Applies a patch to a view the client holds (parsed JSON, never changed in place): the result
 * is a new view that shares every part the patch did not touch, so a renderer that compares by
 * identity redraws only what changed. Throws PatchMismatch when the patch does not fit.
 */
export function applyPatch(view: unknown, ops: readonly PatchOp[]): unknown {
  let root = view;
  // Containers already copied for this patch, so that each is copied once.
  const copied = new Set<unknown>();
  const own = (c: Container): Container => {
    if (copied.has(c)) return c;
    const copy = Array.isArray(c) ? c.slice() : { ...c };
    copied.add(copy);
    return copy;
  };
  for (const op of ops) {
    const path = op[1];
    if (path.length === 0) {
      if (op[0] === 0) root = op[2];
      else if (op[0] === 2 && Array.isArray(root) && op[2] <= root.length) root = root.slice(0, op[2]);
      else throw new PatchMismatch('no field to delete at the top');
      continue;
    }
    if (root === null || typeof root !== 'object') throw new PatchMismatch('no container at the top');
    root = own(root as Container);
    let parent = root as Container;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i] as string | number;
      const child = (parent as Record<string | number, unknown>)[key];
      if (child === null || typeof child !== 'object' || !Object.hasOwn(parent, key)) {
        throw new PatchMismatch(`no container at ${path.slice(0, i + 1).join('.')}`);
      }
      const mine = own(child as Container);
      (parent as Record<string | number, unknown>)[key] = mine;
      parent = mine;
    }
    const last = path[path.length - 1] as string | number;
    applyAt(parent, last, op);
  }
  return root;
}

function applyAt(parent: Container, last: string | number, op: PatchOp): void {
  if (Array.isArray(parent)) {
    if (typeof last !== 'number') throw new PatchMismatch('an array index must be a number');
    if (op[0] === 0 && last <= parent.length) parent[last] = op[2];
    else if (op[0] === 2 && last < parent.length) parent[last] = shortened(parent[last], op[2]);
    else throw new PatchMismatch(`no element ${last} to change`);
    return;
  }
  const key = String(last);
  if (op[0] === 0) {
    if (!Object.hasOwn(parent, key)) throw new PatchMismatch(`no field ${key} to set`);
    parent[key] = op[2];
  } else if (op[0] === 1) {
    if (!Object.hasOwn(parent, key)) throw new PatchMismatch(`no field ${key} to delete`);
    delete parent[key];
  } else {
    if (!Object.hasOwn(parent, key)) throw new PatchMismatch(`no field ${key} to shorten`);
    parent[key] = shortened(parent[key], op[2]);
  }
}

/** A shorter copy of an array (the view it came from is never changed). */
function shortened(inner: unknown, length: number): unknown[] {
  if (!Array.isArray(inner) || length > inner.length) throw new PatchMismatch('no array to shorten');
  return inner.slice(0, length);
}
