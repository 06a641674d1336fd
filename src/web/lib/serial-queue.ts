/**
 * Runs tasks one after the other, each starting when the previous one has settled. Cart changes go
 * through one of these so each sends the version the previous change produced: a quick second edit
 * by the same person is never taken for someone else's concurrent edit.
 */
export function serialQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task);
    last = next.catch(() => undefined);
    return next;
  };
}
