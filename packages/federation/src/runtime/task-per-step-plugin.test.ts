import taskPerStepPlugin from './task-per-step-plugin';

type Hook = (args: { marker: string }) => Promise<{ marker: string }>;

/** Runs the plugin's hook while a task (a visitor's tap, say) waits in the queue. */
async function orderAround(hook: Hook): Promise<string[]> {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  const passed = await hook({ marker: 'the step' }).then((args) => {
    order.push(args.marker);
    return args;
  });
  expect(passed).toEqual({ marker: 'the step' });
  return order;
}

describe("the remote loading's task per step", () => {
  const plugin = taskPerStepPlugin();

  it("lets a waiting task run before a remote's container starts", async () => {
    const hook = plugin.beforeInitContainer as unknown as Hook;
    expect(await orderAround(hook)).toEqual(['waiting task', 'the step']);
  });

  it('lets a waiting task run before the exposed module loads', async () => {
    const hook = plugin.initContainer as unknown as Hook;
    expect(await orderAround(hook)).toEqual(['waiting task', 'the step']);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yielded } });
    try {
      const hook = plugin.beforeInitContainer as unknown as Hook;
      await hook({ marker: 'the step' });
      expect(yielded).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
