import { stopRenderers } from './render/render-jobs';

/**
 * Ctrl-C or a supervisor's SIGTERM while `work` runs: renderers go down with the build and nothing half-done stays
 * behind. (SIGKILL cannot be caught: the renderers notice their parent is gone, the next build removes the rest.)
 */
export async function withCleanUp<T>(who: string, cleanUp: () => void, work: () => Promise<T>): Promise<T> {
  const all = () => {
    stopRenderers();
    cleanUp();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    all();
    console.error(`[${who}] ${signal}: build stopped; the published site was left untouched.`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', stopRenderers);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', stopRenderers);
    all();
  }
}
