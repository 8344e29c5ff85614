// The whole database schema, one import for the drizzle instance and the repositories.
export * from './tables/users';
export * from './tables/organisations';
export * from './tables/learning';
export * from './tables/classrooms';
export * from './tables/rate-limits';
export * from './tables/content';
export * from './tables/catalog';
export * from './tables/carts';
export * from './tables/commerce';
export * from './tables/certificates';
export * from './tables/download-tokens';
export * from './tables/assessments';
export * from './tables/rewards';
export * from './tables/discussions';
export * from './tables/lab';
export * from './tables/attendance';
export * from './tables/program';
