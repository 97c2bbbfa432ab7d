/**
 * Signing in on a browser joins two watchlists: the server's (saved on any device) and this browser's (saved
 * here, perhaps while signed out or while the server could not be reached). The result keeps the server's order,
 * then this browser's cars the server lacks, each car once; those are what must be saved to the server.
 */
export function mergeWatchlists(local: readonly string[], server: readonly string[]): { merged: string[]; toSave: string[] } {
  const onServer = new Set(server);
  const merged = [...new Set(server)];
  const toSave: string[] = [];
  for (const id of local) {
    if (onServer.has(id) || toSave.includes(id)) continue;
    toSave.push(id);
    merged.push(id);
  }
  return { merged, toSave };
}
