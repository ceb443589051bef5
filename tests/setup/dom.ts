// Component tests (`// @vitest-environment jsdom` at the top of a tests/components/*.test.tsx file):
// Testing Library's DOM matchers, and an unmounted tree after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
