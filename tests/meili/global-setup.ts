import { stopOrphanedServers } from '../../scripts/meili/server';

/**
 * Vitest global setup: its teardown runs once in the main process after every worker ended, and stops any
 * Meilisearch a crashed or killed test file left running (servers record their pid in a registry folder).
 */
export default function setup() {
  stopOrphanedServers();
  return () => {
    const left = stopOrphanedServers();
    if (left.length) console.warn(`[tests/meili] stopped ${left.length} leftover Meilisearch server(s): ${left.join(', ')}`);
  };
}
