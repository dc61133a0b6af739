import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import debounce from './debounce';

describe('debounce (react-slick resize handling)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after calls stop for the wait', () => {
    const run = vi.fn();
    const debounced = debounce(run, 50);
    debounced(1);
    vi.advanceTimersByTime(30);
    debounced(2);
    vi.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2);
  });

  it('a cancelled call never runs', () => {
    const run = vi.fn();
    const debounced = debounce(run, 50);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
  });
});
