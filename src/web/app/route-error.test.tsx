import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "grams")');
}

describe('a route that fails', () => {
  it("shows the app's own page in words, never the router's developer page or the error", async () => {
    // (React logs the error it caught)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/', children: [{ index: true, element: <Broken />, ErrorBoundary: RouteError }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page did not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Hey developer|Unexpected Application Error/);
    expect(document.body).not.toHaveTextContent('Cannot read properties');
    quiet.mockRestore();
  });
});
