// `make talks`: renders each deck with Marp into <out>/<slug>/: <slug>.html (self-contained, with
// Marp's presenter view), <slug>.pdf, PNG previews in preview/ of the title slide, the first
// slide with a cpp block and the first slide with a chart of bench/results/ (title.png, code.png,
// chart.png), every slide as slides/slide.NNN.png, and contact.png, all the slides on one image,
// numbered, to check by eye.
// With --check (the talks.render.<slug> tests) it writes only the HTML, which needs no browser,
// and checks it: one page a slide of the deck, no marker of the checks left as a speaker note,
// and nothing loaded from the network.
//   node talks/tools/render.mjs [--check] <out> talks/<slug>/slides.md...
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail, readDeck, shown, snippetMarker } from './deck.mjs';
import { prepare } from './prepare.mjs';

const talks = fileURLToPath(new URL('..', import.meta.url));
const marpCli = path.join(talks, 'node_modules/@marp-team/marp-cli/marp-cli.js');

// Runs Marp with the talks' configuration, quietly; exits with its messages on failure.
function marp(...args) {
  const env = { ...process.env };
  if (env.CHROME_PATH === undefined && existsSync('/usr/bin/chromium')) env.CHROME_PATH = '/usr/bin/chromium';
  const run = spawnSync(process.execPath,
                        [marpCli, '--config-file', path.join(talks, 'marp.config.mjs'), ...args],
                        { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env });
  if (run.status !== 0) fail(`${run.stderr}ctp: marp ${args.join(' ')} failed`);
}

// The problems of the HTML rendered from deck, as messages.
function htmlProblems(deck, html) {
  const name = `ctp: ${shown(deck.file)}`;
  const problems = [];
  const pages = html.match(/<svg data-marpit-svg/g)?.length ?? 0;
  if (pages !== deck.slides.length) {
    problems.push(`${name}: the HTML has ${pages} slides, the deck ${deck.slides.length}`);
  }
  // The markers of the checks are no speaker notes.
  const markers = deck.slides.flatMap((slide) => slide.lines.filter((line) => snippetMarker.test(line)));
  for (const marker of markers) {
    if (html.includes(marker.slice('<!-- '.length, -' -->'.length))) {
      problems.push(`${name}: the HTML shows the marker ${marker}`);
    }
  }
  // Inlined SVG images are read too: an SVG may load what it refers to.
  const svgs = [...html.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)]
    .map((match) => Buffer.from(match[1], 'base64').toString('utf8'));
  for (const text of [html, ...svgs]) {
    for (const match of text.matchAll(/\b(?:src|href)\s*=\s*["']?\s*(https?:[^"'\s>]*)|url\(\s*["']?\s*(https?:[^"')\s]*)/gi)) {
      problems.push(`${name}: the HTML loads ${match[1] ?? match[2]} from the network`);
    }
  }
  return problems;
}

// The first slide (numbered from 1) for which test holds, or 0.
function firstSlide(deck, test) {
  return deck.slides.find(test)?.number ?? 0;
}

// The contact sheet: the slides' PNGs (1280 x 720) in a grid of thumbnails, each under its
// number, drawn as an SVG and printed to PNG by rsvg-convert.
const sheet = { columns: 6, width: 480, height: 270, caption: 30, gap: 12 };

function contactSheet(pngs, file) {
  const rows = Math.ceil(pngs.length / sheet.columns);
  const cellHeight = sheet.caption + sheet.height + sheet.gap;
  const width = sheet.columns * (sheet.width + sheet.gap) + sheet.gap;
  const height = rows * cellHeight + sheet.gap;
  const cells = pngs.map((png, i) => {
    const x = sheet.gap + (i % sheet.columns) * (sheet.width + sheet.gap);
    const y = sheet.gap + Math.floor(i / sheet.columns) * cellHeight;
    const data = readFileSync(png).toString('base64');
    return `<text x="${x}" y="${y + sheet.caption - 8}" font-family="sans-serif" font-size="22">${i + 1}</text>`
      + `<rect x="${x - 1}" y="${y + sheet.caption - 1}" width="${sheet.width + 2}" height="${sheet.height + 2}" fill="#888"/>`
      + `<image x="${x}" y="${y + sheet.caption}" width="${sheet.width}" height="${sheet.height}" `
      + `href="data:image/png;base64,${data}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`
    + `<rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`;
  const source = `${file}.svg`;
  writeFileSync(source, svg);
  const run = spawnSync('rsvg-convert', ['-o', file, source], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  rmSync(source, { force: true });
  if (run.status !== 0) fail(`${run.stderr ?? ''}ctp: rsvg-convert could not draw ${shown(file)}; install librsvg2-bin`);
}

// Renders every slide to PNG, keeps the three previews and draws the contact sheet.
function previews(deck, out, prepared) {
  const work = path.join(out, 'slides');
  const preview = path.join(out, 'preview');
  rmSync(work, { recursive: true, force: true });
  rmSync(preview, { recursive: true, force: true });
  mkdirSync(preview, { recursive: true });
  marp('--images', 'png', prepared, '-o', path.join(work, 'slide.png'));
  const chosen = {
    title: 1,
    code: firstSlide(deck, (slide) => slide.blocks.some((block) => block.language === 'cpp')),
    chart: firstSlide(deck, (slide) => slide.images.some((image) => image.includes('bench/results/'))),
  };
  for (const [name, number] of Object.entries(chosen)) {
    if (number === 0) {
      console.log(`ctp: ${shown(deck.file)}: no slide for ${name}.png`);
      continue;
    }
    copyFileSync(path.join(work, `slide.${String(number).padStart(3, '0')}.png`),
                 path.join(preview, `${name}.png`));
  }
  contactSheet(deck.slides.map((slide) => path.join(work, `slide.${String(slide.number).padStart(3, '0')}.png`)),
               path.join(out, 'contact.png'));
}

const args = process.argv.slice(2);
const check = args[0] === '--check';
const [out, ...files] = check ? args.slice(1) : args;
if (out === undefined) {
  console.error('ctp: usage: node talks/tools/render.mjs [--check] <out> talks/<slug>/slides.md...');
  process.exit(2);
}
if (!existsSync(marpCli)) fail('ctp: talks/node_modules has no Marp CLI; run scripts/setup (npm ci --prefix talks)');
if (files.length === 0) console.log('ctp: there are no decks (talks/<slug>/slides.md) to render');

let problems = [];
for (const file of files) {
  const deck = readDeck(file);
  const dir = path.join(out, deck.slug);
  mkdirSync(dir, { recursive: true });
  const prepared = path.join(dir, 'slides.md');
  writeFileSync(prepared, prepare(file));
  const html = path.join(dir, `${deck.slug}.html`);
  marp(prepared, '-o', html);
  if (check) {
    problems = problems.concat(htmlProblems(deck, readFileSync(html, 'utf8')));
    continue;
  }
  marp('--pdf', '--pdf-notes', prepared, '-o', path.join(dir, `${deck.slug}.pdf`));
  previews(deck, dir, prepared);
  console.log(`ctp: ${shown(file)}: ${shown(html)}, ${deck.slug}.pdf, contact.png and preview/`);
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
if (check) console.log(`ctp: ${files.length} decks render to self-contained HTML, one page a slide`);
