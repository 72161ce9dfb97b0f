/**
 * At most `size` tasks at a time (uploads: 10 in parallel, 000 9); the others wait in order. Each call answers its
 * task's own result, so a batch is `Promise.all(items.map((item) => run(() => work(item))))`.
 */
export function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= size || !waiting.length) return;
    running++;
    waiting.shift()!();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() =>
        void task()
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          }),
      );
      next();
    });
}
