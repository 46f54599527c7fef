export * from './contract/shell-api';
