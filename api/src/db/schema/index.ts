// The database schema, one file per area. A new area adds its file here and runs
// `npm run db:generate -w @dpohub/api` to produce its migration.
export * from './clients';
export * from './service-types';
export * from './users';
export * from './auth';
export * from './lawyers';
export * from './client-prices';
export * from './simulator';
export * from './user-invitations';
export * from './demands';
export * from './notifications';
export * from './assessments';
export * from './health';
export * from './hours-bank';
export * from './request-claims';
export * from './prepared-state';
export * from './audit';
export * from './firm-calendar';
export * from './account-security';
export * from './data-subject';
