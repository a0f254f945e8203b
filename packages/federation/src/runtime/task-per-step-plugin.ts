import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../yield-to-browser';

/**
 * Runs a remote's loading steps in tasks of their own: the remote entry's script, the
 * container's start (it takes the host's shared modules, comparing their versions) and the
 * loading of the exposed module. Done in one task, as the runtime's promise chain otherwise does,
 * they block a phone's main thread for longer than a tap should wait (50 ms at 4 x CPU
 * slowdown); apart, each is short and input is answered between them.
 */
export default function taskPerStepPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'touchline-task-per-step',
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async initContainer(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
