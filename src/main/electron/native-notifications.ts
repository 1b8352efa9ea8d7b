import { Notification, type BrowserWindow } from 'electron';
import type { AppNotification } from '../desktop/notification-rules';
import { bringToFront } from '../desktop/single-instance';
import type { AppCommand } from '../../shared/contract/app-commands';

/** Shows a notification of the rules (desktop/notification-rules.ts); a click brings the window back and opens the view. */
export function showNativeNotification(
  notification: AppNotification,
  target: { window: () => BrowserWindow | undefined; openLink(url: string): void; run(command: AppCommand): void },
): void {
  if (!Notification.isSupported()) return;
  const native = new Notification({ title: notification.title, body: notification.body });
  native.on('click', () => {
    bringToFront(target.window());
    if ('link' in notification.target) target.openLink(notification.target.link);
    else target.run(notification.target.command);
  });
  native.show();
}
