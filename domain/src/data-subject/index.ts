export * from './erasure-deadline';
export * from './erasure-request';
export * from './erasure-titles';
