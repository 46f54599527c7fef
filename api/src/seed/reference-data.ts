import { PERMISSION_GROUPS, ROLE_CATALOG, SERVICE_TYPE } from '@dpohub/domain';
import type { Database } from '../db/database';
import { permissionGroupRoles, permissionGroups, roles, serviceTypes } from '../db/schema';

/** Names of the demand kinds of spec 2 (documents 9, contracts 12, consultations 2). */
export const SERVICE_TYPE_NAMES: Record<number, string> = {
  [SERVICE_TYPE.CONSULTA]: 'Consulta',
  [SERVICE_TYPE.DOCUMENTO]: 'Documento',
  [SERVICE_TYPE.CONTRATO]: 'Contrato',
};

/**
 * Data every installation needs, demo or not: roles and permission groups (from the domain)
 * and service types. Safe to run on every start.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const role of ROLE_CATALOG) {
      await tx
        .insert(roles)
        .values({ id: role.id, name: role.name, description: role.description })
        .onConflictDoUpdate({
          target: roles.id,
          set: { name: role.name, description: role.description },
        });
    }
    for (const [position, group] of PERMISSION_GROUPS.entries()) {
      await tx
        .insert(permissionGroups)
        .values({ id: group.id, name: group.name, position })
        .onConflictDoUpdate({ target: permissionGroups.id, set: { name: group.name, position } });
      await tx
        .insert(permissionGroupRoles)
        .values(group.roles.map((role) => ({ groupId: group.id, roleId: role.id })))
        .onConflictDoNothing();
    }
    for (const [id, name] of Object.entries(SERVICE_TYPE_NAMES)) {
      await tx
        .insert(serviceTypes)
        .values({ id: Number(id), name })
        .onConflictDoUpdate({ target: serviceTypes.id, set: { name } });
    }
  });
}
