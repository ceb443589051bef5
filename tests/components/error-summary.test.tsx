// @vitest-environment jsdom
// The no-JS error list above a form: one link per field, in the order the form shows the fields.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../app/components/ui/form-field';

const LABELS = {
  firstName: 'Imię',
  email: 'E-mail',
  'invoiceData.nip': 'NIP',
  licensePlates: 'Tablica rejestracyjna',
  privacyPolicyAccepted: 'Zgody',
};

describe('ErrorSummary', () => {
  it('lists the fields in the form’s order, whatever order the server checked them in', () => {
    render(
      <ErrorSummary
        formId="f"
        heading="Popraw zaznaczone pola:"
        labels={LABELS}
        lastResult={{
          status: 'error',
          error: {
            privacyPolicyAccepted: ['Zaakceptuj regulamin.'],
            'licensePlates[1]': ['Druga tablica.'],
            email: ['Podaj e-mail.'],
            'licensePlates[0]': ['Pierwsza tablica.'],
            'invoiceData.nip': ['Podaj NIP.'],
            firstName: ['Podaj imię.'],
            unknownField: ['Bez etykiety.'],
          },
        }}
      />,
    );
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Imię: Podaj imię.',
      'E-mail: Podaj e-mail.',
      'NIP: Podaj NIP.',
      'Tablica rejestracyjna: Pierwsza tablica.',
      'Tablica rejestracyjna: Druga tablica.',
      'Zgody: Zaakceptuj regulamin.',
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '#f-firstName');
    // A URL's fragment may not hold `[` or `]` (the HTML checker refuses it): encoded, decoded by the browser.
    const plate = within(items[3]).getByRole('link');
    expect(plate).toHaveAttribute('href', '#f-licensePlates%5B0%5D');
    expect(decodeURIComponent(plate.getAttribute('href')?.slice(1) ?? '')).toBe('f-licensePlates[0]');
  });
});
