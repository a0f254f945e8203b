import { setTimeout as delay } from 'node:timers/promises';

/**
 * Runs `work` and answers after `ms` exactly, however long the work took: work that finishes
 * early waits out the rest, work that takes longer carries on after the answer (its failure is
 * logged by the caller's `onLate`, never shown). So the answer's timing cannot tell whether
 * there was work to do (an account that exists, a mail that was sent).
 */
export async function inSteadyTime(
  ms: number,
  work: () => Promise<void>,
  onLate: (error: unknown) => void = () => undefined,
): Promise<void> {
  const running = work().then(
    () => undefined,
    (error: unknown) => {
      onLate(error);
    },
  );
  await Promise.all([delay(ms), Promise.race([running, delay(ms)])]);
}
