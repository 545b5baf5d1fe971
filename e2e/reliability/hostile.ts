import { expect, type Page } from '@playwright/test';
import type { Api } from '../support/api.ts';

/**
 * Hostile text for the injection suite: markup and script that would run if a page put it into the
 * DOM as HTML, a `javascript:` address, SQL that would break a statement built by concatenation, and
 * template expressions (AngularJS-style sandbox escape, `${…}`). Every one sets `window.__xss` if it
 * ever runs.
 */
export const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  "'; DROP TABLE clients; --",
  "' OR '1'='1",
  "Robert'); --",
  "{{constructor.constructor('window.__xss=1')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the payload
  '${7*7}',
] as const;

/**
 * A payload tagged with a record's own search word (letters only): after a space, or after `//` for
 * the `javascript:` address so that it stays a script that would run. Cut to `max` characters for a
 * short field (still hostile: an unclosed tag, a quote).
 */
export function hostile(payload: string, word: string, max = Number.POSITIVE_INFINITY): string {
  const value = payload.startsWith('javascript:') ? `${payload}//${word}` : `${payload} ${word}`;
  return value.slice(0, max).trimEnd();
}

/** A field of a request body: its path (`rows.*.description` for an array's items) and its limit. */
export interface TextField {
  path: string[];
  max: number;
}

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
};

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};

const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/**
 * The free-text fields of a request body as the OpenAPI document describes it: every string with no
 * format, enum, constant or pattern, however deep (objects, arrays of objects), except the optimistic
 * lock `updated_at`. What the schemas check beyond that (an e-mail, a VAT number, a date typed as a
 * string) the server refuses with 422: the spec lists those fields per module.
 */
export function textFieldsOf(document: OpenApiDocument, method: string, path: string): TextField[] {
  const operation = document.paths[`/api${path}`]?.[method.toLowerCase()];
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`no JSON body for ${method} ${path} in the OpenAPI document`);
  const found: TextField[] = [];
  const walk = (node: JsonSchema, at: string[]) => {
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(branch, at);
    if (hasType(node, 'object')) {
      for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...at, key]);
    } else if (hasType(node, 'array') && node.items) {
      walk(node.items, [...at, '*']);
    } else if (hasType(node, 'string')) {
      const free = !node.format && !node.enum && node.const === undefined && !node.pattern;
      const name = at.join('.');
      if (free && name !== 'updated_at' && !found.some((field) => field.path.join('.') === name)) {
        found.push({ path: at, max: node.maxLength ?? Number.POSITIVE_INFINITY });
      }
    }
  };
  walk(schema, []);
  return found;
}

/** `rows.*.description` → every row's description: the values at a field's path in a body or answer. */
export function valuesAt(body: unknown, path: string[]): { at: string; value: unknown }[] {
  const out: { at: string; value: unknown }[] = [];
  const walk = (node: unknown, rest: string[], at: string) => {
    if (rest.length === 0) {
      out.push({ at, value: node });
      return;
    }
    const [head, ...tail] = rest as [string, ...string[]];
    if (head === '*') {
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          walk(item, tail, `${at}.${index}`);
        });
      }
    } else if (node !== null && typeof node === 'object') {
      walk((node as Record<string, unknown>)[head], tail, at ? `${at}.${head}` : head);
    }
  };
  walk(body, path, '');
  return out;
}

/** Sets every field at `path` (arrays' items included) of `body` to `value(max)`. */
export function fill(body: Record<string, unknown>, field: TextField, value: (max: number) => unknown): void {
  const walk = (node: unknown, rest: string[]) => {
    const [head, ...tail] = rest as [string, ...string[]];
    if (head === '*') {
      if (!Array.isArray(node)) return;
      node.forEach((item, index) => {
        if (tail.length === 0) node[index] = value(field.max);
        else walk(item, tail);
      });
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (tail.length === 0) record[head] = value(field.max);
      else walk(record[head], tail);
    }
  };
  walk(body, field.path);
}

/** The answer of a request the API refuses: status and body, parsed from the error Api throws. */
export async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    const match = /: (\d{3}) ([\s\S]*)$/.exec((error as Error).message);
    if (!match) throw error;
    return { status: Number(match[1]), body: JSON.parse(match[2] as string) as Record<string, unknown> };
  }
  throw new Error('the request was accepted, a refusal was expected');
}

/** The OpenAPI document the server publishes (the reference UI's). */
export async function openApiDocument(api: Api): Promise<OpenApiDocument> {
  return api.get<OpenApiDocument>('/docs/openapi.json');
}

/**
 * Watches a page for anything a payload would do if it ran: a dialog, a request to the `x` of
 * `<img src=x>`, an uncaught error; `check()` also reads `window.__xss` and looks for a
 * `javascript:` link or source in the DOM.
 */
export function watch(page: Page) {
  const incidents: string[] = [];
  page.on('dialog', (dialog) => {
    incidents.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/x') || url.protocol === 'javascript:')
      incidents.push(`request ${request.url()}`);
  });
  page.on('pageerror', (error) => incidents.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.text().includes('__xss')) incidents.push(`console: ${message.text()}`);
  });
  return {
    incidents,
    /** Nothing ran on the page as it is now. */
    async check(where: string) {
      const state = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: unknown }).__xss,
        scriptLinks: [...document.querySelectorAll('[href], [src], [action], [formaction]')]
          .flatMap((element) =>
            ['href', 'src', 'action', 'formaction'].map((name) => element.getAttribute(name) ?? ''),
          )
          .filter((value) => /^\s*javascript:/i.test(value)),
        handlers: [...document.querySelectorAll('svg, img')]
          .filter((element) => element.hasAttribute('onload') || element.hasAttribute('onerror'))
          .map((element) => element.outerHTML.slice(0, 120)),
      }));
      expect(state.xss, `window.__xss set on ${where}`).toBeUndefined();
      expect(state.scriptLinks, `javascript: links on ${where}`).toEqual([]);
      expect(state.handlers, `elements with a payload's event handler on ${where}`).toEqual([]);
      expect(incidents, `on ${where}`).toEqual([]);
    },
  };
}
