import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { browserStorage, ensureStorageVersion } from '~/lib/storage';

// Spec §3 storage version flag; a blocked or broken storage must never stop hydration.
try {
  ensureStorageVersion(browserStorage('localStorage'), browserStorage('sessionStorage'));
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
