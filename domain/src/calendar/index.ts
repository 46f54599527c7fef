export * from './brazilian-holidays';
export * from './business-calendar';
export * from './calendar-days';
export * from './firm-calendar-api';
