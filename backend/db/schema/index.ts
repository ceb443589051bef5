// The database schema by area; drizzle.config.ts reads these files, and every module imports from here.
export * from './content';
export * from './products';
export * from './orders';
export * from './outbox';
export * from './settings';
