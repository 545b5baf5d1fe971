import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { projectLabel } from '../utils/project-label.ts';
import { ExternalAnchor } from './external-anchor.tsx';
import { linkTabOf } from './external-link-form.tsx';

describe('ExternalAnchor', () => {
  it('opens an http(s) address in a new tab without opener nor referrer', () => {
    render(<ExternalAnchor url="https://portale.esempio.it/login">Portale</ExternalAnchor>);
    const link = screen.getByRole('link', { name: /Portale/ });
    expect(link.getAttribute('href')).toBe('https://portale.esempio.it/login');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('si apre in una nuova scheda');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/relativo'])(
    'never makes %j an href: plain text instead',
    (url) => {
      const { container } = render(<ExternalAnchor url={url} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('[href]')).toBeNull();
      expect(container.textContent).toBe(url);
    },
  );
});

describe('link helpers', () => {
  it('goes back to the Link tab the new link came from', () => {
    expect(linkTabOf({ client_id: 4 })).toBe(paths.crmClientDetail.build(4, 'link'));
    expect(linkTabOf({ client_id: 4, project_id: 9 })).toBe(paths.projectDetail.build(9, 'link'));
    expect(linkTabOf({})).toBeNull();
  });

  it('names the project as the lists do', () => {
    expect(projectLabel({ project_code: 'CITTA-1', project_name: 'Portale' })).toBe('CITTA-1 · Portale');
    expect(projectLabel({ project_code: null, project_name: null })).toBeNull();
  });

  it('builds the add page with the pre-filled client and project', () => {
    expect(paths.externalLinkAdd.build()).toBe('/external-links/add');
    expect(paths.externalLinkAdd.build({ client_id: 3, project_id: 7 })).toBe(
      '/external-links/add?client_id=3&project_id=7',
    );
    expect(paths.externalLinkAdd.build({ client_id: null, project_id: 7 })).toBe(
      '/external-links/add?project_id=7',
    );
  });
});
