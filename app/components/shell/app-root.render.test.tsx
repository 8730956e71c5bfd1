// @vitest-environment happy-dom
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePublicEnv } from '#app/lib/env/public-env.ts';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';
import { RootComponent, RootError } from './app-root.tsx';
import { HYDRATED_ATTRIBUTE } from './hydration-marker.tsx';
import { RootDocument } from './root-document.tsx';

// AppRoot's HydrationMarker marks the body; other files of this worker share the document.
afterEach(() => {
  cleanup();
  document.body.removeAttribute(HYDRATED_ATTRIBUTE);
});

const renders = { shell: 0, probe: 0 };

/** A Mantine consumer that nothing but Mantine's context re-renders (one element, below). */
function Probe() {
  useMantineColorScheme();
  renders.probe++;
  return null;
}
const PROBE = <Probe />;

/** A shell that, like the app's document, the router re-renders during each navigation. */
function Shell({ children }: { children: ReactNode }) {
  renders.shell++;
  return <div>{children}</div>;
}

function ShellWithProvider({ children }: { children: ReactNode }) {
  renders.shell++;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/**
 * A router like the app's: a root whose `beforeLoad` gives new context on every navigation (the
 * app's public settings), a layout that keeps the probe mounted, and two pages.
 */
async function renderApp(
  shell: (props: { children: ReactNode }) => ReactNode,
  root: () => ReactNode,
) {
  const rootRoute = createRootRoute({
    beforeLoad: () => ({ loadedAt: Math.random(), publicEnv: parsePublicEnv({}) }),
    shellComponent: shell,
    component: root,
  });
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    id: '_app',
    component: () => (
      <>
        {PROBE}
        <Outlet />
      </>
    ),
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => layout, path, component: () => <h1>{path}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([layout.addChildren([page('/a'), page('/b')])]),
    history: createMemoryHistory({ initialEntries: ['/a'] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: '/a' });
  renders.shell = 0;
  renders.probe = 0;
  for (const to of ['/b', '/a', '/b'] as const) {
    await act(async () => {
      router.history.push(to);
    });
    await screen.findByRole('heading', { name: to });
  }
}

describe('AppRoot (ADR 040)', () => {
  it('shows the failure it prevents: a provider in the shell re-renders every Mantine consumer on navigation', async () => {
    await renderApp(ShellWithProvider, () => <Outlet />);
    expect(renders.shell).toBeGreaterThanOrEqual(3);
    expect(renders.probe).toBeGreaterThanOrEqual(3);
  });

  it('keeps Mantine consumers still across navigations while the shell re-renders', async () => {
    await renderApp(Shell, RootComponent);
    expect(renders.shell).toBeGreaterThanOrEqual(3);
    expect(renders.probe).toBe(0);
    expect(document.querySelector('[data-testid="skip-link"]')).not.toBeNull();
  });

  it("holds with the app's own document as the shell (it renders <html> into the test's container)", async () => {
    await renderApp((props) => {
      renders.shell++;
      return RootDocument(props);
    }, RootComponent);
    expect(renders.shell).toBeGreaterThanOrEqual(3);
    expect(renders.probe).toBe(0);
  });

  it("draws an error of the root route's own beforeLoad inside the providers", async () => {
    const rootRoute = createRootRoute({
      beforeLoad: () => {
        throw new Error('the public settings could not be read');
      },
      component: RootComponent,
      errorComponent: RootError,
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await router.load();
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('error-screen')).textContent).toContain('Try again');
    expect(screen.getByTestId('skip-link')).toBeDefined();
  });
});
