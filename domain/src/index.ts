// Public surface of @dpohub/domain. Each module re-exported here is pure TypeScript (no I/O, no React).
export * from './constants';
export * from './messages';
export * from './api-messages';
export * from './format';
export * from './schemas';
export * from './types';
export * from './authorities';
export * from './access-policy';
export * from './demand-status';
export {};
export * from './dosimetry';
export * from './admin-api-messages';
export * from './admin-types';
export * from './admin-rules';
export * from './admin-messages';
export * from './simulator-attachments';
export * from './simulator-lead-sign-in';
