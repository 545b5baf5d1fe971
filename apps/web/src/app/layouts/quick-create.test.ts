import { describe, expect, it } from 'vitest';
import { prefillFromPath } from './quick-create.ts';

describe('prefillFromPath', () => {
  it('takes the project of a project page, whatever the tab', () => {
    expect(prefillFromPath('/projects/detail/12')).toEqual({ project_id: 12, client_id: null });
    expect(prefillFromPath('/projects/detail/12/tempi')).toEqual({ project_id: 12, client_id: null });
    expect(prefillFromPath('/projects/edit/7')).toEqual({ project_id: 7, client_id: null });
  });
  it('takes the client of a client page', () => {
    expect(prefillFromPath('/crm/detail/5')).toEqual({ project_id: null, client_id: 5 });
    expect(prefillFromPath('/crm/detail/5/progetti')).toEqual({ project_id: null, client_id: 5 });
    expect(prefillFromPath('/crm/5/edit')).toEqual({ project_id: null, client_id: 5 });
  });
  it("takes the project and client of a to-do page's to-do, once the page has it", () => {
    const loaded = (id: number) => (id === 1 ? { project_id: 4, client_id: 2 } : undefined);
    expect(prefillFromPath('/todos/1/detail', loaded)).toEqual({ project_id: 4, client_id: 2 });
    expect(prefillFromPath('/todos/1/edit', loaded)).toEqual({ project_id: 4, client_id: 2 });
    expect(prefillFromPath('/todos/1/detail', () => ({ project_id: null, client_id: 2 }))).toEqual({
      project_id: null,
      client_id: 2,
    });
    expect(prefillFromPath('/todos/9/detail', loaded)).toEqual({ project_id: null, client_id: null });
    expect(prefillFromPath('/todos/1/detail')).toEqual({ project_id: null, client_id: null });
  });
  it('prefills nothing elsewhere or for malformed ids', () => {
    expect(prefillFromPath('/dashboard')).toEqual({ project_id: null, client_id: null });
    expect(prefillFromPath('/projects')).toEqual({ project_id: null, client_id: null });
    expect(prefillFromPath('/crm/persons/3/detail')).toEqual({ project_id: null, client_id: null });
    expect(prefillFromPath('/projects/detail/abc')).toEqual({ project_id: null, client_id: null });
    expect(prefillFromPath('/projects/detail/0')).toEqual({ project_id: null, client_id: null });
  });
});
