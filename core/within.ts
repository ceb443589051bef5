/**
 * Whether `check` resolves `true` within `timeoutMs`: false when it resolves anything else, rejects or
 * takes longer (a hung dependency is as unavailable as a stopped one). Never throws, never waits longer.
 */
export async function trueWithin(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then((ready) => ready === true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
