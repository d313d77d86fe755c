import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../shared/routes';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "grams")');
}

function Screens() {
  const location = useLocation();
  return (
    <>
      <Link to={paths.about.href()}>Another page</Link>
      <RouteErrorBoundary location={location}>
        <Routes>
          <Route path={paths.home.path} element={<Broken />} />
          <Route path={paths.about.path} element={<p>A page that works</p>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('a route that fails', () => {
  it("shows the app's own page in words, never a developer page or the error", async () => {
    // (React logs the error it caught)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={[paths.home.href()]}>
        <Screens />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page did not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Hey developer|Unexpected Application Error/);
    expect(document.body).not.toHaveTextContent('Cannot read properties');

    // a link to another page draws that page
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    expect(await screen.findByText('A page that works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
