import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ensureStorageVersion, webStorage } from '~/lib/storage-version';

// Spec §3 storage version flag; a blocked or broken storage must never stop hydration.
try {
  ensureStorageVersion(webStorage('localStorage'), webStorage('sessionStorage'));
} catch (error) {
  console.warn('Storage version check failed', error);
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
