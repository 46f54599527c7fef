export * from './notification-kinds';
export * from './notification-recipients';
export * from './notification-mails';
export * from './deadline-clock';
export * from './status-history';
export * from './assessment-notices';
export * from './firm-mail-settings';
export * from './reply-to-address';
