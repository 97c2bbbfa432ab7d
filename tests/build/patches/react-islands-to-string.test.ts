import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { reactIslandsToString, WITH_OPTIONS, WITHOUT_OPTIONS } from '../../../scripts/lib/render/patches/react-islands-to-string.mjs';
import { ROOT } from '../helpers';

type Transform = (this: unknown, code: string, id: string) => { code: string } | null;

describe('islands server-rendered to a string with their id prefix (scripts/lib/render/patches/react-islands-to-string.mjs)', () => {
  const id = path.join(ROOT, 'node_modules/@astrojs/react/dist/server.js');
  const transform = (reactIslandsToString() as unknown as { transform: Transform }).transform;
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });

  // Contract: the exact line of @astrojs/react's server.js. It protects against a release that changes it or drops
  // renderOptions: the build stops, since islands would otherwise share useId ids.
  it("hands renderToString the island's render options in the installed @astrojs/react", () => {
    const source = readFileSync(id, 'utf8');
    const out = transform.call({ error }, source, id)!;
    expect(out.code).not.toContain(WITHOUT_OPTIONS);
    expect(out.code).toContain(WITH_OPTIONS);
    // The options it now gets are the streamed render's: the island's prefix, read back by the browser.
    expect(out.code).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix/);
    expect(out.code.replace(WITH_OPTIONS, WITHOUT_OPTIONS)).toBe(source);
  });

  it('leaves other modules and an already mended release alone, and stops the build when the line changed', () => {
    expect(transform.call({ error }, 'export const x = 1;', path.join(path.dirname(id), 'client.js'))).toBeNull();
    expect(transform.call({ error }, `const renderOptions = {};\n${WITH_OPTIONS}`, id)).toBeNull();
    expect(() => transform.call({ error }, 'const renderOptions = {};\nhtml = ReactDOM.renderToStaticMarkup(vnode);', id)).toThrow(
      /update scripts\/lib\/render\/patches\/react-islands-to-string\.mjs/,
    );
  });
});
