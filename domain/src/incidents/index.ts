export * from './enisa-severity';
export * from './incident-deadline';
export * from './incident-dossier';
export * from './incident-messages';
export * from './incident-result';
