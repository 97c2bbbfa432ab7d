import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishStandInLogo } from '../../scripts/lib/publish/stand-in-logo';

/* The logo every page links: a dealer without assets/logo.svg still gets a live link and a logo with its name. */
describe("the dealer's logo on a site whose assets/ folder has none", () => {
  const config = (logo: string) => ({ logo, name: 'Tiny & Sons Motors', theme: { primary: '#0b5cad' } });
  const published = () => mkdtempSync(path.join(os.tmpdir(), 'logo-'));

  it('publishes an SVG with the dealer name at the linked address, and says so', () => {
    const dir = published();
    const warning = publishStandInLogo(config('/dealer/logo.svg'), dir);
    expect(warning).toBe(
      "logo: /dealer/logo.svg is not in the dealer's assets/ folder: a plain logo with the dealer's name is published there instead (add assets/logo.svg to use your own)",
    );
    const svg = readFileSync(path.join(dir, 'logo.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* height="40"/);
    expect(svg).toContain('>Tiny &amp; Sons Motors</text>');
    expect(svg).toContain('fill="#0b5cad"');
  });

  it("keeps the dealer's own logo, and leaves a logo hosted elsewhere alone", () => {
    const dir = published();
    mkdirSync(path.join(dir, 'img'));
    writeFileSync(path.join(dir, 'img', 'mark.svg'), '<svg/>');
    expect(publishStandInLogo(config('/dealer/img/mark.svg'), dir)).toBeNull();
    expect(readFileSync(path.join(dir, 'img', 'mark.svg'), 'utf8')).toBe('<svg/>');
    expect(publishStandInLogo(config('https://cdn.example.com/logo.svg'), dir)).toBeNull();
    expect(existsSync(path.join(dir, 'logo.svg'))).toBe(false);
  });

  it('a missing logo that is not an SVG cannot be drawn: the build names the file to add', () => {
    const dir = published();
    expect(publishStandInLogo(config('/dealer/logo.png'), dir)).toBe(
      "logo: /dealer/logo.png is not in the dealer's assets/ folder, so every page's header shows a broken image: add assets/logo.png",
    );
    expect(existsSync(path.join(dir, 'logo.png'))).toBe(false);
  });
});
