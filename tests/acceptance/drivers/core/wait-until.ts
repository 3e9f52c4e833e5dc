const WAIT_MS = 5_000;

/** What `read` answers once it answers something, polled as a screen redraws; fails after five seconds. */
export async function until<T>(read: () => T | null, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
