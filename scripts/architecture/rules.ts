import path from 'node:path';

/**
 * The import rules of the house, checked over a map of files (repository-relative path → source),
 * so the same code checks the real tree (architecture.test.ts) and small fixture trees that show
 * each rule failing. docs/ARCHITECTURE.md explains the layers these rules keep straight.
 *
 * Server (apps/server/src):
 * - The layers under the modules (`db/`, `http/`, `plugins/`, and `config/`, `mail/`, `security/`,
 *   `transfer/`) import no module (`modules/…`), table types (`*.table.ts`) aside, nor what builds on
 *   the modules (`records/`, `seeds/`, `cli/`, the composition root `api.ts`,
 *   `app.ts`, `context.ts`, `server.ts`): modules build on these layers, never the other way round;
 *   what a plugin needs from a module is handed over by the composition root.
 * - A migration (`db/migrations/`) imports only node, kysely and its own folder: a migration that
 *   has shipped must keep doing what it did, whatever the app's code becomes.
 * - A module may import another module's services and repositories, but no cycle between modules
 *   (`modules/X` → … → `modules/X`): each sub-resource lives with the module that owns it.
 *
 * Web (apps/web/src):
 * - A feature (`features/X`) imports no other feature: what two features share lives in `lib/` or
 *   `components/`, and the pages of `app/` put features together.
 * - `lib/` and `components/` import no feature.
 */

export type FileMap = ReadonlyMap<string, string>;

export interface Violation {
  rule: string;
  file: string;
  imports: string;
}

const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';
const MIGRATIONS = `${SERVER}db/migrations/`;
const LOWER_LAYER = /^apps\/server\/src\/(db|http|plugins|config|mail|security|storage|transfer)\//;
/** What builds on the modules, so a lower layer importing it imports modules too. */
const ABOVE_MODULES =
  /^apps\/server\/src\/(modules|records|seeds|cli)\/|^apps\/server\/src\/(api|app|context|server)\.ts$/;

export const rules = {
  lowerLayer:
    'db/, http/, plugins/ (and config/, mail/, security/, storage/, transfer/) import no module nor what builds on modules',
  migration: 'a migration imports only node, kysely and its own folder',
  moduleCycle: 'no cycle between server modules',
  featureToFeature: 'a web feature imports no other feature',
  sharedToFeature: 'web lib/ and components/ import no feature',
} as const;

/** Block comments and whole-line `//` comments, which may quote an import without making one. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/**
 * The module specifiers a source imports: `import … from '…'`, `export … from '…'`,
 * `import '…'` and `import('…')`. A plain regex, enough for this code base's style.
 */
export function importsOf(source: string): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) found.push(match[1] as string);
  }
  return found;
}

/** A relative specifier resolved to a repository-relative path; a package name as it is. */
export function resolveImport(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** `apps/server/src/modules/clients/x.ts` → `clients`; null outside the modules. */
function serverModuleOf(file: string): string | null {
  const match = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  return match ? (match[1] as string) : null;
}

function webFeatureOf(file: string): string | null {
  const match = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return match ? (match[1] as string) : null;
}

function isNodeOrKysely(specifier: string): boolean {
  return specifier.startsWith('node:') || specifier === 'kysely' || specifier.startsWith('kysely/');
}

/** Every cycle of a directed graph, each once, as the list of its nodes (smallest first). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const nodes = [...graph.keys()].sort();
  // Cycles through `start` whose other nodes all sort after it: each cycle found from its smallest node.
  for (const start of nodes) {
    const walk = (node: string, trail: string[]) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) cycles.set(trail.join(' → '), [...trail]);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return [...cycles.values()];
}

/** Every import that breaks a rule, plus one violation per cycle between server modules. */
export function checkArchitecture(files: FileMap): Violation[] {
  const violations: Violation[] = [];
  const moduleGraph = new Map<string, Set<string>>();
  const moduleEdges = new Map<string, { file: string; imports: string }>();

  for (const [file, source] of files) {
    const fromModule = serverModuleOf(file);
    if (fromModule && !moduleGraph.has(fromModule)) moduleGraph.set(fromModule, new Set());
    for (const specifier of importsOf(source)) {
      const target = resolveImport(file, specifier);
      const toModule = serverModuleOf(target);

      if (file.startsWith(MIGRATIONS)) {
        if (!isNodeOrKysely(specifier) && !target.startsWith(MIGRATIONS)) {
          violations.push({ rule: rules.migration, file, imports: target });
        }
      } else if (LOWER_LAYER.test(file)) {
        if (ABOVE_MODULES.test(target) && !(toModule && target.endsWith('.table.ts'))) {
          violations.push({ rule: rules.lowerLayer, file, imports: target });
        }
      }

      if (fromModule && toModule && fromModule !== toModule) {
        moduleGraph.get(fromModule)?.add(toModule);
        const edge = `${fromModule}→${toModule}`;
        if (!moduleEdges.has(edge)) moduleEdges.set(edge, { file, imports: target });
      }

      if (file.startsWith(WEB)) {
        const fromFeature = webFeatureOf(file);
        const toFeature = webFeatureOf(target);
        if (fromFeature && toFeature && fromFeature !== toFeature) {
          violations.push({ rule: rules.featureToFeature, file, imports: target });
        } else if (toFeature && /^apps\/web\/src\/(lib|components)\//.test(file)) {
          violations.push({ rule: rules.sharedToFeature, file, imports: target });
        }
      }
    }
  }

  for (const cycle of cyclesOf(moduleGraph)) {
    // Name the cycle and one import of each step, so the report says where to cut.
    const steps = cycle.map((from, i) => {
      const to = cycle[(i + 1) % cycle.length] as string;
      const edge = moduleEdges.get(`${from}→${to}`);
      return `${from} → ${to} (${edge?.file} imports ${edge?.imports})`;
    });
    violations.push({
      rule: rules.moduleCycle,
      file: `modules: ${cycle.join(' ↔ ')}`,
      imports: steps.join('; '),
    });
  }
  return violations;
}

/** One line per violation, for a readable failure message. */
export function formatViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.rule}: ${v.file} → ${v.imports}`).join('\n');
}
