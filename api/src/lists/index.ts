// Every paged list of the API: Spring pages and their caps (page.ts), the one search (search.ts)
// and the one way to read a page (list-page.ts). docs/decisions.md, "Bounded lists".
export * from './list-page';
export * from './page';
export * from './search';
