import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown → HTML for documentation pages, in two independent layers:
 *
 * 1. markdown-it with raw HTML off (`<script>` in the source is text, escaped), links turned into
 *    anchors (`linkify`), and its own link validation (no `javascript:`, `vbscript:`, `file:`,
 *    `data:` targets);
 * 2. sanitize-html over its output with an allow-list of tags and attributes: no scripts, no styles,
 *    no event handlers, link and image targets limited to http(s), mailto and relative paths; an
 *    absolute link opens in a new tab with `rel="noopener noreferrer"`.
 *
 * The web injects only what this answers (detail, versions, live preview): the second layer alone
 * would make the first's mistakes harmless.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  's',
  'del',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // markdown-it aligns table cells with `style="text-align:…"`: only that survives
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const attrs: Record<string, string> = {};
      if (href) attrs.href = href;
      if (title) attrs.title = title;
      if (href && isExternal(href)) {
        attrs.target = '_blank';
        attrs.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: attrs };
    },
  },
};

/** The sanitised HTML of a Markdown body. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}
