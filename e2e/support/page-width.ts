import { expect, type Page } from '@playwright/test';

/**
 * The page scrolls no wider than the window. When it does, the failure names
 * the outermost elements that stick out, where they end and what they say: a phone-width failure seen
 * only in CI is then readable from its log.
 */
export async function expectNoSidewaysScroll(page: Page, label?: string) {
  const limit = page.viewportSize()?.width ?? 0;
  const { scrollWidth, outside } = await page.evaluate((limit) => {
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth <= limit) return { scrollWidth, outside: [] as string[] };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit + 0.5;
    // Fixed boxes do not widen the page, nor what a scrolling or clipping box holds — unless it is
    // absolutely placed against a box outside that one (a visually hidden text of 100 % width did).
    const widensPage = (element: Element) => {
      const own = getComputedStyle(element).position;
      if (own === 'fixed') return false;
      let absolute = own === 'absolute';
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed') return false;
        const containing = !absolute || style.position !== 'static';
        if (containing && style.overflowX !== 'visible') return false;
        if (containing) absolute = style.position === 'absolute';
      }
      return true;
    };
    const widensPast = (element: Element) => sticksOut(element) && widensPage(element);
    // The outermost ones: an element past the edge whose parent is not.
    const found = [...document.body.querySelectorAll('*')]
      .filter(
        (element) => widensPast(element) && !(element.parentElement && widensPast(element.parentElement)),
      )
      .slice(0, 5)
      .map((element) => {
        const name = element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? '';
        const mui = [...element.classList].find((c) => c.startsWith('Mui')) ?? '';
        const text = (element.textContent ?? '').trim().slice(0, 60);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()}${mui ? `.${mui}` : ''}${name ? ` "${name}"` : ''}> to ${right} px: ${text}`;
      });
    return { scrollWidth, outside: found };
  }, limit);
  const where = label ? `${label}: ` : '';
  expect(
    scrollWidth,
    `${where}the page is wider than ${limit} px; sticking out: ${outside.join('; ')}`,
  ).toBeLessThanOrEqual(limit);
}
