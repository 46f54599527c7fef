export * from './executable-files';
export * from './demand-editing';
