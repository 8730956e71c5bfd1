import { Notifications } from '@mantine/notifications';
import { NOTIFICATIONS } from '#app/lib/constants.ts';

/** Where `notifications.show()` messages appear (loaded after hydration: deferred-notifications.tsx). */
export function NotificationsContainer() {
  return (
    <Notifications
      position={NOTIFICATIONS.position}
      autoClose={NOTIFICATIONS.autoClose}
      limit={NOTIFICATIONS.limit}
      containerWidth={NOTIFICATIONS.width}
      notificationMaxHeight={NOTIFICATIONS.maxHeight}
      transitionDuration={NOTIFICATIONS.transitionDuration}
    />
  );
}
