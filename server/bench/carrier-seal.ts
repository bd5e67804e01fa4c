/**
 * Benchmark: a carrier PDF of 20 pages with 150 form fields — detecting its fields, and sealing it
 * (every answer drawn into its box, the form flattened, three signature stamps, the audit certificate,
 * the digital signature) — against two baselines measured in the same run: pdf-lib loading and saving
 * the same file unchanged (the floor of any work on it), and the same seal without the digital
 * signature. Target (DESIGN §12): seal p95 < 500 ms.
 *
 *   flock /tmp/cascade-bench.lock npx tsx server/bench/carrier-seal.ts [--iterations=100]
 *
 * Each variant runs in a child process of its own, so its peak RSS (VmHWM) is its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Answers, PdfFieldDef } from '../src/contract/form-fields.js';
import { buildCarrierPdf } from '../src/services/forms/carrier-pdf.js';
import { formSeal } from '../src/services/forms/certificate.js';
import { detectFields, loadCarrierPdf } from '../src/services/forms/pdf-detect.js';
import { sha256Hex, sealFormDocument } from '../src/services/forms/seal.js';
import { largeApplication } from '../test/helpers/carrier-pdf.js';
import { peakRssMiB, resetPeakRss } from './lib.js';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ITERATIONS = Number(arg('iterations', '100'));
const VARIANTS = ['load-save', 'detect', 'seal-unsigned', 'seal'] as const;
type Variant = (typeof VARIANTS)[number];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const signature = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><path d="M10 ${height * 0.7} C 60 10, 120 ${height - 10}, ${width / 2} ${height / 2} S ${width - 70} 30, ${width - 10} ${height * 0.75}" stroke="#111" stroke-width="4" fill="none"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** An answer for every field, as a client and an agent would give them. */
function answersFor(fields: PdfFieldDef[]): Answers {
  const answers: Answers = {};
  fields.forEach((field, i) => {
    if (field.kind === 'date') answers[field.key] = '2020-01-15';
    else if (field.kind === 'checkbox') answers[field.key] = true;
    else if (field.kind === 'radio' || field.kind === 'dropdown') answers[field.key] = field.options![1]!;
    else if (field.kind === 'text' || field.kind === 'multi_line') answers[field.key] = `Answer number ${i + 1} for the carrier`;
  });
  return answers;
}

async function runVariant(variant: Variant): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-carrier-bench-'));
  const pdf = await largeApplication(20, 150);
  const detected = detectFields(await loadCarrierPdf(pdf));
  if (detected.fields.length !== 150) throw new Error(`expected 150 fields, found ${detected.fields.length}`);
  const seal = variant === 'seal' ? formSeal({ file: path.join(dir, 'seal.p12'), passphrase: 'bench', generate: true }) : null;
  const marks = {
    client: { signature: await signature(600, 180), initials: null },
    agent: { signature: await signature(500, 150), initials: null },
  };
  const answers = answersFor(detected.fields);
  const signedAt = new Date().toISOString();
  const certificate = {
    companyName: 'Summit Insurance Marketing',
    formId: 'bench-form',
    title: 'Large carrier application',
    templateVersionId: 'bench-version',
    templateVersionNumber: 1,
    signer: { name: 'Casey Client', email: 'casey@example.com' },
    sender: { name: 'Alex Agent', email: 'agent@example.com' },
    signedAt,
    countersigner: { name: 'Alex Agent', email: 'agent@example.com', signedAt },
    consentText: 'I agree to sign electronically.',
    dataSha256: sha256Hex('bench'),
    certificateSubject: seal?.subject ?? '',
    events: ['sent', 'prepared', 'opened', 'saved', 'signed', 'countersigned'].map((kind) => ({
      kind,
      at: signedAt,
      actor: 'Casey Client',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    })),
  };
  const once = async (): Promise<number> => {
    if (variant === 'load-save') return (await (await PDFDocument.load(pdf)).save({ useObjectStreams: false })).length;
    if (variant === 'detect') return detectFields(await loadCarrierPdf(pdf)).fields.length;
    const doc = await buildCarrierPdf({ carrierPdf: pdf, fields: detected.fields, answers, marks, certificate });
    return (
      await sealFormDocument(
        doc,
        { formId: 'bench-form', companyName: certificate.companyName, signedAt, sender: certificate.sender },
        seal,
      )
    ).length;
  };
  for (let i = 0; i < 5; i += 1) await once(); // warm-up
  resetPeakRss(process.pid);
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    size = await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      peak: peakRssMiB(process.pid),
      size,
      input: pdf.length,
    }),
  );
  rmSync(dir, { recursive: true, force: true });
}

function child(variant: Variant): Promise<{ p50: number; p95: number; peak: number; size: number; input: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), `--variant=${variant}`, `--iterations=${ITERATIONS}`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`${variant} exited ${code}`)),
    );
  });
}

const variant = arg('variant', '');
if (VARIANTS.includes(variant as Variant)) await runVariant(variant as Variant);
else {
  console.log(`Carrier PDF: 20 pages, 150 fields; ${ITERATIONS} iterations per variant, each in its own process.`);
  const results: Record<string, Awaited<ReturnType<typeof child>>> = {};
  for (const v of VARIANTS) results[v] = await child(v);
  const floor = results['load-save']!;
  console.log(`input PDF ${(floor.input / 1024).toFixed(0)} KiB`);
  for (const v of VARIANTS) {
    const r = results[v]!;
    console.log(
      `${v.padEnd(14)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  peak RSS ${r.peak.toFixed(0).padStart(4)} MiB  ` +
        `(${(r.p50 / floor.p50).toFixed(2)}× load+save)${v.startsWith('seal') ? `  output ${(r.size / 1024).toFixed(0)} KiB` : ''}`,
    );
  }
  const sealP95 = results.seal!.p95;
  console.log(`seal p95 ${sealP95.toFixed(1)} ms: ${sealP95 < 500 ? 'within' : 'OVER'} the 500 ms target`);
}
