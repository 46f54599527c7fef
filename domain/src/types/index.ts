// Entity and call types of every area, named with the spec's wire field names.
export * from './common';
export * from './auth';
export * from './client';
export * from './user';
export * from './lawyer';
export * from './demand';
export * from './budget';
export * from './assessment';
export * from './simulator';
