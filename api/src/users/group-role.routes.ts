import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { EMPLOYEE_TYPE, FEATURES, type GroupRole } from '@dpohub/domain';
import { permissionGroupRoles, permissionGroups, roles } from '../db/schema';
import { roleListSchema } from './user-schemas';

type MenuGroup = GroupRole & { id: number };

/**
 * GET /group-role/{id}?ids=1 (spec 1 sections 2.9 and 6): the permission checkboxes of the
 * user form, grouped by menu. `{id}` is the profile (employee-type code) being edited: only the
 * granular client profile (0) has permissions, so 1 and 2 answer an empty list. `ids` is the
 * flag the screen always sends (1); it does not change the answer.
 */
export const groupRoleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number }; Querystring: { ids?: string } }>(
    '/:id',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'Permission menu groups for a profile (0 granular client user)',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', enum: Object.values(EMPLOYEE_TYPE) } },
        },
        querystring: { type: 'object', properties: { ids: { type: 'string', maxLength: 50 } } },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                roles: roleListSchema,
              },
              required: ['id', 'name', 'roles'],
            },
          },
        },
      },
    },
    async (request): Promise<MenuGroup[]> => {
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
      const groups = new Map<number, MenuGroup>();
      for (const { groupId, groupName, ...role } of rows) {
        const group = groups.get(groupId) ?? { id: groupId, name: groupName, roles: [] };
        group.roles.push(role);
        groups.set(groupId, group);
      }
      return [...groups.values()];
    },
  );
};
