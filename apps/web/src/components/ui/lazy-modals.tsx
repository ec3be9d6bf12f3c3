import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { Dialog } from './dialog';
import type { Drawer } from './drawer';

/*
 * The Dialog and the Drawer, for the candidate's pages (decision 031): their code (Radix's, about 13 KB Brotli)
 * is not needed to show the page, so it loads once the page has loaded and the browser is idle, or when one
 * first opens, whichever comes first. Opened, they are the same components, with the same focus handling.
 */

const loadDialog = () => import('./dialog');
const loadDrawer = () => import('./drawer');
const DialogNow = lazy(async () => ({ default: (await loadDialog()).Dialog }));
const DrawerNow = lazy(async () => ({ default: (await loadDrawer()).Drawer }));

/** Runs `load` after the page's load event, when the browser is idle. */
function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    // Safari has no requestIdleCallback: a timer there.
    const idleCallbacks = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const run = () => {
      idle = idleCallbacks ? window.requestIdleCallback(() => void load()) : window.setTimeout(() => void load(), 1);
    };
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
    return () => {
      window.removeEventListener('load', run);
      if (idle === undefined) return;
      if (idleCallbacks) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load]);
}

/** Whether the modal has ever been open: from then on it stays rendered, so it can animate and give back focus. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  useLoadWhenIdle(loadDialog);
  const shown = useOpenedOnce(props.open);
  return shown ? (
    <Suspense fallback={null}>
      <DialogNow {...props} />
    </Suspense>
  ) : null;
}

export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  useLoadWhenIdle(loadDrawer);
  const shown = useOpenedOnce(props.open);
  return shown ? (
    <Suspense fallback={null}>
      <DrawerNow {...props} />
    </Suspense>
  ) : null;
}
