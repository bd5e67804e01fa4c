/**
 * Benchmark: sealing an intake form — a three-page PDF with a logo and a drawn signature, digitally
 * signed (CMS) — against the same PDF built without the digital signature, in the same run; then 20
 * signatures at once through the real, compiled server. Target (DESIGN §12): p95 < 300 ms.
 *
 *   flock /tmp/cascade-bench.lock npx tsx server/bench/seal.ts [--iterations=200] [--batches=3]
 *
 * Each variant runs in a child process of its own, so its peak RSS (VmHWM) is its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { formSeal, makeSelfSignedP12 } from '../src/services/forms/certificate.js';
import { sealPdf, sha256Hex } from '../src/services/forms/seal.js';
import { STARTER_SECTIONS } from '../src/services/forms/starter.js';
import { freePort, login, peakRssMiB, resetPeakRss, startServer } from './lib.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ITERATIONS = arg('iterations', 200);
const BATCHES = arg('batches', 3);
const CONCURRENT = 20;

const ANSWERS = {
  first_name: 'Casey',
  last_name: 'Client',
  date_of_birth: '1984-02-29',
  ssn: '123-45-6789',
  gender: 'Female',
  email: 'casey@example.com',
  phone: '+1 (555) 010-4477',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  marital_status: 'Married',
  dependents: 2,
  annual_income: 85000.5,
  primary_beneficiary: 'Jordan Client',
  beneficiary_relationship: 'Spouse',
  contingent_beneficiary: 'Riley Client',
  tobacco: false,
  conditions: ['High blood pressure'],
  health_notes: 'Mild seasonal asthma, treated with an inhaler as needed. '.repeat(6),
  consent_contact: true,
  coverage_wanted: ['Term life', 'Health'],
};

const signature = () =>
  sharp({ create: { width: 600, height: 180, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="180"><path d="M15 120 C 90 15, 180 165, 300 75 S 495 45, 585 135" stroke="#111" stroke-width="5" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Child: seal ITERATIONS times with or without the digital signature and print the figures. */
async function runVariant(signed: boolean): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-seal-'));
  const seal = signed ? formSeal({ file: path.join(dir, 'seal.p12'), passphrase: 'bench', generate: true }) : null;
  const input = {
    companyName: 'Summit Insurance Marketing',
    logoPng: await sharp({ create: { width: 480, height: 140, channels: 3, background: { r: 30, g: 140, b: 70 } } })
      .png()
      .toBuffer(),
    formId: 'bench-form',
    title: 'Client intake — life and health insurance',
    templateVersionId: 'bench-version',
    templateVersionNumber: 1,
    sections: STARTER_SECTIONS,
    answers: ANSWERS,
    signaturePng: await signature(),
    signer: { name: 'Casey Client', email: 'casey@example.com' },
    sender: { name: 'Alex Agent', email: 'agent@example.com' },
    signedAt: new Date().toISOString(),
    consentText: 'I agree to sign electronically.',
    dataSha256: sha256Hex('bench'),
    certificateSubject: seal?.subject ?? '',
    events: ['sent', 'opened', 'saved', 'signed'].map((kind) => ({
      kind,
      at: new Date().toISOString(),
      actor: 'Casey Client',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    })),
  };
  for (let i = 0; i < 10; i += 1) await sealPdf(input, seal); // warm-up
  resetPeakRss(process.pid);
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    pdf = await sealPdf(input, seal);
    times.push(performance.now() - started);
  }
  writeFileSync(path.join(dir, 'out.pdf'), pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path.join(dir, 'out.pdf')], { encoding: 'utf8' }))?.[1]);
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      peak: peakRssMiB(process.pid),
      bytes: pdf.length,
      pages,
    }),
  );
  rmSync(dir, { recursive: true, force: true });
}

function child(variant: 'signed' | 'plain'): Promise<{ p50: number; p95: number; peak: number; bytes: number; pages: number }> {
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

async function call(
  port: number,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const raw = Buffer.isBuffer(body);
  const response = await fetch(`http://127.0.0.1:${port}/api/frontend${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? (body as Buffer) : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- loose JSON of our own API
}

/** A setup call, retried while the server sheds load (503); any other failure stops the run. */
async function untilDone(make: () => ReturnType<typeof call>): ReturnType<typeof call> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await make();
    if (response.status < 300) return response;
    if (response.status !== 503 || attempt >= 20)
      throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.json)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** 20 signature requests at once against the compiled server, BATCHES times. */
async function concurrentSigning(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-seal-server-'));
  const p12 = path.join(dataDir, 'seal.p12');
  writeFileSync(p12, makeSelfSignedP12('Bench seal', 'bench'));
  const port = await freePort();
  const server = await startServer(dataDir, port, {
    FORMS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    FORMS_SIGNING_P12: p12,
    FORMS_SIGNING_P12_PASSWORD: 'bench',
  });
  try {
    const agent = await login(port, 'agent');
    const client = await login(port, 'client');
    const clientId = (await call(port, client, 'GET', '/user/')).json.membership_id as string;
    const templateId = (await call(port, agent, 'GET', '/intake-form-template/')).json[0].id as string;
    const png = await signature();
    const boundary = 'benchboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n--${boundary}\r\nContent-Disposition: form-data; name="signature"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const rates: number[] = [];
    for (let batch = 0; batch <= BATCHES; batch += 1) {
      const ids: string[] = [];
      for (let i = 0; i < CONCURRENT; i += 1) {
        // Setup is not timed: on a busy machine the server may shed a call (503), so it is retried.
        const sent = await untilDone(() =>
          call(port, agent, 'POST', '/intake-form/', { template_id: templateId, client_id: clientId }),
        );
        await untilDone(() => call(port, client, 'PUT', `/intake-form/${sent.json.id}`, { version: 1, answers: ANSWERS }));
        ids.push(sent.json.id);
      }
      resetPeakRss(server.pid!);
      const started = performance.now();
      const statuses = await Promise.all(
        ids.map((id) =>
          call(port, client, 'PUT', `/intake-form/${id}/sign`, body, {
            'content-type': `multipart/form-data; boundary=${boundary}`,
          }).then((r) => r.status),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      if (statuses.some((s) => s !== 200)) throw new Error(`signing failed: ${statuses.join(',')}`);
      if (batch === 0) continue; // warm-up batch
      rates.push(CONCURRENT / seconds);
      console.log(
        `  batch ${batch}: ${CONCURRENT} signatures in ${(seconds * 1000).toFixed(0)} ms = ${(CONCURRENT / seconds).toFixed(1)} signatures/s, server peak RSS ${peakRssMiB(server.pid!).toFixed(0)} MiB`,
      );
    }
    rates.sort((a, b) => a - b);
    console.log(
      `20 at once: median ${percentile(rates, 50).toFixed(1)} signatures/s over ${BATCHES} batches (each signature: checks, PDF, CMS signature, two blobs stored with fsync, one transaction, notifications)`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const variant = process.argv.find((a) => a.startsWith('--variant='))?.split('=')[1];
if (variant) {
  await runVariant(variant === 'signed');
} else {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores, shared: figures are noisy)`,
  );
  const plain = await child('plain');
  const signed = await child('signed');
  const row = (name: string, r: typeof plain) =>
    `  ${name.padEnd(26)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   peak RSS ${r.peak.toFixed(0)} MiB   ${r.pages} pages, ${(r.bytes / 1024).toFixed(0)} KiB`;
  console.log(`sealing, ${ITERATIONS} iterations each (after 10 warm-up):`);
  console.log(row('without digital signature', plain));
  console.log(row('with digital signature', signed));
  console.log(
    `  the digital signature adds ${(signed.p50 - plain.p50).toFixed(1)} ms at p50; target p95 < 300 ms: ${signed.p95 < 300 ? 'met' : 'NOT met'}`,
  );
  await concurrentSigning();
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
