import { eq, inArray } from 'drizzle-orm';
import {
  AUTHORITIES,
  EMPLOYEE_TYPE,
  ROLE_CATALOG,
  addDays,
  formatApiDate,
  parseApiDate,
  type Authority,
} from '@dpohub/domain';
import { hashPassword } from '../auth/password-hasher';
import { brazilianDate } from '../clock';
import type { Database } from '../db/database';
import { clientPricesHours, userRoles, users } from '../db/schema';
import { DEMO_CLIENTS } from './demo-users';

/** Password of every user this seed adds. */
export const ADMIN_DEMO_PASSWORD = 'Demo@1234';

interface AdminDemoUser {
  username: string;
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  clientId: number;
  authorities: Authority[];
  enabled: boolean;
  /** Days from the first seed to the last valid day; null for permanent access. */
  expiresInDays: number | null;
}

/** More users per client for the user screens: a granular manager, temporary and disabled ones. */
export const ADMIN_DEMO_USERS: readonly AdminDemoUser[] = [
  {
    username: 'acme.gestor',
    name: 'Gustavo Nunes',
    email: 'acme.gestor@acme.local',
    jobTitle: 'Coordenador de Privacidade',
    department: 'Compliance',
    clientId: DEMO_CLIENTS.acme.id,
    authorities: [AUTHORITIES.GESTAO_USUARIOS, AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS],
    enabled: true,
    expiresInDays: null,
  },
  {
    username: 'acme.temporario',
    name: 'Helena Duarte',
    email: 'acme.temporario@acme.local',
    jobTitle: 'Auditora',
    department: 'Auditoria Interna',
    clientId: DEMO_CLIENTS.acme.id,
    authorities: [AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS],
    enabled: true,
    expiresInDays: 10,
  },
  {
    username: 'acme.inativo',
    name: 'Otávio Brandão',
    email: 'acme.inativo@acme.local',
    jobTitle: 'Analista de Sistemas',
    department: 'Tecnologia da Informação',
    clientId: DEMO_CLIENTS.acme.id,
    authorities: [AUTHORITIES.AVALIACAO_NOVOS_PROJETOS],
    enabled: false,
    expiresInDays: null,
  },
  {
    username: 'beta.temporario',
    name: 'Sofia Prado',
    email: 'beta.temporario@beta.local',
    jobTitle: 'Consultora',
    department: 'Jurídico',
    clientId: DEMO_CLIENTS.beta.id,
    authorities: [AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS],
    enabled: true,
    expiresInDays: 5,
  },
];

/** Acme's price history: a closed period and the current, open one. Beta has none. */
export const ADMIN_DEMO_PRICES = [
  {
    clientId: DEMO_CLIENTS.acme.id,
    valorHora: 320,
    vigenciaInicio: '2024-01-01',
    vigenciaFim: '2024-12-31',
  },
  {
    clientId: DEMO_CLIENTS.acme.id,
    valorHora: 350,
    vigenciaInicio: '2025-01-01',
    vigenciaFim: null,
  },
] as const;

const roleId = (authority: Authority) => ROLE_CATALOG.find((role) => role.name === authority)!.id;

/** Adds the users and prices above when missing; running it again changes nothing. */
export async function seedAdminData(db: Database): Promise<void> {
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        ADMIN_DEMO_USERS.map((user) => user.username),
      ),
    );
  const missing = ADMIN_DEMO_USERS.filter(
    (user) => !existing.some((row) => row.username === user.username),
  );
  if (missing.length) {
    const passwordHash = await hashPassword(ADMIN_DEMO_PASSWORD);
    const now = new Date();
    const today = parseApiDate(brazilianDate(now))!;
    for (const user of missing) {
      const [row] = await db
        .insert(users)
        .values({
          username: user.username,
          email: user.email,
          name: user.name,
          passwordHash,
          employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
          jobTitle: user.jobTitle,
          department: user.department,
          clientId: user.clientId,
          enabled: user.enabled,
          temporaryAccess: user.expiresInDays !== null,
          expirationDate:
            user.expiresInDays === null ? null : formatApiDate(addDays(today, user.expiresInDays)),
          termsAcceptedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      const authorities = [AUTHORITIES.USER, ...user.authorities];
      await db
        .insert(userRoles)
        .values(authorities.map((authority) => ({ userId: row.id, roleId: roleId(authority) })));
    }
  }

  const [anyPrice] = await db
    .select({ id: clientPricesHours.id })
    .from(clientPricesHours)
    .where(eq(clientPricesHours.clientId, DEMO_CLIENTS.acme.id))
    .limit(1);
  if (!anyPrice) await db.insert(clientPricesHours).values([...ADMIN_DEMO_PRICES]);
}
