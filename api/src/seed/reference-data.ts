import { PERMISSION_GROUPS, ROLE_CATALOG, SERVICE_TYPE } from '@dpohub/domain';
import { sql } from 'drizzle-orm';
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
  // One statement per table (not one per row): this runs at every start.
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLE_CATALOG.map(({ id, name, description }) => ({ id, name, description })))
      .onConflictDoUpdate({
        target: roles.id,
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });
    await tx
      .insert(permissionGroups)
      .values(PERMISSION_GROUPS.map(({ id, name }, position) => ({ id, name, position })))
      .onConflictDoUpdate({
        target: permissionGroups.id,
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(permissionGroupRoles)
      .values(
        PERMISSION_GROUPS.flatMap((group) =>
          group.roles.map((role) => ({ groupId: group.id, roleId: role.id })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(serviceTypes)
      .values(Object.entries(SERVICE_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })))
      .onConflictDoUpdate({ target: serviceTypes.id, set: { name: sql`excluded.name` } });
  });
}
