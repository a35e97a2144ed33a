import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down each second and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    const deadline = Date.now() + 3000;
    const { result } = renderHook(() => useCountdown(deadline, onExpire));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('is null while no countdown runs, and expires at once for a past deadline', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(({ deadline }: { deadline: number | null }) => useCountdown(deadline, onExpire), {
      initialProps: { deadline: null as number | null },
    });
    expect(result.current).toBeNull();
    rerender({ deadline: Date.now() - 1 });
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('never shows more than the time given when the deadline arrives after the first render (a fetched timer)', () => {
    const { result, rerender } = renderHook(({ deadline }: { deadline: number | null }) => useCountdown(deadline), {
      initialProps: { deadline: null as number | null },
    });
    vi.setSystemTime(Date.now() + 5000);
    rerender({ deadline: Date.now() + 3000 });
    expect(result.current).toBe(3);
  });
});
