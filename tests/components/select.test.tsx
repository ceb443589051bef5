// @vitest-environment jsdom
// The site's select as a form re-rendered after a post shows it: one chosen value, whatever was posted.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from '../../app/components/ui/select';

const options = ['1', '2', '3'].map((value) => (
  <option key={value} value={value}>
    {value}
  </option>
));

afterEach(() => vi.restoreAllMocks());

describe('Select', () => {
  it('shows the first of the values a form posted twice (Conform hands them back as a list), on the server and in the browser', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <Select name="adults" defaultValue={['3', '1']}>
        {options}
      </Select>,
    );
    expect(html.match(/selected=""/g)).toHaveLength(1);
    expect(html).toContain('<option value="3" selected="">');

    render(
      <Select aria-label="Dorośli" defaultValue={['2', '3']}>
        {options}
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Dorośli' })).toHaveValue('2');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps a list for a multiple select', () => {
    render(
      <Select aria-label="Udogodnienia" multiple defaultValue={['1', '3']}>
        {options}
      </Select>,
    );
    const chosen = Array.from(screen.getByRole('listbox', { name: 'Udogodnienia' }).querySelectorAll('option:checked'));
    expect(chosen.map((option) => option.getAttribute('value'))).toEqual(['1', '3']);
  });
});
