// Budget control and the hours bank (spec 2 sections 2.8, 3, 5, 7 and 9).
export * from './budget-days';
export * from './budget-money';
export * from './service-value';
export * from './service-period';
export * from './hours-ledger';
export * from './hours-bank-movement';
export * from './hours-alerts';
export * from './hours-forecast';
export * from './hours-report';
export * from './budget-statement';
export * from './budget-messages';
export * from './hours-card';
export * from './search-text';
