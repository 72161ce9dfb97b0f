/**
 * `npm run bench -- templates`: the upload-side work on a template zip (central directory read, layout and bomb
 * checks, unzip with fflate, UTF-8 decode, name and HTML contract parse, player bootstrap) on a generated 5 MB zip
 * of 200 files, over unzipping the same zip alone, median of 5 each in the same run. Goal: under 2 s.
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import {
  checkTemplateZip, decodeTemplateHtml, listZipEntries, parseTemplateHtml, parseTemplateName, playerHtml,
} from '@shared/domain/templates';

const ROUNDS = 5;
const FILES = 200;
const TARGET_BYTES = 5 * 1024 * 1024;

/** A deterministic byte stream: the same zip every run. */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** index.html with 60 dynamic fields, 150 still images (incompressible, as real ones are) and 49 scripts and styles. */
function generatedZip(): { fileName: string; zip: Uint8Array } {
  const fields = Array.from({ length: 60 }, (_, i) => `  frame${(i % 6) + 1}Headline${i}: "Headline number ${i}",\n  frame${(i % 6) + 1}Image${i}: "images/${i}.png",`);
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=300,height=600">
<script>var defaultValues = {\n${fields.join('\n')}\n};
var possibleValues = { frame1Headline0: "Headline number 0,Other" };
var dynamicImageSizes = { frame1Image1: [300, 250] };
var clickTag = "https://www.example.com";</script>
${Array.from({ length: 25 }, (_, i) => `<script src="js/${i}.js"></script><link rel="stylesheet" href="css/${i}.css">`).join('\n')}
</head><body>${'<div class="frame"><p>copy</p></div>'.repeat(400)}</body></html>`;
  const entries: Zippable = { 'index.html': strToU8(html) };
  const imageBytes = Math.floor((TARGET_BYTES * 0.96) / 150);
  for (let i = 0; i < 150; i++) entries[`images/${i}.png`] = [bytes(imageBytes, i + 1), { level: 0 }];
  const text = 'function frame(n) { return document.querySelectorAll(".frame")[n]; }\n';
  for (let i = 0; i < FILES - 151; i++) {
    const ext = i < 25 ? 'js' : 'css';
    entries[`${ext}/${i < 25 ? i : i - 25}.${ext}`] = strToU8(text.repeat(300) + String.fromCharCode(...bytes(4000, 1000 + i).map((b) => 32 + (b % 90))));
  }
  return { fileName: '300x600-bench-summer.zip', zip: zipSync(entries) };
}

function upload(fileName: string, zip: Uint8Array): number {
  const named = parseTemplateName(fileName);
  const layout = checkTemplateZip(listZipEntries(zip), zip.length);
  const files = unzipSync(zip);
  const html = decodeTemplateHtml(files[layout.entry]!, layout.entry);
  const parsed = parseTemplateHtml(html, named.size);
  return playerHtml(html).length + parsed.dynamicFields.length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

export async function templatesBench(): Promise<void> {
  const { fileName, zip } = generatedZip();
  const entries = listZipEntries(zip);
  // warm both paths (JIT, first allocations)
  unzipSync(zip);
  upload(fileName, zip);
  const unzips: number[] = [];
  const uploads: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    unzips.push(time(() => unzipSync(zip)));
    uploads.push(time(() => upload(fileName, zip)));
  }
  const [u, p] = [median(unzips), median(uploads)];
  console.log(`\nTemplate upload-side parse of a ${(zip.length / 1024 / 1024).toFixed(1)} MB zip with ${entries.length} files (median of ${ROUNDS}):`);
  console.log(`  directory + layout checks + unzip + decode + parse + player: ${p.toFixed(1)} ms (goal < 2000 ms), ${(p / u).toFixed(2)}x unzipping it alone (${u.toFixed(1)} ms)`);
}
