// The talks.hygiene test: every deck keeps to the limits that make its slides legible at
// 1280 x 720 with the ctp theme (talks/theme/ctp.css), and has the notes a stand-in speaker can
// give the talk from: words enough on every slide and in the deck, time checkpoints, a speaker.
//   node talks/tools/hygiene.mjs talks/<slug>/slides.md...
// Prints one line `ctp: <deck>: slide N: <problem>` a problem, and exits 1 when there is one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMarkerOrDirective, readDeck, shown } from './deck.mjs';

// The limits, as talks/README.md states them.
const limits = {
  minSlides: 20, // 30 to 45 minutes
  maxSlides: 40,
  cppLines: 14, // a cpp block, with a heading and about four short lines of text
  cppColumns: 66,
  textLines: 10, // a compiler's message (long lines wrap) or an assembly listing
  textColumns: 125, // a text block's line: 16px monospace in the 1214px inside the block, less one
  noteWords: 80, // a slide's notes: what to say, what to point at, the transition
  deckNoteWords: 4000, // a deck's notes: about 30 minutes of speech
  chartsInARow: 2, // then a slide that says what the charts mean
  checkpointGap: 10 * 60, // seconds: a time checkpoint at least every ten minutes
  minLength: 30 * 60, // seconds: the last slide's checkpoint, the talk's length
  maxLength: 45 * 60,
};

// The smallest text of a picture on a 1280 x 720 slide, in px: a chart of bench/results/ 16, any
// other picture (a puzzle's still and its caption) 18. The theme shows a picture at most as wide
// as the slide's content (1280 - 2 x 64 px) and 552 px high (talks/theme/ctp.css).
const pictures = { chartText: 16, pictureText: 18, width: 1152, height: 552 };

// The size at which an SVG picture's smallest text shows on the slide, in px, or null when it has
// no text or no size. alt is the image's alt text, where Marp reads w:N and h:N.
function shownTextSize(file, alt) {
  const svg = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)/.exec(root)?.[1]);
  const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)/g)].map((match) => Number(match[1]));
  if (!(width > 0 && height > 0) || sizes.length === 0) return null;
  const asked = /\bw:(\d+)/.exec(alt) ? Number(/\bw:(\d+)/.exec(alt)[1]) / width
    : /\bh:(\d+)/.exec(alt) ? Number(/\bh:(\d+)/.exec(alt)[1]) / height : 1;
  const scale = Math.min(asked, pictures.width / width, pictures.height / height);
  return Math.min(...sizes) * scale;
}

// Where a text block's line wraps: as the browser wraps white-space: pre-wrap, at the last
// space that fits in limits.textColumns (or inside a word, when none does). The problems of its
// breaks: a break inside a word, or inside an expression the compiler quotes ('...') or a call
// it names (f(a, b)), which the audience must then read across two lines.
function wrapProblems(line) {
  // A quote opens after no letter (an apostrophe, as in "block's", opens none) and closes
  // before none.
  const expressions = [...line.matchAll(/(?<!\w)'[^']*'(?!\w)|\w+\([^()]*\)/g)]
    .map((match) => [match.index, match.index + match[0].length]);
  const problems = [];
  let start = 0;
  while ([...line.slice(start)].length > limits.textColumns) {
    const space = line.lastIndexOf(' ', start + limits.textColumns);
    if (space <= start) {
      problems.push(`wraps inside a word at column ${limits.textColumns}`);
      start += limits.textColumns;
      continue;
    }
    const inside = expressions.find(([from, to]) => from < space && space < to);
    if (inside) {
      problems.push(`wraps inside ${line.slice(...inside).slice(0, 40)}...`);
    }
    start = space + 1;
  }
  return problems;
}

// A time checkpoint: a line of a slide's notes that starts with [MM:SS], the time since the talk
// began at which the speaker should reach the slide.
const checkpointLine = /^\s*\[(\d{1,2}):([0-5]\d)\]/;

// The words of a text: runs of non-space characters with a letter or a digit.
function words(text) {
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

// The speaker notes of a slide: its comments that are no marker and no directive.
function notesOf(slide) {
  return slide.comments.filter((body) => !isMarkerOrDirective(body));
}

// The checkpoint of a slide's notes in seconds, or null.
function checkpointOf(slide) {
  for (const line of notesOf(slide).join('\n').split('\n')) {
    const match = checkpointLine.exec(line);
    if (match) return Number(match[1]) * 60 + Number(match[2]);
  }
  return null;
}

// A time as the notes write it.
function clock(seconds) {
  return `[${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}]`;
}

// The problems of one slide, as messages without the deck's name.
function slideProblems(slide, dir) {
  const problems = [];
  if (slide.visible === '') problems.push('has no visible content');
  const said = words(notesOf(slide).join('\n'));
  if (said < limits.noteWords) {
    problems.push(`has ${said} words of speaker notes; a slide has ${limits.noteWords} or more (HTML `
                  + 'comments that are no marker and no directive)');
  }
  const blocks = slide.blocks;
  if (blocks.length > 1) problems.push(`has ${blocks.length} code blocks; a slide shows one`);
  for (const block of blocks) {
    const kind = block.language === '' ? 'a code block' : `a ${block.language} block`;
    if (block.language === '') problems.push('a code block without its language (```cpp or ```text)');
    const marker = /^<!-- snippet: /.test(block.before) ? 'snippet'
      : /^<!-- output: /.test(block.before) ? 'output' : null;
    if (marker === null) {
      problems.push(`${kind} without a snippet or output marker before it (slides never paste code)`);
    } else if ((marker === 'snippet') !== (block.language === 'cpp' || block.language === 'cmake')
               || (marker === 'output') !== (block.language === 'text')) {
      // A snippet of a CMake file is a cmake block (scripts/check_snippets.py).
      problems.push(`${marker === 'output' ? 'an' : 'a'} ${marker} marker needs a ${marker === 'snippet' ? 'cpp' : 'text'} block, not ${kind}`);
    }
    if (block.language === 'cpp') {
      if (block.lines.length > limits.cppLines) {
        problems.push(`a cpp block of ${block.lines.length} lines; at most ${limits.cppLines}`);
      }
      const widest = Math.max(0, ...block.lines.map((line) => [...line].length));
      if (widest > limits.cppColumns) {
        problems.push(`a cpp block ${widest} columns wide; at most ${limits.cppColumns}`);
      }
      const written = block.lines.filter((line) => line.trim() !== '');
      if (written.length > 0 && written.every((line) => /^\s*\/\//.test(line))) {
        problems.push('a cpp block of comments only (CMake or prose as C++ comments); quote such a '
                      + 'file whole as a text block, or say it in words');
      }
      if (written.length > 0 && written.every((line) => /^\s/.test(line))) {
        problems.push('a cpp block indented as a whole (a region from inside a class); quote one '
                      + 'that starts at the left margin');
      }
    } else if (block.language === 'text') {
      if (block.lines.length > limits.textLines) {
        problems.push(`a text block of ${block.lines.length} lines; at most ${limits.textLines}`);
      }
      // A line wider than the block wraps; where it does is measured from the source.
      for (const [i, line] of block.lines.entries()) {
        for (const problem of wrapProblems(line)) {
          problems.push(`a text block's line ${i + 1} (${[...line].length} columns, ${limits.textColumns} `
                        + `fit) ${problem}; keep the lines that matter (// notes: N) or shorten it`);
        }
      }
    }
  }
  for (const image of slide.images) {
    if (/^[a-z]+:/i.test(image)) {
      problems.push(`image ${image} is not a file of the repository`);
    } else if (!existsSync(path.resolve(dir, image))) {
      problems.push(`image ${image} does not exist`);
    } else if (image.endsWith('.svg')) {
      const least = image.includes('bench/results/') ? pictures.chartText : pictures.pictureText;
      const size = shownTextSize(path.resolve(dir, image), slide.imageAlts[image] ?? '');
      if (size !== null && size < least - 0.05) {
        problems.push(`image ${image} shows its smallest text at ${size.toFixed(1)} px; at least `
                      + `${least} px at 1280 x 720 (show it larger, w:N or h:N)`);
      }
    }
  }
  return problems;
}

// The problems of a deck's time checkpoints, as messages without the deck's name: they rise,
// the first comes by [10:00], no two are more than ten minutes apart, and the last slide has the
// last one, the talk's length.
function checkpointProblems(deck) {
  const problems = [];
  let last = 0;
  let lastSlide = 0;
  for (const slide of deck.slides) {
    const at = checkpointOf(slide);
    if (at === null) continue;
    if (at <= last && lastSlide !== 0) {
      problems.push(`slide ${slide.number}: the checkpoint ${clock(at)} does not come after `
                    + `${clock(last)} of slide ${lastSlide}`);
    } else if (at - last > limits.checkpointGap) {
      problems.push(`slide ${slide.number}: the checkpoint ${clock(at)} comes more than ten minutes `
                    + `after ${lastSlide === 0 ? 'the start' : `${clock(last)} of slide ${lastSlide}`}; `
                    + 'a note line [MM:SS] at least every ten minutes');
    }
    if (at > last || lastSlide === 0) {
      last = at;
      lastSlide = slide.number;
    }
  }
  const final = deck.slides.length === 0 ? null : checkpointOf(deck.slides[deck.slides.length - 1]);
  if (final === null) {
    problems.push('the last slide has no time checkpoint (a note line [MM:SS], the talk\'s length)');
  } else if (final < limits.minLength || final > limits.maxLength) {
    problems.push(`the last slide's checkpoint ${clock(final)} is the talk's length; a talk runs `
                  + `${clock(limits.minLength)} to ${clock(limits.maxLength)}`);
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
  const speaker = (front.speaker ?? '').replace(/^(["'])(.*)\1$/, '$2').trim();
  if (speaker === '') {
    problems.push(`${name}: the front matter must name the speaker (speaker: ...)`);
  } else if (deck.slides.length > 0 && !deck.slides[0].visible.includes(speaker)) {
    problems.push(`${name}: the title slide must show the speaker, ${speaker}`);
  }
  const count = deck.slides.length;
  if (count < limits.minSlides || count > limits.maxSlides) {
    problems.push(`${name}: ${count} slides; a deck has ${limits.minSlides} to ${limits.maxSlides}`);
  }
  for (const slide of deck.slides) {
    for (const problem of slideProblems(slide, deck.dir)) {
      problems.push(`${name}: slide ${slide.number}: ${problem}`);
    }
  }
  let charts = 0;
  for (const slide of deck.slides) {
    charts = slide.images.some((image) => image.includes('bench/results/')) ? charts + 1 : 0;
    if (charts === limits.chartsInARow + 1) {
      problems.push(`${name}: slide ${slide.number}: ${charts} slides in a row with a chart of `
                    + `bench/results/; at most ${limits.chartsInARow} (say what they mean in between)`);
    }
  }
  const said = words(deck.slides.flatMap(notesOf).join('\n'));
  if (said < limits.deckNoteWords) {
    problems.push(`${name}: ${said} words of speaker notes; a deck has ${limits.deckNoteWords} or more`);
  }
  problems.push(...checkpointProblems(deck).map((problem) => `${name}: ${problem}`));
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
