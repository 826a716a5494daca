// A deck as Marp should see it: the markers of the drift test and of the figure checker removed
// (Marp would show them as presenter notes; the text between the figure markers stays), and every
// local image inlined as a data: URI, so that the rendered HTML opens offline, anywhere.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchMarkers, fail, fencedLines, shown, snippetMarker } from './deck.mjs';

// The media type of an image file, by its extension.
const mediaTypes = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
                     '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

// The image at target (relative to dir) as a data: URI.
function inline(dir, target, file) {
  const type = mediaTypes[path.extname(target).toLowerCase()];
  if (type === undefined) fail(`ctp: ${shown(file)}: image ${target} is not an image file`);
  if (!existsSync(path.resolve(dir, target))) fail(`ctp: ${shown(file)}: image ${target} does not exist`);
  const bytes = readFileSync(path.resolve(dir, target));
  return `data:${type};base64,${bytes.toString('base64')}`;
}

// The text of the deck in file, prepared for Marp. Code blocks are left as they are.
export function prepare(file) {
  const dir = path.dirname(path.resolve(file));
  const lines = readFileSync(file, 'utf8').split('\n');
  const kinds = fencedLines(lines);
  const prepared = [];
  lines.forEach((line, i) => {
    if (kinds[i] !== null) {
      prepared.push(line);
    } else if (!snippetMarker.test(line)) {
      prepared.push(line.replace(benchMarkers, '').replace(
        /(!\[[^\]]*\]\(\s*)([^)\s]+)/g,
        (image, opening, target) => (/^[a-z]+:/i.test(target) ? image : opening + inline(dir, target, file))));
    }
  });
  return prepared.join('\n');
}
