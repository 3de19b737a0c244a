import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

/** A lazily loaded component that the server still renders in full ({@link serverReadyLazy}). */
export interface ServerReadyLazy<P extends object> {
  /** Renders the component; `fallback` while its chunk loads in a client render. */
  Component: (props: P & { fallback?: ReactNode }) => ReactNode;
  /** Loads the chunk; the server awaits it once before rendering (`entry.server.tsx`). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is a chunk of its own, downloaded only by pages that render it
 * (issue 15), yet rendered in full by the server: the server loads it before its first render,
 * so its HTML never holds a fallback (which pages without JavaScript would keep). Hydrating,
 * React keeps the server's HTML until the chunk is there (no flash, no mismatch); a client
 * render shows `fallback` meanwhile. If the chunk cannot load, `failed` renders instead.
 */
export function serverReadyLazy<P extends object>(load: () => Promise<ComponentType<P>>, failed: ComponentType<P>): ServerReadyLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  // A lazy component takes the props of what it resolves to (TypeScript cannot see that for a generic `P`).
  const lazyView = () =>
    lazy<ComponentType<P>>(() =>
      preload().then(
        (component) => ({ default: component }),
        () => ({ default: failed }),
      ),
    ) as unknown as ComponentType<P>;
  function Component({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Chosen once per mount (a later mount tries a failed chunk again): switching from the
    // lazy wrapper to the loaded component would mount it again.
    const [View] = useState<ComponentType<P>>(() => loaded ?? lazyView());
    return <Suspense fallback={fallback}>{createElement(View, props as P)}</Suspense>;
  }
  return { Component, preload };
}
