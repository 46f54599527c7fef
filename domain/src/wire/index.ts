// The wire contract: every request and answer of the API as one JSON schema (TypeBox). The API
// validates, serialises and documents with these schemas; the screens import only their types
// (`import type`), so no schema code lands in a page's bundle.
export * from './schema';
export * from './page';
export * from './demands';
export * from './comments';
export * from './lawyers';
export * from './users';
export * from './demand-people';
export * from './clients';
export * from './client-prices';
export * from './calendar';
export * from './account-security';
export * from './budget';
export * from './account';
export * from './audit';
export * from './my-data';
export * from './notification-preferences';
export * from './firm-mail';
export * from './health';
export * from './simulator';
export * from './assessment-review';
export * from './agent-profiles';
export * from './assessments';
