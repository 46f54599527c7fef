import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMPLOYEE_TYPE, FEATURES } from '@dpohub/domain';
import { GroupRoleList, GroupRoleParams, GroupRoleQuery, type GroupRole } from '@dpohub/domain/wire';
import { permissionGroupRoles, permissionGroups, roles } from '../db/schema';

/**
 * GET /group-role/{id}?ids=1 (spec 1 sections 2.9 and 6): the permission checkboxes of the
 * user form, grouped by menu. `{id}` is the profile (employee-type code) being edited: only the
 * granular client profile (0) has permissions, so 1 and 2 answer an empty list. `ids` is the
 * flag the screen always sends (1); it does not change the answer.
 */
export const groupRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'Permission menu groups for a profile (0 granular client user)',
        params: GroupRoleParams,
        querystring: GroupRoleQuery,
        response: { 200: GroupRoleList },
      },
    },
    async (request) => {
      if (request.params.id !== EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW) return [];
      const rows = await app.db
        .select({
          groupId: permissionGroups.id,
          groupName: permissionGroups.name,
          id: roles.id,
          name: roles.name,
          description: roles.description,
        })
        .from(permissionGroups)
        .innerJoin(permissionGroupRoles, eq(permissionGroupRoles.groupId, permissionGroups.id))
        .innerJoin(roles, eq(roles.id, permissionGroupRoles.roleId))
        .orderBy(asc(permissionGroups.position), asc(permissionGroups.id), asc(roles.id));
      const groups = new Map<number, GroupRole>();
      for (const { groupId, groupName, ...role } of rows) {
        const group = groups.get(groupId) ?? { id: groupId, name: groupName, roles: [] };
        group.roles.push(role);
        groups.set(groupId, group);
      }
      return [...groups.values()];
    },
  );
};
