// Vite's `?worker` import: the default export constructs the bundled worker.
declare module '*?worker' {
  const WorkerConstructor: new () => {
    postMessage(message: unknown): void;
    onmessage: ((event: { data: unknown }) => void) | null;
    terminate(): void;
  };
  export default WorkerConstructor;
}
