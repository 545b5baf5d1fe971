import Box from '@mui/material/Box';

/**
 * HTML rendered and sanitised by the server (markdown-it without raw HTML, then sanitize-html: no
 * scripts, no event handlers, no `javascript:`/`data:` links, external links with
 * `rel="noopener noreferrer"`). Only the server's `body_html` / preview answer is ever given here.
 */
export function MarkdownHtml({ html, label }: { html: string; label: string }) {
  return (
    <Box
      className="markdown-body"
      aria-label={label}
      role="region"
      sx={{
        overflowWrap: 'anywhere',
        lineHeight: 1.6,
        '& h1': { typography: 'h5', mt: 1, mb: 1.5 },
        '& h2': { typography: 'h6', mt: 2, mb: 1 },
        '& h3, & h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
        '& p': { my: 1 },
        '& pre': { p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& :not(pre) > code': { px: 0.5, bgcolor: 'action.hover', borderRadius: 0.5 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', my: 1 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.main' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (documentation.render.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
