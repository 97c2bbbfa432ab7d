import { beforeAll, describe, expect, it } from 'vitest';
import { dealerConfigSchema } from '../../src/domain/schemas';
import { checkSearchKeyScope } from '../../scripts/lib/shared/secret-guard';
import { MEILI_SKIP, useMeili } from './harness';

/* The build's proof that search.search_key is search-only, against a real Meilisearch and real keys. */
const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };

describe.skipIf(MEILI_SKIP)(`search key scope against a real Meilisearch${MEILI_SKIP ? ` (skipped: ${MEILI_SKIP})` : ''}`, () => {
  const server = useMeili();
  const admin = () => ({ Authorization: `Bearer ${server().masterKey}`, 'content-type': 'application/json' });

  beforeAll(async () => {
    // The index the dealer's settings name exists, as on a real search server (its settings are then readable).
    const created = await fetch(new URL('/indexes', server().host), { method: 'POST', headers: admin(), body: JSON.stringify({ uid: 'cars' }) });
    const { taskUid } = (await created.json()) as { taskUid: number };
    for (let i = 0; i < 100; i++) {
      const task = (await (await fetch(new URL(`/tasks/${taskUid}`, server().host), { headers: admin() })).json()) as { status: string };
      if (task.status === 'succeeded') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('index cars was not created');
  });

  async function createKey(actions: string[]): Promise<string> {
    const res = await fetch(new URL('/keys', server().host), {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({ actions, indexes: ['*'], expiresAt: null }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { key: string }).key;
  }
  const check = (searchKey: string) =>
    checkSearchKeyScope(
      dealerConfigSchema.parse({ ...base, search: { engine: 'meilisearch', host: server().host, search_key: searchKey, index_uid: 'cars' } }),
      'dealer.json',
    );

  it('a key whose only action is search is accepted', async () => {
    expect(await check(await createKey(['search']))).toEqual([]);
  });

  it.each([
    ['the master key', null],
    ['an all-actions key', ['*']],
    ['a key that can read tasks', ['search', 'tasks.get']],
    ['a key that can read settings', ['search', 'settings.get']],
    ['a key that can read stats', ['search', 'stats.get']],
  ])('%s is refused', async (_name, actions) => {
    const key = actions ? await createKey(actions as string[]) : server().masterKey;
    const problems = await check(key);
    expect(problems.map((p) => p.field)).toEqual(['search.search_key']);
    expect(problems[0]!.reason).toMatch(/not a search-only key/);
  });
});
