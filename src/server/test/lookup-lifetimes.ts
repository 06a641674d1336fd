import { expect, vi } from 'vitest';

const HOUR = 3_600_000;

/**
 * Walks a cached lookup through its lifetimes on a fake clock: a key the service does not know is
 * asked again after an hour, a key it knows only after a day. `asked` is what reached the wrapped
 * provider, in order. Returns the first answers, for the caller to check their content.
 */
export async function expectDayAndHourLifetimes<T>(
  lookup: (key: string) => Promise<T | undefined>,
  asked: string[],
  known: string,
  unknown: string,
): Promise<[T | undefined, T | undefined]> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T12:00:00Z') });
  const both = async (): Promise<[T | undefined, T | undefined]> => [await lookup(known), await lookup(unknown)];
  const first = await both();
  vi.advanceTimersByTime(HOUR - 1);
  await both();
  expect(asked).toEqual([known, unknown]);
  vi.advanceTimersByTime(1);
  await both();
  expect(asked).toEqual([known, unknown, unknown]);
  vi.advanceTimersByTime(23 * HOUR);
  await both();
  expect(asked.filter((key) => key === known)).toHaveLength(2);
  return first;
}
