export * from './audit-kinds';
export * from './audit-changes';
export * from './audit-event';
export * from './audit-messages';
export * from './audit-format';
export * from './audit-constants';
