import { Component, useEffect, useState, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { useMessages } from '../lib/i18n';
import { chromeMessages } from './chrome/messages';

const RELOADED_KEY = 'gs-reloaded';

/** A screen's code that did not arrive: a new release replaced its chunk, or the network dropped. */
const isMissingCode = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|module script failed|Unable to preload/i.test(error.message);

const reloadedHere = () => {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === location.href;
  } catch {
    // storage refused: no automatic reload, the page offers one
    return true;
  }
};

/**
 * The app's own page for an error while a route loads or renders (never a developer page nor the
 * error itself). A screen whose code failed to load reloads the page once by itself (after a
 * release the old chunks are gone); if that does not help, the page says so with a button to try
 * again.
 */
export function RouteError({ error }: { error: unknown }) {
  const m = useMessages(chromeMessages);
  const [isReloading] = useState(() => isMissingCode(error) && !reloadedHere());
  useEffect(() => {
    if (!isReloading) return;
    sessionStorage.setItem(RELOADED_KEY, location.href);
    location.reload();
  }, [isReloading]);
  if (isReloading) return null;
  const retry = () => {
    try {
      sessionStorage.removeItem(RELOADED_KEY);
    } finally {
      location.reload();
    }
  };
  return (
    <section
      className="page flex min-h-[60dvh] flex-col items-center py-16 text-center"
      role="alert"
    >
      <h1 className="page-title">{m.errorTitle}</h1>
      <p className="text-muted mt-2 max-w-md">{m.errorText}</p>
      <button type="button" className="btn-primary mt-8" onClick={retry}>
        {m.offlineRetry}
      </button>
    </section>
  );
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { location: Location; error?: { value: unknown } };

/**
 * Catches an error of the screens inside it (their code that did not load included) and shows
 * RouteError in their place; a move to another location draws the screens again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, error: undefined };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
