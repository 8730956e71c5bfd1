import { useDeferredComponent } from './use-deferred-component.ts';

const loadContainer = async () =>
  (await import('./notifications-container.tsx')).NotificationsContainer;

/**
 * The notifications container, loaded in the browser once the page has hydrated, so its code
 * (transitions, drag to dismiss, scroll locking) is not part of every page's first download.
 * It renders nothing on the server either (it lives in a portal), and `notifications.show()`
 * calls made before it loads wait in the shared store and appear once it mounts.
 */
export function DeferredNotifications() {
  const NotificationsContainer = useDeferredComponent(loadContainer);
  return NotificationsContainer ? <NotificationsContainer /> : null;
}
