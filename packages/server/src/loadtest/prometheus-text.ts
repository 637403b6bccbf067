/**
 * A reader of the Prometheus text exposition format (version 0.0.4), enough for the load test to
 * read a node's `/metrics`: samples with their labels and values, and each metric's declared type.
 * prom-client only writes this format, and the one npm parser of it has not been maintained for
 * years, so the few rules are kept here, with their tests (loadtest-histogram.test.ts).
 */

export interface Sample {
  /** The sample's name, e.g. `boardhall_action_seconds_bucket`. */
  name: string;
  labels: Readonly<Record<string, string>>;
  /** A float; `+Inf`, `-Inf` and `NaN` as JavaScript reads them. */
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** `# TYPE <metric> <type>` lines: metric name → counter, gauge, histogram, summary, untyped. */
  types: ReadonlyMap<string, string>;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;

/** A line the reader cannot make sense of, named by its line number (1-based). */
export class ExpositionError extends Error {}

/** Parses a whole exposition; throws ExpositionError on a malformed sample line. */
export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      // Only TYPE comments carry meaning; HELP and any other comment are skipped.
      const type = /^#\s+TYPE\s+(\S+)\s+(\S+)\s*$/.exec(line);
      if (type) types.set(type[1] as string, type[2] as string);
      continue;
    }
    try {
      samples.push(parseSample(line));
    } catch (error) {
      throw new ExpositionError(`line ${i + 1}: ${(error as Error).message}: ${line.slice(0, 120)}`);
    }
  }
  return { samples, types };
}

function parseSample(line: string): Sample {
  const name = NAME.exec(line)?.[0];
  if (name === undefined) throw new Error('no metric name');
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = parseLabels(rest.slice(1), labels);
  }
  // The value, then an optional timestamp, separated by blanks.
  const fields = rest.trim().split(/\s+/);
  if (rest.length > 0 && !/^\s/.test(rest)) throw new Error('no blank before the value');
  if (fields.length < 1 || fields.length > 2 || fields[0] === '') throw new Error('expected a value');
  return { name, labels, value: parseValue(fields[0] as string) };
}

/** Reads `a="x",b="y"}` into `labels`; returns what follows the closing brace. */
function parseLabels(text: string, labels: Record<string, string>): string {
  let rest = text.trimStart();
  while (!rest.startsWith('}')) {
    const name = LABEL_NAME.exec(rest)?.[0];
    if (name === undefined) throw new Error('bad label name');
    rest = rest.slice(name.length).trimStart();
    if (!rest.startsWith('="')) throw new Error(`label ${name} has no quoted value`);
    let value = '';
    let i = 2;
    for (; i < rest.length && rest[i] !== '"'; i++) {
      const c = rest[i] as string;
      if (c !== '\\') {
        value += c;
        continue;
      }
      // The format escapes three characters in label values: backslash, quote and newline.
      const next = rest[++i];
      if (next === 'n') value += '\n';
      else if (next === '\\' || next === '"') value += next;
      else throw new Error(`label ${name} has a bad escape`);
    }
    if (i >= rest.length) throw new Error(`label ${name} has an unterminated value`);
    if (name in labels) throw new Error(`label ${name} given twice`);
    labels[name] = value;
    rest = rest.slice(i + 1).trimStart();
    if (rest.startsWith(',')) rest = rest.slice(1).trimStart();
    else if (!rest.startsWith('}')) throw new Error('expected , or } after a label');
  }
  return rest.slice(1);
}

/** Go's ParseFloat as the format uses it, with the spellings of infinity and not-a-number. */
function parseValue(text: string): number {
  // The format's special values are read without regard to case (prom-client writes a mean of
  // no samples as `Nan`).
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Number.POSITIVE_INFINITY;
  if (special === '-inf') return Number.NEGATIVE_INFINITY;
  if (special === 'nan') return Number.NaN;
  const value = Number(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) || Number.isNaN(value)) {
    throw new Error(`bad value '${text}'`);
  }
  return value;
}
