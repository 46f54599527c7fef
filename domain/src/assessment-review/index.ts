export * from './review-state';
