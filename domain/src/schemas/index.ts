export * from './client';
export * from './export-period';
export * from './field-errors';
export * from './login';
export * from './password';
export * from './password-recovery';
export * from './password-rules';
