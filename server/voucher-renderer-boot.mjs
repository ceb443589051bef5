// Entry of the voucher renderer process when run from source (tsx): registers tsx, then loads the
// TypeScript entry (built, build/server/voucher-renderer.js is forked directly).
import { register } from 'tsx/esm/api';

register();
await import('./voucher-renderer.ts');
