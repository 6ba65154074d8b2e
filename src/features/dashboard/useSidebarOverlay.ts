import { useEffect, useLayoutEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSidebarOpen, sidebarClosed } from '../../app/uiSlice';
import { useIsPhone } from '../../components/useMediaQuery';

export const SIDEBAR_ID = 'dashboard-sidebar';
export const SIDEBAR_TOGGLE_ID = 'dashboard-sidebar-toggle';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"]';

function focusables(): HTMLElement[] {
  const toggle = document.getElementById(SIDEBAR_TOGGLE_ID);
  const sidebar = document.getElementById(SIDEBAR_ID);
  return [...(toggle ? [toggle] : []), ...(sidebar ? [...sidebar.querySelectorAll<HTMLElement>(FOCUSABLE)] : [])];
}

/** True while the sidebar lies over the page (a phone), whether or not it is open. */
export function useSidebarIsOverlay(): boolean {
  return useIsPhone();
}

/**
 * The phone's sidebar is a modal overlay (docs/behaviour.md#phone-sidebar): it starts closed,
 * and while open it holds the focus (with the header's toggle, which closes it), closes on Escape
 * or a tap outside, and gives the focus back to the toggle when it closes. The stylesheet stops
 * the page behind from scrolling. Returns whether it is open as an overlay now.
 */
export function useSidebarOverlay(): boolean {
  const dispatch = useAppDispatch();
  const overlay = useSidebarIsOverlay();
  const open = useAppSelector(selectSidebarOpen);
  const modal = overlay && open;

  // Before the first paint, so a phone never shows the sidebar over the page it has just opened.
  useLayoutEffect(() => {
    if (overlay) dispatch(sidebarClosed());
  }, [overlay, dispatch]);

  useEffect(() => {
    if (!modal) return undefined;
    const sidebar = document.getElementById(SIDEBAR_ID);
    const toggle = document.getElementById(SIDEBAR_TOGGLE_ID);
    // Opened with the toggle: into the sidebar. (Not when a page opens with it, which steals nothing.)
    if (document.activeElement === toggle) focusables()[1]?.focus();
    let focusInside = sidebar?.contains(document.activeElement) ?? false;

    const onFocusIn = (event: FocusEvent) => {
      focusInside = event.target instanceof Node && (sidebar?.contains(event.target) ?? false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch(sidebarClosed());
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      const current = document.activeElement;
      const inside = items.some((item) => item === current);
      if (!inside || (event.shiftKey && current === first) || (!event.shiftKey && current === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    };
    // On click, not pointerdown: a tap's focus change comes between the two, and must come first.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && !sidebar?.contains(target) && !toggle?.contains(target)) dispatch(sidebarClosed());
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      // The focus was in what is now hidden: back to the toggle. A view change then moves it on
      // to the new view's heading.
      if (focusInside) toggle?.focus();
    };
  }, [modal, dispatch]);

  return modal;
}
