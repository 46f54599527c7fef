export * from './contract-end';
