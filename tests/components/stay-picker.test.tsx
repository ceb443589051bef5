// @vitest-environment jsdom
// The stay picker (spec §4 range rules, §5 calendar and time rules) as a traveller uses it: the
// calendar popover, the time selects, and the form fields it fills — with and without JavaScript.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StayFields, StayPicker, type StayValue } from '../../app/components/search/stay-fields';
import { atWarsawTime, toIsoWithOffset } from '../../core/warsaw-time';
import { resolveStay, stayToParams } from '../../app/lib/search-state';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../app/components/ui/toast', () => ({ notify }));

/** Tuesday 10 March 2026, 10:15 in Warsaw: the calendar shows March, today is the 10th. */
const NOW = atWarsawTime('2026-03-10', '10:15');
const at = (day: string, time: string) => toIsoWithOffset(atWarsawTime(day, time));

beforeAll(async () => {
  // The calendar is loaded lazily (React.lazy), as in the browser; here its modules are evaluated
  // first, before Date is faked. Evaluated under the fake, @date-fns/tz's TZDate would extend the fake
  // Date, whose prototype has none of the methods TZDate wraps to keep its time-zone view in step:
  // moved dates would keep stale text (React then warns of the weekday header's duplicate keys).
  await import('../../app/components/search/range-calendar');
});

beforeEach(() => {
  // Only Date: the timers stay real, so Testing Library and Radix run as in a browser.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // jsdom has neither: one month under 768 px (spec §5), and Radix measures the anchor.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  notify.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPicker(props: Partial<StayValue> & { unavailableDays?: string[] } = {}) {
  const onChange = vi.fn<(stay: StayValue) => void>();
  const user = userEvent.setup();
  const view = render(
    <form aria-label="Wyszukaj parking">
      <StayFields arrivalAt={null} departureAt={null} {...props} onChange={onChange} />
      <button type="button">Poza kalendarzem</button>
    </form>,
  );
  const form = screen.getByRole('form', { name: 'Wyszukaj parking' });
  const trigger = (name: 'Przyjazd' | 'Wyjazd') => screen.getByRole('button', { name: new RegExp(`^${name}`) });
  /** Opens the calendar from a trigger and waits for the month grid (the chunk loads lazily). */
  const open = async (name: 'Przyjazd' | 'Wyjazd' = 'Przyjazd') => {
    await user.click(trigger(name));
    // React.lazy's import resolves on a later tick and the popover renders after it: wait for both.
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz daty przyjazdu i wyjazdu' }, { timeout: 10_000 });
    await within(dialog).findByRole('grid');
    return dialog;
  };
  const dayButton = (day: string) => {
    const button = screen.getByRole('dialog').querySelector(`[data-day="${day}"]:not([data-outside]) button`);
    if (!(button instanceof HTMLButtonElement)) throw new Error(`no button for ${day}`);
    return button;
  };
  const pick = (day: string) => user.click(dayButton(day));
  const field = (name: string) => {
    const element = form.querySelector(`[name="${name}"]`);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement))
      throw new Error(`no field ${name}`);
    return element;
  };
  const options = (name: string) =>
    [...form.querySelectorAll(`select[name="${name}"] option`)].map((o) => o.textContent);
  return { ...view, user, onChange, trigger, open, dayButton, pick, field, options };
}

describe('StayFields with JavaScript: range rules', () => {
  it('sets the arrival, then the departure; the popover closes and the form fields carry the stay', async () => {
    const picker = renderPicker();
    const dialog = await picker.open();
    expect(within(dialog).getByText('Wybierz datę przyjazdu')).toBeInTheDocument();

    await picker.pick('2026-03-12');
    expect(within(dialog).getByText('Wybierz datę wyjazdu')).toBeInTheDocument();
    expect(picker.trigger('Przyjazd')).toHaveTextContent('12/03/2026');
    expect(picker.trigger('Wyjazd')).toHaveTextContent('Wybierz datę');
    expect(picker.onChange).toHaveBeenLastCalledWith({ arrivalAt: at('2026-03-12', '12:00'), departureAt: null });

    await picker.pick('2026-03-16');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picker.trigger('Wyjazd')).toHaveTextContent('16/03/2026');
    expect(picker.onChange).toHaveBeenLastCalledWith({
      arrivalAt: at('2026-03-12', '12:00'),
      departureAt: at('2026-03-16', '12:00'),
    });
    // What a GET form submits: the days in hidden fields, the times in the selects (12:00 by default).
    expect(picker.field('arrivalDate')).toHaveAttribute('type', 'hidden');
    expect(picker.field('arrivalDate')).toHaveValue('2026-03-12');
    expect(picker.field('departureDate')).toHaveValue('2026-03-16');
    expect(picker.field('arrivalTime')).toHaveValue('12:00');
    expect(picker.field('departureTime')).toHaveValue('12:00');
    // A completed range gives the focus back to the trigger that opened the calendar.
    await waitFor(() => expect(picker.trigger('Przyjazd')).toHaveFocus());
  });

  it('swaps a departure clicked before the arrival, keeping the chosen times of day', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-14', '08:30'), departureAt: at('2026-03-15', '19:00') });
    await picker.open('Wyjazd');
    // After a complete range the first click starts again.
    await picker.pick('2026-03-20');
    await picker.pick('2026-03-16');
    expect(picker.onChange).toHaveBeenLastCalledWith({
      arrivalAt: at('2026-03-16', '08:30'),
      departureAt: at('2026-03-20', '19:00'),
    });
    expect(picker.field('arrivalDate')).toHaveValue('2026-03-16');
    expect(picker.field('departureDate')).toHaveValue('2026-03-20');
  });

  it('focuses the selected day when it opens', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-14', '12:00'), departureAt: at('2026-03-18', '12:00') });
    await picker.open();
    await waitFor(() => expect(picker.dayButton('2026-03-14')).toHaveFocus());
  });
});

describe('StayFields with JavaScript: time rules', () => {
  it('offers arrival times today from the next full hour on, and every slot on a later day', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-10', '11:00'), departureAt: at('2026-03-12', '12:00') });
    expect(picker.options('arrivalTime')[0]).toBe('11:00');
    expect(picker.options('arrivalTime')).not.toContain('10:30');
    expect(picker.options('departureTime')).toHaveLength(48);

    await picker.open();
    await picker.pick('2026-03-11');
    expect(picker.options('arrivalTime')).toHaveLength(48);
    expect(picker.options('arrivalTime')[0]).toBe('00:00');
  });

  it('a same-day stay offers only later departure hours, and a later arrival pushes the departure', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-12', '10:30'), departureAt: at('2026-03-13', '12:00') });
    await picker.open();
    await picker.pick('2026-03-13');
    await picker.pick('2026-03-13');
    expect(picker.field('arrivalDate')).toHaveValue('2026-03-13');
    expect(picker.field('departureDate')).toHaveValue('2026-03-13');
    expect(picker.field('arrivalTime')).toHaveValue('10:30');
    expect(picker.field('departureTime')).toHaveValue('12:00');
    expect(picker.options('departureTime')[0]).toBe('11:00');
    expect(picker.options('departureTime')).not.toContain('10:00');

    await picker.user.selectOptions(picker.field('arrivalTime'), '12:00');
    expect(picker.field('departureTime')).toHaveValue('13:00');
    expect(picker.onChange).toHaveBeenLastCalledWith({
      arrivalAt: at('2026-03-13', '12:00'),
      departureAt: at('2026-03-13', '13:00'),
    });
  });

  it('at 18:08 the first arrival time offered today is 19:00, the one the search uses', async () => {
    vi.setSystemTime(atWarsawTime('2026-03-10', '18:08'));
    const picker = renderPicker({ arrivalAt: at('2026-03-10', '19:00'), departureAt: at('2026-03-12', '12:00') });
    expect(picker.options('arrivalTime')[0]).toBe('19:00');
    expect(picker.options('arrivalTime')).not.toContain('18:30');
  });

  it('a same-day arrival moved to 23:00 moves the departure where the search will have it', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-13', '15:00'), departureAt: at('2026-03-13', '16:00') });
    await picker.user.selectOptions(picker.field('arrivalTime'), '23:00');
    // Not a stale 16:00 before the arrival: the spec's correction (arrival + 7 days), shown at once.
    expect(picker.field('departureDate')).toHaveValue('2026-03-20');
    expect(picker.field('departureTime')).toHaveValue('23:00');
    expect(picker.options('departureTime')).toHaveLength(48);
    const reported = { arrivalAt: at('2026-03-13', '23:00'), departureAt: at('2026-03-20', '23:00') };
    expect(picker.onChange).toHaveBeenLastCalledWith(reported);
    const arrival = atWarsawTime('2026-03-13', '23:00');
    const departure = atWarsawTime('2026-03-20', '23:00');
    expect(stayToParams(resolveStay({ arrival, departure }, new Date()))).toEqual(reported);
  });

  it('a day picked today at a time already past starts at the next full hour', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-11', '08:00'), departureAt: at('2026-03-12', '08:00') });
    await picker.open();
    await picker.pick('2026-03-10');
    expect(picker.field('arrivalDate')).toHaveValue('2026-03-10');
    expect(picker.field('arrivalTime')).toHaveValue('11:00');
  });
});

describe('StayFields with JavaScript: unavailable and past days', () => {
  it('disables the days before today and the unavailable days', async () => {
    const picker = renderPicker({ unavailableDays: ['2026-03-18'] });
    await picker.open();
    expect(picker.dayButton('2026-03-09')).toBeDisabled();
    expect(picker.dayButton('2026-03-18')).toBeDisabled();
    expect(picker.dayButton('2026-03-10')).toBeEnabled();
    expect(picker.dayButton('2026-03-17')).toBeEnabled();
  });

  it('a range over an unavailable day restarts at the clicked day and shows the toast', async () => {
    const picker = renderPicker({ unavailableDays: ['2026-03-18'] });
    const dialog = await picker.open();
    await picker.pick('2026-03-16');
    await picker.pick('2026-03-20');
    expect(notify).toHaveBeenCalledWith({
      title: 'Niedostępny termin',
      description: 'Wybrany zakres dat zawiera dni, które są niedostępne. Proszę wybrać inny termin.',
      variant: 'destructive',
    });
    expect(dialog).toBeInTheDocument();
    expect(picker.field('arrivalDate')).toHaveValue('2026-03-20');
    expect(picker.field('departureDate')).toHaveValue('');
    expect(picker.trigger('Wyjazd')).toHaveTextContent('Wybierz datę');
  });
});

describe('StayFields with JavaScript: closing the popover', () => {
  it('Escape closes it and gives the focus back to the trigger that opened it', async () => {
    const picker = renderPicker();
    await picker.open('Wyjazd');
    expect(picker.trigger('Wyjazd')).toHaveAttribute('aria-expanded', 'true');
    await picker.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picker.trigger('Wyjazd')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(picker.trigger('Wyjazd')).toHaveFocus());
  });

  it('a click outside closes it and the focus returns to the trigger', async () => {
    const picker = renderPicker();
    await picker.open();
    await picker.user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(picker.trigger('Przyjazd')).toHaveFocus());
  });

  it('a click on another control closes it and leaves the focus there', async () => {
    const picker = renderPicker();
    await picker.open();
    const other = screen.getByRole('button', { name: 'Poza kalendarzem' });
    await picker.user.click(other);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Give a focus return a chance to run (Radix reports the close on a timer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(other).toHaveFocus();
  });

  it('closed with only the arrival picked, the stay is completed: arrival + 7 days at the departure time shown', async () => {
    const picker = renderPicker({ arrivalAt: at('2026-03-14', '08:30'), departureAt: at('2026-03-15', '19:00') });
    await picker.open();
    await picker.pick('2026-03-20');
    expect(picker.trigger('Wyjazd')).toHaveTextContent('Wybierz datę');
    await picker.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picker.trigger('Wyjazd')).toHaveTextContent('27/03/2026');
    expect(picker.field('departureDate')).toHaveValue('2026-03-27');
    expect(picker.field('departureTime')).toHaveValue('19:00');
    expect(picker.onChange).toHaveBeenLastCalledWith({
      arrivalAt: at('2026-03-20', '08:30'),
      departureAt: at('2026-03-27', '19:00'),
    });
    // The same on 'Zamknij', from an empty stay: the departure at the arrival's time.
    picker.unmount();
    const empty = renderPicker();
    const dialog = await empty.open();
    await empty.pick('2026-03-12');
    await empty.user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(empty.onChange).toHaveBeenLastCalledWith({
      arrivalAt: at('2026-03-12', '12:00'),
      departureAt: at('2026-03-19', '12:00'),
    });
  });

  /** The calendar open with only the arrival picked (12 March); `reported()` = the stays reported since. */
  async function halfPicked() {
    const picker = renderPicker();
    await picker.open();
    await picker.pick('2026-03-12');
    const calls = picker.onChange.mock.calls.length;
    return { picker, reported: () => picker.onChange.mock.calls.slice(calls) };
  }

  /** Presses a time select (the calendar closes on that click) and, given a time, chooses it. */
  async function pressTime(picker: ReturnType<typeof renderPicker>, name: string, time?: string) {
    const select = picker.field(name);
    await picker.user.click(select);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    if (time) await picker.user.selectOptions(select, time);
    return select;
  }

  it('closed half-way by its own trigger, the completed stay is reported once', async () => {
    const { picker, reported } = await halfPicked();
    await picker.user.click(picker.trigger('Wyjazd'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reported()).toEqual([[{ arrivalAt: at('2026-03-12', '12:00'), departureAt: at('2026-03-19', '12:00') }]]);
    expect(picker.trigger('Wyjazd')).toHaveTextContent('19/03/2026');
  });

  it('closed half-way by pressing the departure time, the stay is completed once, at the time then chosen', async () => {
    const { picker, reported } = await halfPicked();
    const departureTime = await pressTime(picker, 'departureTime', '18:00');
    expect(reported()).toEqual([[{ arrivalAt: at('2026-03-12', '12:00'), departureAt: at('2026-03-19', '18:00') }]]);
    expect(picker.trigger('Wyjazd')).toHaveTextContent('19/03/2026');
    expect(departureTime).toHaveValue('18:00');
  });

  it('pressed on the departure time and left unchanged, the stay is completed when the select loses the focus', async () => {
    const { picker, reported } = await halfPicked();
    await pressTime(picker, 'departureTime');
    expect(picker.trigger('Wyjazd')).toHaveTextContent('Wybierz datę');
    expect(reported()).toEqual([]);
    await picker.user.click(screen.getByRole('button', { name: 'Poza kalendarzem' }));
    expect(reported()).toEqual([[{ arrivalAt: at('2026-03-12', '12:00'), departureAt: at('2026-03-19', '12:00') }]]);
  });

  it('pressed on the arrival time, the stay is completed once, from the arrival time then chosen', async () => {
    const { picker, reported } = await halfPicked();
    await pressTime(picker, 'arrivalTime', '09:00');
    expect(reported()).toEqual([[{ arrivalAt: at('2026-03-12', '09:00'), departureAt: at('2026-03-19', '09:00') }]]);
  });

  it('a press on a time select that leaves the calendar open does not stop its close completing the stay', async () => {
    // A touch on the select turned into a scroll: pressed, then cancelled; no click, so the calendar stays.
    const { picker, reported } = await halfPicked();
    const departureTime = picker.field('departureTime');
    await picker.user.pointer({ keys: '[TouchA>]', target: departureTime });
    fireEvent.pointerCancel(departureTime);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await picker.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reported()).toEqual([[{ arrivalAt: at('2026-03-12', '12:00'), departureAt: at('2026-03-19', '12:00') }]]);
    // Pressed and never released nor cancelled: the select has not got the focus, so the close completes.
    picker.unmount();
    const held = await halfPicked();
    await held.picker.user.pointer({ keys: '[TouchA>]', target: held.picker.field('departureTime') });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await held.picker.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(held.reported()).toEqual([
      [{ arrivalAt: at('2026-03-12', '12:00'), departureAt: at('2026-03-19', '12:00') }],
    ]);
  });

  it("the listing sidebar's inline calendar collapsed half-way completes the stay too", async () => {
    const onChange = vi.fn<(stay: StayValue) => void>();
    const user = userEvent.setup();
    const stay = { arrivalAt: at('2026-03-14', '08:30'), departureAt: at('2026-03-15', '19:00') };
    const panel = (inlineOpen: boolean) => (
      <StayPicker {...stay} onChange={onChange} layout="stacked" calendar="inline" inlineOpen={inlineOpen} />
    );
    const view = render(panel(true));
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    const day = grid.querySelector('[data-day="2026-03-20"]:not([data-outside]) button');
    if (!(day instanceof HTMLButtonElement)) throw new Error('no day button');
    await user.click(day);
    expect(onChange).toHaveBeenLastCalledWith({ arrivalAt: at('2026-03-20', '08:30'), departureAt: null });
    view.rerender(panel(false));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        arrivalAt: at('2026-03-20', '08:30'),
        departureAt: at('2026-03-27', '19:00'),
      }),
    );
  });

  it('closed with only the arrival picked and an unavailable day in the week after it, the departure stays to be picked', async () => {
    const picker = renderPicker({ unavailableDays: ['2026-03-24'] });
    await picker.open();
    await picker.pick('2026-03-20');
    await picker.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picker.trigger('Wyjazd')).toHaveTextContent('Wybierz datę');
    expect(picker.field('departureDate')).toHaveValue('');
  });

  it('the trigger toggles it, and Zamknij closes it', async () => {
    const picker = renderPicker();
    await picker.open();
    // Pressing a trigger must not close it and the click reopen it: the trigger's click toggles it.
    await picker.user.pointer({ keys: '[MouseLeft>]', target: picker.trigger('Przyjazd') });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await picker.user.pointer({ keys: '[/MouseLeft]', target: picker.trigger('Przyjazd') });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dialog = await picker.open();
    await picker.user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(picker.trigger('Przyjazd')).toHaveFocus());
  });
});

describe('StayFields without JavaScript', () => {
  const serverHtml = () =>
    renderToString(<StayFields arrivalAt={at('2026-03-12', '09:00')} departureAt={at('2026-03-15', '18:30')} />);

  it('renders native date inputs and 30-minute selects under the form field names', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    const arrival = container.querySelector('input[name="arrivalDate"]');
    expect(arrival).toHaveAttribute('type', 'date');
    expect(arrival).toHaveAttribute('min', '2026-03-10');
    expect(arrival).toHaveValue('2026-03-12');
    expect(container.querySelector('input[name="departureDate"]')).toHaveValue('2026-03-15');
    expect(container.querySelector('select[name="arrivalTime"]')).toHaveValue('09:00');
    expect(container.querySelector('select[name="departureTime"]')).toHaveValue('18:30');
    // The server cannot know the chosen day: every slot, 00:00-23:30.
    expect(container.querySelectorAll('select[name="arrivalTime"] option')).toHaveLength(48);
    expect(container.querySelector('button')).toBeNull();
  });

  it('keeps what was typed into the native fields before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const typed = (name: string, value: string) => {
      const element = container.querySelector(`[name="${name}"]`);
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) throw new Error(name);
      element.value = value;
    };
    typed('arrivalDate', '2026-03-20');
    typed('arrivalTime', '07:30');
    typed('departureDate', '2026-03-24');
    const onChange = vi.fn<(stay: StayValue) => void>();
    render(
      <StayFields arrivalAt={at('2026-03-12', '09:00')} departureAt={at('2026-03-15', '18:30')} onChange={onChange} />,
      {
        container,
        hydrate: true,
      },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /^Przyjazd/ })).toHaveTextContent('20/03/2026'));
    expect(onChange).toHaveBeenCalledWith({
      arrivalAt: at('2026-03-20', '07:30'),
      departureAt: at('2026-03-24', '18:30'),
    });
    expect(container.querySelector('input[name="arrivalDate"]')).toHaveValue('2026-03-20');
  });
});
