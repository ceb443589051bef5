// Worker entry of the API thread (server/embedded-api.ts). tsx's loader, which the main thread gets
// from `tsx server.ts`, does not reach worker threads on Node 20: it is registered here, then the
// TypeScript entry is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./api-thread.ts');
