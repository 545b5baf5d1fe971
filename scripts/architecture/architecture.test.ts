import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, cyclesOf, formatViolations, importsOf, rules, type Violation } from './rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .ts/.tsx file under the given repository folders, keyed by repository-relative path. */
function sourceTree(...folders: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(ROOT, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  }
  return files;
}

const only = (violations: Violation[], rule: string) => violations.filter((v) => v.rule === rule);

describe('the repository', () => {
  it('keeps the server layers straight: no module in db/http/plugins, frozen migrations, no module cycle', () => {
    const violations = checkArchitecture(sourceTree('apps/server/src'));
    expect(formatViolations(violations)).toBe('');
  });

  it('keeps the web features apart: no feature imports another, lib/components import no feature', () => {
    const violations = checkArchitecture(sourceTree('apps/web/src'));
    expect(formatViolations(violations)).toBe('');
  });
});

// The test of the test: small trees, each with one forbidden import added to an allowed one.
describe('the rules', () => {
  const server = 'apps/server/src';
  const web = 'apps/web/src';

  it('reads import, export…from, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      '  c,',
      "} from '../b.ts';",
      "export { d } from './d.ts';",
      "export * from './e.ts';",
      "import './side-effect.css';",
      "const Page = lazy(() => import('./page.tsx'));",
      "// import { gone } from './commented.ts';",
      "/* import { gone } from './block.ts'; */",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(
      ['./a.ts', '../b.ts', './d.ts', './e.ts', './side-effect.css', './page.tsx'].sort(),
    );
  });

  it('db/, http/ and plugins/ may import table types, not the rest of a module', () => {
    const allowed = new Map([
      [`${server}/db/database.ts`, "import type { ClientsTable } from '../modules/clients/client.table.ts';"],
      [`${server}/plugins/auth.ts`, "import { unauthorized } from '../http/api-error.ts';"],
    ]);
    expect(checkArchitecture(allowed)).toEqual([]);

    const forbidden = new Map([
      ...allowed,
      [
        `${server}/plugins/auth.ts`,
        "import { findLiveSessionUser } from '../modules/auth/session.repository.ts';",
      ],
      [`${server}/http/types.ts`, "import type { User } from '../modules/user/user.mapper.ts';"],
      [`${server}/db/seed.ts`, "import { insertUser } from '../modules/user/user.repository.ts';"],
      [`${server}/db/values.ts`, "import { staleRecord } from '../records/records.ts';"],
      [`${server}/plugins/web.ts`, "import type { AppContext } from '../context.ts';"],
      [
        `${server}/transfer/upload.ts`,
        "import { CLIENT_ENTITY } from '../modules/clients/client.service.ts';",
      ],
    ]);
    expect(only(checkArchitecture(forbidden), rules.lowerLayer).map((v) => v.file)).toEqual([
      `${server}/plugins/auth.ts`,
      `${server}/http/types.ts`,
      `${server}/db/seed.ts`,
      `${server}/db/values.ts`,
      `${server}/plugins/web.ts`,
      `${server}/transfer/upload.ts`,
    ]);
  });

  it('a migration imports only node, kysely and its own folder', () => {
    const migration = `${server}/db/migrations/0015-next.ts`;
    const allowed = new Map([
      [
        migration,
        [
          "import { createHash } from 'node:crypto';",
          "import { type Kysely, sql } from 'kysely';",
          "import type { Migration } from 'kysely/migration';",
          "import { normalizeText } from './frozen.ts';",
        ].join('\n'),
      ],
    ]);
    expect(checkArchitecture(allowed)).toEqual([]);

    for (const specifier of [
      '../search.ts',
      '../../modules/user/user.mapper.ts',
      'zod',
      '@officina/contracts',
    ]) {
      const forbidden = new Map([[migration, `import { x } from '${specifier}';`]]);
      expect(only(checkArchitecture(forbidden), rules.migration)).toHaveLength(1);
    }
  });

  it('a module may import another module, but no cycle between modules', () => {
    const allowed = new Map([
      [
        `${server}/modules/persons/person.service.ts`,
        "import { findClientRow } from '../clients/client.repository.ts';",
      ],
      [
        `${server}/modules/clients/client.service.ts`,
        "import { logActivity } from '../activity/activity.repository.ts';",
      ],
      [`${server}/modules/clients/client.repository.ts`, "import type { Db } from '../../db/database.ts';"],
    ]);
    expect(checkArchitecture(allowed)).toEqual([]);

    const direct = new Map([
      ...allowed,
      [
        `${server}/modules/clients/client.routes.ts`,
        "import { listPersons } from '../persons/person.service.ts';",
      ],
    ]);
    const [cycle, ...more] = only(checkArchitecture(direct), rules.moduleCycle);
    expect(more).toEqual([]);
    expect(cycle?.file).toBe('modules: clients ↔ persons');
    expect(cycle?.imports).toContain(`${server}/modules/clients/client.routes.ts imports`);

    const longer = new Map([
      ...allowed,
      [`${server}/modules/activity/activity.service.ts`, "import { x } from '../persons/person.service.ts';"],
    ]);
    expect(only(checkArchitecture(longer), rules.moduleCycle).map((v) => v.file)).toEqual([
      'modules: activity ↔ persons ↔ clients',
    ]);
  });

  it('finds every cycle once, from its smallest node', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);
  });

  it('a web feature imports no other feature; lib/ and components/ import none', () => {
    const allowed = new Map([
      [
        `${web}/features/crm/components/client-list.tsx`,
        "import { DataTable } from '../../../components/data-table.tsx';",
      ],
      [`${web}/features/crm/api/keys.ts`, "import { api } from '../../../lib/api/client.ts';"],
      [`${web}/features/crm/routes.tsx`, "import { ClientList } from './components/client-list.tsx';"],
      [`${web}/app/router.tsx`, "import { ClientList } from '../features/crm/components/client-list.tsx';"],
    ]);
    expect(checkArchitecture(allowed)).toEqual([]);

    const forbidden = new Map([
      ...allowed,
      [`${web}/features/todos/todo-form.tsx`, "import { clientKeys } from '../crm/api/keys.ts';"],
      [`${web}/components/client-picker.tsx`, "import { clientKeys } from '../features/crm/api/keys.ts';"],
      [`${web}/lib/entities/clients.ts`, "export { clientKeys } from '../../features/crm/api/keys.ts';"],
    ]);
    const violations = checkArchitecture(forbidden);
    expect(only(violations, rules.featureToFeature).map((v) => v.file)).toEqual([
      `${web}/features/todos/todo-form.tsx`,
    ]);
    expect(only(violations, rules.sharedToFeature).map((v) => v.file)).toEqual([
      `${web}/components/client-picker.tsx`,
      `${web}/lib/entities/clients.ts`,
    ]);
  });
});
