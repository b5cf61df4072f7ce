/**
 * Resolves after the tasks already queued, so the page runs between two parts of a long job. A
 * message, not a timer: hidden tabs throttle timers to once a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
