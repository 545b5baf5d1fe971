import { can, todoChecklistEndpoints } from '@officina/contracts';
import { signedIn } from '../../http/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ChecklistOwnerKind } from '../checklists/checklist-owner.routes.ts';
import { assertTodoActive } from './todo.mapper.ts';
import { assertCanWorkOnTodo } from './todo.service.ts';

/**
 * A to-do's checklist: read by every signed-in user (the to-do must exist); changed, ticking
 * included, with manage_todos or by an assignee, and only while the to-do is not archived.
 */
export const todoChecklist: ChecklistOwnerKind = {
  key: 'todo_id',
  endpoints: todoChecklistEndpoints,
  access: {
    read: signedIn(),
    edit: signedIn({ own: 'assignee', others: ['manage_todos'], refusal: 403 }),
  },
  async assertCanRead(db, request, id) {
    const { user } = requireUser(request);
    await assertCanWorkOnTodo(db, id, user.id, true);
  },
  async assertCanEdit(db, request, id) {
    const { user, ability } = requireUser(request);
    assertTodoActive(await assertCanWorkOnTodo(db, id, user.id, can(ability, 'manage_todos')));
  },
};
