// Budget control and the hours bank (spec 2 sections 2.8, 3, 5, 7 and 9).
export * from './hours-ledger';
export * from './service-value';
export * from './hours-bank-movement';
export * from './budget-messages';
export * from './hours-card';
export * from './search-text';
