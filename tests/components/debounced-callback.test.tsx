// @vitest-environment jsdom
// The debounced callback behind the checkout's re-quote and draft saver: the last call wins after the
// delay, and `cancel` drops a call still waiting (a placed order must not get its draft saved again).
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from '~/components/ui/use-debounced-callback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('runs once, with the last arguments, the delay after the last call', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    result.current('a');
    vi.advanceTimersByTime(400);
    result.current('b');
    vi.advanceTimersByTime(499);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('b');
  });

  it('cancel drops the waiting call; a later call runs again', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    result.current('saved after the order');
    result.current.cancel();
    vi.advanceTimersByTime(1000);
    expect(spy).not.toHaveBeenCalled();
    result.current('next');
    vi.advanceTimersByTime(500);
    expect(spy).toHaveBeenCalledWith('next');
  });

  it('a call still waiting when the component goes is dropped', () => {
    const spy = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(spy, 500));
    result.current();
    unmount();
    vi.advanceTimersByTime(1000);
    expect(spy).not.toHaveBeenCalled();
  });
});
