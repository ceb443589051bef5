// @vitest-environment jsdom
// The generic error screen: what a traveller reads after a failure, and where 'Spróbuj ponownie' leads.
import { createRemixStub } from '@remix-run/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../../app/components/error-screen';

function renderAt(url: string, error: unknown) {
  const Stub = createRemixStub([{ path: '*', Component: () => <ErrorScreen error={error} /> }]);
  render(<Stub initialEntries={[url]} />);
}

afterEach(() => vi.unstubAllEnvs());

describe('ErrorScreen', () => {
  it('offers to retry a server error at the same address, query included', async () => {
    vi.stubEnv('DEV', false); // as in production
    renderAt('/parking-lotnisko-krakow-balice/?arrivalAt=2026-12-01T10%3A00&sort=distance', new Error('boom'));
    expect(await screen.findByText('Błąd 500. Coś poszło nie tak po naszej stronie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie' })).toHaveAttribute(
      'href',
      '/parking-lotnisko-krakow-balice/?arrivalAt=2026-12-01T10%3A00&sort=distance',
    );
    // Internals never reach a traveller outside development.
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
  });

  it("shows no retry for an error that is not the server's", async () => {
    renderAt('/x/', null);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });
});
