// Public surface of @dpohub/domain. Each module re-exported here is pure TypeScript (no I/O, no React).
export {};
