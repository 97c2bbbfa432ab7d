import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecretSettings, scanForSecrets } from '../../scripts/lib/secret-guard';

describe('secret guard', () => {
  it('rejects any dealer.json setting named like a secret, with its path', () => {
    const problems = findSecretSettings({ search: { engine: 'meilisearch', searchKey: 'abc', adminKey: 'xyz' }, api: { token: 't' } }, 'dealer.json');
    expect(problems.map((p) => p.field)).toEqual(['search.adminKey', 'api.token']);
  });

  it('accepts the search-only key setting', () => {
    expect(findSecretSettings({ search: { searchKey: 'public-search-key' } }, 'dealer.json')).toEqual([]);
  });

  it('finds an environment secret in built files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scan-'));
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(path.join(dir, 'index.html'), '<p>hello</p>');
    writeFileSync(path.join(dir, '_astro/app.js'), 'const k="MASTER-KEY-123456"');
    expect(scanForSecrets(dir, ['MASTER-KEY-123456'])).toEqual([path.join('_astro', 'app.js')]);
    expect(scanForSecrets(dir, ['OTHER-KEY-9999999'])).toEqual([]);
  });
});
