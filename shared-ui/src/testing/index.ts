/**
 * Test helpers for remotes (`@dpohub/shared-ui/testing`, jest only): a ShellApi whose http is the
 * standard client over a recording fetch, and a responder that answers by "METHOD /path".
 */
export * from './fake-shell';
export { createRecordingFetch } from './recording-fetch';
export * from './route-responder';
export * from './render-remote';
export { fakeDateOnly } from './fake-date';
export { TestQueryProvider } from './test-query-client';
