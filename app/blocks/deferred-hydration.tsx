import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { usePageContext } from "~/components/page-context";

/**
 * Far blocks hydrate when they are needed (issue 15, docs/decisions/0021): a page's bloks after
 * its first two are each a `<Suspense>` boundary; React hydrates such boundaries in a pass of
 * their own after the page, and a boundary whose content suspends keeps the server's HTML
 * untouched until it is retried. On the first document only, each far boundary waits until:
 * - it comes within half a viewport of the screen (`IntersectionObserver`), or
 * - an event starts inside it (pointer, key, focus, input: a window capture listener runs
 *   before React's, so React hydrates it at once and hands it the event), or
 * - the router does anything (a navigation, a form post, a revalidation): a render that changes
 *   the page must never meet a boundary that is still waiting. Route discovery, which changes
 *   nothing on the page, does not count (see `onPageChange`).
 * Until then the HTML works as the server sent it: links navigate, forms post.
 * Client navigations render every boundary at once (nothing waits).
 */

type Waiting = { promise: Promise<void>; release: () => void; nodes: Node[] };

/** Boundaries still waiting, by blok `_uid`. Filled once, when the first page hydrates. */
const waiting = new Map<string, Waiting>();

/** Events that make React hydrate the boundary they start in (React 18's discrete and focus events). */
const USE_EVENTS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "input", "click", "submit"] as const;

/** How far from the viewport a boundary starts hydrating: half a screen. */
const NEAR = "50% 0px";

let observer: IntersectionObserver | null = null;
let stopListening: (() => void) | null = null;

function release(uid: string) {
  const entry = waiting.get(uid);
  if (!entry) return;
  waiting.delete(uid);
  for (const node of entry.nodes) if (node instanceof Element) observer?.unobserve(node);
  entry.release();
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
    stopListening?.();
    stopListening = null;
  }
}

function releaseAll() {
  for (const uid of [...waiting.keys()]) release(uid);
}

/**
 * A router listener that releases every boundary when an update changes any field of the
 * router's state (location, navigation, fetchers, loader or action data, revalidation…).
 * An update that changes none leaves them waiting: lazy route discovery patching the route
 * tree (`patchRoutes` → `updateState({})`, on pages whose links lead to routes not yet known,
 * such as the home page) re-renders the page in a transition, and React holds a transition
 * that meets a boundary still waiting (the page keeps showing the server's HTML, unchanged)
 * until that boundary hydrates, instead of hydrating the whole page right after load.
 */
function onPageChange<State extends object>(initial: State) {
  let last = initial;
  return (state: State) => {
    const changed = Object.entries(state).some(([key, value]) => value !== Reflect.get(last, key));
    last = state;
    if (changed) releaseAll();
  };
}

function onUse(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [uid, entry] of waiting) if (entry.nodes.some((node) => node === target || node.contains(target))) release(uid);
}

/**
 * The server's nodes of each `<Suspense>` boundary among `parent`'s children, in document
 * order: what lies between React's `<!--$-->` and its `<!--/$-->`. Null when one of them is not
 * a completed boundary (`<!--$?-->` pending, `<!--$!-->` left to the client): React renders
 * those itself, and nothing may wait there.
 */
function boundaryNodes(parent: Element): Node[][] | null {
  const boundaries: Node[][] = [];
  let current: Node[] = [];
  let depth = 0; // a block may hold boundaries of its own
  for (const node of parent.childNodes) {
    const marker = node.nodeType === Node.COMMENT_NODE ? (node as Comment).data : null;
    if (marker?.startsWith("$")) {
      if (depth > 0) current.push(node);
      else if (marker !== "$") return null;
      else current = [];
      depth++;
    } else if (marker === "/$" && depth > 0) {
      if (--depth === 0) boundaries.push(current);
      else current.push(node);
    } else if (depth > 0) current.push(node);
  }
  return boundaries;
}

/**
 * Only the document's first hydration defers: every page view hydrated in that commit (its
 * effects run together) registers its boundaries; the phase ends with those effects.
 */
let phase: "first hydration" | "ending" | "over" = "first hydration";

/**
 * Call in the view that renders `DeferredBlok`s as direct children of `ref`'s element, with the
 * `_uid`s of those bloks in order. On the first hydration it leaves their boundaries waiting;
 * later renders do nothing. Without `IntersectionObserver` nothing waits, nor in preview (the
 * visual editor updates every block live; `DeferredBlok` is then no boundary).
 * `near: false`: nearing the screen does not release them, only a use or the router does (the
 * site's header, which is on screen from the start: `UntilUsed`).
 */
export function useDeferredHydration(ref: RefObject<Element>, uids: readonly string[], { near = true }: { near?: boolean } = {}) {
  const { preview } = usePageContext();
  // A passive effect: React runs the commit's effects before it renders the boundaries' pass.
  useEffect(() => {
    if (phase === "over" || preview) return;
    if (phase === "first hydration") {
      phase = "ending";
      queueMicrotask(() => (phase = "over"));
    }
    const parent = ref.current;
    if (!parent || typeof IntersectionObserver !== "function" || uids.length === 0) return;
    const boundaries = boundaryNodes(parent);
    // Anything unexpected (a boundary count that differs from the bloks): hydrate as usual.
    if (!boundaries || boundaries.length !== uids.length) return;
    if (near) observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          for (const [uid, boundary] of waiting) if (boundary.nodes.includes(entry.target)) release(uid);
        }
      },
      { rootMargin: NEAR },
    );
    uids.forEach((uid, index) => {
      const nodes = boundaries[index] ?? [];
      let done = () => {};
      const promise = new Promise<void>((resolve) => (done = resolve));
      waiting.set(uid, { promise, release: done, nodes });
      if (near) for (const node of nodes) if (node instanceof Element) observer?.observe(node);
    });
    if (stopListening) return;
    for (const type of USE_EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true });
    // Remix's router, absent where no Remix app runs (unit tests).
    const router: typeof window.__remixRouter | undefined = window.__remixRouter;
    const unsubscribe = router?.subscribe(onPageChange(router.state));
    stopListening = () => {
      for (const type of USE_EVENTS) window.removeEventListener(type, onUse, { capture: true });
      unsubscribe?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first hydration only; later renders never wait
  }, []);
}

/**
 * Suspends while its boundary waits (see `useDeferredHydration`), else renders `children`. The
 * blok is its child, not its sibling: React 18 renders the siblings of a component that
 * suspends before it gives up, so a sibling blok would be rendered and thrown away at load.
 */
function Gate({ uid, children }: { uid: string; children: ReactNode }) {
  const entry = waiting.get(uid);
  if (entry) throw entry.promise;
  return <>{children}</>;
}

/**
 * One far blok: its own `<Suspense>` boundary, which may wait to hydrate. In preview it is just
 * the blok (the visual editor updates every block live: nothing waits, and
 * `useDeferredHydration` finds no boundaries to hold).
 */
export function DeferredBlok({ uid, children }: { uid: string; children: ReactNode }) {
  const { preview } = usePageContext();
  if (preview) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Gate uid={uid}>{children}</Gate>
    </Suspense>
  );
}

/**
 * A blok on screen from the start that works as HTML until it is used: the site's header (links,
 * native `<details>`; docs/decisions/0024). Its boundary waits for an event inside it or for the
 * router, never for the screen. The wrapper is `display: contents`: no box of its own, so the
 * sticky header stays sticky to the page.
 */
export function UntilUsed({ uid, children }: { uid: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useDeferredHydration(ref, [uid], { near: false });
  return (
    <div ref={ref} className="contents">
      <DeferredBlok uid={uid}>{children}</DeferredBlok>
    </div>
  );
}
