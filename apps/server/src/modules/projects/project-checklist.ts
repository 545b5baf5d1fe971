import { can, projectChecklistEndpoints } from '@officina/contracts';
import { allOf } from '../../http/access.ts';
import { forbidden } from '../../http/api-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ChecklistOwnerKind } from '../checklists/checklist-owner.routes.ts';
import { assertProjectExists } from './project.service.ts';

/** A project's checklist: view_projects to read, view_projects + manage_projects to change (ticking too). */
export const projectChecklist: ChecklistOwnerKind = {
  key: 'project_id',
  endpoints: projectChecklistEndpoints,
  access: { read: allOf(['view_projects']), edit: allOf(['view_projects', 'manage_projects']) },
  async assertCanRead(db, request, id) {
    if (!can(requireUser(request).ability, 'view_projects')) throw forbidden();
    await assertProjectExists(db, id);
  },
  async assertCanEdit(db, request, id) {
    const { ability } = requireUser(request);
    if (!can(ability, 'view_projects') || !can(ability, 'manage_projects')) throw forbidden();
    await assertProjectExists(db, id);
  },
};
