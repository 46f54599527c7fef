export * from './erasure-deadline';
export * from './erasure-request';
