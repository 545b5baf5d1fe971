import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { keepRouteTable, registerAccess } from './http/access.ts';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { invitationRoutes } from './modules/admin-users/invitation.routes.ts';
import { attachmentRoutes } from './modules/attachments/attachment.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionResolver } from './modules/auth/session-user.ts';
import { checklistRoutes } from './modules/checklists/checklist.routes.ts';
import { clientRoutes } from './modules/clients/client.routes.ts';
import { clientTransferRoutes } from './modules/clients/client-transfer.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { contractRoutes } from './modules/contracts/contract.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { documentationRoutes } from './modules/documentations/documentation.routes.ts';
import { externalLinkRoutes } from './modules/external-links/external-link.routes.ts';
import { groupRoutes } from './modules/groups/group.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { keyRoutes } from './modules/keyholders/key.routes.ts';
import { keyholderRoutes } from './modules/keyholders/keyholder.routes.ts';
import { eventRoutes } from './modules/notifications/events.routes.ts';
import { notificationRoutes } from './modules/notifications/notification.routes.ts';
import { offerSettingsRoutes } from './modules/offer-settings/offer-settings.routes.ts';
import { opportunityRoutes } from './modules/opportunities/opportunity.routes.ts';
import { opportunityActionRoutes } from './modules/opportunities/opportunity-actions.routes.ts';
import { personRoutes } from './modules/persons/person.routes.ts';
import { personTransferRoutes } from './modules/persons/person-transfer.routes.ts';
import { productRoutes } from './modules/products/product.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { projectRoutes } from './modules/projects/project.routes.ts';
import { projectChecklist } from './modules/projects/project-checklist.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { scheduleRoutes } from './modules/schedules/schedule.routes.ts';
import { scheduleFeedRoutes } from './modules/schedules/schedule-feed.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { lookupAdminRoutes } from './modules/settings/lookup-admin.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { timingRoutes } from './modules/timings/timing.routes.ts';
import { todoRoutes } from './modules/todos/todo.routes.ts';
import { todoChecklist } from './modules/todos/todo-checklist.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { recordDependents } from './record-dependents.ts';
import { setRecordDependents } from './records/dependents.ts';
import { setSearchSources } from './records/search-sources.ts';
import { searchSourceList } from './search-sources.ts';

/**
 * The /api scope: every route here declares who may call it (http/access.ts) or the app fails to
 * start; a session is needed unless the access is public. Modules add themselves.
 */
export async function apiRoutes(api: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  setRecordDependents(recordDependents);
  setSearchSources(searchSourceList);
  keepRouteTable(ctx, registerAccess(api));
  registerAuth(api, sessionResolver(ctx));
  registerInputGuard(api);
  await api.register(healthRoutes, { ctx });
  await api.register(authRoutes, { ctx });
  await api.register(invitationRoutes, { ctx });
  await api.register(adminUserRoutes, { ctx });
  await api.register(userRoutes, { ctx });
  await api.register(groupRoutes, { ctx });
  await api.register(settingsRoutes, { ctx });
  await api.register(lookupAdminRoutes, { ctx });
  await api.register(clientRoutes, { ctx });
  await api.register(personRoutes, { ctx });
  // Own scopes: multipart is registered only there (the rest of the API refuses non-JSON bodies).
  await api.register(clientTransferRoutes, { ctx });
  await api.register(personTransferRoutes, { ctx });
  await api.register(projectRoutes, { ctx });
  await api.register(todoRoutes, { ctx });
  await api.register(checklistRoutes, { ctx, owners: [todoChecklist, projectChecklist] });
  await api.register(timingRoutes, { ctx });
  await api.register(dashboardRoutes, { ctx });
  await api.register(productRoutes, { ctx });
  await api.register(opportunityRoutes, { ctx });
  await api.register(opportunityActionRoutes, { ctx });
  await api.register(contractRoutes, { ctx });
  await api.register(offerSettingsRoutes, { ctx });
  // Own scope: multipart (the company's logos) is registered only there.
  await api.register(companyRoutes, { ctx });
  await api.register(externalLinkRoutes, { ctx });
  await api.register(keyholderRoutes, { ctx });
  await api.register(keyRoutes, { ctx });
  await api.register(scheduleRoutes, { ctx });
  await api.register(scheduleFeedRoutes, { ctx });
  await api.register(documentationRoutes, { ctx });
  // Own scope: multipart is registered only there.
  await api.register(attachmentRoutes, { ctx });
  await api.register(notificationRoutes, { ctx });
  await api.register(eventRoutes, { ctx });
  await api.register(pushRoutes, { ctx });
  await api.register(searchRoutes, { ctx });
  await api.register(auditRoutes, { ctx });
  // Own scope: multipart (the profile picture) is registered only there.
  await api.register(profileRoutes, { ctx });
}
