import type { Api } from './api.ts';
import { type ProjectRecord, unique } from './records.ts';

export interface KeyholderRecord {
  id: number;
  title: string;
}

/** A credential made through the API (the secret and notes sealed by the server like any other). */
export async function createKeyholder(
  api: Api,
  fields: {
    title?: string;
    kind?: string;
    client_id?: number | null;
    project_id?: number | null;
    host?: string | null;
    username?: string | null;
    secret?: string | null;
    notes?: string | null;
    expires_on?: string | null;
  } = {},
): Promise<KeyholderRecord> {
  const { keyholder } = await api.post<{ keyholder: KeyholderRecord }>('/keyholders', {
    title: `Credenziale E2E ${unique()}`,
    kind: 'hosting',
    ...fields,
  });
  return keyholder;
}

/** The signed-in user's id (GET /user/auth). */
export async function ownId(api: Api): Promise<number> {
  const { user } = await api.get<{ user: { id: number } }>('/user/auth');
  return user.id;
}

/** A project of `client_id` managed by or with members among the given users (the credentials' reach). */
export async function createTeamProject(
  api: Api,
  fields: { client_id: number; manager_id?: number; member_ids?: number[] },
): Promise<ProjectRecord> {
  const stamp = unique();
  const { project } = await api.post<{ project: ProjectRecord }>('/projects', {
    code: `E2E-${stamp}`,
    name: `Progetto E2E ${stamp}`,
    ...fields,
  });
  return project;
}
