import fc from 'fast-check';

/**
 * fast-check arbitraries for the API fuzz (api-fuzz.test.ts), read from the app's own OpenAPI
 * document: values that fit a parameter's or body's JSON schema ("valid-ish"), and hostile ones
 * (wrong types, huge strings, NUL, unicode, nesting, extra and missing fields, bad ids, bad encodings).
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
};

/** Texts a hostile user types: empty, spaces, NUL, control characters, RTL, emoji, markup, SQL. */
const oddText = fc.constantFrom(
  '',
  ' ',
  'x\u0000y',
  '\u0000',
  '\u0007\u001b[31m',
  '\u202eabc',
  '💥🇮🇹',
  'ǅ\u0301\u0301',
  '<script>alert(1)</script>',
  "'; DROP TABLE clients; --",
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '\ud800',
);
const hugeText = fc.constantFrom('a'.repeat(5_000), 'è'.repeat(70_000), `${'9'.repeat(400)}`);

/** Any string a user could type, unicode included, sometimes odd. */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: oddText },
  { weight: 1, arbitrary: hugeText },
);

/** Ids as a path segment: valid-looking, out of every integer range, not numbers at all. */
export const pathIdArb = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 }).map(String) },
  fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740993',
    '9223372036854775808',
    '1e3',
    '1.5',
    '0x10',
    'abc',
    '%00',
    '%E2%82%AC',
    ' 1',
    '1'.repeat(2_000),
  ),
);

/** Query values besides the schema's own: numbers out of range, dates that don't exist, long. */
export const oddQueryValue = fc.constantFrom(
  '',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '1.5',
  'NaN',
  'true',
  '2026-02-30',
  '2026-13-45',
  'x'.repeat(3_000),
  '%00',
  '%FF',
  '%E2%82%AC',
  '[object Object]',
);

/** Any JSON value, nested up to `depth` levels. */
export const anyJson = (depth: number) => fc.jsonValue({ maxDepth: depth });

/** `[[[…]]]` or `{"a":{"a":…}}` nested `levels` deep (the body guard's limit is 32). */
export function nested(levels: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** A value of the wrong kind for any field. */
export const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 63, [], {}, ''),
  anyText,
  fc.constantFrom(nested(20, 'array'), nested(31, 'object'), nested(40, 'array')),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Letters, digits and spaces an Italian user types (accents included). */
const plainChar = fc.constantFrom(...'abcdefghilmnopqrstuvzàèéìòù ABCDEFGHILMNOPRSTUVZ0123456789');

/** The format a string has, or the one its pattern spells (`^\\d{4}-\\d{2}-\\d{2}$` is a day). */
function formatOf(schema: JsonSchema): string | undefined {
  if (schema.format) return schema.format;
  if (schema.pattern?.includes('\\d{4}-')) return schema.pattern.includes('T') ? 'date-time' : 'date';
  return undefined;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (formatOf(schema)) {
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.constantFrom('mario.rossi@example.it', 'anna@test.officina.it');
    case 'uri':
      return fc.constant('https://www.example.it/');
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check can't generate from: plain text.
    }
  }
  const max = Math.min(schema.maxLength ?? 30, 30);
  return fc.string({
    unit: plainChar,
    minLength: Math.min(Math.max(schema.minLength ?? 1, 1), max),
    maxLength: max,
  });
}

/** Ids point at rows the fixture or earlier requests created. */
const isIdKey = (key: string | undefined) => key !== undefined && /(^|_)ids?$/.test(key);

/** A value that fits `schema` (formats, enums, bounds, required keys); `key` is the field's name. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0, key?: string): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson(2);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, depth + 1, key)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1, key);
  const options = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = Math.max(schema.minimum ?? 0, -1e9);
        const max = Math.min(schema.maximum ?? 1e6, 1e9);
        if (isIdKey(key)) return fc.integer({ min: Math.max(min, 1), max: Math.min(max, 3) });
        return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }));
      }
      case 'number':
        return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e6, noNaN: true });
      case 'string':
        return stringFor(schema);
      case 'array':
        return fc.array(fromSchema(schema.items, depth + 1, key), { maxLength: 3 });
      case 'object':
        return objectFor(schema, depth);
      default:
        return anyJson(2);
    }
  });
  if (options.length === 0) return schema.properties ? objectFor(schema, depth) : anyJson(2);
  return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
}

/** An object with its required keys, and sometimes the optional ones (each a chance to be refused). */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((k) => k in properties);
  const model = Object.fromEntries(
    Object.entries(properties).map(([k, s]) => [k, fromSchema(s, depth + 1, k)]),
  );
  const onlyRequired = Object.fromEntries(required.map((k) => [k, model[k] as fc.Arbitrary<unknown>]));
  return fc.oneof(
    { weight: 2, arbitrary: fc.record(onlyRequired) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: required }) },
  );
}

/** A body for `schema`: fitting, or fitting with one field wrong, missing or extra, or anything at all. */
export function bodyArb(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = fromSchema(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const mutated = fc
    .tuple(valid, fc.constantFrom(...(fields.length ? fields : ['x'])), wrongValue, fc.nat(2))
    .map(([body, field, value, how]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
      const copy: Record<string, unknown> = { ...body };
      if (how === 0) copy[field] = value;
      else if (how === 1) delete copy[field];
      else copy[`extra_${field}`] = value;
      return copy;
    });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** How the body travels: JSON as it should, or a wrong content type, bad bytes, nothing at all. */
export type Encoding = 'json' | 'text' | 'form' | 'empty' | 'badUtf8' | 'truncated' | 'latin1' | 'none';
export const encodingArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Encoding>('json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<Encoding>('text', 'form', 'empty', 'badUtf8', 'truncated', 'latin1', 'none'),
  },
);

/** The payload and headers of a body sent with `encoding`. */
export function encode(
  body: unknown,
  encoding: Encoding,
): { payload?: Buffer | string; headers: Record<string, string> } {
  const json = JSON.stringify(body) ?? 'null';
  switch (encoding) {
    case 'json':
      return { payload: json, headers: { 'content-type': 'application/json' } };
    case 'text':
      return { payload: json, headers: { 'content-type': 'text/plain' } };
    case 'form':
      return { payload: 'a=1&b=%FF', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'empty':
      return { payload: '', headers: { 'content-type': 'application/json' } };
    case 'badUtf8':
      return {
        payload: Buffer.concat([
          Buffer.from('{"business_name":"'),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from('"}'),
        ]),
        headers: { 'content-type': 'application/json' },
      };
    case 'truncated':
      return {
        payload: json.slice(0, Math.max(1, json.length - 1)),
        headers: { 'content-type': 'application/json' },
      };
    case 'latin1':
      return {
        payload: Buffer.from(json, 'latin1'),
        headers: { 'content-type': 'application/json; charset=latin1' },
      };
    case 'none':
      return { headers: {} };
  }
}
