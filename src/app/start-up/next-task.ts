/** Resolves in a task of its own: the browser may paint and answer a tap before it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
