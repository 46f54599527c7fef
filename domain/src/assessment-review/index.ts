export * from './review-state';
export * from './assessment-versions';
export * from './review-comments';
