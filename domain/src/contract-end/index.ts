export * from './contract-end';
export * from './contract-state';
