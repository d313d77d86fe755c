import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, paths } from '../../../shared/routes';
import { PAGES, hasPage } from '../../app/pages';
import { HasPageProvider, PageLink } from './page-link';

describe('PageLink', () => {
  it('links to every route that has a page and shows every other one as Coming soon', () => {
    for (const route of APP_ROUTES) {
      const { unmount } = render(
        <MemoryRouter>
          <HasPageProvider value={hasPage}>
            <PageLink to={route.path} className="btn-outline">
              Go
            </PageLink>
          </HasPageProvider>
        </MemoryRouter>,
      );
      const control = screen.getByRole('link');
      if (PAGES[route.id]) {
        expect(control, route.path).toHaveAttribute('href', route.path);
        expect(control, route.path).not.toHaveTextContent('Coming soon');
      } else {
        expect(control, route.path).not.toHaveAttribute('href');
        expect(control, route.path).toHaveAttribute('aria-disabled', 'true');
        expect(control, route.path).toHaveTextContent('GoComing soon');
      }
      unmount();
    }
    // (one render per route of the table: more time than one render's default on a busy machine)
  }, 60_000);

  it('keeps the query and fragment of a link to a page', () => {
    render(
      <MemoryRouter>
        <PageLink to={paths.invoice.href({ transactionId: 'MT1' })}>Invoice</PageLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/invoice?transactionId=MT1');
  });

  it('is a plain link outside the app, which alone knows its page table', () => {
    render(
      <MemoryRouter>
        <PageLink to={paths.goldSmith.href()}>Gold Smith</PageLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', paths.goldSmith.href());
  });

  it('counts a path outside the route table as having no page', () => {
    expect(hasPage('/no/such/page')).toBe(false);
    expect(hasPage(`${paths.about.href()}#faq`)).toBe(true);
  });
});
