// How Marp renders ctp's decks (talks/tools/render.mjs passes this file): the ctp theme, English,
// and nothing fetched from the network: emoji stay text (Marp would load them as images from a
// CDN), and the charts, which the preparer inlines as data: URIs, are allowed as SVG too
// (Markdown's link check otherwise accepts only raster data: images).
import { fileURLToPath } from 'node:url';

export default {
  themeSet: [fileURLToPath(new URL('theme/ctp.css', import.meta.url))],
  lang: 'en',
  options: { emoji: { shortcode: false, unicode: false } },
  engine: ({ marp }) => {
    const validateLink = marp.markdown.validateLink;
    marp.markdown.validateLink = (url) =>
      url.startsWith('data:image/svg+xml;base64,') || validateLink(url);
    return marp;
  },
};
