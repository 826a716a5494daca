// The talks.hygiene test: every deck keeps to the limits that make its slides legible at
// 1280 x 720 with the ctp theme (talks/theme/ctp.css), and every slide has its speaker notes.
//   node talks/tools/hygiene.mjs talks/<slug>/slides.md...
// Prints one line `ctp: <deck>: slide N: <problem>` a problem, and exits 1 when there is one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isMarkerOrDirective, readDeck, shown } from './deck.mjs';

// The limits, as talks/README.md states them.
const limits = {
  minSlides: 20, // 30 to 45 minutes
  maxSlides: 40,
  cppLines: 14, // a cpp block, with a heading and about four short lines of text
  cppColumns: 66,
  textLines: 10, // a compiler's message (long lines wrap) or an assembly listing
  noteWords: 15, // speaker notes: what the presenter says, not a reminder
};

// The problems of one slide, as messages without the deck's name.
function slideProblems(slide, dir) {
  const problems = [];
  if (slide.visible === '') problems.push('has no visible content');
  const notes = slide.comments.filter((body) => !isMarkerOrDirective(body));
  const longest = Math.max(0, ...notes.map((body) => body.split(/\s+/).filter((w) => /\w/.test(w)).length));
  if (longest < limits.noteWords) {
    problems.push(`has no speaker notes of ${limits.noteWords} words or more (an HTML comment that is `
                  + 'no marker and no directive)');
  }
  const blocks = slide.blocks;
  if (blocks.length > 1) problems.push(`has ${blocks.length} code blocks; a slide shows one`);
  for (const block of blocks) {
    const kind = block.language === '' ? 'a code block' : `a ${block.language} block`;
    const marker = /^<!-- snippet: /.test(block.before) ? 'snippet'
      : /^<!-- output: /.test(block.before) ? 'output' : null;
    if (marker === null) {
      problems.push(`${kind} without a snippet or output marker before it (slides never paste code)`);
    } else if ((marker === 'snippet') !== (block.language === 'cpp' || block.language === 'cmake')
               || (marker === 'output') !== (block.language === 'text')) {
      // A snippet of a CMake file is a cmake block (scripts/check_snippets.py).
      problems.push(`a ${marker} marker needs a ${marker === 'snippet' ? 'cpp' : 'text'} block, not ${kind}`);
    }
    if (block.language === 'cpp') {
      if (block.lines.length > limits.cppLines) {
        problems.push(`a cpp block of ${block.lines.length} lines; at most ${limits.cppLines}`);
      }
      const widest = Math.max(0, ...block.lines.map((line) => [...line].length));
      if (widest > limits.cppColumns) {
        problems.push(`a cpp block ${widest} columns wide; at most ${limits.cppColumns}`);
      }
    } else if (block.language === 'text' && block.lines.length > limits.textLines) {
      problems.push(`a text block of ${block.lines.length} lines; at most ${limits.textLines}`);
    }
  }
  for (const image of slide.images) {
    if (/^[a-z]+:/i.test(image)) {
      problems.push(`image ${image} is not a file of the repository`);
    } else if (!existsSync(path.resolve(dir, image))) {
      problems.push(`image ${image} does not exist`);
    }
  }
  return problems;
}

// The problems of one deck, as whole messages.
function deckProblems(file) {
  const deck = readDeck(file);
  const name = `ctp: ${shown(file)}`;
  const problems = [];
  const front = deck.frontMatter ?? {};
  if (front.marp !== 'true') problems.push(`${name}: the front matter must say marp: true`);
  if (front.theme !== 'ctp') problems.push(`${name}: the front matter must say theme: ctp`);
  const count = deck.slides.length;
  if (count < limits.minSlides || count > limits.maxSlides) {
    problems.push(`${name}: ${count} slides; a deck has ${limits.minSlides} to ${limits.maxSlides}`);
  }
  for (const slide of deck.slides) {
    for (const problem of slideProblems(slide, deck.dir)) {
      problems.push(`${name}: slide ${slide.number}: ${problem}`);
    }
  }
  return problems;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('ctp: usage: node talks/tools/hygiene.mjs talks/<slug>/slides.md...');
  process.exit(2);
}
const problems = files.flatMap(deckProblems);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`ctp: ${files.length} decks keep to the slide limits`);
