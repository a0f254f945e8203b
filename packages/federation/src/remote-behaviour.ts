import {
  remoteId,
  type BehaviourExposeName,
  type RemoteName,
  type StartsBehaviour,
} from './contract';
import { loadExposed, resetRemote } from './registry';

/**
 * Loads a remote's behaviour expose (e.g. the checkout's `./cartBehaviour`) from the release the
 * deployment names and starts it. A failed load is forgotten, so the next need tries again.
 */
export async function startRemoteBehaviour<R extends RemoteName>(
  remote: R,
  expose: BehaviourExposeName<R>,
): Promise<void> {
  try {
    const module = (await loadExposed(remoteId(remote, expose))) as { default: StartsBehaviour };
    module.default();
  } catch (error) {
    resetRemote(remote);
    throw error;
  }
}
