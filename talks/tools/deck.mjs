// A Marp deck (talks/<slug>/slides.md) read into its front matter and its slides, for the tools
// beside this file: the hygiene check, the preparer and the renderer all see the same slides.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's root: paths in messages are relative to it.
const root = fileURLToPath(new URL('../..', import.meta.url));

// The path of file as a message shows it: relative to the repository when it is inside.
export function shown(file) {
  const relative = path.relative(root, path.resolve(file));
  return relative.startsWith('..') ? path.resolve(file) : relative;
}

// Stops with one line `ctp: ...` on standard error and a failing exit.
export function fail(message) {
  console.error(message);
  process.exit(1);
}

// The markers that the drift test (scripts/check_snippets.py) and the figure checker fill; they
// are the repository's bookkeeping, not what a presenter says.
export const snippetMarker = /^<!-- (snippet: \S+#\S+|output: \S+) -->$/;
export const benchMarkers = /<!-- bench [^>]*?-->|<!-- \/bench -->/g;

// Marp's directives (a comment such as `<!-- _class: lead -->` sets one and is no note).
const directives = new Set([
  'backgroundColor', 'backgroundImage', 'backgroundPosition', 'backgroundRepeat',
  'backgroundSize', 'class', 'color', 'footer', 'header', 'headingDivider', 'lang', 'marp',
  'math', 'paginate', 'size', 'style', 'theme', 'title', 'transition',
]);

// Whether the text of a comment (without `<!--` and `-->`) is a marker or a directive.
export function isMarkerOrDirective(body) {
  const text = body.trim();
  if (snippetMarker.test(`<!-- ${text} -->`) || /^(bench |\/bench$)/.test(text)) return true;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.every((line) => {
    const match = /^\s*_?([A-Za-z]+)\s*:/.exec(line);
    return match !== null && directives.has(match[1]);
  });
}

// For each line, its part in a fenced code block: 'open', 'body', 'close', or null outside.
export function fencedLines(lines) {
  const kinds = [];
  let fence = null;
  for (const line of lines) {
    // CommonMark lets a fence be indented by up to three spaces: a region from inside a class
    // ends with its indentation, so its closing fence does.
    const match = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null) {
      fence = match ? match[1] : null;
      kinds.push(match ? 'open' : null);
    } else if (match && match[1][0] === fence[0] && match[1].length >= fence.length
               && line.trim() === match[1]) {
      fence = null;
      kinds.push('close');
    } else {
      kinds.push('body');
    }
  }
  return kinds;
}

// One slide: its number (from 1), the number of its first line in the file, its lines, and
// what the checks look at.
class Slide {
  constructor(number, firstLine, lines) {
    this.number = number;
    this.firstLine = firstLine;
    this.lines = lines;
  }

  // The lines outside code blocks, joined.
  get prose() {
    const kinds = fencedLines(this.lines);
    return this.lines.filter((_, i) => kinds[i] === null).join('\n');
  }

  // The code blocks: the fence's language, the lines between the fences, and the line before.
  get blocks() {
    const kinds = fencedLines(this.lines);
    const blocks = [];
    kinds.forEach((kind, i) => {
      if (kind !== 'open') return;
      let end = i + 1;
      while (kinds[end] === 'body') ++end;
      blocks.push({
        language: this.lines[i].replace(/^ {0,3}(`{3,}|~{3,})/, '').trim(),
        lines: this.lines.slice(i + 1, end),
        before: i > 0 ? this.lines[i - 1] : '',
      });
    });
    return blocks;
  }

  // The texts of the HTML comments outside code blocks.
  get comments() {
    return [...this.prose.matchAll(/<!--([\s\S]*?)-->/g)].map((match) => match[1]);
  }

  // The paths (or addresses) of the Markdown images outside code blocks and comments.
  get images() {
    return [...this.visible.matchAll(/!\[[^\]]*\]\(\s*([^)\s]+)[^)]*\)/g)].map((match) => match[1]);
  }

  // The alt text of each Markdown image outside code blocks and comments, by its path: where
  // Marp reads a size, w:N or h:N.
  get imageAlts() {
    return Object.fromEntries([...this.visible.matchAll(/!\[([^\]]*)\]\(\s*([^)\s]+)[^)]*\)/g)]
      .map((match) => [match[2], match[1]]));
  }

  // What the audience sees: the slide without its comments, trimmed.
  get visible() {
    return this.prose.replace(/<!--[\s\S]*?-->/g, '').trim();
  }
}

// The deck in file: { file, slug, dir, frontMatter: { key: value } or null, slides }. Slides are
// separated by lines `---` outside code blocks, as Marp separates them.
export function readDeck(file) {
  if (!existsSync(file)) fail(`ctp: ${shown(file)}: no such deck`);
  const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
  let start = 0;
  let frontMatter = null;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end !== -1) {
      frontMatter = {};
      for (const line of lines.slice(1, end)) {
        const match = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
        if (match) frontMatter[match[1]] = match[2].trim();
      }
      start = end + 1;
    }
  }
  const kinds = fencedLines(lines);
  const slides = [];
  let first = start;
  for (let i = start; i <= lines.length; ++i) {
    if (i < lines.length && (lines[i] !== '---' || kinds[i] !== null)) continue;
    slides.push(new Slide(slides.length + 1, first + 1, lines.slice(first, i)));
    first = i + 1;
  }
  const dir = path.dirname(path.resolve(file));
  return { file, slug: path.basename(dir), dir, frontMatter, slides };
}
