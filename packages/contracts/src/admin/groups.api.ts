import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { deleteResultSchema } from '../common/records.ts';
import {
  createUserGroupInputSchema,
  updateUserGroupInputSchema,
  userGroupViewSchema,
} from './group.schemas.ts';

export const userGroupListSchema = z.object({ data: z.array(userGroupViewSchema) });
export type UserGroupList = z.infer<typeof userGroupListSchema>;

export const userGroupResponseSchema = z.object({ group: userGroupViewSchema });
export type UserGroupResponse = z.infer<typeof userGroupResponseSchema>;

/** Every call needs `manage_users`. A change applies to the group's users on their next request. */
export const listUserGroupsEndpoint = defineEndpoint({
  operationId: 'listUserGroups',
  method: 'GET',
  path: '/admin/groups',
  summary: 'Gruppi di utenti con i loro permessi e il numero di utenti (tutti, per nome)',
  response: userGroupListSchema,
});

export const getUserGroupEndpoint = defineEndpoint({
  operationId: 'getUserGroup',
  method: 'GET',
  path: '/admin/groups/:id',
  summary: 'Un gruppo di utenti con i suoi permessi',
  response: userGroupResponseSchema,
});

export const createUserGroupEndpoint = defineEndpoint({
  operationId: 'createUserGroup',
  method: 'POST',
  path: '/admin/groups',
  summary: 'Nuovo gruppo: nome e permessi, oppure i permessi copiati da un altro gruppo (copy_from_id)',
  body: createUserGroupInputSchema,
  response: userGroupResponseSchema,
});

export const updateUserGroupEndpoint = defineEndpoint({
  operationId: 'updateUserGroup',
  method: 'PUT',
  path: '/admin/groups/:id',
  summary:
    'Modifica nome, accesso completo e permessi di un gruppo (409 se updated_at non è più quello attuale; 422 se non resterebbe alcun amministratore)',
  body: updateUserGroupInputSchema,
  response: userGroupResponseSchema,
});

export const deleteUserGroupEndpoint = defineEndpoint({
  operationId: 'deleteUserGroup',
  method: 'DELETE',
  path: '/admin/groups/:id',
  summary: 'Elimina un gruppo senza utenti (i gruppi predefiniti non si eliminano)',
  response: deleteResultSchema,
});
