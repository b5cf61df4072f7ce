// Writes the short product video of the home page (web/public/media/product-tour.webm) and its
// poster: eight seconds, 640×360, no sound, drawn on a canvas in headless Chromium and recorded
// with MediaRecorder, so no video tool or download is needed. The pictures carry no words; the
// captions (product-tour.de.vtt, product-tour.en.vtt beside it) tell the story in each language.
// Run: node web/scripts/make-product-video.ts (needs Chromium at /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.join(import.meta.dirname, '..', 'public', 'media');
const SECONDS = 8;

/** Runs in the page: draws the four scenes and records them. */
async function record(seconds: number): Promise<{ video: string; poster: string }> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const g = canvas.getContext('2d')!;
  const teal = '#0b5f73';

  function frame(t: number): void {
    const scene = Math.min(3, Math.floor(t / 2));
    const p = (t % 2) / 2;
    g.fillStyle = '#f3f6f7';
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = teal;
    g.fillRect(0, 0, 640, 44);
    g.fillStyle = '#fff';
    g.fillRect(20, 14, 16, 16);
    g.font = 'bold 18px sans-serif';
    g.fillText('POCT Atlas', 46, 29);
    if (scene === 0) {
      // A search field fills with a query, results appear.
      g.fillStyle = '#fff';
      g.strokeStyle = '#66767e';
      g.fillRect(80, 80, 480, 40);
      g.strokeRect(80, 80, 480, 40);
      g.fillStyle = '#172126';
      g.fillRect(94, 96, 200 * p, 8);
      for (let i = 0; i < Math.floor(p * 4); i++) {
        g.fillStyle = '#fff';
        g.fillRect(80, 140 + i * 50, 480, 40);
        g.fillStyle = teal;
        g.fillRect(94, 152 + i * 50, 160, 8);
        g.fillStyle = '#4a5961';
        g.fillRect(94, 166 + i * 50, 260, 6);
      }
    } else if (scene === 1) {
      // Filter chips toggle on.
      for (let i = 0; i < 6; i++) {
        const on = i < p * 7;
        g.fillStyle = on ? teal : '#fff';
        g.strokeStyle = teal;
        g.fillRect(80 + (i % 3) * 165, 100 + Math.floor(i / 3) * 70, 145, 44);
        g.strokeRect(80 + (i % 3) * 165, 100 + Math.floor(i / 3) * 70, 145, 44);
      }
    } else if (scene === 2) {
      // Two devices side by side, bars grow: the comparison.
      for (let c = 0; c < 2; c++) {
        g.fillStyle = '#fff';
        g.fillRect(80 + c * 250, 70, 230, 250);
        for (let r = 0; r < 4; r++) {
          g.fillStyle = r % 2 ? '#1b6a33' : teal;
          g.fillRect(100 + c * 250, 100 + r * 52, (60 + ((r * 37 + c * 53) % 120)) * p, 24);
        }
      }
    } else {
      // Offline: a device with a crossed-out signal still shows its list.
      g.fillStyle = '#fff';
      g.fillRect(240, 60, 160, 270);
      g.strokeStyle = '#172126';
      g.strokeRect(240, 60, 160, 270);
      for (let i = 0; i < 5; i++) {
        g.fillStyle = teal;
        g.fillRect(256, 90 + i * 44, 128, 10);
      }
      g.strokeStyle = '#b3261e';
      g.lineWidth = 4;
      g.beginPath();
      g.arc(470, 110, 28, Math.PI * 1.15, Math.PI * 1.85);
      g.stroke();
      g.beginPath();
      g.moveTo(440, 80 + 10 * p);
      g.lineTo(500, 140);
      g.stroke();
      g.lineWidth = 1;
    }
  }

  frame(0.9);
  const poster = canvas.toDataURL('image/png');
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, seconds - 0.01));
      if (t < seconds) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { video: btoa(binary), poster: poster.slice(poster.indexOf(',') + 1) };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const { video, poster } = await page.evaluate(record, SECONDS);
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'product-tour.webm'), Buffer.from(video, 'base64'));
  fs.writeFileSync(path.join(OUT, 'product-tour-poster.png'), Buffer.from(poster, 'base64'));
} finally {
  await browser.close();
}
