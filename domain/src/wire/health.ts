import { Type, type Static } from 'typebox';
import { StringEnum } from './schema';

// Health and readiness, for load balancers, orchestrators and the start script.

/** The database the API runs on: the embedded PGlite or a PostgreSQL server. */
const DatabaseDriver = StringEnum(['pglite', 'postgres'] as const);

/** GET /health, 200: the process and its database write and read. */
export const Health = Type.Object({
  status: StringEnum(['ok'] as const),
  database: DatabaseDriver,
});

/** GET /health, 503: the database cannot write and read. */
export const HealthUnavailable = Type.Object({
  status: StringEnum(['unavailable'] as const),
  database: DatabaseDriver,
  message: Type.String(),
});

/** GET /ready, 200: send me traffic. */
export const Readiness = Type.Object({
  status: StringEnum(['ready'] as const),
  database: DatabaseDriver,
});

/** GET /ready, 503: shutting down, or the database out of reach. */
export const NotReady = Type.Object({
  status: StringEnum(['draining', 'database-unreachable'] as const),
  database: DatabaseDriver,
});

export type Health = Static<typeof Health>;
export type Readiness = Static<typeof Readiness>;
