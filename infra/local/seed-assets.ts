/**
 * Demo Agency's asset library on first start (never deployed): the brand's guidelines, its logo as SVG and PNG, its
 * typeface and a key visual, on the Sparkle brand and Sparkle Zero product nodes. So the library, the cropper and the
 * brief wizard's suggested assets (brands, fonts, logos of the chosen markets' brand and product) have something real
 * to show. Each file goes through the processing job's own steps (content type from content, hash, single-files key,
 * sharp thumbnail); a file whose content the library already holds is left alone, so a restart changes nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categorize, extensionOf, storageKeys } from '@shared/domain/assets';
import type { BriefAsset } from '@shared/domain/concepts';
import { assetsRepository, type Asset } from '@functions/assets/assets-repository';
import { contentType, inspect, settleContent } from '@functions/assets/ingest';
import type { BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { newId } from '@functions/lib/ids';

const FILES_DIR = join(import.meta.dirname, 'seed-files');

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
  <rect width="1000" height="1000" rx="180" fill="#0b3d91"/>
  <circle cx="500" cy="520" r="300" fill="none" stroke="#ffffff" stroke-width="56"/>
  <path d="M360 400h280L380 640h280" fill="none" stroke="#ffd23f" stroke-width="64" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="720" cy="250" r="46" fill="#7fdbff"/><circle cx="800" cy="330" r="28" fill="#7fdbff"/><circle cx="650" cy="180" r="22" fill="#7fdbff"/>
</svg>
`;

const KEY_VISUAL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset="1" stop-color="#ff5f6d"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#sky)"/>
  <circle cx="1250" cy="260" r="170" fill="#fff3b0" opacity="0.9"/>
  <rect x="640" y="230" width="320" height="620" rx="70" fill="#0b3d91"/>
  <rect x="640" y="330" width="320" height="90" fill="#ffd23f"/>
  <circle cx="800" cy="600" r="90" fill="none" stroke="#ffffff" stroke-width="22"/>
  <circle cx="420" cy="700" r="40" fill="#ffffff" opacity="0.7"/><circle cx="500" cy="560" r="24" fill="#ffffff" opacity="0.7"/>
  <circle cx="1100" cy="720" r="34" fill="#ffffff" opacity="0.7"/><circle cx="1180" cy="600" r="18" fill="#ffffff" opacity="0.7"/>
</svg>
`;

/** A one-page PDF of text lines in Helvetica (a standard font every reader has, so nothing is embedded). */
function textPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 24 Tf 72 760 Td (${escape(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td (${escape(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const GUIDELINES = [
  'Sparkle Zero is bright, bold and sugar-free: every creative says so in its first second.',
  'Logo: the Z mark on Sparkle blue (#0B3D91), never stretched, never on a busy background.',
  'Clear space around the logo: at least a quarter of its width on every side.',
  'Colours: Sparkle blue #0B3D91, zest yellow #FFD23F, bubble cyan #7FDBFF, white.',
  'Typeface: Poppins Bold for headlines; body copy in the channel\'s system font.',
  'The can is shown upright, label facing, in every frame of a video.',
  'Claims: "Zero sugar" only with the legal line of the market.',
];

interface SeedFile {
  name: string;
  tags: string[];
  body: () => Promise<Buffer>;
}

async function rendered(svg: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

export const DEMO_ASSETS: readonly SeedFile[] = [
  { name: 'Sparkle Zero brand guidelines.pdf', tags: ['guidelines'], body: async () => textPdf('Sparkle Zero brand guidelines', GUIDELINES) },
  { name: 'Sparkle Zero logo.svg', tags: ['logo', 'master'], body: async () => Buffer.from(LOGO_SVG) },
  { name: 'Sparkle Zero logo.png', tags: ['logo'], body: () => rendered(LOGO_SVG, 'png') },
  { name: 'Poppins Bold.woff2', tags: ['headline'], body: async () => readFileSync(join(FILES_DIR, 'Poppins-Bold.woff2')) },
  { name: 'Sparkle Zero summer key visual.jpg', tags: ['key visual', 'summer'], body: () => rendered(KEY_VISUAL_SVG, 'jpeg') },
];

/** Stores one file as a ready library asset, as the processing job would; the asset already holding it otherwise. */
async function seedAsset(partnerId: string, file: SeedFile, nodeIds: string[], createdBy: string): Promise<Asset> {
  const body = await file.body();
  const inspected = await inspect([body]);
  const existing = await assetsRepository.findByHash(partnerId, inspected.hash);
  if (existing) return existing;
  const format = extensionOf(file.name);
  const mimeType = await contentType(inspected.head, format);
  const id = newId();
  const asset = await assetsRepository.create({
    id, partnerId, name: file.name, category: categorize(file.name), mimeType, format, size: body.length,
    key: storageKeys.temp(partnerId, id, file.name), businessNodes: nodeIds, tags: file.tags, status: 'processing', createdBy,
  });
  const { assetId } = await settleContent(asset, inspected, mimeType, body);
  return (await assetsRepository.get(assetId))!;
}

/** The library's demo files, on the brand and product nodes; answers them as brief assets picked from the library. */
export async function seedAssets(partnerId: string, nodes: readonly BusinessNode[], createdBy: string): Promise<BriefAsset[]> {
  const nodeIds = nodes.filter((n) => (n.type === 'brand' && n.name === 'Sparkle') || (n.type === 'product' && n.name === 'Sparkle Zero')).map((n) => n.id);
  const assets: Asset[] = [];
  for (const file of DEMO_ASSETS) assets.push(await seedAsset(partnerId, file, nodeIds, createdBy));
  return assets.map((a) => ({ _id: a.id, isFromDam: true, isLink: false, name: a.name, url: '', type: a.category as BriefAsset['type'] }));
}
