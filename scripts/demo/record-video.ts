/**
 * One-off: records the 2-second demo clip (a car driving across) with headless Chromium's MediaRecorder,
 * which can write H.264 MP4. Run only to recreate scripts/demo/static/demo.mp4; the generator copies that
 * committed file, so demo generation itself stays deterministic and needs no browser.
 *   node --import ./scripts/node-ts.mjs scripts/demo/record-video.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
// Passed as source text: a transpiler (tsx, vitest's esbuild) may inject a __name helper, which the page does not have.
const RECORD = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(15);
  const rec = new MediaRecorder(stream, { mimeType: 'video/mp4;codecs=avc1', videoBitsPerSecond: 120_000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => { rec.onstop = resolve; });
  rec.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - start) / 2000;
      ctx.fillStyle = '#cfe3f2'; ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = '#6d7278'; ctx.fillRect(0, 140, 320, 40);
      const x = -120 + t * 440;
      ctx.fillStyle = '#c4242b'; ctx.fillRect(x, 95, 110, 35); ctx.fillRect(x + 25, 75, 60, 25);
      ctx.fillStyle = '#1d1f22'; ctx.beginPath(); ctx.arc(x + 25, 132, 12, 0, 7); ctx.arc(x + 88, 132, 12, 0, 7); ctx.fill();
      if (t < 1) requestAnimationFrame(draw); else resolve();
    };
    draw();
  });
  rec.stop();
  await done;
  const buf = new Uint8Array(await new Blob(chunks, { type: 'video/mp4' }).arrayBuffer());
  let s = '';
  buf.forEach((b) => { s += String.fromCharCode(b); });
  return btoa(s);
})()`;
const base64 = (await page.evaluate(RECORD)) as string;
await browser.close();
const out = path.join(import.meta.dirname, 'static', 'demo.mp4');
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out} (${Buffer.from(base64, 'base64').length} bytes)`);
