export * from './executable-files';
export * from './demand-editing';
export * from './internal-notes';
export * from './sla-report';
export * from './sla-report-titles';
export * from './urgent-deadline';
export * from './demand-queue';
