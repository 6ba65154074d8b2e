import { act, renderHook } from '@testing-library/react';
import { afterPaint, usePaintedValue } from './afterPaint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterPaint', () => {
  it('runs once, in a task after the next animation frame, not in the frame itself', () => {
    const start = jest.fn();
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    afterPaint(start);
    const [paint] = frame.mock.calls[0] ?? [];
    paint?.(performance.now());
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    expect(start).toHaveBeenCalledTimes(1);
    frame.mockRestore();
  });

  it('runs after 50 ms where no frame comes, as in a hidden page', () => {
    const start = jest.fn();
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    afterPaint(start);
    jest.advanceTimersByTime(49);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    frame.mockRestore();
  });

  it('never runs once called off', () => {
    const start = jest.fn();
    afterPaint(start)();
    jest.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('usePaintedValue', () => {
  it('gives a new value only once the render that brought it has painted, and the last of several', () => {
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), {
      initialProps: { value: 'attacking' },
    });
    rerender({ value: 'defending' });
    expect(result.current).toBe('attacking');
    rerender({ value: 'players' });
    expect(result.current).toBe('attacking');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('players');
  });
});
